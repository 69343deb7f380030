// Prefixed, unguessable identifiers (ARCHITECTURE.md, convention 13):
// the prefix says what an id is; the body is base62 of 128+ random bits.
import crypto from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Base62 text of `bytes` random bytes, fixed length so ids sort and parse uniformly. */
export function randomBase62(bytes = 16): string {
  const length = Math.ceil((bytes * 8) / Math.log2(62));
  let value = BigInt("0x" + crypto.randomBytes(bytes).toString("hex"));
  let out = "";
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

export function toBase62(value: number, length: number): string {
  let v = BigInt(value);
  let out = "";
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(v % 62n)] + out;
    v /= 62n;
  }
  return out;
}

export type IdPrefix = "mch" | "usr" | "mem" | "key" | "idk" | "aud" | "req" | "pay" | "att" | "evt" | "job" | "sub" | "spl" | "rfd" | "lac" | "ltx" | "len" | "po" | "pob" | "whe" | "whd" | "wha" | "cus" | "va" | "vad" | "vac" | "inv";

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(16)}`;
}

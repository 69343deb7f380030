// Prefixed, unguessable identifiers (docs/architecture.md, convention 13):
// the prefix says what an id is; the body is base62 of 128+ random bits.
import crypto from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * Random bytes are drawn from a pool refilled 4 KiB at a time: one `crypto.randomFillSync` per ~180
 * ids instead of one `randomBytes` call each (ids are made on every write; the profile of
 * initialize found the old BigInt conversion at 5 % of its CPU).
 */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomByte(): number {
  if (poolOffset === pool.length) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++];
}

/**
 * Base62 text carrying at least `bytes` random bytes' worth of entropy, fixed length so ids sort and
 * parse uniformly. Each character is one uniformly drawn base62 digit: a random byte below 248
 * (4 × 62) taken modulo 62, bytes of 248 and above drawn again, so no digit is more likely than
 * another.
 */
export function randomBase62(bytes = 16): string {
  const length = Math.ceil((bytes * 8) / Math.log2(62));
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += ALPHABET[byte % 62];
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

export type IdPrefix = "mch" | "usr" | "mem" | "key" | "idk" | "aud" | "req" | "pay" | "att" | "evt" | "job" | "sub" | "spl" | "rfd" | "lac" | "ltx" | "len" | "po" | "pob" | "whe" | "whd" | "wha" | "cus" | "va" | "vad" | "vac" | "inv" | "pcn" | "pcl" | "rcn" | "rci" | "plink" | "img" | "tkty" | "tkt" | "dp" | "dpf" | "plan" | "subs" | "in" | "clock" | "pm" | "opr" | "ops" | "oak" | "oal" | "rrl" | "rls" | "rli" | "rlv" | "rrv";

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(16)}`;
}

/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L): what a person reads off a ticket. */
const READABLE = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A ticket's reference, TKT-XXXX-XXXX: about 40 random bits, read aloud at a door. */
export function newTicketReference(): string {
  let body = "";
  while (body.length < 8) {
    const byte = randomByte();
    if (byte < 248) body += READABLE[byte % READABLE.length];
  }
  return `TKT-${body.slice(0, 4)}-${body.slice(4)}`;
}

/** A payment link's public slug: 13 base62 characters (~77 bits), short enough to paste in a chat. */
export function newLinkSlug(): string {
  return randomBase62(9);
}

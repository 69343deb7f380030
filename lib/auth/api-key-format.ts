// API key text format: `<pk|sk>_<test|live>_<32 base62 random chars><6 char checksum>`.
// 32 base62 characters carry ~190 random bits. The checksum (CRC-32 of the body, base62)
// lets us reject a typo or a truncated paste before touching the database.
import crypto from "node:crypto";
import { randomBase62, toBase62 } from "@/lib/ids";

export type KeyMode = "test" | "live";
export type KeyKindName = "public" | "secret";

const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^(pk|sk)_(test|live)_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

export function generateApiKey(kind: KeyKindName, mode: KeyMode): string {
  const body = randomBase62(24).slice(-BODY_LENGTH);
  const head = `${kind === "secret" ? "sk" : "pk"}_${mode}_${body}`;
  return head + checksum(head);
}

function checksum(head: string): string {
  return toBase62(crc32(Buffer.from(head)), CHECKSUM_LENGTH);
}

export type ParsedKey =
  | { ok: true; kind: KeyKindName; mode: KeyMode; hash: string; prefix: string }
  | { ok: false; reason: "malformed" | "checksum" };

export function parseApiKey(text: string): ParsedKey {
  const match = KEY_PATTERN.exec(text);
  if (!match) return { ok: false, reason: "malformed" };
  const head = text.slice(0, text.length - CHECKSUM_LENGTH);
  if (checksum(head) !== match[4]) return { ok: false, reason: "checksum" };
  return {
    ok: true,
    kind: match[1] === "sk" ? "secret" : "public",
    mode: match[2] as KeyMode,
    hash: hashApiKey(text),
    prefix: displayPrefix(text),
  };
}

export function hashApiKey(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}

/** What the dashboard shows of a secret key: its type and first four random characters. */
export function displayPrefix(text: string): string {
  return text.slice(0, text.indexOf("_", 3) + 5);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

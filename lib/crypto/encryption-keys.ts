import "server-only";
// The keys of lib/crypto/encrypt-secret.ts, parsed once from lib/env.ts: ENCRYPTION_KEY (32 bytes,
// base64 or hex) encrypts; it and ENCRYPTION_KEYS_OLD (comma-separated, same format) decrypt.
// Without ENCRYPTION_KEY, development and tests use a fixed development key (lib/env.ts refuses
// to start in production without one).
import crypto from "node:crypto";
import { env } from "@/lib/env";

export type EncryptionKey = { id: string; key: Buffer };

let cached: { source: string; current: EncryptionKey; all: EncryptionKey[] } | undefined;

export function keyId(key: Buffer): string {
  return crypto.createHash("sha256").update("gateway-key-id").update(key).digest("hex").slice(0, 8);
}

export function encryptionKeys(): { current: EncryptionKey; all: EncryptionKey[] } {
  const config = env();
  const source = `${config.encryptionKey.toString("hex")}|${config.encryptionKeysOld.map((k) => k.toString("hex")).join(",")}`;
  if (cached?.source === source) return cached;
  const current = { id: keyId(config.encryptionKey), key: config.encryptionKey };
  const old = config.encryptionKeysOld.map((key) => ({ id: keyId(key), key }));
  cached = { source, current, all: [current, ...old.filter((k) => k.id !== current.id)] };
  return cached;
}

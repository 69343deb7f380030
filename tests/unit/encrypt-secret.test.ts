// lib/crypto/encrypt-secret.ts ("Secrets"): AES-256-GCM with a key id in the stored text,
// bound to a context, readable with old keys after a rotation, plaintext passed through.
import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError, env, parseEncryptionKey, resetEnvForTests } from "@/lib/env";
import { decryptSecret, encryptSecret, encryptedKeyId, isEncryptedSecret, needsReencryption, SecretDecryptionError } from "@/lib/crypto/encrypt-secret";
import { encryptionKeys, keyId } from "@/lib/crypto/encryption-keys";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function configure(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

const keyA = crypto.randomBytes(32);
const keyB = crypto.randomBytes(32);

describe("encryptSecret / decryptSecret", () => {
  it("round-trips, never stores the plaintext, and uses a fresh IV each time", () => {
    configure({ ENCRYPTION_KEY: keyA.toString("base64") });
    const secret = "whsec_" + crypto.randomBytes(24).toString("base64");
    const a = encryptSecret(secret, "webhook_endpoint:whe_1");
    const b = encryptSecret(secret, "webhook_endpoint:whe_1");
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(a).not.toContain(secret.slice(6, 20));
    expect(isEncryptedSecret(a)).toBe(true);
    expect(encryptedKeyId(a)).toBe(keyId(keyA));
    expect(a).toMatch(/^enc1:[0-9a-f]{8}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(decryptSecret(a, "webhook_endpoint:whe_1")).toBe(secret);
    expect(decryptSecret(b, "webhook_endpoint:whe_1")).toBe(secret);
  });

  it("refuses another context, a tampered value and an unknown key", () => {
    configure({ ENCRYPTION_KEY: keyA.toString("hex") });
    const stored = encryptSecret("whsec_abc", "webhook_endpoint:whe_1");
    expect(() => decryptSecret(stored, "webhook_endpoint:whe_2")).toThrow(SecretDecryptionError);
    const parts = stored.split(":");
    const sealed = Buffer.from(parts[3], "base64url");
    sealed[0] ^= 1;
    expect(() => decryptSecret([...parts.slice(0, 3), sealed.toString("base64url")].join(":"), "webhook_endpoint:whe_1")).toThrow(/does not verify/);
    configure({ ENCRYPTION_KEY: keyB.toString("hex") });
    expect(() => decryptSecret(stored, "webhook_endpoint:whe_1")).toThrow(/ENCRYPTION_KEYS_OLD/);
  });

  it("after a rotation, decrypts with ENCRYPTION_KEYS_OLD and encrypts with the new key", () => {
    configure({ ENCRYPTION_KEY: keyA.toString("base64") });
    const old = encryptSecret("whsec_old", "ctx");
    configure({ ENCRYPTION_KEY: keyB.toString("base64"), ENCRYPTION_KEYS_OLD: `${crypto.randomBytes(32).toString("hex")}, ${keyA.toString("base64url")}` });
    expect(decryptSecret(old, "ctx")).toBe("whsec_old");
    expect(needsReencryption(old)).toBe(true);
    const fresh = encryptSecret("whsec_old", "ctx");
    expect(encryptedKeyId(fresh)).toBe(keyId(keyB));
    expect(needsReencryption(fresh)).toBe(false);
    expect(encryptionKeys().all.map((k) => k.id)).toContain(keyId(keyA));
  });

  it("passes plaintext from before encryption through, and marks it for encryption", () => {
    configure({ ENCRYPTION_KEY: undefined });
    expect(decryptSecret("whsec_legacy", "ctx")).toBe("whsec_legacy");
    expect(needsReencryption("whsec_legacy")).toBe(true);
  });
});

describe("ENCRYPTION_KEY in lib/env.ts", () => {
  it("accepts 32 bytes in hex, base64 or base64url and nothing else", () => {
    expect(parseEncryptionKey(keyA.toString("hex"))).toEqual(keyA);
    expect(parseEncryptionKey(keyA.toString("base64"))).toEqual(keyA);
    expect(parseEncryptionKey(keyA.toString("base64url"))).toEqual(keyA);
    for (const bad of ["", "abc", crypto.randomBytes(16).toString("hex"), crypto.randomBytes(31).toString("base64"), "z".repeat(64)]) {
      expect(parseEncryptionKey(bad)).toBeNull();
    }
    configure({ NODE_ENV: "development", ENCRYPTION_KEY: "too-short" });
    expect(() => env()).toThrow(/ENCRYPTION_KEY: 32 bytes, base64 \(44 characters\) or hex \(64 digits\)/);
    configure({ NODE_ENV: "development", ENCRYPTION_KEY: undefined, ENCRYPTION_KEYS_OLD: "nope" });
    expect(() => env()).toThrow(/ENCRYPTION_KEYS_OLD/);
  });

  it("uses a fixed development key in development and tests", () => {
    configure({ NODE_ENV: "test", ENCRYPTION_KEY: undefined });
    const first = env().encryptionKey;
    expect(env().encryptionKeyIsDevelopment).toBe(true);
    configure({ NODE_ENV: "development", ENCRYPTION_KEY: undefined });
    expect(env().encryptionKey).toEqual(first);
  });

  it("refuses to start in production without ENCRYPTION_KEY, saying what to set", () => {
    configure({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://pay.example.com", NEXTAUTH_SECRET: "x".repeat(40), ENCRYPTION_KEY: undefined, GATEWAY_ALLOW_DEV_DEFAULTS: undefined });
    expect(() => env()).toThrow(ConfigurationError);
    expect(() => env()).toThrow(/ENCRYPTION_KEY \(32 random bytes, base64 or hex: openssl rand -base64 32\)/);
    configure({ ENCRYPTION_KEY: keyA.toString("base64") });
    expect(env().encryptionKey).toEqual(keyA);
    expect(env().encryptionKeyIsDevelopment).toBe(false);
  });
});

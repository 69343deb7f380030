import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { displayPrefix, generateApiKey, hashApiKey, parseApiKey } from "@/lib/auth/api-key-format";

describe("API key format", () => {
  it.each([
    ["secret", "test", /^sk_test_[0-9A-Za-z]{38}$/],
    ["secret", "live", /^sk_live_[0-9A-Za-z]{38}$/],
    ["public", "test", /^pk_test_[0-9A-Za-z]{38}$/],
    ["public", "live", /^pk_live_[0-9A-Za-z]{38}$/],
  ] as const)("generates %s %s keys that parse back", (kind, mode, pattern) => {
    const key = generateApiKey(kind, mode);
    expect(key).toMatch(pattern);
    expect(parseApiKey(key)).toEqual({ ok: true, kind, mode, hash: hashApiKey(key), prefix: displayPrefix(key) });
  });

  it("never repeats a key", () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateApiKey("secret", "test")));
    expect(keys.size).toBe(2000);
  });

  it("shows a prefix with the type and four random characters", () => {
    const key = generateApiKey("secret", "live");
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
    expect(displayPrefix(key)).toMatch(/^sk_live_[0-9A-Za-z]{4}$/);
  });

  it("rejects any single-character typo by its checksum", () => {
    const key = generateApiKey("secret", "test");
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    fc.assert(
      fc.property(fc.integer({ min: 8, max: key.length - 1 }), fc.constantFrom(...alphabet), (index, ch) => {
        fc.pre(key[index] !== ch);
        const typo = key.slice(0, index) + ch + key.slice(index + 1);
        expect(parseApiKey(typo)).toEqual({ ok: false, reason: "checksum" });
      }),
      { numRuns: 2000 },
    );
  });

  it.each(["", "sk_test_", "sk_test_abc", "sk_prod_" + "a".repeat(38), "sk_test_" + "a".repeat(37) + "-", "Bearer sk_test_x"])(
    "rejects malformed text %j",
    (text) => {
      expect(parseApiKey(text)).toEqual({ ok: false, reason: "malformed" });
    },
  );
});

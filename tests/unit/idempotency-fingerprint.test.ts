import { describe, expect, it } from "vitest";
import { requestFingerprint, validateIdempotencyKey } from "@/lib/http/idempotency";

describe("request fingerprint", () => {
  it("ignores key order and whitespace", () => {
    expect(requestFingerprint("POST", "/v2/x", JSON.parse('{"a":1,"b":{"d":[1,2],"c":"x"}}'))).toBe(
      requestFingerprint("post", "/v2/x", JSON.parse('{ "b": { "c": "x", "d": [1, 2] }, "a": 1 }')),
    );
  });

  it("differs by method, path, value and array order", () => {
    const base = requestFingerprint("POST", "/v2/x", { a: [1, 2] });
    expect(requestFingerprint("PUT", "/v2/x", { a: [1, 2] })).not.toBe(base);
    expect(requestFingerprint("POST", "/v2/y", { a: [1, 2] })).not.toBe(base);
    expect(requestFingerprint("POST", "/v2/x", { a: [2, 1] })).not.toBe(base);
    expect(requestFingerprint("POST", "/v2/x", { a: [1, 2], b: null })).not.toBe(base);
  });
});

describe("Idempotency-Key header", () => {
  it("accepts 1 to 255 printable ASCII characters, and no header", () => {
    expect(validateIdempotencyKey(null)).toBeNull();
    expect(validateIdempotencyKey("a")).toBe("a");
    expect(validateIdempotencyKey("order 42 / try #1")).toBe("order 42 / try #1");
    expect(validateIdempotencyKey("k".repeat(255))).toHaveLength(255);
  });

  it.each(["", "k".repeat(256), "tab\there", "é"])("rejects %j", (value) => {
    expect(() => validateIdempotencyKey(value)).toThrow(/1-255 printable/);
  });
});

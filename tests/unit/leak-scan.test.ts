// lib/security/leak-scan.ts: each kind of leak is found, and ordinary text is not one.
import { describe, expect, it } from "vitest";
import { findLeaks } from "@/lib/security/leak-scan";
import { generateApiKey } from "@/lib/auth/api-key-format";

describe("findLeaks", () => {
  it("finds a secret key, a webhook secret, a card number, a CVC and an OTP", () => {
    const key = generateApiKey("secret", "test");
    const text = [
      `{"msg":"api request","authorization":"Bearer ${key}"}`,
      `secret=whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0`,
      `{"card":{"number":"4242424242424242","cvc":"123"}}`,
      `otp=123456`,
    ].join("\n");
    const kinds = findLeaks(text, "log", [{ kind: "test card number", value: "4242424242424242" }]).map((l) => l.kind);
    expect(kinds.sort()).toEqual(["CVC", "OTP", "secret API key", "test card number", "webhook signing secret"].sort());
    expect(JSON.stringify(findLeaks(text, "log"))).not.toContain(key);
  });

  it("leaves alone what may be written: key prefixes, public keys, encrypted secrets, last four digits, amounts", () => {
    const text = [
      `{"prefix":"sk_test_ab12","public":"${generateApiKey("public", "test")}"}`,
      `enc1:291b9dfe:2wQj66LZNc1cPde8:rSUDpnAAAA`,
      `{"last4":"4242","brand":"visa","amount":123456,"otp_tries_left":3,"phone":"0911123456"}`,
    ].join("\n");
    expect(findLeaks(text, "db", [{ kind: "test card number", value: "4242424242424242" }])).toEqual([]);
  });
});

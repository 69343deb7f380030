// lib/security/leak-scan.ts: each kind of leak is found, and ordinary text is not one.
import { describe, expect, it } from "vitest";
import { findLeaks } from "@/lib/security/leak-scan";
import { generateApiKey } from "@/lib/auth/api-key-format";

describe("findLeaks", () => {
  it("finds a secret key, a webhook secret, a TOTP secret, a card number, a CVC and an OTP", () => {
    const key = generateApiKey("secret", "test");
    const text = [
      `{"msg":"api request","authorization":"Bearer ${key}"}`,
      `secret=whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0`,
      `{"card":{"number":"4242424242424242","cvc":"123"}}`,
      `otp=123456`,
      `{"totpSecret":"JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"}`,
    ].join("\n");
    const kinds = findLeaks(text, "log", [{ kind: "test card number", value: "4242424242424242" }]).map((l) => l.kind);
    expect(kinds.sort()).toEqual(["CVC", "OTP", "TOTP secret", "secret API key", "test card number", "webhook signing secret"].sort());
    expect(JSON.stringify(findLeaks(text, "log"))).not.toContain(key);
    expect(JSON.stringify(findLeaks(text, "log"))).not.toContain("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("finds a TOTP secret in an otpauth:// URI, and not one that is encrypted", () => {
    const uri = "otpauth://totp/Gateway:a%40example.com?issuer=Gateway&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30";
    expect(findLeaks(uri, "log").map((l) => l.kind)).toEqual(["TOTP secret"]);
    expect(findLeaks("enc1:291b9dfe:2wQj66LZNc1cPde8:AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfGh", "User.totpSecret")).toEqual([]);
  });

  it("leaves alone what may be written: key prefixes, public keys, encrypted secrets, last four digits, amounts", () => {
    const text = [
      `{"prefix":"sk_test_ab12","public":"${generateApiKey("public", "test")}"}`,
      `enc1:291b9dfe:2wQj66LZNc1cPde8:rSUDpnAAAA`,
      `{"last4":"4242","brand":"visa","amount":123456,"otp_tries_left":3,"phone":"0911123456"}`,
      `{"currency":"ETB","status":"SUCCEEDED","id":"pay_2QF7ZK4M6N3B5V7X2Y4A6C8E0G"}`,
    ].join("\n");
    expect(findLeaks(text, "db", [{ kind: "test card number", value: "4242424242424242" }])).toEqual([]);
  });
});

// What the sign-in page says for each answer of the credentials provider, and which
// client address the per-address limit counts.
import { describe, expect, it } from "vitest";
import { describeSignInError, signInErrorWithTime, signInErrorWithTriesLeft, SIGN_IN_ERRORS } from "@/lib/auth/sign-in-errors";
import { clientIp } from "@/lib/http/client-ip";

describe("describeSignInError", () => {
  it("says an account is locked and until when, in UTC without a zone, and points to the reset link", () => {
    const code = signInErrorWithTime(SIGN_IN_ERRORS.locked, new Date("2026-11-23T08:45:12.345Z"));
    expect(code).toBe("SignInLocked:2026-11-23T08:45:12.345Z");
    expect(describeSignInError(code)).toEqual({
      message:
        'Too many failed sign-ins: sign-in to this account is locked until 08:45 UTC on 2026-11-23. Try again then, or use "Forgot password?" below: the reset link also unlocks the account.',
      needsCode: false,
    });
  });

  it("gives the lock's end in the reader's time zone", () => {
    const code = signInErrorWithTime(SIGN_IN_ERRORS.locked, new Date("2026-11-23T08:45:12.345Z"));
    expect(describeSignInError(code, "Africa/Addis_Ababa").message).toMatch(/locked until 11:45 on 23 Nov 2026 \(your time\)\./);
    expect(describeSignInError(code, "Not/A_Zone").message).toMatch(/until 08:45 UTC on 2026-11-23/);
  });

  it("warns when 2 tries and 1 try are left, and reads anything else as a plain wrong password", () => {
    expect(describeSignInError(signInErrorWithTriesLeft(2)).message).toMatch(/^Incorrect e-mail or password\. 2 tries left before sign-in to this account is locked for 15 minutes/);
    expect(describeSignInError(signInErrorWithTriesLeft(1)).message).toMatch(/1 try left .*"Forgot password\?"/);
    for (const odd of ["SignInFailed:3", "SignInFailed:0", "SignInFailed:x", "SignInFailed"]) {
      expect(describeSignInError(odd).message).toBe("Incorrect e-mail or password.");
    }
  });

  it("says an address is refused and until when", () => {
    const code = signInErrorWithTime(SIGN_IN_ERRORS.throttled, new Date("2026-11-23T23:59:00Z"));
    expect(describeSignInError(code).message).toBe("Too many failed sign-ins from your network: try again after 23:59 UTC on 2026-11-23.");
  });

  it("keeps the wrong-password and generic messages, and a lock without a readable time still says 15 minutes", () => {
    expect(describeSignInError("CredentialsSignin").message).toBe("Incorrect e-mail or password.");
    expect(describeSignInError("SessionRequired").message).toBe("Sign in to continue.");
    expect(describeSignInError("SignInLocked:garbage").message).toMatch(/locked for 15 minutes\./);
    expect(describeSignInError("SignInLocked:9999-99-99T99:99").message).toMatch(/locked for 15 minutes\./);
    for (const odd of ["constructor", "__proto__", "toString", "SignInLockedX", "<script>"]) {
      expect(describeSignInError(odd)).toEqual({ message: "Sign-in failed; try again.", needsCode: false });
    }
    expect(describeSignInError(undefined)).toEqual({ needsCode: false });
  });

  it("asks for a code, and says when a code was wrong", () => {
    expect(describeSignInError("TwoFactorRequired")).toEqual({ message: undefined, needsCode: true });
    expect(describeSignInError("TwoFactorInvalid")).toMatchObject({ needsCode: true, message: expect.stringMatching(/not valid/) });
  });
});

describe("clientIp", () => {
  it("takes the last X-Forwarded-For entry: the address the nearest proxy (or Next itself) saw", () => {
    expect(clientIp({ "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    expect(clientIp(new Headers({ "x-forwarded-for": "10.0.0.1, 198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp({ "x-forwarded-for": "::ffff:192.0.2.1" })).toBe("192.0.2.1");
    expect(clientIp({ "x-forwarded-for": "2001:DB8::1" })).toBe("2001:db8::1");
  });

  it("answers 'unknown' for a missing or malformed address (one shared counter, never an error)", () => {
    expect(clientIp({})).toBe("unknown");
    expect(clientIp({ "x-forwarded-for": "" })).toBe("unknown");
    expect(clientIp({ "x-forwarded-for": "not an address" })).toBe("unknown");
    expect(clientIp({ "x-forwarded-for": "1".repeat(100) })).toBe("unknown");
  });
});

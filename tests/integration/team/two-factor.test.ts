// Two-factor sign-in (TOTP, with recovery codes) that an owner can require for
// the whole team. Enrolment and the team rule through the dashboard routes as a signed-in user;
// sign-in through the credentials check with a fixed clock (`now`), and once through next-auth.
import { describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { signInThroughNextAuth } from "@/tests/support/next-auth-sign-in";
import { authorizeCredentials, SignInError } from "@/lib/auth/authorize-credentials";
import { totpCodeAt } from "@/lib/auth/two-factor/totp";
import { confirmTwoFactorEnrolment } from "@/lib/auth/two-factor/confirm-two-factor-enrolment";
import { openTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";
import { db } from "@/lib/db";
import { GET as getStatus } from "@/app/api/dashboard/two-factor/route";
import { POST as startEnrolment } from "@/app/api/dashboard/two-factor/enrolment/route";
import { POST as confirmEnrolment } from "@/app/api/dashboard/two-factor/enrolment/confirm/route";
import { POST as disable } from "@/app/api/dashboard/two-factor/disable/route";
import { PATCH as setPolicy } from "@/app/api/dashboard/two-factor/policy/route";
import { GET as getSettings } from "@/app/api/dashboard/settings/route";

setupTestDatabase();
// Each sign-in costs a bcrypt comparison (cost 11, pure JS); a test makes up to 40 of them.
vi.setConfig({ testTimeout: 180_000 });

const T0 = new Date("2026-11-23T08:00:10.000Z"); // 10 s into a 30 s step
const at = (ms: number) => new Date(T0.getTime() + ms);
const STEP = 30_000;
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

async function signIn(email: string, password: string, code: string | undefined, now: Date, ip = freshIp()): Promise<string | null> {
  try {
    const user = await authorizeCredentials(db(), { credentials: { email, password, ...(code === undefined ? {} : { code }) }, headers: { "x-forwarded-for": ip }, now });
    return user ? `user:${user.id}` : null;
  } catch (error) {
    if (error instanceof SignInError) return error.code;
    throw error;
  }
}

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
const ownerOf = (m: Merchant): SessionUser => ({ userId: m.user.id, merchantId: m.merchant.id, role: "owner" });

/** Enrols through the routes: start (secret and URI), confirm with the code of step T0; answers secret and recovery codes. */
async function enrol(user: SessionUser) {
  const started = await callAsUser(startEnrolment, user, { path: "/api/dashboard/two-factor/enrolment", body: {} });
  expect(started.status).toBe(201);
  const { secret, otpauth_uri } = started.json.data as { secret: string; otpauth_uri: string };
  // Confirmation runs in its service with the fixed clock (the route uses the real one).
  const { recovery_codes } = await db().$transaction((tx) =>
    confirmTwoFactorEnrolment(tx, { userId: user.userId, merchantId: user.merchantId, actor: { type: "dashboard", userId: user.userId }, code: totpCodeAt(secret, T0), now: T0 }),
  );
  return { secret, otpauth_uri, recovery_codes };
}

describe("enrolment", () => {
  it("shows the secret and an otpauth:// URI, is confirmed by a code, and gives 10 recovery codes stored only as hashes", async () => {
    const m = await createTestMerchant();
    const user = ownerOf(m);
    const before = await callAsUser(getStatus, user, { path: "/api/dashboard/two-factor" });
    expect(before.json.data).toEqual({ enabled: false, pending: false, recovery_codes_remaining: 0, required_for_team: false });

    const { secret, otpauth_uri, recovery_codes } = await enrol(user);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/Gateway:${m.user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: "Gateway", secret, algorithm: "SHA1", digits: "6", period: "30" });
    // The row holds the secret encrypted (docs/security.md "Secrets"), bound to this user.
    const { totpSecret } = await db().user.findUniqueOrThrow({ where: { id: m.user.id }, select: { totpSecret: true } });
    expect(totpSecret).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(totpSecret).not.toContain(secret);
    expect(openTotpSecret(m.user.id, totpSecret!)).toBe(secret);

    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const stored = await db().recoveryCode.findMany({ where: { userId: m.user.id } });
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of recovery_codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace("-", ""));
    }
    const after = await callAsUser(getStatus, user, { path: "/api/dashboard/two-factor" });
    expect(after.json.data).toEqual({ enabled: true, pending: false, recovery_codes_remaining: 10, required_for_team: false });
    expect(await db().auditLog.count({ where: { merchantId: m.merchant.id, action: "user.two_factor_enabled", userId: m.user.id } })).toBe(1);
  });

  it("a wrong code does not turn it on; the route answers 400 on the code field", async () => {
    const m = await createTestMerchant();
    const user = ownerOf(m);
    await callAsUser(startEnrolment, user, { path: "/api/dashboard/two-factor/enrolment", body: {} });
    const wrong = await callAsUser(confirmEnrolment, user, { path: "/api/dashboard/two-factor/enrolment/confirm", body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toEqual({ code: "INVALID_VALUE", details: [{ field: "code", message: "That code does not match" }] });
    const status = await callAsUser(getStatus, user, { path: "/api/dashboard/two-factor" });
    expect(status.json.data).toMatchObject({ enabled: false, pending: true });
    expect(await db().recoveryCode.count({ where: { userId: m.user.id } })).toBe(0);
    // Unknown fields are refused (strict body).
    const extra = await callAsUser(confirmEnrolment, user, { path: "/api/dashboard/two-factor/enrolment/confirm", body: { code: "123456", enabled: true } });
    expect(extra.status).toBe(400);
  });

  it("the confirm route turns it on with the current code (real clock) and answers the recovery codes once", async () => {
    const m = await createTestMerchant();
    const user = ownerOf(m);
    const started = await callAsUser(startEnrolment, user, { path: "/api/dashboard/two-factor/enrolment", body: {} });
    const ok = await callAsUser(confirmEnrolment, user, { path: "/api/dashboard/two-factor/enrolment/confirm", body: { code: totpCodeAt(started.json.data.secret, new Date()) } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.recovery_codes).toHaveLength(10);
    const again = await callAsUser(startEnrolment, user, { path: "/api/dashboard/two-factor/enrolment", body: {} });
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe("INVALID_STATE");
  });
});

describe("signing in", () => {
  it("asks for a code after the right password, accepts the current one, refuses a wrong one and a replay", async () => {
    const m = await createTestMerchant();
    const { secret } = await enrol(ownerOf(m));
    const signedIn = `user:${m.user.id}`;
    // Password alone: the page is told to ask for a code (and a wrong password is still just wrong).
    expect(await signIn(m.user.email, m.password, undefined, at(STEP))).toBe("TwoFactorRequired");
    expect(await signIn(m.user.email, "wrong password!", undefined, at(STEP))).toBeNull();
    expect(await signIn(m.user.email, "wrong password!", totpCodeAt(secret, at(STEP)), at(STEP))).toBeNull();
    // A wrong code, and a code 2 steps away (outside the one-step window either side).
    const wrong = String((Number(totpCodeAt(secret, at(STEP))) + 1) % 1_000_000).padStart(6, "0");
    expect(await signIn(m.user.email, m.password, wrong, at(STEP))).toBe("TwoFactorInvalid");
    expect(await signIn(m.user.email, m.password, totpCodeAt(secret, at(3 * STEP)), at(STEP))).toBe("TwoFactorInvalid");
    // The confirmation's code (step of T0) was used: refused even though it is inside the window.
    expect(await signIn(m.user.email, m.password, totpCodeAt(secret, T0), at(STEP))).toBe("TwoFactorInvalid");
    // The current code signs in, once.
    const code = totpCodeAt(secret, at(STEP));
    expect(await signIn(m.user.email, m.password, code, at(STEP))).toBe(signedIn);
    expect(await signIn(m.user.email, m.password, code, at(STEP + 5_000))).toBe("TwoFactorInvalid");
    // The next step's code works at the next step.
    expect(await signIn(m.user.email, m.password, ` ${totpCodeAt(secret, at(2 * STEP)).replace(/^(\d{3})/, "$1 ")} `, at(2 * STEP))).toBe(signedIn);
  });

  it("a recovery code signs in once and never twice, whatever its case or dashes, and the owner sees it used", async () => {
    const m = await createTestMerchant();
    const { recovery_codes } = await enrol(ownerOf(m));
    const [first, second] = recovery_codes;
    expect(await signIn(m.user.email, m.password, first.toUpperCase().replace("-", " "), at(STEP))).toBe(`user:${m.user.id}`);
    expect(await signIn(m.user.email, m.password, first, at(STEP))).toBe("TwoFactorInvalid");
    expect(await signIn(m.user.email, m.password, second, at(STEP))).toBe(`user:${m.user.id}`);
    expect(await signIn(m.user.email, m.password, "zzzzz-zzzzz", at(STEP))).toBe("TwoFactorInvalid");
    const status = await callAsUser(getStatus, ownerOf(m), { path: "/api/dashboard/two-factor" });
    expect(status.json.data.recovery_codes_remaining).toBe(8);
    const used = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, action: "user.recovery_code_used" }, orderBy: { createdAt: "asc" } });
    expect(used.map((a) => a.details)).toEqual([{ recovery_codes_remaining: 9 }, { recovery_codes_remaining: 8 }]);
    // Another user's recovery code is not this user's (hashes are salted with the user id).
    const other = await createTestMerchant();
    const otherCodes = await enrol(ownerOf(other));
    expect(await signIn(m.user.email, m.password, otherCodes.recovery_codes[0], at(STEP))).toBe("TwoFactorInvalid");
  });

  it("wrong codes count as failed sign-ins: the tenth locks the account", async () => {
    const m = await createTestMerchant();
    await enrol(ownerOf(m));
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect(await signIn(m.user.email, m.password, "000000", at(STEP), ip)).toMatch(/^TwoFactor(Invalid|Required)$/);
    // Asking for the code (right password, no code) neither counts nor resets.
    expect(await signIn(m.user.email, m.password, undefined, at(STEP), ip)).toBe("TwoFactorRequired");
    expect(await signIn(m.user.email, m.password, "000001", at(STEP), ip)).toBe(`SignInLocked:${at(STEP + 15 * 60_000).toISOString()}`);
    expect(await db().auditLog.count({ where: { merchantId: m.merchant.id, action: "user.sign_in_locked" } })).toBe(1);
  });

  it("through next-auth: TwoFactorRequired, then a session with the code", async () => {
    const m = await createTestMerchant();
    const { secret } = await enrol(ownerOf(m));
    const ip = freshIp();
    expect(await signInThroughNextAuth({ email: m.user.email, password: m.password, ip })).toMatchObject({ status: 401, error: "TwoFactorRequired", sessionCookie: null });
    expect(await signInThroughNextAuth({ email: m.user.email, password: m.password, code: "000000", ip })).toMatchObject({ status: 401, sessionCookie: null });
    const ok = await signInThroughNextAuth({ email: m.user.email, password: m.password, code: totpCodeAt(secret, new Date()), ip });
    expect(ok.error).toBeNull();
    expect(ok.sessionCookie).toMatch(/^next-auth\.session-token=/);
  });
});

describe("turning it off", () => {
  it("takes a valid code; afterwards the password alone signs in", async () => {
    const m = await createTestMerchant();
    const user = ownerOf(m);
    const { recovery_codes } = await enrol(user);
    const wrong = await callAsUser(disable, user, { path: "/api/dashboard/two-factor/disable", body: { code: "nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe("INVALID_VALUE");
    const ok = await callAsUser(disable, user, { path: "/api/dashboard/two-factor/disable", body: { code: recovery_codes[0] } });
    expect(ok.status).toBe(200);
    expect(await db().recoveryCode.count({ where: { userId: m.user.id } })).toBe(0);
    expect(await db().user.findUniqueOrThrow({ where: { id: m.user.id }, select: { totpSecret: true, totpEnabledAt: true } })).toEqual({ totpSecret: null, totpEnabledAt: null });
    expect(await signIn(m.user.email, m.password, undefined, at(STEP))).toBe(`user:${m.user.id}`);
    expect(await db().auditLog.count({ where: { merchantId: m.merchant.id, action: "user.two_factor_disabled" } })).toBe(1);
  });
});

describe("required by an owner", () => {
  it("an owner without it cannot require it; with it, members without it can only reach the set-up routes until they enrol", async () => {
    const m = await createTestMerchant();
    const owner = ownerOf(m);
    const member = await addMember(m.merchant.id, "developer");
    const refused = await callAsUser(setPolicy, owner, { path: "/api/dashboard/two-factor/policy", method: "PATCH", body: { required: true } });
    expect(refused.status).toBe(409);
    expect(refused.json.error?.code).toBe("INVALID_STATE");

    await enrol(owner);
    const required = await callAsUser(setPolicy, owner, { path: "/api/dashboard/two-factor/policy", method: "PATCH", body: { required: true } });
    expect(required.status).toBe(200);
    expect(required.json.data).toEqual({ required_for_team: true, changed: true });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: m.merchant.id, action: "merchant.two_factor_required" } });
    expect(audit.details).toEqual({ before: { require_two_factor: false }, after: { require_two_factor: true } });

    // The member: every other dashboard route is refused, the set-up routes work.
    const settings = await callAsUser(getSettings, member, { path: "/api/dashboard/settings" });
    expect(settings.status).toBe(403);
    expect(settings.json.message).toMatch(/requires two-factor sign-in/);
    const status = await callAsUser(getStatus, member, { path: "/api/dashboard/two-factor" });
    expect(status.json.data).toEqual({ enabled: false, pending: false, recovery_codes_remaining: 0, required_for_team: true });
    await enrol(member);
    expect((await callAsUser(getSettings, member, { path: "/api/dashboard/settings" })).status).toBe(200);
    // The owner still reaches everything.
    expect((await callAsUser(getSettings, owner, { path: "/api/dashboard/settings" })).status).toBe(200);
  });

  it("only owners set the rule", async () => {
    const m = await createTestMerchant();
    for (const role of ["developer", "viewer"] as const) {
      const member = await addMember(m.merchant.id, role);
      await enrol(member);
      const res = await callAsUser(setPolicy, member, { path: "/api/dashboard/two-factor/policy", method: "PATCH", body: { required: true } });
      expect(res.status).toBe(403);
    }
    expect((await db().merchant.findUniqueOrThrow({ where: { id: m.merchant.id } })).requireTwoFactor).toBe(false);
  });
});

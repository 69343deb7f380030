// The operator realm's accounts and sessions: sign-in takes the password AND a TOTP code (enrolment at
// the first sign-in), five failures lock the account, sessions end at their absolute expiry, when idle,
// at sign-out and when the operator is disabled, and the cookie is HttpOnly, SameSite=Strict and stores
// only its hash. The realms do not open each other: a merchant's dashboard session opens no operator
// route, and the operator's cookie opens no /api/dashboard route.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { callAsUser, runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { totpCodeAt } from "@/lib/auth/two-factor/totp";
import { createOperator } from "@/lib/operator/operators/create-operator";
import { createOperatorSession, hashSessionToken, OPERATOR_COOKIE } from "@/lib/operator/operator-session";
import { POST as signIn } from "@/app/api/operator/sign-in/route";
import { POST as signOut } from "@/app/api/operator/sign-out/route";
import { GET as merchants } from "@/app/api/operator/merchants/route";
import { GET as dashboardActivation } from "@/app/api/dashboard/activation/route";
import { callOperatorRoute, createSignedInOperator } from "@/tests/integration/operator/operator-helpers";

setupTestDatabase();

const PASSWORD = "a long operator password";
const listMerchants = (cookie?: string) => callOperatorRoute(merchants, { path: "/api/operator/merchants", cookie });
const signInWith = (body: Record<string, unknown>) => callOperatorRoute(signIn, { path: "/api/operator/sign-in", body });

async function newOperator(email: string) {
  await createOperator(db(), { email, role: "administrator", password: PASSWORD, reason: "test set-up", actor: { type: "cli" } });
}

describe("sign-in", () => {
  const email = "first@operator.test";
  let secret = "";
  beforeAll(() => newOperator(email));

  it("asks a new operator to enrol TOTP and issues no session on the password alone", async () => {
    const res = await signInWith({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ next: "enrol" });
    expect(res.json.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(res.json.data.qr_svg).toContain("<svg");
    expect(res.headers.get("set-cookie")).toBeNull();
    secret = res.json.data.secret;
    // Sent again without a code: the same pending secret, still no session.
    expect((await signInWith({ email, password: PASSWORD })).json.data.secret).toBe(secret);
    expect(await db().operatorSession.count()).toBe(0);
  });

  it("turns TOTP on with a code from the secret and sets an HttpOnly, SameSite=Strict cookie whose hash alone is stored", async () => {
    const res = await signInWith({ email, password: PASSWORD, code: totpCodeAt(secret, new Date()) });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${OPERATOR_COOKIE}=opt_`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    const token = cookie.split(";")[0].split("=")[1];
    const row = await db().operatorSession.findFirstOrThrow();
    expect(row.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 3600_000);
    expect((await listMerchants(`${OPERATOR_COOKIE}=${token}`)).status).toBe(200);
    const op = await db().operator.findUniqueOrThrow({ where: { email } });
    expect(op.totpEnabledAt).not.toBeNull();
    expect(op.totpSecret).not.toContain(secret);
  });

  it("then asks the code at every sign-in, refuses a wrong one and a replayed one", async () => {
    const first = await signInWith({ email, password: PASSWORD });
    expect(first.json.data).toEqual({ next: "totp" });
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await signInWith({ email, password: PASSWORD, code: "000000" })).status).toBe(401);
    // The enrolment's code (the current step) is spent; the next step's is accepted once.
    const next = totpCodeAt(secret, new Date(Date.now() + 30_000));
    const ok = await signInWith({ email, password: PASSWORD, code: next });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toContain(`${OPERATOR_COOKIE}=`);
    expect((await signInWith({ email, password: PASSWORD, code: next })).status).toBe(401);
  });

  it("answers an unknown e-mail as a wrong password, and refuses a body with unknown fields", async () => {
    const unknown = await signInWith({ email: "nobody@operator.test", password: PASSWORD });
    const wrong = await signInWith({ email, password: "not the password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json.message).toBe(wrong.json.message);
    const extra = await signInWith({ email, password: PASSWORD, role: "administrator" });
    expect(extra.status).toBe(400);
    expect(extra.json.error?.code).toBe("VALIDATION_ERROR");
  });

  it("refuses a sign-in from another origin", async () => {
    const res = await callOperatorRoute(signIn, { path: "/api/operator/sign-in", body: { email, password: PASSWORD }, origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("lockout", () => {
  const email = "locked@operator.test";
  beforeAll(() => newOperator(email));

  it("locks the account after five failures, even for the right password, and says until when", async () => {
    for (let i = 0; i < 5; i++) expect((await signInWith({ email, password: `wrong ${i}` })).status).toBe(401);
    const op = await db().operator.findUniqueOrThrow({ where: { email } });
    expect(op.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const res = await signInWith({ email, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.json.error?.code).toBe("RATE_LIMITED");
    expect(res.json.data).toBeUndefined();
  });
});

describe("sessions", () => {
  it("refuse without a cookie, with an unknown token, after the absolute expiry and when idle", async () => {
    const op = await createSignedInOperator("support");
    expect((await listMerchants()).status).toBe(401);
    expect((await listMerchants(`${OPERATOR_COOKIE}=opt_unknown`)).status).toBe(401);
    expect((await listMerchants(op.cookie)).status).toBe(200);

    const old = await createOperatorSession(db(), { operatorId: op.id, now: new Date(Date.now() - 12 * 3600_000 - 1000) });
    await db().operatorSession.updateMany({ where: { tokenHash: hashSessionToken(old.token) }, data: { lastSeenAt: new Date() } });
    expect((await listMerchants(`${OPERATOR_COOKIE}=${old.token}`)).status).toBe(401);

    const idle = await createOperatorSession(db(), { operatorId: op.id });
    await db().operatorSession.updateMany({ where: { tokenHash: hashSessionToken(idle.token) }, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
    const res = await listMerchants(`${OPERATOR_COOKIE}=${idle.token}`);
    expect(res.status).toBe(401);
    expect(res.json.error?.code).toBe("UNAUTHORIZED");
  });

  it("end at sign-out, which clears the cookie", async () => {
    const op = await createSignedInOperator("support");
    const out = await callOperatorRoute(signOut, { path: "/api/operator/sign-out", method: "POST", cookie: op.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`^${OPERATOR_COOKIE}=;.*Max-Age=0`));
    expect((await db().operatorSession.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(op.token) } })).endedAt).not.toBeNull();
    expect((await listMerchants(op.cookie)).status).toBe(401);
  });

  it("end when the operator is disabled", async () => {
    const op = await createSignedInOperator("support");
    await db().operator.update({ where: { id: op.id }, data: { disabledAt: new Date() } });
    expect((await listMerchants(op.cookie)).status).toBe(401);
    expect((await signInWith({ email: op.email, password: op.password })).status).toBe(401);
  });
});

describe("the realms are apart", () => {
  it("a merchant's dashboard session opens no operator route", async () => {
    const shop = await createTestMerchant();
    const owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" as const };
    const res = await listMerchants(await sessionCookie(owner));
    expect(res.status).toBe(401);
    // The dashboard's own helper, for the same route: refused as well.
    const viaHelper = await callAsUser(merchants as never, owner, { path: "/api/operator/merchants" });
    expect(viaHelper.status).toBe(401);
  });

  it("the operator's cookie opens no /api/dashboard route", async () => {
    const op = await createSignedInOperator("administrator");
    const req = new Request("http://localhost/api/dashboard/activation", { headers: { host: "localhost", cookie: op.cookie } });
    const res = await runInRequestScope(dashboardActivation as never, req, {});
    expect(res.status).toBe(401);
  });
});

// Dashboard sign-in limits. Ten failed sign-ins for one account within
// 15 minutes lock its sign-in for 15 minutes (even with the right password), the owner sees the
// lock in the audit log, a success forgets the failures; 30 failures from one address refuse that
// address. An unknown e-mail gets exactly the same answers. The clock is passed in (`now`).
import { describe, expect, it, vi } from "vitest";
import { setupTestDatabase, onPostgres } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { signInThroughNextAuth } from "@/tests/support/next-auth-sign-in";
import { authorizeCredentials, SignInError } from "@/lib/auth/authorize-credentials";
import { SIGN_IN_LIMITS, accountKey } from "@/lib/auth/sign-in-throttle";
import { db } from "@/lib/db";
import { randomBase62 } from "@/lib/ids";

setupTestDatabase();
// Each sign-in costs a bcrypt comparison (cost 11, pure JS); a test makes up to 40 of them.
vi.setConfig({ testTimeout: 180_000 });

const T0 = new Date("2026-11-23T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

let ipCounter = 0;
/** A fresh client address per test, so the per-address limit does not reach across tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;

/** One sign-in: the user, null (wrong e-mail or password), or the refusal's code. */
async function attempt(email: string, password: string, now: Date, ip: string): Promise<string | null> {
  try {
    const user = await authorizeCredentials(db(), { credentials: { email, password }, headers: { "x-forwarded-for": ip }, now });
    return user ? `user:${user.id}` : null;
  } catch (error) {
    if (error instanceof SignInError) return error.code;
    throw error;
  }
}

async function failTimes(n: number, email: string, now: Date, ip: string) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await attempt(email, "wrong password!", now, ip));
  return answers;
}

/** The answers to n wrong passwords, the first being failure number `from`: the 8th and 9th warn. */
function wrongAnswers(n: number, from = 1): (string | null)[] {
  return Array.from({ length: n }, (_, i) => {
    const left = SIGN_IN_LIMITS.account.maxFailures - (from + i);
    return left <= 2 ? `SignInFailed:${left}` : null;
  });
}

const locks = (merchantId: string) => db().auditLog.findMany({ where: { merchantId, action: "user.sign_in_locked" } });

describe("per account", () => {
  it("nine failures do not lock (the 8th and 9th say 2 tries and 1 try are left); the tenth locks for 15 minutes, even with the right password, and the owner sees it", async () => {
    const m = await createTestMerchant();
    const ip = freshIp();
    expect(await failTimes(9, m.user.email, T0, ip)).toEqual(wrongAnswers(9));
    expect(await locks(m.merchant.id)).toHaveLength(0);

    expect(await attempt(m.user.email, "wrong password!", at(1000), ip)).toBe(`SignInLocked:${at(1000 + 15 * MIN).toISOString()}`);
    // The right password, during the lock: refused, and not counted (the lock does not grow).
    expect(await attempt(m.user.email, m.password, at(2000), ip)).toBe(`SignInLocked:${at(1000 + 15 * MIN).toISOString()}`);
    expect(await attempt(m.user.email, m.password, at(1000 + 15 * MIN - 1), freshIp())).toMatch(/^SignInLocked:/);

    const audit = await locks(m.merchant.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "system", targetId: m.user.id, userId: null });
    expect(audit[0].details).toEqual({
      email: m.user.email,
      failed_attempts: 10,
      window_minutes: 15,
      locked_until: at(1000 + 15 * MIN).toISOString(),
      ip,
    });

    // The lock ends 15 minutes after it started: the right password works again.
    expect(await attempt(m.user.email, m.password, at(1000 + 15 * MIN), ip)).toBe(`user:${m.user.id}`);
  });

  it("counts failures within 15 minutes only: a failure 15 minutes old has left the window", async () => {
    const inside = await createTestMerchant();
    const outside = await createTestMerchant();
    for (const m of [inside, outside]) expect(await failTimes(9, m.user.email, T0, freshIp())).toEqual(wrongAnswers(9));
    // 14:59.999 after the first nine: ten within the window.
    expect(await attempt(inside.user.email, "wrong password!", at(15 * MIN - 1), freshIp())).toMatch(/^SignInLocked:/);
    // 15:00.000 after: the nine have left the window; this is the first of a new count.
    expect(await attempt(outside.user.email, "wrong password!", at(15 * MIN), freshIp())).toBeNull();
    expect(await failTimes(8, outside.user.email, at(15 * MIN), freshIp())).toEqual(wrongAnswers(8, 2));
    expect(await attempt(outside.user.email, "wrong password!", at(15 * MIN + 1), freshIp())).toMatch(/^SignInLocked:/);
    expect(await locks(inside.merchant.id)).toHaveLength(1);
    expect(await locks(outside.merchant.id)).toHaveLength(1);
  });

  it("a successful sign-in forgets the account's failures", async () => {
    const m = await createTestMerchant();
    const ip = freshIp();
    await failTimes(9, m.user.email, T0, ip);
    expect(await attempt(m.user.email, m.password, at(1), ip)).toBe(`user:${m.user.id}`);
    // Without the reset these nine would make 18 in the window, and the tenth failure would have locked.
    expect(await failTimes(9, m.user.email, at(2), ip)).toEqual(wrongAnswers(9));
    expect(await attempt(m.user.email, m.password, at(3), ip)).toBe(`user:${m.user.id}`);
    expect(await locks(m.merchant.id)).toHaveLength(0);
    expect(await db().signInFailure.count({ where: { key: accountKey(m.user.email) } })).toBe(0);
  });

  it("an unknown e-mail is counted, locked and answered exactly like a real account, with nothing in any audit log", async () => {
    const real = await createTestMerchant();
    const unknown = `nobody-${randomBase62(6).toLowerCase()}@example.test`;
    const auditBefore = await db().auditLog.count();
    const realAnswers = await failTimes(10, real.user.email, T0, freshIp());
    const unknownAnswers = await failTimes(10, unknown, T0, freshIp());
    expect(unknownAnswers).toEqual(realAnswers);
    expect(unknownAnswers.at(-1)).toBe(`SignInLocked:${at(15 * MIN).toISOString()}`);
    expect(await attempt(unknown, real.password, at(1), freshIp())).toBe(await attempt(real.user.email, "anything at all", at(1), freshIp()));
    expect(await db().auditLog.count()).toBe(auditBefore + 1); // the real account's lock only
  });

  it("the e-mail is matched whatever its case or surrounding spaces", async () => {
    const m = await createTestMerchant();
    const ip = freshIp();
    await failTimes(5, m.user.email.toUpperCase(), T0, ip);
    await failTimes(4, ` ${m.user.email} `, T0, ip);
    expect(await attempt(m.user.email, "wrong password!", T0, ip)).toMatch(/^SignInLocked:/);
  });

  it("concurrent wrong passwords: exactly ten are checked, one lock, one audit record", async () => {
    const m = await createTestMerchant();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 25 }, () => attempt(m.user.email, "wrong password!", T0, ip)));
    expect(answers.filter((a) => !a?.startsWith("SignInLocked:"))).toHaveLength(9);
    expect(answers.filter((a) => a?.startsWith("SignInLocked:"))).toHaveLength(16);
    expect(await locks(m.merchant.id)).toHaveLength(1);
    expect(await attempt(m.user.email, m.password, at(1), freshIp())).toMatch(/^SignInLocked:/);
  });
});

describe("per address", () => {
  it(`${SIGN_IN_LIMITS.ip.maxFailures} failures from one address refuse it for 15 minutes; other addresses and the accounts are unaffected`, async () => {
    const ip = freshIp();
    const victims = await Promise.all([1, 2, 3, 4].map(() => createTestMerchant()));
    // 29 failures spread over accounts (fewer than ten each: no account locks).
    for (const [i, n] of [9, 9, 9, 2].entries()) expect(await failTimes(n, victims[i].user.email, T0, ip)).toEqual(wrongAnswers(n));
    // A success from the same address does not reset the address's count.
    const own = await createTestMerchant();
    expect(await attempt(own.user.email, own.password, at(1), ip)).toBe(`user:${own.user.id}`);
    // The 30th failure says so, and the address is refused from now on, right password or not.
    const until = at(2 + 15 * MIN).toISOString();
    expect(await attempt(`nobody-${randomBase62(6).toLowerCase()}@example.test`, "wrong password!", at(2), ip)).toBe(`SignInThrottled:${until}`);
    expect(await attempt(own.user.email, own.password, at(3), ip)).toBe(`SignInThrottled:${until}`);
    expect(await attempt(victims[3].user.email, victims[3].password, at(2 + 15 * MIN - 1), ip)).toBe(`SignInThrottled:${until}`);
    // Another address signs in to the same accounts; and no account was locked.
    expect(await attempt(victims[0].user.email, victims[0].password, at(4), freshIp())).toBe(`user:${victims[0].user.id}`);
    for (const v of victims) expect(await locks(v.merchant.id)).toHaveLength(0);
    // After 15 minutes the address may try again.
    expect(await attempt(own.user.email, own.password, at(2 + 15 * MIN), ip)).toBe(`user:${own.user.id}`);
  });
});

describe("through next-auth's sign-in route", () => {
  it("the page gets CredentialsSignin, the tries left, then SignInLocked with the lock's end, and no session while locked", async () => {
    const m = await createTestMerchant();
    const ip = freshIp();
    for (const expected of wrongAnswers(9)) {
      const answer = await signInThroughNextAuth({ email: m.user.email, password: "wrong password!", ip });
      expect(answer).toMatchObject({ status: 401, error: expected ?? "CredentialsSignin", sessionCookie: null });
    }
    const tenth = await signInThroughNextAuth({ email: m.user.email, password: "wrong password!", ip });
    expect(tenth.status).toBe(401);
    expect(tenth.error).toMatch(/^SignInLocked:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const lockEnds = new Date(tenth.error!.slice("SignInLocked:".length)).getTime();
    expect(Math.abs(lockEnds - (Date.now() + 15 * MIN))).toBeLessThan(60_000);
    const right = await signInThroughNextAuth({ email: m.user.email, password: m.password, ip });
    expect(right).toMatchObject({ status: 401, error: tenth.error, sessionCookie: null });
    // The same for an unknown e-mail: nothing says whether the account exists.
    const unknown = `nobody-${randomBase62(6).toLowerCase()}@example.test`;
    const first = await signInThroughNextAuth({ email: unknown, password: "wrong password!", ip: freshIp() });
    expect(first).toMatchObject({ status: 401, error: "CredentialsSignin", sessionCookie: null });
  });

  it("a right password signs in and sets the session cookie", async () => {
    const m = await createTestMerchant();
    const answer = await signInThroughNextAuth({ email: m.user.email, password: m.password, ip: freshIp() });
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(200);
    expect(answer.sessionCookie).toMatch(/^next-auth\.session-token=/);
  });
});

describe.runIf(onPostgres)("across connections (PostgreSQL)", () => {
  it("the count holds with attempts on many connections at once", async () => {
    const m = await createTestMerchant();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(m.user.email, "wrong password!", T0, `198.51.100.${i}`)));
    expect(answers.filter((a) => !a?.startsWith("SignInLocked:"))).toHaveLength(9);
    expect(await locks(m.merchant.id)).toHaveLength(1);
  });
});

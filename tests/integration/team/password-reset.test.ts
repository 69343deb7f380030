// Password reset by e-mail, through the dashboard's own routes and a real SMTP server
// (smtp-server on a free local port, as in team-invite-email.test.ts): the link from the received
// message sets a new password once and within 30 minutes; the request answers the same for an
// unknown address; requests are limited per address and per client address; a reset ends every
// session of the user, lifts the sign-in lock and is audited; bad input writes nothing.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { responseAsUser, runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
import { signInThroughNextAuth } from "@/tests/support/next-auth-sign-in";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { randomBase62 } from "@/lib/ids";
import { accountKey } from "@/lib/auth/sign-in-throttle";
import { completePasswordReset, PASSWORD_RESET_LIMITS, requestPasswordReset, setPasswordByOperator } from "@/lib/auth/password-reset";
import { POST as requestRoute } from "@/app/api/dashboard/password-reset/route";
import { POST as confirmRoute } from "@/app/api/dashboard/password-reset/confirm/route";
import { GET as getTeam } from "@/app/api/dashboard/team/route";

setupTestDatabase();
vi.setConfig({ testTimeout: 120_000 });

const received: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let smtpPort: number;
const saved = { ...process.env };

function configure(vars: Record<string, string | undefined>) {
  process.env = { ...saved };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}
const withMail = () => configure({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_FROM: "Gateway <no-reply@gateway.test>", PUBLIC_BASE_URL: "https://pay.example.com" });

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpPort = (server.server.address() as AddressInfo).port;
});

afterEach(() => {
  configure({});
  received.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function post(handler: typeof requestRoute, path: string, body: unknown, ip = freshIp()) {
  const req = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { host: "localhost", origin: "http://localhost", "content-type": "application/json", "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await runInRequestScope(handler as never, req, {});
  return { status: res.status, headers: res.headers, json: (await res.json()) as { message: string; data?: Record<string, unknown>; error?: { code: string } } };
}
const ask = (email: unknown, ip?: string) => post(requestRoute, "/api/dashboard/password-reset", { email }, ip);
const confirm = (token: unknown, password: unknown) => post(confirmRoute, "/api/dashboard/password-reset/confirm", { token, password });

/** The link in the last message received, with quoted-printable soft breaks undone. */
function linkInMail(): { url: string; token: string; text: string } {
  const raw = received.at(-1)!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const url = raw.match(/https:\/\/pay\.example\.com\/reset-password\/[A-Za-z0-9_-]+/)![0];
  return { url, token: url.split("/").at(-1)!, text: raw };
}

const NEW_PASSWORD = "a brand new password";

describe("asking for a reset link", () => {
  it("mails a link that works once, for 30 minutes, stated in the message; the same answer for an unknown address", async () => {
    withMail();
    const m = await createTestMerchant();
    await db().merchant.update({ where: { id: m.merchant.id }, data: { country: "ET" } });
    const known = await ask(m.user.email.toUpperCase());
    expect(known.status).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual([m.user.email]);
    const { token, text } = linkInMail();
    expect(text).toMatch(/works once, for 30 minutes, until .* \(Addis Ababa time\)/);
    expect(text).toMatch(/signs you out everywhere and lifts a sign-in lock/);
    // Only a hash is stored.
    const rows = await db().passwordReset.findMany({ where: { userId: m.user.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const unknown = await ask(`nobody-${randomBase62(6).toLowerCase()}@example.test`);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json.message.replace(/\S+@\S+/, "X")).toBe(known.json.message.replace(/\S+@\S+/, "X"));
    expect(unknown.json.message).toMatch(/If an account uses .*, a link to choose a new password is on its way\. It works once, for 30 minutes\./);
    expect(received).toHaveLength(1);
    const audit = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, action: "user.password_reset_requested" } });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("is limited per address (3 an hour, known or not) and per client address (10 an hour)", async () => {
    withMail();
    const m = await createTestMerchant();
    const ip = freshIp();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.account.maxRequests; i++) expect((await ask(m.user.email, ip)).status).toBe(202);
    const limited = await ask(m.user.email, freshIp());
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/Too many reset requests .* try again in \d+ minutes/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(received).toHaveLength(3);
    // An unknown address is limited the same way.
    const nobody = `nobody-${randomBase62(6).toLowerCase()}@example.test`;
    for (let i = 0; i < 3; i++) expect((await ask(nobody)).status).toBe(202);
    expect((await ask(nobody)).status).toBe(429);
    // One client address asking for many addresses.
    const busy = freshIp();
    const answers = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.ip.maxRequests + 1; i++) answers.push((await ask(`guess-${i}-${randomBase62(4).toLowerCase()}@example.test`, busy)).status);
    expect(answers.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // An hour later the address may ask again.
    const later = await requestPasswordReset(db(), { email: m.user.email, ip: freshIp(), now: new Date(Date.now() + 60 * 60_000 + 1000) });
    expect(later.status).toBe("accepted");
  });

  it("without a mail server, says so and how to get back in, and writes nothing", async () => {
    configure({ SMTP_URL: undefined });
    const m = await createTestMerchant();
    const before = await db().passwordResetRequest.count();
    const answer = await ask(m.user.email);
    expect(answer.status).toBe(503);
    expect(answer.json.message).toMatch(/no mail server set up.*npm run gateway -- user set-password/);
    expect(await db().passwordResetRequest.count()).toBe(before);
    expect(await db().passwordReset.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("refuses bad input with a clear message and writes nothing", async () => {
    withMail();
    const before = await db().passwordResetRequest.count();
    for (const body of [{ email: "not an e-mail" }, { email: "" }, {}, { email: "a@b.test", extra: 1 }, "[1,2]"]) {
      const answer = await post(requestRoute, "/api/dashboard/password-reset", body);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBeTruthy();
    }
    expect(await db().passwordResetRequest.count()).toBe(before);
    expect(received).toHaveLength(0);
  });
});

describe("following the link", () => {
  it("sets the new password once, ends every session, lifts the sign-in lock and is audited", async () => {
    withMail();
    const m = await createTestMerchant();
    const user = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" as const };
    const earlier = Math.floor(Date.now() / 1000) - 60;
    const oldSession = await sessionCookie(user, "test", earlier);
    expect((await responseAsUser(getTeam as never, user, { path: "/api/dashboard/team", headers: { cookie: oldSession } })).status).toBe(200);
    // Locked out by ten wrong passwords.
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await signInThroughNextAuth({ email: m.user.email, password: "wrong password!", ip });
    expect((await signInThroughNextAuth({ email: m.user.email, password: m.password, ip: freshIp() })).error).toMatch(/^SignInLocked:/);

    await ask(m.user.email);
    const { token } = linkInMail();
    // Bad input first: nothing is used up.
    expect((await confirm(token, "short")).status).toBe(400);
    expect((await confirm("not-a-token-at-all-but-long-enough", NEW_PASSWORD)).json.error?.code).toBe("NOT_FOUND");
    expect(await db().passwordReset.count({ where: { userId: m.user.id, usedAt: { not: null } } })).toBe(0);

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.json.message).toMatch(/signed out everywhere/);
    // The session from before the reset is over; the old password no longer works; the new one does, at once (unlocked).
    expect((await responseAsUser(getTeam as never, user, { path: "/api/dashboard/team", headers: { cookie: oldSession } })).status).toBe(401);
    expect((await signInThroughNextAuth({ email: m.user.email, password: m.password, ip: freshIp() })).error).toBe("CredentialsSignin");
    const signedIn = await signInThroughNextAuth({ email: m.user.email, password: NEW_PASSWORD, ip: freshIp() });
    expect(signedIn.error).toBeNull();
    expect(await db().signInThrottle.count({ where: { key: accountKey(m.user.email), lockedUntil: { gt: new Date() } } })).toBe(0);

    // Single use.
    const again = await confirm(token, "yet another password");
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already used/);

    const audit = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, action: "user.password_reset" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "dashboard", userId: m.user.id, targetId: m.user.id });
    expect(audit[0].details).toMatchObject({ via: "reset_link", sessions_ended: true, sign_in_unlocked: true });
  });

  it("expires after 30 minutes, and a newer request replaces an older link", async () => {
    withMail();
    const m = await createTestMerchant();
    await ask(m.user.email);
    const first = linkInMail().token;
    await ask(m.user.email);
    const second = linkInMail().token;
    expect(first).not.toBe(second);
    expect((await confirm(first, NEW_PASSWORD)).json.error?.code).toBe("NOT_FOUND");
    await expect(completePasswordReset(db(), { token: second, password: NEW_PASSWORD, now: new Date(Date.now() + 30 * 60_000 + 1000) })).rejects.toThrow(/expired .*30 minutes/);
    const hash = (await db().user.findUniqueOrThrow({ where: { id: m.user.id } })).passwordHash;
    expect((await confirm(second, NEW_PASSWORD)).status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: m.user.id } })).passwordHash).not.toBe(hash);
  });
});

describe("the operator's CLI reset", () => {
  it("sets the password, ends the sessions, is audited as the CLI; refuses a short password and an unknown user", async () => {
    const m = await createTestMerchant();
    await expect(setPasswordByOperator(db(), { email: m.user.email, password: "short" })).rejects.toThrow(/at least 10/);
    await expect(setPasswordByOperator(db(), { email: "nobody@example.test", password: NEW_PASSWORD })).rejects.toThrow(/No dashboard user/);
    await setPasswordByOperator(db(), { email: m.user.email, password: NEW_PASSWORD });
    expect((await signInThroughNextAuth({ email: m.user.email, password: NEW_PASSWORD, ip: freshIp() })).error).toBeNull();
    const audit = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, action: "user.password_reset" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "cli" });
  });
});

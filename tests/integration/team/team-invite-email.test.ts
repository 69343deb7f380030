// Team: an invite link "is sent by e-mail only when SMTP is configured and can always
// be copied". A real SMTP server (smtp-server) on a free local port receives what nodemailer
// sends through the dashboard's own routes; the e-mailed link then joins the team. With SMTP
// unset nothing is sent; with SMTP unreachable the invite still succeeds and the log holds no token.
import net, { type AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";
import { POST as postInvite } from "@/app/api/dashboard/team/invites/route";
import { POST as reissue } from "@/app/api/dashboard/team/invites/[id]/reissue/route";
import { acceptInviteRequest } from "@/tests/support/team";
import { expiryInWords } from "@/lib/team/invite-email";

setupTestDatabase();

type Received = { from: string | undefined; to: string[]; raw: string };
const received: Received[] = [];
const logins: { user: string; password: string }[] = [];
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

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let owner: SessionUser;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true, // a local test server without TLS
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpPort = (server.server.address() as AddressInfo).port;
  shop = await createTestMerchant({ name: "Abebe Coffee Roasters" });
  await db().user.update({ where: { id: shop.user.id }, data: { name: "Hana Owner" } });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
});

afterEach(() => {
  setLogDestination(undefined);
  configure({});
  received.length = 0;
  logins.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const PASSWORD = "a long enough password";

async function invite(email: string, role = "developer") {
  return callAsUser(postInvite, owner, { path: "/api/dashboard/team/invites", body: { email, role } });
}


/** The message's headers, and its text body with quoted-printable soft breaks and escapes undone. */
function parse(raw: string): { headers: string; text: string } {
  const at = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, at);
  let body = raw.slice(at + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  return { headers, text: body };
}

function logCapture(): string[] {
  const lines: string[] = [];
  setLogDestination(new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } }), "info");
  return lines;
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("SMTP_URL", () => {
  it("is optional, and must be smtp:// or smtps://; SMTP_FROM has a default", () => {
    configure({ SMTP_URL: undefined, SMTP_FROM: undefined });
    expect(env().SMTP_URL).toBeUndefined();
    expect(env().SMTP_FROM).toBe("Gateway <no-reply@localhost>");
    configure({ SMTP_URL: "" });
    expect(env().SMTP_URL).toBeUndefined();
    configure({ SMTP_URL: "smtps://user:pass@mail.example.com:465" });
    expect(env().SMTP_URL).toBe("smtps://user:pass@mail.example.com:465");
    configure({ SMTP_URL: "https://mail.example.com" });
    expect(() => env()).toThrow(/SMTP_URL/);
  });
});

describe("an invite e-mail", () => {
  it("with SMTP configured, carries the team, role, inviter, link and expiry; the e-mailed link joins the team", async () => {
    configure({ SMTP_URL: `smtp://mailer:mail%20secret@127.0.0.1:${smtpPort}`, SMTP_FROM: "Team Gateway <team@gateway.test>", PUBLIC_BASE_URL: "https://pay.example.com" });
    const lines = logCapture();
    const res = await invite("Mailed.Dev@Example.test", "admin");
    expect(res.status).toBe(201);
    expect(res.json.data.emailed).toBe(true);
    expect(res.json.message).toMatch(/e-mailed to mailed\.dev@example\.test/);
    const url: string = res.json.data.invite_url;
    expect(url).toMatch(/^https:\/\/pay\.example\.com\/invite\/gwinv_/);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(["mailed.dev@example.test"]);
    expect(mail.from).toBe("team@gateway.test");
    expect(logins).toEqual([{ user: "mailer", password: "mail secret" }]);
    const { headers, text } = parse(mail.raw);
    expect(headers).toMatch(/^Subject: You are invited to join Abebe Coffee Roasters on Gateway$/m);
    expect(headers).toMatch(/^From: Team Gateway <team@gateway\.test>$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain/m);
    expect(text).toContain(`Hana Owner (${shop.user.email}) invited you to join Abebe Coffee Roasters on Gateway as an Admin.`);
    expect(text).toContain("(Admin: ");
    const expires = new Date(res.json.data.invite.expires_at);
    // In the team's own time zone, named in words, as the dashboard shows times.
    const zone = (await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).timeZone ?? "UTC";
    expect(text).toContain(`expires on ${expiryInWords(expires, zone)}.`);
    expect(text).not.toContain(zone === "UTC" ? "Africa/" : zone);
    const link = text.match(/https:\/\/pay\.example\.com\/invite\/gwinv_[0-9A-Za-z]+/)?.[0];
    expect(link).toBe(url); // the same link the owner can copy

    // The link is in the e-mail and the answer, never in the log.
    const token = url.split("/invite/")[1];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(token);

    const joined = await acceptInviteRequest({ token: link!.split("/invite/")[1], password: PASSWORD, name: "Mailed Dev" });
    expect(joined.status).toBe(201);
    const member = await db().membership.findFirstOrThrow({ where: { merchantId: shop.merchant.id, user: { email: "mailed.dev@example.test" } } });
    expect(member.role).toBe("admin");
  });

  it("re-issuing a link e-mails the new link; the first e-mailed link stops working", async () => {
    configure({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const first = await invite("reissued@example.test", "viewer");
    expect(first.json.data.emailed).toBe(true);
    const id = first.json.data.invite.id;
    const again = await callAsUser(reissue, owner, { path: `/api/dashboard/team/invites/${id}/reissue`, body: {}, params: { id } });
    expect(again.status).toBe(200);
    expect(again.json.data.emailed).toBe(true);
    expect(received).toHaveLength(2);
    const tokens = received.map((m) => parse(m.raw).text.match(/\/invite\/(gwinv_[0-9A-Za-z]+)/)?.[1]);
    expect(tokens[0]).toBe(first.json.data.invite_url.split("/invite/")[1]);
    expect(tokens[1]).toBe(again.json.data.invite_url.split("/invite/")[1]);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(received[1].to).toEqual(["reissued@example.test"]);
    expect(received[1].from).toBe("no-reply@localhost");
    expect((await acceptInviteRequest({ token: tokens[0], password: PASSWORD })).status).toBe(404);
    expect((await acceptInviteRequest({ token: tokens[1], password: PASSWORD })).status).toBe(201);
  });

  it("with SMTP unset, nothing is sent and the answer says emailed: false (the link is still there to copy)", async () => {
    configure({ SMTP_URL: undefined });
    const res = await invite("copy.only@example.test");
    expect(res.status).toBe(201);
    expect(res.json.data.emailed).toBe(false);
    expect(res.json.data.invite_url).toMatch(/\/invite\/gwinv_/);
    expect(res.json.message).toMatch(/copy the link/);
    const id = res.json.data.invite.id;
    const again = await callAsUser(reissue, owner, { path: `/api/dashboard/team/invites/${id}/reissue`, body: {}, params: { id } });
    expect(again.json.data.emailed).toBe(false);
    expect(received).toHaveLength(0);
  });

  it("with SMTP unreachable, the invite still commits and its link works; emailed: false; the log says why, without the token", async () => {
    configure({ SMTP_URL: `smtp://user:do-not-log@127.0.0.1:${await closedPort()}` });
    const lines = logCapture();
    const res = await invite("smtp.down@example.test");
    expect(res.status).toBe(201);
    expect(res.json.data.emailed).toBe(false);
    const token: string = res.json.data.invite_url.split("/invite/")[1];
    const row = await db().invite.findUniqueOrThrow({ where: { id: res.json.data.invite.id } });
    expect(row.acceptedAt).toBeNull();
    expect(await db().auditLog.count({ where: { action: "team.invite_created", targetId: row.id } })).toBe(1);

    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const warning = records.find((r) => r.msg === "invite e-mail not sent; the owner can copy the link");
    expect(warning).toMatchObject({ level: 40, inviteId: row.id, merchantId: shop.merchant.id, code: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/) });
    const all = lines.join("\n");
    expect(all).not.toContain(token);
    expect(all).not.toContain("gwinv_");
    expect(all).not.toContain("do-not-log");

    expect((await acceptInviteRequest({ token, password: PASSWORD })).status).toBe(201);
  });
});

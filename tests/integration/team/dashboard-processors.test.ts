// Dashboard side: Settings → Processors, through the routes under
// /api/dashboard/processors with a real signed-in session (tests/support/dashboard-session.ts)
// against a real database. The list shows the gateway's connections and the merchant's own in
// the dashboard's mode, never another merchant's and never a credential. Owners connect and
// disable their own accounts; other roles are refused with nothing written. Bad bodies are 400 in
// the error envelope with nothing written. A merchant never chooses where the gateway connects: a
// base URL in the body is refused, whatever it names, and a connection the merchant added talks only
// to its connector's declared host. A check answers ok or not with a sentence the merchant can act
// on, never socket-level detail or what a host answered, recorded as the connection's last check.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import net from "node:net";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { connectionBaseUrl, createConnection } from "@/lib/processors/connections";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { resetConnectionHealth } from "@/lib/processors/connection-health";
import type { ProcessorHealth } from "@/lib/dashboard/processors";
import { GET as listRoute, POST as connectRoute } from "@/app/api/dashboard/processors/route";
import { POST as disableRoute } from "@/app/api/dashboard/processors/[id]/disable/route";
import { POST as checkRoute } from "@/app/api/dashboard/processors/[id]/check/route";

setupTestDatabase();

type Mode = "test" | "live";
let owner: SessionUser;
let admin: SessionUser;
let developer: SessionUser;
let viewer: SessionUser;
let stranger: SessionUser;
const ids = { installation: "", installationLive: "", strangers: "" };

// Secrets no answer may ever carry.
const SECRET_KEY = "CHASECK_TEST-dashboardsecret0123456789";
const WEBHOOK_SECRET = "whsecret-dashboard-0123";
const chapa = (secret = SECRET_KEY) => ({ secret_key: secret, webhook_secret: WEBHOOK_SECRET });
const UNREACHABLE = "http://127.0.0.1:9";

beforeAll(async () => {
  const shop = await createTestMerchant({ name: "Processor Shop" });
  const other = await createTestMerchant({ name: "Someone Else" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
  developer = await addMember(shop.merchant.id, "developer");
  viewer = await addMember(shop.merchant.id, "viewer");
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };
  ids.installation = (await createConnection({ connector: "chapa", mode: "test", credentials: chapa("CHASECK_TEST-installationkey42"), baseUrl: UNREACHABLE })).id;
  ids.installationLive = (await createConnection({ connector: "chapa", mode: "live", credentials: chapa("CHASECK-installationlivekey42"), baseUrl: UNREACHABLE })).id;
  ids.strangers = (await createConnection({ connector: "chapa", mode: "test", credentials: chapa("CHASECK_TEST-strangerkey0042"), baseUrl: UNREACHABLE, merchantId: other.merchant.id })).id;
});

const list = (user: SessionUser, mode: Mode = "test") => callAsUser(listRoute, user, { path: "/api/dashboard/processors", mode });
const connect = (user: SessionUser, body: unknown, mode: Mode = "test") => callAsUser(connectRoute, user, { path: "/api/dashboard/processors", body, mode });
const disable = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(disableRoute, user, { path: `/api/dashboard/processors/${id}/disable`, body: {}, params: { id }, mode });
const check = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(checkRoute, user, { path: `/api/dashboard/processors/${id}/check`, body: {}, params: { id }, mode });

/** Everything a refused call could have written. */
async function writes() {
  const [connections, audits] = await Promise.all([db().processorConnection.findMany({ orderBy: { id: "asc" } }), db().auditLog.count()]);
  return JSON.stringify({ connections, audits });
}

async function connectOwn(extra: Record<string, unknown> = {}) {
  const res = await connect(owner, { connector: "chapa", credentials: chapa(), ...extra });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; own: boolean; callback_url: string };
}

describe("connecting your own account", () => {
  it("an owner connects Chapa in the dashboard's mode: 201 with the connection, its callback URL, never a credential, audited", async () => {
    const res = await connect(owner, { connector: "chapa", credentials: chapa(), priority: 5 });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.status).toBe("success");
    expect(res.json.data).toMatchObject({
      connector: "chapa",
      name: "Chapa",
      mode: "test",
      merchant_id: owner.merchantId,
      scope: "merchant",
      own: true,
      // Chapa's own API: the only host a connection the merchant adds talks to.
      base_url: "https://api.chapa.co",
      priority: 5,
      enabled: true,
      credentials: ["secret_key", "webhook_secret"],
      last_check: null,
    });
    expect(res.json.data.id).toMatch(/^pcn_/);
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(SECRET_KEY);
    expect(text).not.toContain(WEBHOOK_SECRET);

    const stored = await db().processorConnection.findUniqueOrThrow({ where: { id: res.json.data.id } });
    expect(stored).toMatchObject({ merchantId: owner.merchantId, mode: "test", enabled: true, addedByMerchant: true, baseUrl: null });
    expect(stored.credentials).not.toContain(SECRET_KEY);
    // The address to paste into the processor's dashboard: this server's, with the connection's token.
    expect(res.json.data.callback_url).toBe(`${env().publicBaseUrl}/v2/processor-callbacks/${stored.webhookToken}`);
    const audit = await db().auditLog.findFirstOrThrow({ where: { targetId: stored.id, action: "processor_connection.created" } });
    expect(audit).toMatchObject({ merchantId: owner.merchantId, userId: owner.userId, mode: "test" });
    expect(JSON.stringify(audit)).not.toContain(SECRET_KEY);
  });

  it("an owner connects MTN MoMo with collection and disbursement products", async () => {
    const product = (n: number) => ({ api_user: `0f0e0d0c-0b0a-4900-8800-00000000000${n}`, api_key: `momo-api-key-${n}-secret`, subscription_key: `momo-sub-key-${n}-secret` });
    const res = await connect(owner, { connector: "mtn_momo", credentials: { collection: product(1), disbursement: product(2), target_environment: "sandbox" } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ connector: "mtn_momo", methods: ["mtn_momo"], currencies: ["UGX"], own: true, base_url: "https://sandbox.momodeveloper.mtn.com" });
    for (const secret of ["momo-api-key-1-secret", "momo-sub-key-2-secret"]) expect(JSON.stringify(res.json)).not.toContain(secret);
  });

  it.each(["admin", "developer", "viewer"] as const)("a %s is refused with 403 and nothing written", async (role) => {
    const user = { admin, developer, viewer }[role];
    const before = await writes();
    const res = await connect(user, { connector: "chapa", credentials: chapa() });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ status: "error", error: { code: "UNAUTHORIZED" } });
    expect(res.json.message).toContain(`Your role (${role}) cannot do this`);
    expect(await writes()).toBe(before);
  });

  it.each([
    ["an unknown connector", { connector: "paypal", credentials: chapa() }, "VALIDATION_ERROR", "connector"],
    ["credentials that are not an object", { connector: "chapa", credentials: "CHASECK_TEST-abc" }, "VALIDATION_ERROR", "credentials"],
    ["credentials of the wrong shape", { connector: "chapa", credentials: { secret_key: "sk_live_nope", webhook_secret: WEBHOOK_SECRET } }, "INVALID_VALUE", "credentials.secret_key"],
    ["an extra credential field", { connector: "chapa", credentials: { ...chapa(), extra: "x" } }, "INVALID_VALUE", "credentials"],
    ["an extra body field", { connector: "chapa", credentials: chapa(), merchant_id: "mch_someone_else" }, "VALIDATION_ERROR", "merchant_id"],
    ["a live Chapa key in test mode", { connector: "chapa", credentials: chapa("CHASECK-livekey0123456789") }, "INVALID_VALUE", "credentials"],
    ["a base URL, even the processor's own", { connector: "chapa", credentials: chapa(), base_url: "https://api.chapa.co" }, "VALIDATION_ERROR", "base_url"],
    ["a priority out of range", { connector: "chapa", credentials: chapa(), priority: 10_001 }, "VALIDATION_ERROR", "priority"],
    ["a missing connector", { credentials: chapa() }, "VALIDATION_ERROR", "connector"],
  ])("%s is 400 in the error envelope and nothing is written", async (_label, body, code, field) => {
    const before = await writes();
    const res = await connect(owner, body);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.status).toBe("error");
    expect(res.json.error?.code).toBe(code);
    const fields = (res.json.error?.details as { field: string }[]).map((d) => d.field);
    expect(fields.some((f) => f === field || f.startsWith(`${field}.`) || f.startsWith(field)), JSON.stringify(fields)).toBe(true);
    expect(JSON.stringify(res.json)).not.toContain("CHASECK-livekey0123456789");
    expect(JSON.stringify(res.json)).not.toContain(SECRET_KEY);
    expect(await writes()).toBe(before);
  });

  // Addresses inside the gateway's own network, in the spellings a scanner would try: loopback (also
  // as one decimal number), cloud metadata, a private network, the database's port.
  const INSIDE = ["http://127.0.0.1", "http://2130706433", "http://169.254.169.254", "http://10.0.0.1", "http://127.0.0.1:5432"];
  it.each(INSIDE.flatMap((url) => (["test", "live"] as const).map((mode) => [url, mode] as const)))("base_url %s (%s mode) is 400 and nothing is written", async (url, mode) => {
    const credentials = mode === "live" ? chapa("CHASECK-ownlivekey0123456789") : chapa();
    const before = await writes();
    const res = await connect(owner, { connector: "chapa", credentials, base_url: url }, mode);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toMatchObject({ status: "error", error: { code: "VALIDATION_ERROR" } });
    expect((res.json.error?.details as { field: string }[]).map((d) => d.field)).toContain("base_url");
    expect(await writes()).toBe(before);
  });

  it("a live connection needs live credentials: a test key in live mode is refused", async () => {
    const before = await writes();
    const res = await connect(owner, { connector: "chapa", credentials: chapa() }, "live");
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("INVALID_VALUE");
    expect(await writes()).toBe(before);
  });
});

describe("the list", () => {
  it("shows the gateway's connections and the merchant's own in the dashboard's mode, never another merchant's, never a credential", async () => {
    const own = await connectOwn();
    for (const user of [owner, viewer, developer]) {
      const res = await list(user);
      expect(res.status).toBe(200);
      const rows = res.json.data.connections as { id: string; own: boolean; scope: string; mode: string; health: unknown; callback_url: string }[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(ids.installation)).toMatchObject({ own: false, scope: "installation", mode: "test", health: { calls: expect.any(Number), errors: expect.any(Number) } });
      expect(byId.get(own.id)).toMatchObject({ own: true, scope: "merchant" });
      expect(byId.get(own.id)?.callback_url).toBe(own.callback_url);
      expect(byId.has(ids.strangers)).toBe(false);
      expect(byId.has(ids.installationLive)).toBe(false);
      // The gateway's connection without its callback URL: its token is the operator's.
      expect(byId.get(ids.installation)?.callback_url).toBeUndefined();
      expect(rows.every((r) => r.mode === "test")).toBe(true);
      const text = JSON.stringify(res.json);
      for (const secret of [SECRET_KEY, WEBHOOK_SECRET, "CHASECK_TEST-installationkey42", "CHASECK_TEST-strangerkey0042"]) expect(text).not.toContain(secret);
      const installationToken = (await db().processorConnection.findUniqueOrThrow({ where: { id: ids.installation } })).webhookToken;
      expect(text).not.toContain(installationToken);
    }
    const live = await list(owner, "live");
    expect(live.json.data.mode).toBe("live");
    expect(live.json.data.connections.map((c: { id: string }) => c.id)).toEqual([ids.installationLive]);
    const theirs = await list(stranger);
    expect(theirs.json.data.connections.map((c: { id: string }) => c.id).sort()).toEqual([ids.installation, ids.strangers].sort());
  });

  it("shows 24 hours of calls, errors and latency per connection", async () => {
    await db().processorCall.createMany({
      data: [
        { id: "pcl_dash_1", connectionId: ids.installation, operation: "check", method: "GET", path: "/v1/banks", status: 200, durationMs: 100, error: null },
        { id: "pcl_dash_2", connectionId: ids.installation, operation: "check", method: "GET", path: "/v1/banks", status: null, durationMs: 300, error: "no answer" },
      ],
    });
    const res = await list(owner);
    const row = (res.json.data.connections as { id: string; health: { calls: number; errors: number; p50_ms: number } }[]).find((r) => r.id === ids.installation);
    expect(row?.health.calls).toBeGreaterThanOrEqual(2);
    expect(row?.health.errors).toBeGreaterThanOrEqual(1);
    expect(row?.health.p50_ms).toEqual(expect.any(Number));
  });

  it("shows each connection's circuit, its last hour and day, and the buckets of its charts", async () => {
    const id = (await createConnection({ connector: "chapa", mode: "test", credentials: chapa("CHASECK_TEST-healthkey000042"), baseUrl: UNREACHABLE })).id;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const call = (n: number, at: Date, status: number | null, durationMs: number) => ({ id: `pcl_health_${n}`, connectionId: id, operation: "start_payment", method: "POST", path: "/v1/transaction/initialize", status, durationMs, error: status === null ? "no answer" : null, createdAt: at });
    await db().processorCall.createMany({
      data: [
        // Two and a half hours ago: answered (in the day, not the hour; the day's 22nd hourly bucket).
        call(1, ago(2.5 * 3_600_000), 200, 100),
        call(2, ago(2.5 * 3_600_000 - 1000), 200, 300),
        // Now: five unanswered in a row, which opens the circuit (CIRCUIT_CONSECUTIVE_FAILURES).
        ...[3, 4, 5, 6, 7].map((n) => call(n, ago(10_000 - n * 100), n % 2 ? 503 : null, 1000)),
      ],
    });
    resetConnectionHealth();
    const res = await list(owner);
    const row = (res.json.data.connections as { id: string; health: ProcessorHealth }[]).find((r) => r.id === id)!;
    expect(row.health.circuit).toBe("open");
    expect(Date.parse(row.health.circuit_retry_at!)).toBeGreaterThan(Date.now());
    expect(row.health.last_hour).toEqual({ calls: 5, errors: 5, success_rate: 0, p50_ms: 1000, p95_ms: 1000 });
    expect(row.health.last_day).toMatchObject({ calls: 7, errors: 5, p50_ms: 1000 });
    expect(row.health.last_day.success_rate).toBeCloseTo(2 / 7);
    expect(row.health.series.hour).toHaveLength(12);
    expect(row.health.series.day).toHaveLength(24);
    expect(row.health.series.day.map((b) => b.calls)).toEqual([...Array(21).fill(0), 2, 0, 5]);
    expect(row.health.series.day[21]).toMatchObject({ success_rate: 1, p95_ms: 300 });
    expect(row.health.series.hour.at(-1)).toMatchObject({ calls: 5, success_rate: 0 });
    // A connection with no calls: closed, nothing to chart.
    const quiet = (res.json.data.connections as { id: string; health: ProcessorHealth }[]).find((r) => r.id === ids.installationLive || r.health.last_day.calls === 0);
    if (quiet) expect(quiet.health).toMatchObject({ circuit: "closed", last_hour: { calls: 0, success_rate: null, p50_ms: null } });
  });
});

describe("disable", () => {
  it("an owner disables their own connection, once, audited", async () => {
    const own = await connectOwn();
    const res = await disable(owner, own.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: own.id, enabled: false, own: true });
    expect(res.json.data.disabled_at).toEqual(expect.any(String));
    expect(JSON.stringify(res.json)).not.toContain(SECRET_KEY);
    expect(await db().auditLog.count({ where: { targetId: own.id, action: "processor_connection.disabled" } })).toBe(1);
    const again = await disable(owner, own.id);
    expect(again.status).toBe(200);
    expect(again.json.message).toMatch(/already disabled/);
    expect(await db().auditLog.count({ where: { targetId: own.id, action: "processor_connection.disabled" } })).toBe(1);
  });

  it.each([
    ["another merchant's connection", (): string => ids.strangers],
    ["the gateway's connection", (): string => ids.installation],
    ["a connection that does not exist", (): string => "pcn_missing000000000000"],
  ] as const)("%s is 404 NOT_FOUND and nothing changes", async (_label, id) => {
    const before = await writes();
    const res = await disable(owner, id());
    expect(res.status).toBe(404);
    expect(res.json.error?.code).toBe("NOT_FOUND");
    expect(await writes()).toBe(before);
  });

  it("the merchant's own connection is NOT_FOUND with the dashboard in the other mode", async () => {
    const own = await connectOwn();
    const before = await writes();
    const res = await disable(owner, own.id, "live");
    expect(res.status).toBe(404);
    expect(await writes()).toBe(before);
  });

  it.each(["admin", "developer", "viewer"] as const)("a %s is refused with 403 and nothing written", async (role) => {
    const own = await connectOwn();
    const before = await writes();
    const res = await disable({ admin, developer, viewer }[role], own.id);
    expect(res.status).toBe(403);
    expect(await writes()).toBe(before);
  });
});

/** A connection the operator put on a host for this merchant (the CLI may name any base URL; the merchant cannot). */
async function operatorsConnectionFor(merchantId: string, baseUrl: string, connector: "chapa" | "mtn_momo" = "chapa") {
  const credentials =
    connector === "chapa"
      ? chapa()
      : { collection: { api_user: "0f0e0d0c-0b0a-4900-8800-000000000001", api_key: "momo-api-key-check", subscription_key: "momo-sub-key-check" }, target_environment: "sandbox" };
  return (await createConnection({ connector, mode: "test", credentials, baseUrl, merchantId })).id;
}

/** What a merchant must never read from a check: socket errors, the host's answer, where it is. */
const SOCKET_LEVEL = /ECONNREFUSED|UND_ERR|ECONNRESET|fetch failed|other side closed|answered \d{3}|\b40[13]\b|127\.0\.0\.1|Invalid API Key/;

describe("check", () => {
  let chapaFake: ChapaFake;
  let closer: net.Server;
  let forbidding: http.Server;
  const urls = { closer: "", forbidding: "" };
  beforeAll(async () => {
    chapaFake = await startChapaFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    // Takes the connection and drops it before answering (UND_ERR_SOCKET in fetch).
    closer = net.createServer((socket) => socket.destroy());
    // Answers 403 to everything, as a service that is not the processor would.
    forbidding = http.createServer((_req, res) => res.writeHead(403, { "content-type": "text/plain" }).end("Forbidden by the internal service"));
    for (const [server, key] of [[closer, "closer"], [forbidding, "forbidding"]] as const) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      urls[key] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    await chapaFake?.close();
    closer?.close();
    forbidding?.close();
  });

  it.each([
    ["a port nobody listens on (ECONNREFUSED)", () => ({ url: UNREACHABLE }), "Could not reach the processor. Try again in a few minutes; if it keeps failing, tell the gateway's operator."],
    ["a host that drops the connection (UND_ERR_SOCKET)", () => ({ url: urls.closer }), "Could not reach the processor. Try again in a few minutes; if it keeps failing, tell the gateway's operator."],
    ["a host that answers 403", () => ({ url: urls.forbidding, connector: "mtn_momo" as const }), "The processor refused this connection's credentials. Tell the gateway's operator."],
    ["the processor refusing the key (401)", () => ({ url: chapaFake.url, key: "CHASECK_TEST-notthefakeskey000042" }), "The processor refused this connection's credentials. Tell the gateway's operator."],
    ["the processor accepting the key", () => ({ url: chapaFake.url }), "The processor accepted the credentials."],
  ])("against %s: the merchant reads only what it can act on, recorded as the last check", async (_label, target, expected) => {
    const { url, connector, key } = target() as { url: string; connector?: "chapa" | "mtn_momo"; key?: string };
    const id = key
      ? (await createConnection({ connector: "chapa", mode: "test", credentials: chapa(key), baseUrl: url, merchantId: owner.merchantId })).id
      : await operatorsConnectionFor(owner.merchantId, url, connector);
    const res = await check(developer, id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id, ok: expected.startsWith("The processor accepted"), detail: expected });
    const listed = (await list(owner)).json.data.connections.find((c: { id: string }) => c.id === id);
    expect(listed.last_check).toMatchObject({ message: expected });
    expect(JSON.stringify(res.json)).not.toMatch(SOCKET_LEVEL);
    expect(JSON.stringify(listed.last_check)).not.toMatch(SOCKET_LEVEL);
  });

  it("a connection the merchant added, whose row still holds a base URL from before, uses its connector's declared host", async () => {
    const own = await connectOwn();
    // As a row written when the dashboard still took a base URL (the migration clears these; this
    // shows a value left behind is inert all the same).
    const row = await db().processorConnection.update({ where: { id: own.id }, data: { baseUrl: chapaFake.url } });
    expect(row.addedByMerchant).toBe(true);
    expect(connectionBaseUrl(row)).toBe("https://api.chapa.co");
    const listed = (await list(owner)).json.data.connections.find((c: { id: string }) => c.id === own.id);
    expect(listed.base_url).toBe("https://api.chapa.co");
    // The operator's own base URL, on a connection the operator added, is used as given.
    const operators = await db().processorConnection.findUniqueOrThrow({ where: { id: await operatorsConnectionFor(owner.merchantId, UNREACHABLE) } });
    expect(connectionBaseUrl(operators)).toBe(UNREACHABLE);
  });

  it("against an unreachable processor: ok false, recorded as the last check and shown in the list", async () => {
    const own = { id: await operatorsConnectionFor(owner.merchantId, UNREACHABLE) };
    const res = await check(developer, own.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: own.id, ok: false, outcome: "unreachable" });
    expect(res.json.data.detail).toMatch(/^Could not reach the processor/);
    expect(JSON.stringify(res.json)).not.toContain(SECRET_KEY);
    const stored = await db().processorConnection.findUniqueOrThrow({ where: { id: own.id } });
    expect(stored.lastCheckOk).toBe(false);
    expect(stored.lastCheckAt).toBeInstanceOf(Date);
    expect(stored.lastCheckMessage).toBe(res.json.data.detail);
    const listed = (await list(owner)).json.data.connections.find((c: { id: string }) => c.id === own.id);
    expect(listed.last_check).toMatchObject({ ok: false, message: res.json.data.detail });
    expect(await db().auditLog.count({ where: { targetId: own.id, action: "processor_connection.checked" } })).toBe(1);
  });

  it("the gateway's connection may be checked by the merchants it serves", async () => {
    const res = await check(owner, ids.installation);
    expect(res.status).toBe(200);
    expect(res.json.data.ok).toBe(false);
    expect(res.json.data.detail).toMatch(/^Could not reach the processor/);
    expect(JSON.stringify(res.json)).not.toMatch(SOCKET_LEVEL);
  });

  it("another merchant's connection and the other mode's are NOT_FOUND; a viewer is refused", async () => {
    const before = await writes();
    expect((await check(owner, ids.strangers)).status).toBe(404);
    expect((await check(owner, ids.installationLive)).status).toBe(404);
    expect((await check(owner, ids.installation, "live")).status).toBe(404);
    expect((await check(viewer, ids.installation)).status).toBe(403);
    expect(await writes()).toBe(before);
  });
});

// The REST API for webhook endpoints and their deliveries. Route handlers called with
// real Requests against a real database; the test event, resend and replay go through the real
// worker to a real local HTTP receiver, and the signatures are checked with the standardwebhooks
// library. Refused requests must write nothing.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { GET as listRoute, POST as createRoute } from "@/app/v2/webhook-endpoints/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/v2/webhook-endpoints/[id]/route";
import { POST as rotateRoute } from "@/app/v2/webhook-endpoints/[id]/rotate-secret/route";
import { POST as testRoute } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { GET as deliveriesRoute } from "@/app/v2/webhook-endpoints/[id]/deliveries/route";
import { POST as replayRoute } from "@/app/v2/webhook-endpoints/[id]/replay/route";
import { GET as getDeliveryRoute } from "@/app/v2/webhook-deliveries/[id]/route";
import { POST as resendRoute } from "@/app/v2/webhook-deliveries/[id]/resend/route";
import { db } from "@/lib/db";
import { openEndpoint } from "@/lib/webhooks/endpoint-secrets";
import { resetEnvForTests } from "@/lib/env";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import type { RouteHandler } from "@/lib/api/with-api";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
type Json = { status: string; message: string; data: Record<string, unknown> & { items?: Record<string, unknown>[] }; error?: { code: string; details?: { field: string }[] } };

/** Calls a route handler as Next would, with the key and the path parameter. */
async function call(handler: RouteHandler, path: string, init: { key: string; method?: string; body?: unknown; rawBody?: string; id?: string }) {
  const res = await handler(apiRequest(path, { key: init.key, method: init.method, body: init.body, rawBody: init.rawBody, headers: init.rawBody ? { "content-type": "application/json" } : {} }), {
    params: Promise.resolve<Record<string, string>>(init.id ? { id: init.id } : {}),
  });
  return { res, json: (await res.json()) as Json };
}

const create = (key: string, body: unknown) => call(createRoute, "/v2/webhook-endpoints", { key, body });
const patch = (key: string, id: string, body: unknown) => call(patchRoute, `/v2/webhook-endpoints/${id}`, { key, id, method: "PATCH", body });
const get = (key: string, id: string) => call(getRoute, `/v2/webhook-endpoints/${id}`, { key, id });

/** Every webhook row, so a refused request can be shown to have written nothing. */
async function webhookRows() {
  const [endpoints, deliveries, attempts, events, audits] = await Promise.all([
    db().webhookEndpoint.findMany({ orderBy: { id: "asc" } }),
    db().webhookDelivery.findMany({ orderBy: { id: "asc" } }),
    db().webhookAttempt.count(),
    db().event.count(),
    db().auditLog.count(),
  ]);
  return JSON.stringify({ endpoints, deliveries, attempts, events, audits });
}

/** Runs the worker until no job is due (bounded, so a bug cannot hang the suite). */
async function drainJobs() {
  for (let i = 0; i < 50 && (await runDueJobs(db())) > 0; i++);
}

// A real receiver: records what it got, answers with `answer.status`.
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const answer = { status: 200, body: '{"ok":true}' };
let server: http.Server;
let receiverUrl = "";

let m: Owner;
let other: Owner;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  m = await createTestMerchant();
  other = await createTestMerchant();
});
afterAll(async () => {
  delete process.env.WEBHOOK_RETRY_SCHEDULE_MS;
  resetEnvForTests();
  await new Promise<void>((r) => server.close(() => r()));
});

describe("POST /v2/webhook-endpoints and reading endpoints back", () => {
  it("creates an endpoint, returns its whsec_ secret once, and GET never shows it", async () => {
    const { res, json } = await create(m.keys.test.secret, { url: "http://127.0.0.1:9/a", description: "Orders", enabled_events: ["payout.*", "payment.success", "payout.*"], payload_version: "v1" });
    expect(res.status).toBe(201);
    expect(json.status).toBe("success");
    const data = json.data;
    expect(data.id).toMatch(/^whe_[0-9A-Za-z]{22}$/);
    expect(data).toMatchObject({ url: "http://127.0.0.1:9/a", description: "Orders", enabled_events: ["payout.*", "payment.success"], payload_version: "v1", enabled: true, mode: "test", disabled_reason: null, previous_secret_expires_at: null });
    const secret = String(data.secret);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64").length).toBeGreaterThanOrEqual(24);
    const row = await db().webhookEndpoint.findUniqueOrThrow({ where: { id: String(data.id) } });
    // Encrypted at rest: the column never holds the secret itself.
    expect(row.secret).toMatch(/^enc1:/);
    expect(row.secret).not.toContain(secret.slice("whsec_".length));
    expect(openEndpoint(row).secret).toBe(secret);
    expect(row.merchantId).toBe(m.merchant.id);

    const one = await get(m.keys.test.secret, String(data.id));
    expect(one.res.status).toBe(200);
    const { secret: _shownOnce, ...withoutSecret } = data;
    expect(one.json.data).toEqual(withoutSecret);
    expect(JSON.stringify(one.json)).not.toContain(secret);
    const list = await call(listRoute, "/v2/webhook-endpoints", { key: m.keys.test.secret });
    expect(list.res.status).toBe(200);
    expect(JSON.stringify(list.json)).not.toContain(secret);
    expect(list.json.data.items!.map((e) => e.id)).toContain(data.id);
  });

  it("defaults: every event, v2, enabled; lists oldest first in the key's mode only", async () => {
    const merchant = await createTestMerchant();
    const first = (await create(merchant.keys.test.secret, { url: "http://127.0.0.1:9/1" })).json.data;
    expect(first).toMatchObject({ enabled_events: ["*"], payload_version: "v2", enabled: true, description: null });
    const second = (await create(merchant.keys.test.secret, { url: "http://127.0.0.1:9/2", enabled_events: ["*", "payout.success"], enabled: false })).json.data;
    expect(second).toMatchObject({ enabled_events: ["*"], enabled: false });
    const list = await call(listRoute, "/v2/webhook-endpoints", { key: merchant.keys.test.secret });
    expect(list.json.data.items!.map((e) => e.id)).toEqual([first.id, second.id]);
    expect((await call(listRoute, "/v2/webhook-endpoints", { key: merchant.keys.live.secret })).json.data.items).toEqual([]);
    expect((await call(listRoute, "/v2/webhook-endpoints", { key: other.keys.test.secret })).json.data.items!.map((e) => e.id)).not.toContain(first.id);
    const paged = await call(listRoute, "/v2/webhook-endpoints?per_page=1", { key: merchant.keys.test.secret });
    expect(paged.res.status).toBe(400);
    expect(paged.json.error!.code).toBe("VALIDATION_ERROR");
  });

  it("allows 16 endpoints per mode: the 17th is 409 RESOURCE_CONFLICT and the other mode still has room", async () => {
    const merchant = await createTestMerchant();
    for (let i = 0; i < 16; i++) expect((await create(merchant.keys.test.secret, { url: `http://127.0.0.1:9/${i}` })).res.status).toBe(201);
    const before = await webhookRows();
    const over = await create(merchant.keys.test.secret, { url: "http://127.0.0.1:9/17" });
    expect(over.res.status).toBe(409);
    expect(over.json.error!.code).toBe("RESOURCE_CONFLICT");
    expect(await webhookRows()).toBe(before);
    // Live mode: a public IP literal needs no DNS (none is reachable offline).
    const live = await create(merchant.keys.live.secret, { url: "https://8.8.8.8/hooks" });
    expect(live.res.status).toBe(201);
    expect(live.json.data.mode).toBe("live");
  });

  it.each([
    ["http in live mode", "http://8.8.8.8/hooks"],
    ["loopback", "https://127.0.0.1/x"],
    ["IPv6 loopback", "https://[::1]/x"],
    ["cloud metadata", "https://169.254.169.254/latest"],
    ["private", "https://10.0.0.1/"],
    ["decimal loopback", "https://2130706433/"],
    ["not a URL", "not a url"],
    ["another scheme", "ftp://8.8.8.8/x"],
  ])("live mode refuses %s with INVALID_VALUE on url and writes nothing", async (_name, url) => {
    const before = await webhookRows();
    const { res, json } = await create(m.keys.live.secret, { url });
    expect(res.status).toBe(400);
    expect(json.error!.code).toBe("INVALID_VALUE");
    expect(json.error!.details![0].field).toBe("url");
    expect(await webhookRows()).toBe(before);
  });

  it("test mode allows http and loopback addresses (a laptop's receiver)", async () => {
    const { res, json } = await create(other.keys.test.secret, { url: "http://127.0.0.1:4000/webhooks" });
    expect(res.status).toBe(201);
    expect(json.data.url).toBe("http://127.0.0.1:4000/webhooks");
  });

  it.each([
    [{ url: "http://127.0.0.1:9/x", enabled_events: ["payment.sucess"] }, "INVALID_VALUE", "enabled_events[0]"],
    [{ url: "http://127.0.0.1:9/x", enabled_events: ["payout.success", "nope.*"] }, "INVALID_VALUE", "enabled_events[1]"],
    [{ url: "http://127.0.0.1:9/x", enabled_events: [] }, "VALIDATION_ERROR", "enabled_events"],
    [{ url: "http://127.0.0.1:9/x", enabled_events: "payout.*" }, "VALIDATION_ERROR", "enabled_events"],
    [{ url: "http://127.0.0.1:9/x", secret: "whsec_mine" }, "VALIDATION_ERROR", "secret"],
    [{ url: "http://127.0.0.1:9/x", merchant_id: "m_x" }, "VALIDATION_ERROR", "merchant_id"],
    [{ url: 42 }, "VALIDATION_ERROR", "url"],
    [{}, "VALIDATION_ERROR", "url"],
    [{ url: `http://127.0.0.1:9/${"a".repeat(2048)}` }, "VALIDATION_ERROR", "url"],
    [{ url: "http://127.0.0.1:9/x", payload_version: "v3" }, "VALIDATION_ERROR", "payload_version"],
    [{ url: "http://127.0.0.1:9/x", enabled: "yes" }, "VALIDATION_ERROR", "enabled"],
    [{ url: "http://127.0.0.1:9/x", description: 7 }, "VALIDATION_ERROR", "description"],
  ])("refuses %j with %s on %s and writes nothing", async (body, code, field) => {
    const before = await webhookRows();
    const { res, json } = await create(m.keys.test.secret, body);
    expect(res.status).toBe(400);
    expect(json.error!.code).toBe(code);
    expect(json.error!.details!.map((d) => d.field)).toContain(field);
    expect(await webhookRows()).toBe(before);
  });

  it("answers a malformed or unknown id, and another merchant's endpoint, with 404", async () => {
    const id = String((await create(m.keys.test.secret, { url: "http://127.0.0.1:9/x" })).json.data.id);
    for (const bad of ["whe_x", "nope", `whe_${"A".repeat(22)}`]) expect((await get(m.keys.test.secret, bad)).res.status).toBe(404);
    expect((await get(other.keys.test.secret, id)).json.error!.code).toBe("NOT_FOUND");
    const otherMode = await get(m.keys.live.secret, id);
    expect(otherMode.res.status).toBe(401);
    expect(otherMode.json.message).toMatch(/belongs to test mode/);
  });
});

describe("PATCH and DELETE /v2/webhook-endpoints/{id}", () => {
  it("changes the given fields, normalises enabled_events and checks a new URL again", async () => {
    const merchant = await createTestMerchant();
    const id = String((await create(merchant.keys.live.secret, { url: "https://8.8.8.8/a", description: "x" })).json.data.id);
    const changed = await patch(merchant.keys.live.secret, id, { url: "https://8.8.4.4/b", enabled_events: ["payout.*", "payout.*", "payment.failed"], description: null });
    expect(changed.res.status).toBe(200);
    expect(changed.json.data).toMatchObject({ id, url: "https://8.8.4.4/b", enabled_events: ["payout.*", "payment.failed"], description: null, payload_version: "v2" });
    expect(changed.json.data).not.toHaveProperty("secret");
    const before = await webhookRows();
    for (const body of [{ url: "https://127.0.0.1/x" }, { url: "http://8.8.8.8/x" }, { enabled_events: ["payout.nope"] }]) {
      const refused = await patch(merchant.keys.live.secret, id, body);
      expect(refused.res.status).toBe(400);
      expect(refused.json.error!.code).toBe("INVALID_VALUE");
    }
    for (const body of [{}, { status: "enabled" }, { enabled: 1 }, { url: "" }]) {
      const refused = await patch(merchant.keys.live.secret, id, body);
      expect(refused.res.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.error!.code).toBe("VALIDATION_ERROR");
    }
    expect(await webhookRows()).toBe(before);
    const all = await patch(merchant.keys.live.secret, id, { enabled_events: ["*"] });
    expect(all.json.data.enabled_events).toEqual(["*"]);
  });

  it("turning an endpoint the gateway disabled back on clears disabled_reason", async () => {
    const id = String((await create(m.keys.test.secret, { url: receiverUrl })).json.data.id);
    await db().webhookEndpoint.update({ where: { id }, data: { enabled: false, disabledReason: "The endpoint answered 410 Gone", disabledAt: new Date(), failingSince: new Date() } });
    expect((await get(m.keys.test.secret, id)).json.data).toMatchObject({ enabled: false, disabled_reason: "The endpoint answered 410 Gone" });
    const { json } = await patch(m.keys.test.secret, id, { enabled: true });
    expect(json.data).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
  });

  it("deletes the endpoint and its deliveries; the events stay", async () => {
    const merchant = await createTestMerchant();
    const key = merchant.keys.test.secret;
    const id = String((await create(key, { url: receiverUrl })).json.data.id);
    const test = await call(testRoute, `/v2/webhook-endpoints/${id}/test`, { key, id, body: {} });
    expect(test.res.status).toBe(202);
    const eventId = String(test.json.data.event_id);
    const del = await call(deleteRoute, `/v2/webhook-endpoints/${id}`, { key, id, method: "DELETE" });
    expect(del.res.status).toBe(200);
    expect(del.json.data).toEqual({ id, deleted: true });
    expect(await db().webhookEndpoint.count({ where: { id } })).toBe(0);
    expect(await db().webhookDelivery.count({ where: { endpointId: id } })).toBe(0);
    expect(await db().event.count({ where: { id: eventId } })).toBe(1);
    expect((await get(key, id)).res.status).toBe(404);
    expect((await call(deleteRoute, `/v2/webhook-endpoints/${id}`, { key, id, method: "DELETE" })).res.status).toBe(404);
    await drainJobs(); // the queued job finds no delivery and ends quietly
  });
});

describe("POST /v2/webhook-endpoints/{id}/rotate-secret", () => {
  it("gives a new secret; the old one keeps signing for 24 hours by default, or not at all with 0", async () => {
    const key = m.keys.test.secret;
    const created = (await create(key, { url: "http://127.0.0.1:9/r" })).json.data;
    const id = String(created.id);
    const rotate = (body: unknown) => call(rotateRoute, `/v2/webhook-endpoints/${id}/rotate-secret`, { key, id, body });
    const started = Date.now();
    const first = await rotate({});
    expect(first.res.status).toBe(200);
    expect(first.json.data.secret).toMatch(/^whsec_/);
    expect(first.json.data.secret).not.toBe(created.secret);
    const expires = Date.parse(String(first.json.data.previous_secret_expires_at));
    expect(Math.abs(expires - (started + 24 * 3_600_000))).toBeLessThan(60_000);
    const row = await db().webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(row.previousSecret).toMatch(/^enc1:/); // encrypted at rest
    expect(openEndpoint(row).previousSecret).toBe(created.secret);
    expect((await get(key, id)).json.data.previous_secret_expires_at).toBe(first.json.data.previous_secret_expires_at);

    const six = await rotate({ expires_in_hours: 6 });
    expect(Math.abs(Date.parse(String(six.json.data.previous_secret_expires_at)) - (Date.now() + 6 * 3_600_000))).toBeLessThan(60_000);
    const none = await rotate({ expires_in_hours: 0 });
    expect(none.json.data.previous_secret_expires_at).toBeNull();
    expect((await db().webhookEndpoint.findUniqueOrThrow({ where: { id } })).previousSecret).toBeNull();

    const before = await webhookRows();
    for (const [body, code] of [
      [{ expires_in_hours: 73 }, "INVALID_VALUE"],
      [{ expires_in_hours: -1 }, "INVALID_VALUE"],
      // Whole hours only: 1e-7 hours kept the old secret for a third of a millisecond.
      [{ expires_in_hours: 1e-7 }, "INVALID_VALUE"],
      [{ expires_in_hours: 0.5 }, "INVALID_VALUE"],
      [{ expires_in_hours: 23.9 }, "INVALID_VALUE"],
      [{ expires_in_hours: 71.5 }, "INVALID_VALUE"],
      [{ expires_in_hours: "24" }, "VALIDATION_ERROR"],
      [{ hours: 1 }, "VALIDATION_ERROR"],
    ] as const) {
      const refused = await rotate(body);
      expect(refused.res.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.error!.code).toBe(code);
      if (code === "INVALID_VALUE") expect(refused.json.error!.details).toEqual([{ field: "expires_in_hours", message: "must be a whole number of hours from 0 to 72" }]);
    }
    expect(await webhookRows()).toBe(before);
  });
});

describe("test event, delivery log, resend and replay", () => {
  let key = "";
  let endpointId = "";
  let secret = "";
  let testDeliveryId = "";

  beforeAll(async () => {
    const merchant = await createTestMerchant();
    key = merchant.keys.test.secret;
    const created = (await create(key, { url: receiverUrl })).json.data;
    endpointId = String(created.id);
    secret = String(created.secret);
  });

  it("POST /test queues a signed webhook_endpoint.test event that the receiver can verify", async () => {
    received.length = 0;
    const { res, json } = await call(testRoute, `/v2/webhook-endpoints/${endpointId}/test`, { key, id: endpointId, body: {} });
    expect(res.status).toBe(202);
    expect(json.data).toMatchObject({ endpoint_id: endpointId, event_type: "webhook_endpoint.test", status: "pending", attempts: 0, attempt_log: [] });
    testDeliveryId = String(json.data.id);
    expect(testDeliveryId).toMatch(/^whd_/);
    await drainJobs();
    expect(received).toHaveLength(1);
    const payload = new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>) as { id: string; event: string };
    expect(payload.event).toBe("webhook_endpoint.test");
    expect(received[0].headers["webhook-id"]).toBe(json.data.event_id);
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(received[0].body, received[0].headers as Record<string, string>)).toThrow();
  });

  it("GET /v2/webhook-deliveries/{id} shows the attempt: request headers and body, response status and body", async () => {
    const { res, json } = await call(getDeliveryRoute, `/v2/webhook-deliveries/${testDeliveryId}`, { key, id: testDeliveryId });
    expect(res.status).toBe(200);
    expect(json.data).toMatchObject({ id: testDeliveryId, status: "succeeded", attempts: 1, last_status_code: 200, last_error: null });
    const log = json.data.attempt_log as { request: { url: string; headers: Record<string, string>; body: string }; response: { status: number; body: string }; duration_ms: number; error: string | null }[];
    expect(log).toHaveLength(1);
    expect(log[0].request.url).toBe(receiverUrl);
    expect(log[0].request.body).toBe(received[0].body);
    expect(log[0].request.headers["webhook-id"]).toBe(received[0].headers["webhook-id"]);
    expect(log[0].response).toEqual({ status: 200, body: '{"ok":true}' });
    expect(log[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(log[0].error).toBeNull();
    for (const bad of ["whd_x", `whd_${"A".repeat(22)}`, endpointId]) expect((await call(getDeliveryRoute, `/v2/webhook-deliveries/${bad}`, { key, id: bad })).res.status).toBe(404);
    expect((await call(getDeliveryRoute, `/v2/webhook-deliveries/${testDeliveryId}`, { key: other.keys.test.secret, id: testDeliveryId })).res.status).toBe(404);
  });

  it("resend makes the delivery pending again and the worker delivers it again, same webhook-id", async () => {
    received.length = 0;
    const { res, json } = await call(resendRoute, `/v2/webhook-deliveries/${testDeliveryId}/resend`, { key, id: testDeliveryId, body: {} });
    expect(res.status).toBe(202);
    expect(json.data).toMatchObject({ id: testDeliveryId, status: "pending", attempts: 0 });
    // Still pending: a second resend is refused and writes nothing.
    const before = await webhookRows();
    const again = await call(resendRoute, `/v2/webhook-deliveries/${testDeliveryId}/resend`, { key, id: testDeliveryId, body: {} });
    expect(again.res.status).toBe(409);
    expect(again.json.error!.code).toBe("INVALID_STATE");
    expect(await webhookRows()).toBe(before);
    await drainJobs();
    expect(received).toHaveLength(1);
    new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>);
    const after = (await call(getDeliveryRoute, `/v2/webhook-deliveries/${testDeliveryId}`, { key, id: testDeliveryId })).json.data;
    expect(after).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(after.attempt_log).toHaveLength(2);
  });

  it("failed deliveries (the receiver answers 500) are listed by status and replayed since a date", async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE_MS = "0";
    resetEnvForTests();
    answer.status = 500;
    answer.body = "down";
    try {
      for (let i = 0; i < 3; i++) expect((await call(testRoute, `/v2/webhook-endpoints/${endpointId}/test`, { key, id: endpointId, body: {} })).res.status).toBe(202);
      await drainJobs();
    } finally {
      answer.status = 200;
      answer.body = '{"ok":true}';
    }
    const list = (qs: string) => call(deliveriesRoute, `/v2/webhook-endpoints/${endpointId}/deliveries${qs}`, { key, id: endpointId });
    const failed = (await list("?status=failed")).json.data.items!;
    expect(failed).toHaveLength(3);
    expect(failed.every((d) => d.status === "failed" && d.attempts === 2 && d.last_status_code === 500)).toBe(true);
    expect(failed[0]).not.toHaveProperty("attempt_log");
    const one = (await call(getDeliveryRoute, `/v2/webhook-deliveries/${failed[0].id}`, { key, id: String(failed[0].id) })).json.data;
    expect((one.attempt_log as { response: { status: number; body: string } }[]).map((a) => a.response)).toEqual([
      { status: 500, body: "down" },
      { status: 500, body: "down" },
    ]);
    expect((await list("?status=succeeded")).json.data.items!.map((d) => d.id)).toEqual([testDeliveryId]);
    expect((await list("?status=pending")).json.data.items).toEqual([]);
    expect((await list("?event_type=payout.success")).json.data.items).toEqual([]);
    expect((await list("?event_type=webhook_endpoint.test&per_page=100")).json.data.items).toHaveLength(4);

    // Replay since a date after them: nothing; since before: all three, and they are delivered.
    const replay = (since: string) => call(replayRoute, `/v2/webhook-endpoints/${endpointId}/replay`, { key, id: endpointId, body: { since } });
    const none = await replay(new Date(Date.now() + 60_000).toISOString());
    expect(none.res.status).toBe(202);
    expect(none.json.data).toEqual({ replayed: 0, has_more: false });
    received.length = 0;
    const all = await replay(new Date(Date.now() - 3_600_000).toISOString());
    expect(all.json.data).toEqual({ replayed: 3, has_more: false });
    expect((await list("?status=pending")).json.data.items!.map((d) => d.id).sort()).toEqual(failed.map((d) => d.id).sort());
    await drainJobs();
    expect(received).toHaveLength(3);
    expect((await list("?status=failed")).json.data.items).toEqual([]);
    expect((await list("?status=succeeded")).json.data.items).toHaveLength(4);
  });

  it("walks the delivery log newest first by cursor, nothing repeated or missed", async () => {
    const list = (qs: string) => call(deliveriesRoute, `/v2/webhook-endpoints/${endpointId}/deliveries${qs}`, { key, id: endpointId });
    const all = (await list("?per_page=100")).json.data.items!.map((d) => d.id);
    expect(all).toHaveLength(4);
    const walked: unknown[] = [];
    let qs = "?per_page=1&status=succeeded";
    for (let pages = 0; pages < 10; pages++) {
      const { json } = await list(qs);
      walked.push(...json.data.items!.map((d) => d.id));
      const next = (json.data.pagination as { next_cursor: string | null }).next_cursor;
      if (!next) break;
      qs = `?per_page=1&status=succeeded&cursor=${next}`;
    }
    expect(walked).toEqual(all);
  });

  it.each([
    ["?status=done", "INVALID_VALUE"],
    ["?per_page=0", "VALIDATION_ERROR"],
    ["?per_page=101", "VALIDATION_ERROR"],
    ["?limit=5", "VALIDATION_ERROR"],
    ["?cursor=not-a-cursor", "INVALID_VALUE"],
  ])("the delivery log answers %s with %s", async (qs, code) => {
    const { res, json } = await call(deliveriesRoute, `/v2/webhook-endpoints/${endpointId}/deliveries${qs}`, { key, id: endpointId });
    expect(res.status).toBe(400);
    expect(json.error!.code).toBe(code);
  });

  it("refuses a replay without a proper since, and test or replay on a disabled endpoint, writing nothing", async () => {
    const before = await webhookRows();
    for (const body of [{}, { since: "yesterday" }, { since: "2026-11-01" }, { since: 1700000000 }, { since: "2026-11-01T00:00:00Z", status: "failed" }]) {
      const { res, json } = await call(replayRoute, `/v2/webhook-endpoints/${endpointId}/replay`, { key, id: endpointId, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(json.error!.code).toBe("VALIDATION_ERROR");
    }
    const extra = await call(testRoute, `/v2/webhook-endpoints/${endpointId}/test`, { key, id: endpointId, body: { event: "payout.success" } });
    expect(extra.json.error!.code).toBe("VALIDATION_ERROR");
    expect(await webhookRows()).toBe(before);

    await patch(key, endpointId, { enabled: false });
    const disabled = await webhookRows();
    const test = await call(testRoute, `/v2/webhook-endpoints/${endpointId}/test`, { key, id: endpointId, body: {} });
    expect(test.res.status).toBe(409);
    expect(test.json.error!.code).toBe("INVALID_STATE");
    const replay = await call(replayRoute, `/v2/webhook-endpoints/${endpointId}/replay`, { key, id: endpointId, body: { since: "2020-01-01T00:00:00Z" } });
    expect(replay.json.error!.code).toBe("INVALID_STATE");
    expect(await webhookRows()).toBe(disabled);
  });
});

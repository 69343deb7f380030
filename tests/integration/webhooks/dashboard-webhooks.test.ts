// Dashboard side: the webhook routes under /api/dashboard/webhooks, called with a real
// signed-in session (tests/support/dashboard-session.ts) against a real database, and a real
// local HTTP receiver for the deliveries the worker's job sends. Owners and developers manage
// endpoints; viewers read the list and the log but are refused every write (and the secret)
// with 403 and nothing written. The other mode's and another merchant's endpoints and
// deliveries are NOT_FOUND. A reveal is audited; a rotation keeps the old secret for its overlap;
// resend and replay follow the delivery's and the endpoint's state.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { openEndpoint } from "@/lib/webhooks/endpoint-secrets";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";
import { GET as listRoute, POST as createRoute } from "@/app/api/dashboard/webhooks/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/dashboard/webhooks/[id]/route";
import { POST as revealRoute } from "@/app/api/dashboard/webhooks/[id]/secret/route";
import { POST as rotateRoute } from "@/app/api/dashboard/webhooks/[id]/rotate/route";
import { POST as testRoute } from "@/app/api/dashboard/webhooks/[id]/test/route";
import { GET as deliveriesRoute } from "@/app/api/dashboard/webhooks/[id]/deliveries/route";
import { POST as replayRoute } from "@/app/api/dashboard/webhooks/[id]/replay/route";
import { GET as deliveryRoute } from "@/app/api/dashboard/webhooks/deliveries/[id]/route";
import { POST as resendRoute } from "@/app/api/dashboard/webhooks/deliveries/[id]/resend/route";

setupTestDatabase();

type Mode = "test" | "live";
let owner: SessionUser;
let developer: SessionUser;
let viewer: SessionUser;
let stranger: SessionUser;

// A receiver on this machine: answers 200 with a body the log must show, and counts what it got.
const received: { id: string | undefined; body: string }[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  const shop = await createTestMerchant({ name: "Webhook Shop" });
  const other = await createTestMerchant({ name: "Someone Else" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  developer = await addMember(shop.merchant.id, "developer");
  viewer = await addMember(shop.merchant.id, "viewer");
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ id: req.headers["webhook-id"] as string | undefined, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("receiver says thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const create = (user: SessionUser, body: unknown, mode: Mode = "test") => callAsUser(createRoute, user, { path: "/api/dashboard/webhooks", body, mode });
const list = (user: SessionUser, mode: Mode = "test") => callAsUser(listRoute, user, { path: "/api/dashboard/webhooks", mode });
const get = (user: SessionUser, id: string, mode: Mode = "test") => callAsUser(getRoute, user, { path: `/api/dashboard/webhooks/${id}`, params: { id }, mode });
const patch = (user: SessionUser, id: string, body: unknown, mode: Mode = "test") =>
  callAsUser(patchRoute, user, { path: `/api/dashboard/webhooks/${id}`, method: "PATCH", body, params: { id }, mode });
const remove = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(deleteRoute, user, { path: `/api/dashboard/webhooks/${id}`, method: "DELETE", params: { id }, mode });
const reveal = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(revealRoute, user, { path: `/api/dashboard/webhooks/${id}/secret`, body: {}, params: { id }, mode });
const rotate = (user: SessionUser, id: string, body: unknown, mode: Mode = "test") =>
  callAsUser(rotateRoute, user, { path: `/api/dashboard/webhooks/${id}/rotate`, body, params: { id }, mode });
const sendTest = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(testRoute, user, { path: `/api/dashboard/webhooks/${id}/test`, body: {}, params: { id }, mode });
const deliveries = (user: SessionUser, id: string, query = "", mode: Mode = "test") =>
  callAsUser(deliveriesRoute, user, { path: `/api/dashboard/webhooks/${id}/deliveries${query}`, params: { id }, mode });
const replay = (user: SessionUser, id: string, body: unknown, mode: Mode = "test") =>
  callAsUser(replayRoute, user, { path: `/api/dashboard/webhooks/${id}/replay`, body, params: { id }, mode });
const delivery = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(deliveryRoute, user, { path: `/api/dashboard/webhooks/deliveries/${id}`, params: { id }, mode });
const resend = (user: SessionUser, id: string, mode: Mode = "test") =>
  callAsUser(resendRoute, user, { path: `/api/dashboard/webhooks/deliveries/${id}/resend`, body: {}, params: { id }, mode });

async function newEndpoint(user: SessionUser = owner, extra: Record<string, unknown> = {}) {
  const res = await create(user, { url: receiverUrl, description: "Orders service", ...extra });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; url: string; enabled: boolean };
}

/** Everything a refused webhook action could have written, to compare before and after. */
async function writes(merchantId: string) {
  const [endpoints, deliveryRows, events, audit, jobs, attempts] = await Promise.all([
    db().webhookEndpoint.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
    db().webhookDelivery.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
    db().event.count({ where: { merchantId } }),
    db().auditLog.count({ where: { merchantId } }),
    db().job.count(),
    db().webhookAttempt.count(),
  ]);
  return { endpoints, deliveryRows, events, audit, jobs, attempts };
}

describe("endpoints: list, create, edit, delete", () => {
  it("owners and developers add endpoints with the service's defaults; the list shows the current mode only", async () => {
    const created = await create(developer, { url: receiverUrl, enabled_events: ["payment.success", "payout.*"], payload_version: "v1" });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data).toMatchObject({
      url: receiverUrl,
      description: null,
      enabled_events: ["payment.success", "payout.*"],
      payload_version: "v1",
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      mode: "test",
    });
    expect(created.json.data.id).toMatch(/^whe_/);
    expect(JSON.stringify(created.json)).not.toContain("whsec_");
    const audit = await db().auditLog.findFirst({ where: { targetId: created.json.data.id, action: "webhook_endpoint.created" } });
    expect(audit?.userId).toBe(developer.userId);

    const test = await list(viewer);
    expect(test.status).toBe(200);
    expect(test.json.data.endpoints.map((e: { id: string }) => e.id)).toContain(created.json.data.id);
    expect(test.json.data.max_endpoints).toBe(16);
    const live = await list(owner, "live");
    expect(live.json.data.endpoints).toEqual([]);
    const strangers = await list(stranger);
    expect(strangers.json.data.endpoints).toEqual([]);
  });

  it("a viewer is refused every write with 403 and nothing is written", async () => {
    const endpoint = await newEndpoint();
    const before = await writes(owner.merchantId);
    const attempts = [
      await create(viewer, { url: receiverUrl }),
      await patch(viewer, endpoint.id, { description: "changed" }),
      await remove(viewer, endpoint.id),
      await reveal(viewer, endpoint.id),
      await rotate(viewer, endpoint.id, {}),
      await sendTest(viewer, endpoint.id),
      await replay(viewer, endpoint.id, { since: new Date(Date.now() - 3_600_000).toISOString() }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.json.error?.code).toBe("UNAUTHORIZED");
    }
    expect(await writes(owner.merchantId)).toEqual(before);
  });

  it("bad input gets a clear error on its field and writes nothing", async () => {
    const before = await writes(owner.merchantId);
    const cases: [unknown, string, string][] = [
      [{}, "VALIDATION_ERROR", "url"],
      [{ url: receiverUrl, secret: "whsec_mine" }, "VALIDATION_ERROR", "secret"],
      [{ url: receiverUrl, payload_version: "v3" }, "VALIDATION_ERROR", "payload_version"],
      [{ url: receiverUrl, enabled_events: "payment.success" }, "VALIDATION_ERROR", "enabled_events"],
      [{ url: receiverUrl, enabled_events: ["payment.sucess"] }, "INVALID_VALUE", "enabled_events[0]"],
      [{ url: "ftp://example.com/hooks" }, "INVALID_VALUE", "url"],
      [{ url: "not a url" }, "INVALID_VALUE", "url"],
    ];
    for (const [body, code, field] of cases) {
      const res = await create(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.code).toBe(code);
      expect((res.json.error?.details as { field: string }[]).map((d) => d.field)).toContain(field);
    }
    // Live mode: https only, and never a private address.
    for (const url of ["http://example.com/hooks", "https://127.0.0.1/hooks", "https://169.254.169.254/latest"]) {
      const res = await create(owner, { url }, "live");
      expect(res.status, url).toBe(400);
      expect(res.json.error?.code).toBe("INVALID_VALUE");
    }
    expect(await writes(owner.merchantId)).toEqual(before);
  });

  it("edits, turns off and on (clearing the gateway's reason), and deletes", async () => {
    const endpoint = await newEndpoint(owner, { enabled_events: ["payment.success"] });
    const edited = await patch(developer, endpoint.id, { description: "Renamed", enabled_events: ["*"], payload_version: "v1" });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data).toMatchObject({ description: "Renamed", enabled_events: ["*"], payload_version: "v1", url: receiverUrl });

    const bad = await patch(owner, endpoint.id, { enabled: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.code).toBe("VALIDATION_ERROR");

    // The gateway turned it off after days of failures: the list and the page show why.
    await db().webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { enabled: false, disabledReason: "Every delivery failed for 120 hours in a row", disabledAt: new Date(), failingSince: new Date(Date.now() - 5 * 86_400_000) },
    });
    const shown = await get(viewer, endpoint.id);
    expect(shown.json.data).toMatchObject({ enabled: false, disabled_reason: "Every delivery failed for 120 hours in a row" });
    expect(shown.json.data.failing_since).not.toBeNull();

    const on = await patch(owner, endpoint.id, { enabled: true });
    expect(on.json.data).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });

    const off = await patch(owner, endpoint.id, { enabled: false });
    expect(off.json.data).toMatchObject({ enabled: false, disabled_reason: null });
    expect(off.json.data.disabled_at).not.toBeNull();

    const deleted = await remove(developer, endpoint.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toEqual({ id: endpoint.id, deleted: true });
    expect(await db().webhookEndpoint.findUnique({ where: { id: endpoint.id } })).toBeNull();
    expect((await get(owner, endpoint.id)).status).toBe(404);
  });

  it("the other mode's and another merchant's endpoints are NOT_FOUND for every route, and nothing changes", async () => {
    const endpoint = await newEndpoint();
    const before = await writes(owner.merchantId);
    const since = { since: new Date(Date.now() - 3_600_000).toISOString() };
    const answers = [
      await get(owner, endpoint.id, "live"),
      await patch(owner, endpoint.id, { description: "x" }, "live"),
      await remove(owner, endpoint.id, "live"),
      await reveal(owner, endpoint.id, "live"),
      await rotate(owner, endpoint.id, {}, "live"),
      await sendTest(owner, endpoint.id, "live"),
      await deliveries(owner, endpoint.id, "", "live"),
      await replay(owner, endpoint.id, since, "live"),
      await get(stranger, endpoint.id),
      await patch(stranger, endpoint.id, { description: "x" }),
      await remove(stranger, endpoint.id),
      await reveal(stranger, endpoint.id),
      await rotate(stranger, endpoint.id, {}),
      await sendTest(stranger, endpoint.id),
      await deliveries(stranger, endpoint.id),
      await replay(stranger, endpoint.id, since),
      await get(owner, "whe_notAnEndpointAtAll"),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.json)).toBe(404);
      expect(res.json.error?.code).toBe("NOT_FOUND");
    }
    expect(await writes(owner.merchantId)).toEqual(before);
  });
});

describe("signing secret: reveal and rotate", () => {
  it("reveal returns the stored secret and is audited each time; a refused reveal is not", async () => {
    const endpoint = await newEndpoint();
    const stored = openEndpoint(await db().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } }));
    const res = await reveal(developer, endpoint.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ secret: stored.secret, previous_secret: null, previous_secret_expires_at: null });
    expect(res.json.data.secret).toMatch(/^whsec_/);
    const audits = await db().auditLog.findMany({ where: { targetId: endpoint.id, action: "webhook_endpoint.secret_revealed" } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: developer.userId, actorType: "dashboard", mode: "test" });

    await reveal(viewer, endpoint.id);
    await reveal(stranger, endpoint.id);
    await reveal(owner, endpoint.id, "live");
    expect(await db().auditLog.count({ where: { targetId: endpoint.id, action: "webhook_endpoint.secret_revealed" } })).toBe(1);
  });

  it("rotate keeps the old secret signing for the chosen overlap; 0 drops it; outside 0-72 is refused", async () => {
    const endpoint = await newEndpoint();
    const original = (await reveal(owner, endpoint.id)).json.data.secret as string;

    for (const body of [{ expires_in_hours: 73 }, { expires_in_hours: -1 }, { expires_in_hours: 1.5 }, { expires_in_hours: "24" }]) {
      const refused = await rotate(owner, endpoint.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refused.json.error?.details as { field: string }[])[0].field).toBe("expires_in_hours");
    }
    expect((await reveal(owner, endpoint.id)).json.data.secret).toBe(original);

    const rotated = await rotate(developer, endpoint.id, { expires_in_hours: 48 });
    expect(rotated.status, JSON.stringify(rotated.json)).toBe(200);
    expect(rotated.json.data.secret).toMatch(/^whsec_/);
    expect(rotated.json.data.secret).not.toBe(original);
    expect(rotated.json.data.previous_secret).toBe(original);
    const expires = Date.parse(rotated.json.data.previous_secret_expires_at);
    expect(Math.abs(expires - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);
    expect(rotated.json.data.endpoint.previous_secret_expires_at).toBe(rotated.json.data.previous_secret_expires_at);
    const shown = await reveal(owner, endpoint.id);
    expect(shown.json.data).toEqual({ secret: rotated.json.data.secret, previous_secret: original, previous_secret_expires_at: rotated.json.data.previous_secret_expires_at });

    const defaulted = await rotate(owner, endpoint.id, {});
    expect(Math.abs(Date.parse(defaulted.json.data.previous_secret_expires_at) - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);

    const at_once = await rotate(owner, endpoint.id, { expires_in_hours: 0 });
    expect(at_once.json.data.previous_secret).toBeNull();
    expect((await reveal(owner, endpoint.id)).json.data).toMatchObject({ secret: at_once.json.data.secret, previous_secret: null });
    expect(await db().auditLog.count({ where: { targetId: endpoint.id, action: "webhook_endpoint.secret_rotated" } })).toBe(3);
  });
});

describe("deliveries: test event, log, attempts, resend, replay", () => {
  it("a test event is delivered to the receiver and the log shows its attempt; resend follows the delivery's state", async () => {
    const endpoint = await newEndpoint();
    const queued = await sendTest(developer, endpoint.id);
    expect(queued.status, JSON.stringify(queued.json)).toBe(201);
    expect(queued.json.data).toMatchObject({ endpoint_id: endpoint.id, event_type: "webhook_endpoint.test", status: "pending", attempts: 0, attempt_log: [] });
    const deliveryId = queued.json.data.id as string;

    // Still pending: a resend is refused and changes nothing.
    const early = await resend(owner, deliveryId);
    expect(early.status).toBe(409);
    expect(early.json.error?.code).toBe("INVALID_STATE");

    expect(await deliverWebhook(deliveryId, db())).toBe("done");
    const eventId = queued.json.data.event_id as string;
    expect(received.filter((r) => r.id === eventId)).toHaveLength(1);

    const shown = await delivery(viewer, deliveryId);
    expect(shown.status).toBe(200);
    expect(shown.json.data).toMatchObject({ status: "succeeded", attempts: 1, last_status_code: 200 });
    const [attempt] = shown.json.data.attempt_log;
    expect(attempt.request.url).toBe(receiverUrl);
    expect(attempt.request.headers["webhook-id"]).toBe(eventId);
    expect(attempt.request.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(JSON.parse(attempt.request.body)).toMatchObject({ event: "webhook_endpoint.test" });
    expect(attempt.response).toEqual({ status: 200, body: "receiver says thanks" });
    expect(attempt.duration_ms).toBeGreaterThanOrEqual(0);
    expect(attempt.error).toBeNull();

    // Viewers read but do not resend; another merchant or the other mode does not see it.
    expect((await resend(viewer, deliveryId)).status).toBe(403);
    for (const res of [await delivery(stranger, deliveryId), await delivery(owner, deliveryId, "live"), await resend(stranger, deliveryId), await resend(owner, deliveryId, "live")]) {
      expect(res.status).toBe(404);
      expect(res.json.error?.code).toBe("NOT_FOUND");
    }

    const again = await resend(developer, deliveryId);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.data).toMatchObject({ id: deliveryId, status: "pending", attempts: 0 });
    expect(again.json.data.attempt_log).toHaveLength(1); // the first round's attempt stays in the log
    expect(await deliverWebhook(deliveryId, db())).toBe("done");
    expect(received.filter((r) => r.id === eventId)).toHaveLength(2); // same webhook-id both times
    const after = await delivery(owner, deliveryId);
    expect(after.json.data.status).toBe("succeeded");
    expect(after.json.data.attempt_log).toHaveLength(2);
    expect(await db().auditLog.count({ where: { targetId: deliveryId, action: "webhook_delivery.resent" } })).toBe(1);

    // An endpoint turned off: resend is refused.
    await patch(owner, endpoint.id, { enabled: false });
    const off = await resend(owner, deliveryId);
    expect(off.status).toBe(409);
    expect(off.json.error?.code).toBe("INVALID_STATE");
    expect((await sendTest(owner, endpoint.id)).json.error?.code).toBe("INVALID_STATE");
  });

  it("the log filters by status and pages with cursors, newest first", async () => {
    const endpoint = await newEndpoint();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await sendTest(owner, endpoint.id)).json.data.id);
    await deliverWebhook(ids[0], db());
    await db().webhookDelivery.update({ where: { id: ids[1] }, data: { status: "failed", lastError: "connection refused" } });

    const all = await deliveries(viewer, endpoint.id);
    expect(all.status).toBe(200);
    expect(all.json.data.items.map((d: { id: string }) => d.id)).toEqual([...ids].reverse());
    const only = async (status: string) => (await deliveries(owner, endpoint.id, `?status=${status}`)).json.data.items.map((d: { id: string }) => d.id);
    expect(await only("succeeded")).toEqual([ids[0]]);
    expect(await only("failed")).toEqual([ids[1]]);
    expect(await only("pending")).toEqual([ids[2]]);

    const first = await deliveries(owner, endpoint.id, "?per_page=2");
    expect(first.json.data.items.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.data.pagination.has_more).toBe(true);
    const second = await deliveries(owner, endpoint.id, `?per_page=2&cursor=${first.json.data.pagination.next_cursor}`);
    expect(second.json.data.items.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    expect(second.json.data.pagination.has_more).toBe(false);
    const back = await deliveries(owner, endpoint.id, `?per_page=2&cursor=${second.json.data.pagination.prev_cursor}`);
    expect(back.json.data.items.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);

    for (const query of ["?status=done", "?per_page=0", "?per_page=101", "?cursor=nonsense", "?limit=5"]) {
      const res = await deliveries(owner, endpoint.id, query);
      expect(res.status, query).toBe(400);
      expect(["VALIDATION_ERROR", "INVALID_VALUE"]).toContain(res.json.error?.code);
    }
  });

  it("replay sends again every failed delivery since the chosen moment, and only those", async () => {
    const endpoint = await newEndpoint();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await sendTest(owner, endpoint.id)).json.data.id);
    await deliverWebhook(ids[2], db()); // succeeded: not replayed
    const old = new Date(Date.now() - 3 * 86_400_000);
    await db().webhookDelivery.update({ where: { id: ids[0] }, data: { status: "failed", createdAt: old } });
    await db().webhookDelivery.update({ where: { id: ids[1] }, data: { status: "failed" } });

    const before = await writes(owner.merchantId);
    for (const body of [{}, { since: "yesterday" }, { since: new Date(Date.now() + 3_600_000).toISOString() }, { since: old.toISOString(), all: true }]) {
      const res = await replay(owner, endpoint.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.code).toBe("VALIDATION_ERROR");
    }
    expect(await writes(owner.merchantId)).toEqual(before);

    const recent = await replay(developer, endpoint.id, { since: new Date(Date.now() - 86_400_000).toISOString() });
    expect(recent.status, JSON.stringify(recent.json)).toBe(200);
    expect(recent.json.data).toEqual({ replayed: 1, has_more: false });
    const status = async (id: string) => (await db().webhookDelivery.findUniqueOrThrow({ where: { id } })).status;
    expect([await status(ids[0]), await status(ids[1]), await status(ids[2])]).toEqual(["failed", "pending", "succeeded"]);

    const none = await replay(owner, endpoint.id, { since: new Date().toISOString() });
    expect(none.json.data).toEqual({ replayed: 0, has_more: false });

    await patch(owner, endpoint.id, { enabled: false });
    const off = await replay(owner, endpoint.id, { since: old.toISOString() });
    expect(off.status).toBe(409);
    expect(off.json.error?.code).toBe("INVALID_STATE");
    expect(await status(ids[0])).toBe("failed");
  });
});

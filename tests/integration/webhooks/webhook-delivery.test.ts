// Webhook deliveries through the real job worker (runDueJobs) to real local
// HTTP receivers whose answers each test sets. A 2xx stops; anything else is retried on the
// schedule (shortened to milliseconds here) until it is used up; 410 and five failing days turn
// the endpoint off; timeouts and redirects are failures, not followed; every attempt is logged;
// the body is exactly the bytes signed; the webhook-id is the event id on every retry; endpoints
// get their own format and filter; an event whose transaction rolled back is never sent.
import crypto from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { answerWith, startReceiver, type Receiver, type ReceivedRequest } from "@/tests/support/webhook-receiver";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { newId } from "@/lib/ids";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { recordEvent } from "@/lib/events/record-event";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { deliverWebhook, WEBHOOK_USER_AGENT } from "@/lib/webhooks/deliver-webhook";
import { GONE_REASON } from "@/lib/webhooks/endpoint-health";
import { ATTEMPT_RETENTION_MS, purgeOldWebhookAttempts } from "@/lib/webhooks/purge-webhook-attempts";
import { createWebhookEndpoint, rotateWebhookSecret, type EndpointInput } from "@/lib/webhooks/endpoints";
import { RESPONSE_BODY_LIMIT } from "@/lib/webhooks/send-webhook";

setupTestDatabase();

// Fast clock: the waits after the 1st, 2nd and 3rd failed attempts; 4 attempts in all.
const SCHEDULE = [60, 120, 180];
const saved = { ...process.env };
function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}
beforeAll(() => setEnv({ WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE.join(","), WEBHOOK_TIMEOUT_MS: "2000" }));
afterAll(() => {
  for (const key of ["WEBHOOK_RETRY_SCHEDULE_MS", "WEBHOOK_TIMEOUT_MS"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

const receivers: Receiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

const none = { params: Promise.resolve({}) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function merchantWithEndpoint(url: string, input: Partial<EndpointInput> = {}) {
  const m = await createTestMerchant();
  const endpoint = await createWebhookEndpoint(db(), { merchantId: m.merchant.id, mode: "test" }, { url, ...input }, { type: "cli" });
  return { m, merchantId: m.merchant.id, endpoint };
}

/** An event recorded the way every state change records one: in a transaction, with its deliveries. */
async function recordTestEvent(merchantId: string, type = "payout.success", payload: Record<string, unknown> = {}) {
  const objectId = newId("po");
  return db().$transaction((tx) =>
    recordEvent(tx, {
      merchantId,
      mode: "test",
      type,
      objectType: "payout",
      objectId,
      payload: { gateway_reference: objectId, status: type.split(".")[1], amount: 10, currency: "ETB", service_fee: 0.5, meta: {}, ...payload },
    }),
  );
}

const deliveryOf = (endpointId: string, eventId: string) => db().webhookDelivery.findUniqueOrThrow({ where: { endpointId_eventId: { endpointId, eventId } } });
const attemptsOf = (deliveryId: string) => db().webhookAttempt.findMany({ where: { deliveryId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
const endpointRow = (id: string) => db().webhookEndpoint.findUniqueOrThrow({ where: { id } });

/** Runs the worker's jobs until none of these deliveries is pending. */
async function runUntilSettled(deliveryIds: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await runDueJobs(db());
    if ((await db().webhookDelivery.count({ where: { id: { in: deliveryIds }, status: "pending" } })) === 0) return;
    if (Date.now() > deadline) throw new Error("deliveries still pending after the time limit");
    await sleep(5);
  }
}

/** Runs every due job until the queue has nothing due for a moment (an endpoint's whole traffic). */
async function drain() {
  for (let quiet = 0; quiet < 3; ) {
    quiet = (await runDueJobs(db())) > 0 ? 0 : quiet + 1;
    await sleep(20);
  }
}

/** Verifies a received request with the library receivers use, and with an HMAC written here. */
function expectSigned(request: ReceivedRequest, secret: string) {
  const headers = request.headers as Record<string, string>;
  expect(new Webhook(secret).verify(request.body, headers)).toEqual(JSON.parse(request.body));
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = crypto.createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.`).update(request.raw).digest("base64");
  expect(headers["webhook-signature"].split(" ")).toContain(`v1,${expected}`);
  expect(headers["gateway-signature"]).toBe(crypto.createHmac("sha256", secret).update(request.raw).digest("hex"));
}

describe("webhook delivery", () => {
  it("a 2xx stops: one attempt, succeeded, and the endpoint's failing streak cleared", async () => {
    const r = await receiver(answerWith(202, "accepted"));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    await db().webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: new Date(Date.now() - 3_600_000) } });
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    await runUntilSettled([delivery.id]);
    await drain();

    expect(r.requests).toHaveLength(1);
    expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 202, lastError: null, nextAttemptAt: null });
    expect(await attemptsOf(delivery.id)).toHaveLength(1);
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: true, failingSince: null });
    expectSigned(r.requests[0], endpoint.secret);
  });

  it("a 2xx through the worker: attempt, delivery, endpoint and job written together; the next delivery reuses the connection", async () => {
    // The connection is kept alive between deliveries to one receiver (the client's port is the same),
    // and the 2xx's one statement also marks the job done (the worker writes nothing after it).
    const ports: number[] = [];
    const r = await receiver((_q, res) => {
      ports.push(res.socket!.remotePort!);
      res.writeHead(200).end("ok");
    });
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    await db().webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: new Date(Date.now() - 60_000) } });
    const first = await recordTestEvent(merchantId);
    const d1 = await deliveryOf(endpoint.id, first.id);
    await runUntilSettled([d1.id]);
    const second = await recordTestEvent(merchantId);
    const d2 = await deliveryOf(endpoint.id, second.id);
    await runUntilSettled([d2.id]);

    expect(ports).toHaveLength(2);
    expect(ports[1]).toBe(ports[0]);
    for (const d of [d1, d2]) {
      expect(await db().webhookDelivery.findUniqueOrThrow({ where: { id: d.id } })).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
      expect(await attemptsOf(d.id)).toMatchObject([{ responseStatus: 200, responseBody: "ok", error: null }]);
      const job = await db().job.findFirstOrThrow({ where: { objectId: d.id } });
      expect(job).toMatchObject({ status: "done", attempts: 1, failures: 0, lockedBy: null, lockedUntil: null });
      expect(job.doneAt).toBeInstanceOf(Date);
    }
    expect(await endpointRow(endpoint.id)).toMatchObject({ failingSince: null });
  });

  it("a 500 is retried on the schedule, then the delivery is failed after schedule length + 1 attempts", async () => {
    const r = await receiver(answerWith(500, "boom"));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    await runUntilSettled([delivery.id]);
    await drain();

    const attempts = await attemptsOf(delivery.id);
    expect(attempts).toHaveLength(SCHEDULE.length + 1);
    expect(r.requests).toHaveLength(SCHEDULE.length + 1);
    expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({
      status: "failed",
      attempts: SCHEDULE.length + 1,
      lastStatusCode: 500,
      lastError: "the endpoint answered 500",
      nextAttemptAt: null,
    });
    expect(attempts.every((a) => a.responseStatus === 500 && a.responseBody === "boom" && a.error === "the endpoint answered 500")).toBe(true);
    // Each wait at least the scheduled one less its jitter (10%): attempts are not sent early.
    for (let i = 1; i < attempts.length; i++) {
      const gap = attempts[i].createdAt.getTime() - attempts[i - 1].createdAt.getTime();
      expect(gap, `wait before attempt ${i + 1}`).toBeGreaterThanOrEqual(Math.floor(SCHEDULE[i - 1] * 0.9));
      // And the receiver saw them no sooner either.
      expect(r.requests[i].at - r.requests[i - 1].at).toBeGreaterThanOrEqual(Math.floor(SCHEDULE[i - 1] * 0.9) - 5);
    }
    // Same event id on every retry, each signed.
    expect(new Set(r.requests.map((q) => q.headers["webhook-id"]))).toEqual(new Set([event.id]));
    for (const q of r.requests) expectSigned(q, endpoint.secret);
    // A failing streak started, but a few milliseconds of it does not turn the endpoint off.
    const after = await endpointRow(endpoint.id);
    expect(after.enabled).toBe(true);
    expect(after.failingSince).toEqual(attempts[0].createdAt);
  });

  it("a 500 then a 200 succeeds on the second attempt", async () => {
    const r = await receiver((_q, res, index) => res.writeHead(index === 0 ? 500 : 200).end());
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    await runUntilSettled([delivery.id]);
    await drain();

    expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "succeeded", attempts: 2, lastStatusCode: 200, lastError: null });
    expect((await attemptsOf(delivery.id)).map((a) => a.responseStatus)).toEqual([500, 200]);
    expect(r.requests).toHaveLength(2);
    expect(r.requests[1].body).toBe(r.requests[0].body);
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: true, failingSince: null });
  });

  it("410 Gone turns the endpoint off at once; its other deliveries fail unsent, and new events get none", async () => {
    const r = await receiver(answerWith(410, "gone"));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const first = await recordTestEvent(merchantId);
    const second = await recordTestEvent(merchantId, "payout.failed");
    const firstDelivery = await deliveryOf(endpoint.id, first.id);
    const secondDelivery = await deliveryOf(endpoint.id, second.id);
    // The first one is sent before the second (the worker's order is not ours to assume).
    expect(await deliverWebhook(firstDelivery.id, db())).toBe("done");
    await runUntilSettled([firstDelivery.id, secondDelivery.id]);
    await drain();

    expect(r.requests).toHaveLength(1);
    expect(r.requests[0].headers["webhook-id"]).toBe(first.id);
    expect(await deliveryOf(endpoint.id, first.id)).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: 410, nextAttemptAt: null });
    const off = await endpointRow(endpoint.id);
    expect(off).toMatchObject({ enabled: false, disabledReason: GONE_REASON });
    expect(off.disabledAt).toBeInstanceOf(Date);
    expect(await db().auditLog.count({ where: { targetId: endpoint.id, action: "webhook_endpoint.disabled" } })).toBe(1);
    // Queued before the endpoint went off: failed without a request, and says why.
    expect(await deliveryOf(endpoint.id, second.id)).toMatchObject({ status: "failed", attempts: 0, lastError: "not sent: the endpoint is disabled" });
    expect(await attemptsOf(secondDelivery.id)).toEqual([]);
    // After: a disabled endpoint gets no delivery at all.
    const later = await recordTestEvent(merchantId);
    expect(await db().webhookDelivery.count({ where: { eventId: later.id } })).toBe(0);
  });

  it("a receiver that never answers times out; the attempt says so and the delivery is retried", async () => {
    setEnv({ WEBHOOK_TIMEOUT_MS: "200" });
    try {
      const r = await receiver(() => {}); // reads the request, never answers
      const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
      const event = await recordTestEvent(merchantId);
      const delivery = await deliveryOf(endpoint.id, event.id);
      await runUntilSettled([delivery.id]);

      const attempts = await attemptsOf(delivery.id);
      expect(attempts).toHaveLength(SCHEDULE.length + 1);
      expect(r.requests).toHaveLength(SCHEDULE.length + 1);
      for (const a of attempts) {
        expect(a).toMatchObject({ responseStatus: null, responseBody: null, error: "timed out after 200 ms" });
        expect(a.durationMs).toBeGreaterThanOrEqual(195);
        expect(a.durationMs).toBeLessThan(2_000);
      }
      expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "failed", lastStatusCode: null, lastError: "timed out after 200 ms" });
    } finally {
      setEnv({ WEBHOOK_TIMEOUT_MS: "2000" });
    }
  });

  it("does not follow a redirect: the 302 is logged as the answer and retried; its target gets nothing", async () => {
    const target = await receiver(answerWith(200));
    const r = await receiver(answerWith(302, "", { location: target.url }));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    await runUntilSettled([delivery.id]);
    await drain();

    expect(target.requests).toEqual([]);
    expect(r.requests).toHaveLength(SCHEDULE.length + 1);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((a) => [a.responseStatus, a.error])).toEqual(attempts.map(() => [302, "the endpoint answered 302"]));
    expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "failed", lastStatusCode: 302 });
  });

  it("honours Retry-After: the next attempt waits what the receiver asked, up to the next step", async () => {
    setEnv({ WEBHOOK_RETRY_SCHEDULE_MS: "50,1000" });
    try {
      const r = await receiver((_q, res, index) => (index === 0 ? res.writeHead(503, { "retry-after": "1" }).end() : res.writeHead(200).end()));
      const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
      const event = await recordTestEvent(merchantId);
      const delivery = await deliveryOf(endpoint.id, event.id);
      expect(await deliverWebhook(delivery.id, db())).toEqual({ retryInMs: 1_000 }); // not ~50 ms: 1 s, as asked
      const waiting = await deliveryOf(endpoint.id, event.id);
      expect(waiting.nextAttemptAt!.getTime() - waiting.lastAttemptAt!.getTime()).toBe(1_000);
      // The queued job: the worker runs the next attempt; the delivery's own record says when.
      await db().job.updateMany({ where: { objectId: delivery.id, status: "queued" }, data: { runAt: waiting.nextAttemptAt! } });
      await runUntilSettled([delivery.id]);
      expect(r.requests).toHaveLength(2);
      expect(r.requests[1].at - r.requests[0].at).toBeGreaterThanOrEqual(990);
      expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "succeeded", attempts: 2 });

      // A Retry-After of a day is capped at the next step (1 s); one of 0 does not shorten the wait.
      const capped = await receiver(answerWith(503, "", { "retry-after": "86400" }));
      const other = await merchantWithEndpoint(capped.url);
      const e2 = await recordTestEvent(other.merchantId);
      const d2 = await deliveryOf(other.endpoint.id, e2.id);
      expect(await deliverWebhook(d2.id, db())).toEqual({ retryInMs: 1_000 });
      capped.answer = answerWith(503, "", { "retry-after": "0" });
      const second = await deliverWebhook(d2.id, db());
      expect(second).toMatchObject({ retryInMs: expect.any(Number) });
      expect((second as { retryInMs: number }).retryInMs).toBeGreaterThanOrEqual(900); // the 1 s step, less jitter
      expect(await deliverWebhook(d2.id, db())).toBe("done"); // the schedule is used up
      expect(await deliveryOf(other.endpoint.id, e2.id)).toMatchObject({ status: "failed", attempts: 3 });
    } finally {
      setEnv({ WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE.join(",") });
    }
  });

  it("logs each attempt: the request's headers and exact body, the status, the first 4 KB of the answer, the time taken", async () => {
    const big = Array.from({ length: 3_000 }, (_, i) => `line ${String(i).padStart(5, "0")}\n`).join(""); // ~36 KB
    const r = await receiver(answerWith(200, big, { "content-type": "text/plain" }));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId, "payout.success", { account: { account_name: "Abebe Kebede — ሰላም" } });
    const delivery = await deliveryOf(endpoint.id, event.id);
    await runUntilSettled([delivery.id]);

    const [attempt] = await attemptsOf(delivery.id);
    const [request] = r.requests;
    const headers = attempt.requestHeaders as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual(["Gateway-Signature", "content-type", "user-agent", "webhook-id", "webhook-signature", "webhook-timestamp"].sort());
    expect(headers).toMatchObject({ "content-type": "application/json", "user-agent": WEBHOOK_USER_AGENT, "webhook-id": event.id });
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(headers["Gateway-Signature"]).toMatch(/^[0-9a-f]{64}$/);
    // What was logged is what arrived.
    for (const [name, value] of Object.entries(headers)) expect(request.headers[name.toLowerCase()], name).toBe(value);
    expect(attempt.requestBody).toBe(request.body);
    expect(attempt.requestUrl).toBe(r.url);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/hooks");
    expect(attempt.responseStatus).toBe(200);
    expect(attempt.responseBody).toBe(big.slice(0, RESPONSE_BODY_LIMIT));
    expect(RESPONSE_BODY_LIMIT).toBe(4096);
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    expect(attempt.durationMs).toBeLessThan(2_000);
    expect(attempt.error).toBeNull();
    expect(attempt.createdAt.getTime()).toBeGreaterThanOrEqual(request.at - 1_000);
  });

  it("turns off an endpoint whose deliveries have failed for 5 days straight", async () => {
    const r = await receiver(answerWith(500));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    const start = Date.now();
    await deliverWebhook(delivery.id, db(), { now: () => new Date(start) });
    expect((await endpointRow(endpoint.id)).failingSince).toEqual(new Date(start));
    // 4 days 23 hours later, still failing: still on.
    await deliverWebhook(delivery.id, db(), { now: () => new Date(start + 5 * 86_400_000 - 3_600_000) });
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: true, failingSince: new Date(start), disabledReason: null });
    // 5 days: off, and the dashboard says why.
    await deliverWebhook(delivery.id, db(), { now: () => new Date(start + 5 * 86_400_000) });
    const off = await endpointRow(endpoint.id);
    expect(off).toMatchObject({ enabled: false, disabledAt: new Date(start + 5 * 86_400_000) });
    expect(off.disabledReason).toMatch(/failed for 120 hours/);
    // The delivery's queued job finds the endpoint off: failed, not sent again.
    await runUntilSettled([delivery.id]);
    expect(r.requests).toHaveLength(3);
    expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "failed", attempts: 3, lastError: "not sent: the endpoint is disabled" });

    // The same through the database's clock: a streak that began 5 days ago ends with one more failure.
    const r2 = await receiver(answerWith(500));
    const other = await merchantWithEndpoint(r2.url);
    await db().webhookEndpoint.update({ where: { id: other.endpoint.id }, data: { failingSince: new Date(Date.now() - 5 * 86_400_000 - 60_000) } });
    const e2 = await recordTestEvent(other.merchantId);
    await runUntilSettled([(await deliveryOf(other.endpoint.id, e2.id)).id]);
    expect(r2.requests).toHaveLength(1);
    expect((await endpointRow(other.endpoint.id)).enabled).toBe(false);
  });

  it("many failures at once (a receiver down): every attempt recorded, one streak, the endpoint turned off once with one audit record", async () => {
    // The retry storm: failures are recorded in grouped statements; only turning the
    // endpoint off is a transaction of its own, and of the calls that saw it due only one writes.
    const r = await receiver(answerWith(503));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const events = [];
    for (let i = 0; i < 12; i++) events.push(await recordTestEvent(merchantId));
    const deliveries = await Promise.all(events.map((e) => deliveryOf(endpoint.id, e.id)));
    const start = Date.now();
    // First, all at once on a healthy endpoint: the streak starts at the earliest failure, nobody turns it off.
    const results = await Promise.all(deliveries.map((d) => deliverWebhook(d.id, db(), { now: () => new Date(start) })));
    expect(results.every((result) => typeof result === "object" && result.retryInMs > 0)).toBe(true);
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: true, failingSince: new Date(start) });
    for (const d of deliveries) expect(await db().webhookDelivery.findUniqueOrThrow({ where: { id: d.id } })).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 503, lastError: "the endpoint answered 503" });
    expect(await db().webhookAttempt.count({ where: { deliveryId: { in: deliveries.map((d) => d.id) } } })).toBe(12);
    // Five days on, all at once again: each call sees the endpoint due; it is turned off once.
    const later = start + 5 * 86_400_000;
    await Promise.all(deliveries.map((d) => deliverWebhook(d.id, db(), { now: () => new Date(later) })));
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: false, failingSince: new Date(start), disabledAt: new Date(later) });
    expect(await db().auditLog.count({ where: { targetId: endpoint.id, action: "webhook_endpoint.disabled" } })).toBe(1);
    expect(await db().webhookAttempt.count({ where: { deliveryId: { in: deliveries.map((d) => d.id) } } })).toBe(24);
    expect(r.requests).toHaveLength(24);
  });

  it("sends exactly the bytes it signed (non-ASCII too), verified by standardwebhooks and an independent HMAC", async () => {
    const r = await receiver();
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId, "payout.success", { meta: { note: "ቡና ☕ \"quoted\" \\ back", emoji: "👍" } });
    await runUntilSettled([(await deliveryOf(endpoint.id, event.id)).id]);
    const [request] = r.requests;
    expect(Number(request.headers["content-length"])).toBe(request.raw.length);
    expect(request.raw.equals(Buffer.from(request.body, "utf8"))).toBe(true);
    expect(JSON.parse(request.body).meta).toEqual({ note: "ቡና ☕ \"quoted\" \\ back", emoji: "👍" });
    expectSigned(request, endpoint.secret);
    // One changed byte and neither check passes.
    const tampered = request.body.replace("ቡና", "ቡኔ");
    expect(() => new Webhook(endpoint.secret).verify(tampered, request.headers as Record<string, string>)).toThrow();
    expect(crypto.createHmac("sha256", endpoint.secret).update(tampered).digest("hex")).not.toBe(request.headers["gateway-signature"]);
  });

  it("signs with both secrets during a rotation, and with the new one only after the overlap", async () => {
    const r = await receiver();
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const rotated = await rotateWebhookSecret(db(), { merchantId, mode: "test", id: endpoint.id, otherMode: "unauthorized" }, 24, { type: "cli" });
    expect(rotated.secret).not.toBe(endpoint.secret);
    const event = await recordTestEvent(merchantId);
    await runUntilSettled([(await deliveryOf(endpoint.id, event.id)).id]);
    const [request] = r.requests;
    expect((request.headers["webhook-signature"] as string).split(" ")).toHaveLength(2);
    expectSigned(request, rotated.secret); // the new one (and Gateway-Signature with it)
    expect(new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>)).toEqual(JSON.parse(request.body)); // the old one

    // The overlap ends: the old secret no longer verifies.
    await db().webhookEndpoint.update({ where: { id: endpoint.id }, data: { previousSecretExpiresAt: new Date(Date.now() - 1_000) } });
    const later = await recordTestEvent(merchantId);
    await runUntilSettled([(await deliveryOf(endpoint.id, later.id)).id]);
    const last = r.withId(later.id)[0];
    expect((last.headers["webhook-signature"] as string).split(" ")).toHaveLength(1);
    expectSigned(last, rotated.secret);
    expect(() => new Webhook(endpoint.secret).verify(last.body, last.headers as Record<string, string>)).toThrow();
  });

  it("keeps the webhook-id (the event id) across retries, with a fresh webhook-timestamp for each attempt", async () => {
    const r = await receiver(answerWith(500));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    const t0 = Date.now();
    for (const offset of [0, 7_000, 65_000]) await deliverWebhook(delivery.id, db(), { now: () => new Date(t0 + offset) });
    expect(r.requests.map((q) => q.headers["webhook-id"])).toEqual([event.id, event.id, event.id]);
    expect(r.requests.map((q) => Number(q.headers["webhook-timestamp"]))).toEqual([0, 7_000, 65_000].map((o) => Math.floor((t0 + o) / 1000)));
    expect(new Set(r.requests.map((q) => q.body)).size).toBe(1);
    expect(new Set(r.requests.map((q) => q.headers["webhook-signature"])).size).toBe(3);
    for (const q of r.requests.slice(0, 2)) expectSigned(q, endpoint.secret); // within the library's 5-minute tolerance
    await runUntilSettled([delivery.id]);
  });

  it("sends each endpoint its format and its events: v1 and v2 for the same event, a payout.* filter", async () => {
    const v2 = await receiver();
    const v1 = await receiver();
    const payoutsOnly = await receiver();
    const { m, merchantId, endpoint: v2Endpoint } = await merchantWithEndpoint(v2.url);
    const scope = { merchantId, mode: "test" as const };
    const v1Endpoint = await createWebhookEndpoint(db(), scope, { url: v1.url, payloadVersion: "v1" }, { type: "cli" });
    const filtered = await createWebhookEndpoint(db(), scope, { url: payoutsOnly.url, enabledEvents: ["payout.*"] }, { type: "cli" });

    const key = m.keys.test.secret;
    expect((await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), none)).status).toBe(201);
    const body = { amount: 10, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } };
    const payoutRes = await createPayout(apiRequest("/v2/payouts", { key, body }), none);
    expect(payoutRes.status).toBe(201);
    const payoutRef = (await payoutRes.json()).data.gateway_reference as string;
    const payment = await createHostedPaymentFor(key, { amount: 25 });
    const card = { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: "4242" } } as const;
    expect((await submitPaymentAttempt(payment.token, card)).status).toBe("success");
    await drain();

    const events = await db().event.findMany({ where: { merchantId } });
    const idsOf = (types: string[]) => new Set(events.filter((e) => types.includes(e.type)).map((e) => e.id));
    const receivedIds = (rc: Receiver) => new Set(rc.requests.map((q) => q.headers["webhook-id"]));
    // Sets, not sequences: the order of arrival is not promised.
    expect(receivedIds(v2)).toEqual(new Set(events.map((e) => e.id)));
    expect(receivedIds(v1)).toEqual(idsOf(["payout.success", "payment.success"]));
    expect(receivedIds(payoutsOnly)).toEqual(idsOf(["payout.pending", "payout.processing", "payout.success"]));
    expect(events.filter((e) => e.type.startsWith("payment.")).length).toBeGreaterThan(0);

    // The same payout.success event, in each format, signed with each endpoint's own secret.
    const success = events.find((e) => e.type === "payout.success" && e.objectId === payoutRef)!;
    const inV2 = v2.withId(success.id)[0];
    const inV1 = v1.withId(success.id)[0];
    expect(JSON.parse(inV2.body)).toMatchObject({ id: success.id, event: "payout.success", webhook_type: "payout", amount: 10, gateway_reference: payoutRef });
    expect(JSON.parse(inV1.body)).toMatchObject({ event: "payout.success", amount: "10.00", reference: payoutRef, type: "payout" });
    expect(JSON.parse(inV1.body)).not.toHaveProperty("webhook_type");
    expectSigned(inV2, v2Endpoint.secret);
    expectSigned(inV1, v1Endpoint.secret);
    expectSigned(payoutsOnly.withId(success.id)[0], filtered.secret);
    expect(() => new Webhook(v2Endpoint.secret).verify(inV1.body, inV1.headers as Record<string, string>)).toThrow();
    // No delivery row for what an endpoint does not want.
    expect(await db().webhookDelivery.count({ where: { endpointId: filtered.id, eventType: { startsWith: "payment." } } })).toBe(0);
  });

  it("delivers every event even when the receiver fails some at first (no order assumed)", async () => {
    const failedOnce = new Set<string>();
    const r = await receiver((q, res) => {
      const id = String(q.headers["webhook-id"]);
      const n = Number(JSON.parse(q.body).amount);
      // Every third event fails its first attempt, so it arrives after later ones.
      if (n % 3 === 0 && !failedOnce.has(id)) {
        failedOnce.add(id);
        return res.writeHead(503).end();
      }
      res.writeHead(200).end();
    });
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const events = [];
    for (let amount = 1; amount <= 12; amount++) events.push(await recordTestEvent(merchantId, "payout.success", { amount }));
    const deliveries = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    await runUntilSettled(deliveries.map((d) => d.id));

    // As a set: each event arrived; the four that failed first arrived twice (the same webhook-id).
    expect(new Set(r.requests.map((q) => q.headers["webhook-id"]))).toEqual(new Set(events.map((e) => e.id)));
    expect(failedOnce.size).toBe(4);
    for (const e of events) expect(r.withId(e.id), e.id).toHaveLength(failedOnce.has(e.id) ? 2 : 1);
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.id, status: "succeeded" } })).toBe(12);
  });

  it("deletes attempts older than 30 days and keeps the rest (the cleanup job)", async () => {
    const r = await receiver(answerWith(500));
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    const event = await recordTestEvent(merchantId);
    const delivery = await deliveryOf(endpoint.id, event.id);
    await runUntilSettled([delivery.id]);
    const attempts = await attemptsOf(delivery.id);
    expect(attempts).toHaveLength(4);
    const now = new Date();
    const [oldest, old, recent] = attempts;
    await db().webhookAttempt.update({ where: { id: oldest.id }, data: { createdAt: new Date(now.getTime() - 45 * 86_400_000) } });
    await db().webhookAttempt.update({ where: { id: old.id }, data: { createdAt: new Date(now.getTime() - ATTEMPT_RETENTION_MS - 1_000) } });
    await db().webhookAttempt.update({ where: { id: recent.id }, data: { createdAt: new Date(now.getTime() - ATTEMPT_RETENTION_MS + 60_000) } });

    expect(await purgeOldWebhookAttempts(db(), now)).toBe(2);
    expect((await attemptsOf(delivery.id)).map((a) => a.id).sort()).toEqual([recent.id, attempts[3].id].sort());
    // The delivery and its event stay (the events feed keeps events forever).
    expect(await deliveryOf(endpoint.id, event.id)).toMatchObject({ status: "failed", attempts: 4 });
    expect(await purgeOldWebhookAttempts(db(), now)).toBe(0);
  });

  it("never delivers an event whose transaction rolled back", async () => {
    const r = await receiver();
    const { merchantId, endpoint } = await merchantWithEndpoint(r.url);
    let inside: { eventId: string; deliveries: number; jobs: number } | undefined;
    await expect(
      db().$transaction(async (tx) => {
        const event = await recordEvent(tx, { merchantId, mode: "test", type: "payout.success", objectType: "payout", objectId: newId("po"), payload: { amount: 1 } });
        const deliveries = await tx.webhookDelivery.findMany({ where: { eventId: event.id } });
        const jobs = await tx.job.count({ where: { objectId: { in: deliveries.map((d) => d.id) } } });
        inside = { eventId: event.id, deliveries: deliveries.length, jobs };
        throw new Error("the state change failed after its event was written");
      }),
    ).rejects.toThrow("the state change failed");
    // Inside the transaction the delivery and its job existed; the rollback took them too.
    expect(inside).toMatchObject({ deliveries: 1, jobs: 1 });
    const committed = await recordTestEvent(merchantId);
    await drain();
    expect(await db().event.count({ where: { id: inside!.eventId } })).toBe(0);
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
    expect(r.requests.map((q) => q.headers["webhook-id"])).toEqual([committed.id]);
  });
});

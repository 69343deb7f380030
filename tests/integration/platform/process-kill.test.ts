// Faults: processes killed with SIGKILL under load (PostgreSQL, real processes).
// 1. The API server (tests/support/api-server-child.ts) is killed in the middle of a burst of 60
//    idempotent writes (payment initializations, payouts, refunds, each with its own key); a new
//    one is started and every request is retried with its key and body until it gets an answer
//    that is not 5xx (a refused connection is retried too). Each request has exactly one effect,
//    a request answered before the kill is answered again as a replay, byte for byte, and the
//    ledger check is clean.
// 2. The worker (scripts/worker.ts) is killed while it moves payouts through the processor and
//    delivers their webhooks to a local receiver, then started again: each payout ends exactly
//    once (one terminal event, one settlement posting), each webhook delivery is recorded as
//    delivered once per endpoint, each event arrives at least once (duplicates are allowed by
//    at-least-once: counted and printed), and the ledger check is clean.
import { afterAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { killApiServerProcess, startApiServerProcess, type ApiServerProcess } from "@/tests/support/api-server-process";
import { killWorkerProcess, startWorkerProcess, waitUntil } from "@/tests/support/worker-process";
import { startReceiver } from "@/tests/support/webhook-receiver";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, validPaymentBody } from "@/tests/factories/payments";
import { POST as createPayoutRoute } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";

const database = setupTestDatabase();
checkLedgerAfterEach();

const noParams = { params: Promise.resolve({}) };
const card = { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: "4242" } } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PER_KIND = 20;

type Call = { kind: "payment" | "payout" | "refund"; path: string; key: string; body: string; paymentId?: string };
type Answer = { status: number; body: string; replayed: boolean };

async function send(baseUrl: string, secret: string, call: Call): Promise<Answer> {
  const res = await fetch(`${baseUrl}${call.path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json", "idempotency-key": call.key },
    body: call.body,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: await res.text(), replayed: res.headers.get("idempotent-replayed") === "true" };
}

const servers: ApiServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map(killApiServerProcess));
});

describe.skipIf(!onPostgres)("processes killed with SIGKILL (PostgreSQL, real processes)", () => {
  it("the API server killed mid-burst: every request retried with its key has exactly one effect; answered ones replay", { timeout: 120_000 }, async () => {
    const started = Date.now();
    const m = await createTestMerchant();
    const secret = m.keys.test.secret;
    await db().merchant.update({ where: { id: m.merchant.id }, data: { payoutFeesWaived: true } });
    // The server that takes over is started beside the first (as another instance behind a load
    // balancer would be): it shares nothing with it but the database, and its start-up time stays
    // out of the test's.
    const [first, next] = await Promise.all([startApiServerProcess(database.current.url!), startApiServerProcess(database.current.url!)]);
    servers.push(first, next);
    let server = first;
    const funded = await send(server.url, secret, { kind: "payout", path: "/v2/balances/test-funds", key: "fund-1", body: JSON.stringify({ amount: 5_000, currency: "USD" }) });
    expect(funded.status).toBe(201);
    // Paid payments to refund, one refund each (so "one refund per key" is "one refund per payment").
    const paid = await Promise.all(
      Array.from({ length: PER_KIND }, async () => {
        const p = await createHostedPaymentFor(secret, { amount: 50 });
        await submitPaymentAttempt(p.token, card);
        return p;
      }),
    );
    const preparedAt = Date.now();
    // Warm the server (route modules, pool connections), so the burst gets answers before the kill.
    const warm = await createHostedPaymentFor(secret, { amount: 50 });
    await submitPaymentAttempt(warm.token, card);
    const warmCalls: Call[] = [
      { kind: "payment", path: "/v2/payments/hosted", key: "warm-pay", body: JSON.stringify({ ...validPaymentBody, merchant_reference: "warm-ref" }) },
      { kind: "payout", path: "/v2/payouts", key: "warm-po", body: JSON.stringify({ amount: 1, currency: "USD", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe_usd" } }) },
      { kind: "refund", path: `/v2/payments/${warm.reference}/refunds`, key: "warm-rf", body: JSON.stringify({ amount: 10 }) },
    ];
    for (let round = 0; round < 3; round++) await Promise.all(warmCalls.map(async (c) => expect((await send(server.url, secret, c)).status).toBe(201)));

    const calls: Call[] = [];
    for (let i = 0; i < PER_KIND; i++) {
      calls.push({ kind: "payment", path: "/v2/payments/hosted", key: `kill-pay-${i}`, body: JSON.stringify({ ...validPaymentBody, merchant_reference: `kill-ref-${i}` }) });
      calls.push({
        kind: "payout",
        path: "/v2/payouts",
        key: `kill-po-${i}`,
        body: JSON.stringify({ amount: 1, currency: "USD", reason: `kill ${i}`, account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe_usd" } }),
      });
      calls.push({ kind: "refund", path: `/v2/payments/${paid[i].reference}/refunds`, key: `kill-rf-${i}`, body: JSON.stringify({ amount: 10, reason: `kill ${i}` }), paymentId: paid[i].reference });
    }

    // The burst: all at once; the server is killed after a few answers (or 100 ms).
    const before = new Map<string, Answer>();
    let answered = 0;
    const burst = Promise.allSettled(
      calls.map(async (call) => {
        const answer = await send(server.url, secret, call);
        before.set(call.key, answer);
        answered++;
      }),
    );
    const burstAt = Date.now();
    const killAt = burstAt + 1_000;
    await waitUntil("a few answers or a second", () => answered >= 10 || Date.now() >= killAt, 10_000, 1);
    const killed = await killApiServerProcess(server);
    expect(killed.signal).toBe("SIGKILL");
    const outcomes = await burst;
    const lost = outcomes.filter((o) => o.status === "rejected").length;
    expect(before.size + lost).toBe(calls.length);
    expect(lost).toBeGreaterThan(0); // killed mid-burst, not after it
    for (const answer of before.values()) expect(answer.status, answer.body).toBe(201);

    // A new server; every request again with its key and body until it answers something not 5xx.
    const killedAt = Date.now();
    server = next;
    const after = new Map<string, Answer>();
    let retries = 0;
    await Promise.all(
      calls.map(async (call) => {
        for (let attempt = 0; ; attempt++) {
          expect(attempt, `${call.key} never answered`).toBeLessThan(50);
          retries++;
          const answer = await send(server.url, secret, call).catch(() => null);
          // 409 IDEMPOTENCY_KEY_IN_USE: the dead server's transaction not yet ended by PostgreSQL.
          if (answer && answer.status < 500 && answer.status !== 409) return void after.set(call.key, answer);
          await sleep(100);
        }
      }),
    );
    const retriedAt = Date.now();
    await killApiServerProcess(server);

    // Answered before the kill: the retry is a replay of that very answer.
    for (const [key, answer] of before) {
      expect(after.get(key), key).toEqual({ ...answer, replayed: true });
    }
    // Not answered: done now, either fresh or replayed (it committed but its answer was lost).
    const lostButDone = calls.filter((c) => !before.has(c.key) && after.get(c.key)!.replayed).length;
    for (const call of calls) expect(after.get(call.key)!.status, `${call.key}: ${after.get(call.key)!.body}`).toBe(201);

    // Exactly one effect each.
    const payments = await db().payment.groupBy({ by: ["merchantReference"], where: { merchantId: m.merchant.id, merchantReference: { startsWith: "kill-ref-" } }, _count: true });
    expect(payments.map((p) => [p.merchantReference, p._count]).sort()).toEqual(calls.filter((c) => c.kind === "payment").map((c) => [JSON.parse(c.body).merchant_reference, 1]).sort());
    const payoutRefs = calls.filter((c) => c.kind === "payout").map((c) => JSON.parse(after.get(c.key)!.body).data.gateway_reference as string);
    expect(new Set(payoutRefs).size).toBe(PER_KIND);
    const payouts = await db().payout.findMany({ where: { merchantId: m.merchant.id, reason: { startsWith: "kill " } } });
    expect(payouts.map((p) => p.id).sort()).toEqual([...payoutRefs].sort());
    const refunds = await db().refund.groupBy({ by: ["paymentId"], where: { merchantId: m.merchant.id, paymentId: { not: warm.reference } }, _count: true });
    expect(refunds.map((r) => [r.paymentId, r._count]).sort()).toEqual(paid.map((p) => [p.reference, 1]).sort());
    expect(await db().idempotencyKey.count({ where: { merchantId: m.merchant.id, key: { startsWith: "kill-" } } })).toBe(calls.length);

    console.info(
      `process kill (API): ${calls.length} requests, ${before.size} answered before SIGKILL, ${lost} cut off (${lostButDone} of them had committed: replayed on retry), ` +
        `${retries} sends after the restart; setup ${preparedAt - started} ms, burst to SIGKILL ${killedAt - burstAt} ms, ` +
        `retries until every request was answered ${retriedAt - killedAt} ms, total ${Date.now() - started} ms`,
    );
  });

  it("the worker killed while it processes payouts and delivers webhooks: each payout ends once, each delivery recorded once", { timeout: 120_000 }, async () => {
    const started = Date.now();
    const m = await createTestMerchant();
    const secret = m.keys.test.secret;
    await db().merchant.update({ where: { id: m.merchant.id }, data: { payoutFeesWaived: true } });
    const arrivals = new Map<string, number>();
    const receiver = await startReceiver((request, response) => {
      const id = String(request.headers["webhook-id"]);
      arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
      setTimeout(() => response.writeHead(200).end("ok"), Math.floor(Math.random() * 10));
    });
    try {
      const endpointCreatedAt = new Date(Date.now() - 1);
      const endpoint = await createWebhookEndpoint(db(), { merchantId: m.merchant.id, mode: "test" }, { url: receiver.url }, { type: "cli" });
      const { addTestFunds } = await import("@/lib/ledger/add-test-funds");
      await db().$transaction((tx) => addTestFunds(tx, { merchantId: m.merchant.id, mode: "test", currency: "USD", amount: 1_000, actor: { type: "cli" } }));
      const COUNT = 40;
      const ids: string[] = [];
      for (let i = 0; i < COUNT; i++) {
        // One in five to an account the simulator fails (…1111): its money comes back.
        const account_number = i % 5 === 4 ? "1000123451111" : "1000123450000";
        const res = await createPayoutRoute(apiRequest("/v2/payouts", { key: secret, body: { amount: 1, currency: "USD", account: { account_name: "Abebe Kebede", account_number, bank_slug: "cbe_usd" } } }), noParams);
        expect(res.status).toBe(201);
        ids.push((await res.json()).data.gateway_reference);
      }
      const terminal = async () => db().payout.count({ where: { id: { in: ids }, status: { in: ["success", "failed"] } } });
      const workerEnv = { WORKER_INTERVAL_MS: "100", SIMULATOR_PAYOUT_PROCESSING_MS: "200", WEBHOOK_RETRY_SCHEDULE_MS: "10,10,10,10,10", WEBHOOK_TIMEOUT_MS: "2000" };

      const createdAt = Date.now();
      const first = startWorkerProcess(database.current.url, workerEnv);
      const requests = () => [...arrivals.values()].reduce((a, b) => a + b, 0);
      try {
        await waitUntil("some payouts to end and some webhooks to arrive", async () => (await terminal()) >= 8 && requests() >= 20, 60_000, 20);
      } finally {
        first.child.kill("SIGKILL"); // (also when the wait failed: no worker outlives the test)
      }
      expect((await first.exited).signal).toBe("SIGKILL");
      const atKill = { terminal: await terminal(), requests: requests(), at: Date.now() };
      expect(atKill.terminal).toBeLessThan(COUNT); // killed mid-run
      // The dead worker's leases run out (what the clock does after 60 s).
      await db().$executeRaw`UPDATE "Job" SET "lockedUntil" = now() - interval '1 second' WHERE "doneAt" IS NULL AND "lockedUntil" > now()`;

      const second = startWorkerProcess(database.current.url, workerEnv);
      let payoutsEndedAt = 0;
      try {
        await waitUntil("every payout to end", async () => (await terminal()) === COUNT, 60_000, 50);
        payoutsEndedAt = Date.now();
        await waitUntil("every delivery to succeed and every job to be done", async () => {
          const [open, jobs] = await Promise.all([db().webhookDelivery.count({ where: { endpointId: endpoint.id, status: { not: "succeeded" } } }), db().job.count({ where: { doneAt: null } })]);
          return open === 0 && jobs === 0;
        }, 60_000, 50);
      } finally {
        await killWorkerProcess(second);
      }

      // Each payout ended once: one terminal event, one settlement posting of the right kind.
      const payouts = await db().payout.findMany({ where: { id: { in: ids } } });
      expect(payouts.filter((p) => p.status === "failed").map((p) => p.id).sort()).toEqual(ids.filter((_, i) => i % 5 === 4).sort());
      const events = await db().event.findMany({ where: { objectId: { in: ids } } });
      const postings = await db().ledgerTransaction.findMany({ where: { referenceId: { in: ids }, kind: { in: ["payout_deliver", "payout_return"] } } });
      for (const p of payouts) {
        const ends = events.filter((e) => e.objectId === p.id && (e.type === "payout.success" || e.type === "payout.failed"));
        expect(ends.map((e) => e.type), p.id).toEqual([`payout.${p.status}`]);
        expect(postings.filter((t) => t.referenceId === p.id).map((t) => t.kind), p.id).toEqual([p.status === "success" ? "payout_deliver" : "payout_return"]);
      }
      // Each event recorded as delivered once for the endpoint, and arrived at least once.
      // (Every event of the merchant since the endpoint exists: the payouts' and the test funds'.)
      const wanted = await db().event.findMany({ where: { merchantId: m.merchant.id, createdAt: { gte: endpointCreatedAt } }, select: { id: true } });
      const deliveries = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
      const perEvent = new Map<string, number>();
      for (const d of deliveries) perEvent.set(d.eventId, (perEvent.get(d.eventId) ?? 0) + 1);
      expect(new Set(perEvent.keys())).toEqual(new Set(wanted.map((e) => e.id)));
      expect([...perEvent.values()].every((n) => n === 1)).toBe(true);
      expect(deliveries.every((d) => d.status === "succeeded")).toBe(true);
      expect(new Set(arrivals.keys())).toEqual(new Set(wanted.map((e) => e.id)));
      const duplicates = [...arrivals.values()].filter((n) => n > 1).length;
      console.info(
        `process kill (worker): ${COUNT} payouts (${payouts.filter((p) => p.status === "success").length} success, ${payouts.filter((p) => p.status === "failed").length} failed), ` +
          `${atKill.terminal} ended and ${atKill.requests} webhook requests before SIGKILL; ${wanted.length} events, ${requests()} webhook requests, ` +
          `${duplicates} events delivered more than once (at-least-once); setup ${createdAt - started} ms, start to SIGKILL ${atKill.at - createdAt} ms, ` +
          `restart to all payouts ended ${payoutsEndedAt - atKill.at} ms, total ${Date.now() - started} ms`,
      );
    } finally {
      await receiver.close();
    }
  });
});

describe.skipIf(onPostgres)("processes killed with SIGKILL, on PGlite", () => {
  it.skip("runs only on PostgreSQL (TEST_DATABASE_URL): PGlite allows one process", () => {});
});

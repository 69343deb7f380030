// A v1 payment's callback_url. The transition to a final status enqueues the call in
// its own transaction; the worker then calls GET callback_url?trx_ref=…&ref_id=…&status=… on a
// real local HTTP receiver, outside any transaction, and tries again on the webhook retry
// schedule (shortened here) after a failing answer, until a 2xx or the schedule is used up.
// In-process worker on both databases; the real worker process on PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { answerWith, startReceiver, type Receiver } from "@/tests/support/webhook-receiver";
import { killWorkerProcess, startWorkerProcess, waitUntil, type WorkerProcess } from "@/tests/support/worker-process";
import { callV1 } from "@/tests/support/v1";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { POST as initialize } from "@/app/v1/transaction/initialize/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { CALLBACK_USER_AGENT } from "@/lib/v1/send-payment-callback";

const database = setupTestDatabase();

const SCHEDULE = [80, 120, 160];
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, { WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE.join(","), WEBHOOK_TIMEOUT_MS: "2000" });
  resetEnvForTests();
});
afterAll(() => {
  for (const k of ["WEBHOOK_RETRY_SCHEDULE_MS", "WEBHOOK_TIMEOUT_MS"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
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

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Merchant;
beforeAll(async () => {
  m = await createTestMerchant();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const card = (number: string) => ({ method: "card" as const, card: { number, expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa" as const, last4: number.slice(-4) } });
const callbackJobs = (paymentId: string) => db().job.findMany({ where: { type: "payment.callback", objectId: paymentId }, orderBy: { createdAt: "asc" } });

async function v1Payment(txRef: string, callbackUrl?: string) {
  const res = await callV1(initialize, "/v1/transaction/initialize", { key: m.keys.test.secret, body: { json: { amount: 10, currency: "USD", tx_ref: txRef, ...(callbackUrl ? { callback_url: callbackUrl } : {}) } } });
  expect(res.status).toBe(200);
  const token = String(res.body.data.checkout_url).split("/checkout/")[1];
  const payment = await db().payment.findFirstOrThrow({ where: { merchantReference: txRef } });
  return { token, payment };
}

/** Runs due jobs until `done`, or fails after the time limit. */
async function work(done: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("timed out running jobs");
    await runDueJobs(db());
    await sleep(10);
  }
}

/** Runs due jobs for a while: nothing more should happen. */
async function idle(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await runDueJobs(db());
    await sleep(20);
  }
}

describe("callback_url, in-process worker", () => {
  it("success: the job is written with the transition; a 500 is retried after the schedule's wait, then the 200 ends it", async () => {
    const r = await receiver((_req, res, index) => res.writeHead(index === 0 ? 500 : 200).end(index === 0 ? "not yet" : "ok"));
    const { token, payment } = await v1Payment("cb-success", `${r.url}?shop=7`);
    expect(await callbackJobs(payment.id)).toEqual([]);
    const paid = await submitPaymentAttempt(token, card("4242424242424242"));
    expect(paid.status).toBe("success");
    // Committed together with the status and its event; nothing sent yet.
    expect(await callbackJobs(payment.id)).toMatchObject([{ status: "queued", payload: { payment_id: payment.id, status: "success" }, merchantId: m.merchant.id, mode: "test" }]);
    expect(r.requests).toHaveLength(0);

    await work(() => r.requests.length >= 2);
    await idle(400);
    expect(r.requests).toHaveLength(2);
    for (const request of r.requests) {
      expect(request.method).toBe("GET");
      expect(request.path).toBe(`/hooks?shop=7&trx_ref=cb-success&ref_id=${payment.id}&status=success`);
      expect(request.headers["user-agent"]).toBe(CALLBACK_USER_AGENT);
      expect(request.body).toBe("");
    }
    // The wait after the failed call follows the schedule (80 ms, ±10 %).
    expect(r.requests[1].at - r.requests[0].at).toBeGreaterThanOrEqual(SCHEDULE[0] * 0.9 - 5);
    expect(await callbackJobs(payment.id)).toMatchObject([{ status: "done", attempts: 2, failures: 0 }]);
  });

  it("failed then paid on a retry: one call per final status entered, failed first, then success", async () => {
    const r = await receiver(answerWith(204));
    const { token, payment } = await v1Payment("cb-failed", r.url);
    expect((await submitPaymentAttempt(token, card("4000000000000002"))).status).toBe("failed");
    await work(() => r.requests.length >= 1);
    expect((await submitPaymentAttempt(token, card("4242424242424242"))).status).toBe("success");
    await work(() => r.requests.length >= 2);
    await idle(200);
    expect(r.requests.map((q) => q.path)).toEqual([
      `/hooks?trx_ref=cb-failed&ref_id=${payment.id}&status=failed`,
      `/hooks?trx_ref=cb-failed&ref_id=${payment.id}&status=success`,
    ]);
  });

  it("a receiver that keeps failing gets the first call and one per scheduled wait, then the callback is given up", async () => {
    const r = await receiver(answerWith(503));
    const { token, payment } = await v1Payment("cb-down", r.url);
    await submitPaymentAttempt(token, card("4242424242424242"));
    await work(async () => (await callbackJobs(payment.id))[0]?.status === "done");
    await idle(400);
    expect(r.requests).toHaveLength(SCHEDULE.length + 1);
  });

  it("no callback_url (a v1 payment without one, or a v2 payment): no job, no call", async () => {
    const { token, payment } = await v1Payment("cb-none");
    await submitPaymentAttempt(token, card("4242424242424242"));
    const v2 = await createHostedPaymentFor(m.keys.test.secret, { amount: 5 });
    await submitPaymentAttempt(v2.token, card("4242424242424242"));
    expect(await callbackJobs(payment.id)).toEqual([]);
    expect(await callbackJobs(v2.reference)).toEqual([]);
  });
});

describe.skipIf(!onPostgres)("callback_url, the worker process (PostgreSQL)", () => {
  let worker: WorkerProcess | undefined;
  afterAll(async () => {
    if (worker) await killWorkerProcess(worker);
  });

  it("the worker calls it outside the request and retries after a failing answer", async () => {
    const r = await receiver((_req, res, index) => res.writeHead(index === 0 ? 502 : 200).end());
    const { token, payment } = await v1Payment("cb-process", r.url);
    await submitPaymentAttempt(token, card("4242424242424242"));
    worker = startWorkerProcess(database.current.url, { WEBHOOK_RETRY_SCHEDULE_MS: "50,50,50", WEBHOOK_TIMEOUT_MS: "2000", WORKER_INTERVAL_MS: "50" });
    await waitUntil("two callback calls", () => r.requests.length >= 2, 30_000);
    await waitUntil("the callback job done", async () => (await callbackJobs(payment.id))[0]?.status === "done", 30_000);
    expect(r.requests.map((q) => q.path)).toEqual([0, 1].map(() => `/hooks?trx_ref=cb-process&ref_id=${payment.id}&status=success`));
  });
});

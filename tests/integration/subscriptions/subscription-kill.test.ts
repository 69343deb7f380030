// A live MTN MoMo subscription's cycle, collected by push, whose worker is SIGKILLed at each step of
// the charge (PostgreSQL, a real worker process): the cycle's invoice is made once, its try charged
// once at MoMo whatever step the worker died at, and once the customer approves, the invoice is paid
// once and the subscription active. The worker's own sweep starts the cycle, as in production.
//   before_processor_request   the attempt recorded "processing"; nothing sent
//   after_processor_answer     MoMo accepted the request to pay; the answer not recorded
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { runWorkerToFault, waitUntil } from "@/tests/support/worker-process";
import { createTestMerchant } from "@/tests/factories/merchants";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { failStaleAttempts, STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { chargeInvoice } from "@/lib/billing/charge-invoice";
import { runDueJobs } from "@/lib/worker/run-due-jobs";

const database = setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const actor = { type: "cli" } as const;
let momo: MtnMomoFake;
let merchantId: string;
let planId: string;

const requestsToPay = (referenceId: string) =>
  momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/collection/v1_0/requesttopay" && r.headers["x-reference-id"] === referenceId).map((r) => r.status);

describe.skipIf(!onPostgres)("a subscription cycle whose worker is killed mid-charge (PostgreSQL, a real worker)", () => {
  beforeAll(async () => {
    momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null, latencyMs: 300 });
    const m = await createTestMerchant();
    merchantId = m.merchant.id;
    await createConnection({
      connector: "mtn_momo",
      mode: "live",
      credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
      baseUrl: momo.url,
    });
    invalidateConnectionCache();
    planId = (await createPlan(db(), { merchantId, mode: "live", input: { name: "Internet 30 GB", amount: 50_000, currency: "UGX", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor })).id;
  });
  afterAll(async () => {
    await momo?.close();
  });

  async function subscribe(phone: string) {
    return db().$transaction((tx) =>
      createSubscription(tx, { merchantId, mode: "live", otherMode: "unauthorized", input: { plan_reference: planId, customer: { first_name: "Nakato" }, collection_method: "push", payment_method: "mtn_momo", wallet_number: phone }, actor }),
    );
  }

  /** The invoice's one try: its payment and attempt, and the requests to pay MoMo got for it. */
  async function theTry(subscriptionId: string) {
    const invoices = await db().invoice.findMany({ where: { subscriptionId } });
    expect(invoices, "one invoice for the period").toHaveLength(1);
    const links = await db().invoicePayment.findMany({ where: { invoiceId: invoices[0].id } });
    expect(links, "one charge try").toHaveLength(1);
    const attempts = await db().paymentAttempt.findMany({ where: { paymentId: links[0].paymentId } });
    return { invoice: invoices[0], paymentId: links[0].paymentId, attempts };
  }

  it("killed after MoMo accepted the request to pay: the rerun asks, never sends again; the invoice is paid once", { timeout: 120_000 }, async () => {
    const sub = await subscribe("0772 100 201");
    const run = await runWorkerToFault(database.current.url, "after_processor_answer");
    expect(run.death, `the worker did not reach the fault point; stdout: ${run.stdout}`).toMatchObject({ signal: "SIGKILL" });
    const { invoice, paymentId, attempts } = await theTry(sub.id);
    expect(attempts).toHaveLength(1);
    const referenceId = momoReferenceId(attempts[0].id);
    expect(requestsToPay(referenceId)).toEqual([202]);

    // The job run again (its lease ended): it asks MoMo by the attempt's own id, and sends nothing.
    await chargeInvoice({ payment_id: paymentId, method: "mtn_momo", phone: "+256772100201" }, db(), { id: "job_rerun", type: "invoice.charge", attempts: 2, failures: 1, merchantId, lockedBy: "test" });
    expect(requestsToPay(referenceId)).toEqual([202]);
    momo.approve(referenceId);
    await waitUntil("the payment to succeed", async () => {
      const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempts[0].id } });
      if (attempt.outcome === "pending") await confirmPendingAttempt(attempt);
      return (await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status === "success";
    }, 20_000, 200);
    while ((await runDueJobs(db())) > 0);
    expect((await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status).toBe("paid");
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("active");
    expect(requestsToPay(referenceId)).toEqual([202]);
    expect(await db().invoicePayment.count({ where: { invoiceId: invoice.id } })).toBe(1);
  });

  it("killed before the request to pay was sent: nothing reaches MoMo, the try fails once stale, and the retry is the next try", { timeout: 120_000 }, async () => {
    const sub = await subscribe("0772 100 202");
    const run = await runWorkerToFault(database.current.url, "before_processor_request");
    expect(run.death, `the worker did not reach the fault point; stdout: ${run.stdout}`).toMatchObject({ signal: "SIGKILL" });
    const { invoice, paymentId, attempts } = await theTry(sub.id);
    expect(attempts).toHaveLength(1);
    expect(requestsToPay(momoReferenceId(attempts[0].id))).toEqual([]);

    // The rerun asks MoMo, which never heard of it: the attempt waits, then the stale sweep fails it.
    await chargeInvoice({ payment_id: paymentId, method: "mtn_momo", phone: "+256772100202" }, db(), { id: "job_rerun", type: "invoice.charge", attempts: 2, failures: 1, merchantId, lockedBy: "test" });
    expect(requestsToPay(momoReferenceId(attempts[0].id))).toEqual([]);
    await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000));
    while ((await runDueJobs(db())) > 0);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("failed");
    const after = await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect([after.status, after.chargeTries, after.nextChargeAt !== null]).toEqual(["open", 1, true]);
    const subscription = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(subscription.nextActionAt?.getTime()).toBe(after.nextChargeAt?.getTime());
  });
});

// A monthly UGX plan in live mode collected by MTN MoMo pre-approval, through the MoMo fake over real
// HTTP: the customer's wallet attached (the pre-approval prompt, approved on the phone), a subscription
// by `preapproval`, and three cycles run by moving the subscription's anchor three months back (live
// mode has no test clock): each cycle's invoice is paid by one request to pay that MoMo debits without
// a prompt, the invoices bill the method's customer, and the ledger holds. A rerun of a cycle's charge
// job asks MoMo about the attempt it sent, never sends another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { POST as attachRoute } from "@/app/v2/customers/[id]/payment-methods/route";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { runDueSubscriptions } from "@/lib/billing/run-due-subscriptions";
import { chargeInvoice } from "@/lib/billing/charge-invoice";

setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const actor = { type: "cli" } as const;
let momo: MtnMomoFake;
let merchantId: string;
let liveKey: string;
let customerId: string;

beforeAll(async () => {
  // Prompts wait for the customer (approvalDelayMs null); a pre-approved request to pay completes at once.
  momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  const m = await createTestMerchant();
  merchantId = m.merchant.id;
  liveKey = m.keys.live.secret;
  await createConnection({
    connector: "mtn_momo",
    mode: "live",
    credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
    baseUrl: momo.url,
    merchantId,
  });
  invalidateConnectionCache();
  customerId = (await db().$transaction((tx) => upsertCustomer(tx, { merchantId, mode: "live", customer: { email: "nakato@example.test", phone: "+256772123456", firstName: "Sarah", lastName: "Nakato" } })))!;
});
afterAll(async () => {
  await momo?.close();
});

const requestsToPay = () => momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/collection/v1_0/requesttopay");

/** The worker's part, in this process: due cycles, due jobs, and status sync of attempts MoMo is confirming. */
async function runWorkerUntil(done: () => Promise<boolean>, rounds = 300) {
  for (let i = 0; i < rounds; i++) {
    await runDueSubscriptions(db(), new Date());
    while ((await runDueJobs(db())) > 0);
    for (const attempt of await db().paymentAttempt.findMany({ where: { merchantId, outcome: "pending" } })) await confirmPendingAttempt(attempt);
    while ((await runDueJobs(db())) > 0);
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the worker never got there");
}

describe("an MTN MoMo pre-approval charged each cycle (live, the MoMo fake)", () => {
  it("attaches the wallet, the customer approves on the phone, and three monthly cycles are paid by one request to pay each", { timeout: 120_000 }, async () => {
    const res = await attachRoute(
      apiRequest(`/v2/customers/${customerId}/payment-methods`, {
        key: liveKey,
        body: { type: "mtn_momo", phone_number: "0772 123 456", currency: "UGX", description: "Internet 30 GB, UGX 50,000 a month" },
        headers: { "x-forwarded-for": "198.51.100.4", "user-agent": "isp-backend/1.0" },
      }),
      { params: Promise.resolve({ id: customerId }) },
    );
    const attached = (await res.json()) as { data: { payment_method_reference: string; status: string; processor: string } };
    expect(res.status, JSON.stringify(attached)).toBe(201);
    expect(attached.data).toMatchObject({ status: "pending", processor: "mtn_momo" });
    const pmId = attached.data.payment_method_reference;
    const preapprovals = momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/collection/v2_0/preapproval");
    expect(preapprovals.map((r) => r.headers["x-reference-id"])).toEqual([momoReferenceId(pmId)]);
    expect(JSON.parse(preapprovals[0].body)).toMatchObject({ payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerCurrency: "UGX", payerMessage: "Internet 30 GB, UGX 50,000 a month" });

    // The customer approves the prompt; the set-up job asks MoMo and records the mandate.
    momo.approve(momoReferenceId(pmId));
    await db().job.updateMany({ where: { type: "payment_method.set_up", objectId: pmId }, data: { runAt: new Date() } });
    while ((await runDueJobs(db())) > 0);
    const pm = await db().savedPaymentMethod.findUniqueOrThrow({ where: { id: pmId } });
    expect(pm).toMatchObject({ status: "active", kind: "wallet", walletNumber: "+256772123456", maskedPhone: "+2567•••••456", acceptedChannel: "phone_prompt", acceptedIp: "198.51.100.4", processorRef: momoReferenceId(pmId) });
    expect(pm.validUntil).not.toBeNull();
    // No second pre-approval was asked for: once MoMo's reference is kept, it is only asked about.
    expect(momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/collection/v2_0/preapproval")).toHaveLength(1);

    const plan = await createPlan(db(), { merchantId, mode: "live", input: { name: "Internet 30 GB", amount: 50_000, currency: "UGX", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor });
    const sub = await db().$transaction((tx) =>
      createSubscription(tx, { merchantId, mode: "live", otherMode: "unauthorized", input: { plan_reference: plan.id, customer: {}, collection_method: "preapproval", payment_method_reference: pmId }, actor }),
    );
    expect([sub.status, sub.customerId, sub.savedPaymentMethodId, sub.customerPhone]).toEqual(["incomplete", customerId, pmId, "+256772123456"]);

    // Three periods are due: the anchor two months and an hour ago (periods 0, 1 and 2 have started).
    const anchor = new Date();
    anchor.setUTCMonth(anchor.getUTCMonth() - 2);
    anchor.setUTCHours(anchor.getUTCHours() - 1);
    await db().subscription.update({ where: { id: sub.id }, data: { billingAnchor: anchor, nextActionAt: anchor } });
    momo.kit.reset();

    const paidInvoices = () => db().invoice.count({ where: { subscriptionId: sub.id, status: "paid" } });
    await runWorkerUntil(async () => (await paidInvoices()) === 3 && (await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).nextActionAt! > new Date());

    const invoices = await db().invoice.findMany({ where: { subscriptionId: sub.id }, orderBy: { periodIndex: "asc" } });
    expect(invoices.map((i) => [i.periodIndex, i.status, i.amountPaid, i.chargeTries, i.customerId])).toEqual([
      [0, "paid", 50_000n, 1, customerId],
      [1, "paid", 50_000n, 1, customerId],
      [2, "paid", 50_000n, 1, customerId],
    ]);
    const after = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect([after.status, after.periodsInvoiced]).toEqual(["active", 3]);

    // Exactly one request to pay per cycle, each keyed by its try's one attempt, to the pre-approval's payer.
    const tries = await db().invoicePayment.findMany({ where: { invoiceId: { in: invoices.map((i) => i.id) } } });
    expect(tries).toHaveLength(3);
    const attempts = await db().paymentAttempt.findMany({ where: { paymentId: { in: tries.map((t) => t.paymentId) } } });
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.outcome === "success" && a.connectionId === pm.connectionId && a.method === "mtn_momo")).toBe(true);
    const sent = requestsToPay();
    expect(sent.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(new Set(sent.map((r) => r.headers["x-reference-id"]))).toEqual(new Set(attempts.map((a) => momoReferenceId(a.id))));
    expect(sent.every((r) => (JSON.parse(r.body) as { payer: { partyId: string } }).payer.partyId === "256772123456")).toBe(true);

    // A rerun of a cycle's charge job (its lease ended after the charge) asks MoMo, and sends nothing.
    await chargeInvoice({ payment_id: tries[0].paymentId, saved_payment_method_id: pmId }, db(), { id: "job_rerun", type: "invoice.charge", attempts: 2, failures: 1, merchantId, lockedBy: "test" });
    expect(requestsToPay()).toHaveLength(3);
    expect(await db().paymentAttempt.count({ where: { paymentId: tries[0].paymentId } })).toBe(1);
  });
});

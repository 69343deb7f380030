// A USD plan in live mode collected by `token`, a card saved at Stripe, through the Stripe fake over
// real HTTP: the card attached (the setup page completed, as stripe-recurring.test.ts does), then each
// cycle an off-session PaymentIntent, paid. A card that needs its holder every time (4000 0027 6000 3184)
// fails each try with authentication_required and the subscription goes through dunning to past due,
// with the invoice's pay link as the fallback. Detaching the card stops the charges: the next try
// fails saying so without reaching Stripe, and the card is detached at Stripe too. The ledger holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { POST as attachRoute } from "@/app/v2/customers/[id]/payment-methods/route";
import { DELETE as detachRoute } from "@/app/v2/customers/[id]/payment-methods/[pm]/route";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { runDueSubscriptions } from "@/lib/billing/run-due-subscriptions";
import { serializeInvoice } from "@/lib/billing/serialize-billing";

setupTestDatabase();
checkLedgerAfterEach();

const KEY = "sk_live_mandatecard000000000000000000";
const WEBHOOK_SECRET = "whsec_mandatecard0000000000000000000";
const RETURN_URL = "https://shop.example/billing/card-saved";
const actor = { type: "cli" } as const;

let stripe: StripeFake;
let merchantId: string;
let liveKey: string;
let customerId: string;
let planId: string;

beforeAll(async () => {
  stripe = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
  const m = await createTestMerchant();
  merchantId = m.merchant.id;
  liveKey = m.keys.live.secret;
  await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: stripe.url, merchantId });
  invalidateConnectionCache();
  customerId = (await db().$transaction((tx) => upsertCustomer(tx, { merchantId, mode: "live", customer: { email: "jane@example.test", phone: null, firstName: "Jane", lastName: "Doe" } })))!;
  planId = (await createPlan(db(), { merchantId, mode: "live", input: { name: "Fiber 50 Mbps", amount: 12, currency: "USD", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor })).id;
});
afterAll(async () => {
  await stripe?.close();
});

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

/** A card attached through the API and saved on Stripe's page (3-D Secure completed when the card asks): active. */
async function savedCard(card: string) {
  const res = await attachRoute(apiRequest(`/v2/customers/${customerId}/payment-methods`, { key: liveKey, body: { type: "card", currency: "USD", return_url: RETURN_URL, description: "Fiber 50 Mbps, USD 12.00 a month" } }), {
    params: Promise.resolve({ id: customerId }),
  });
  const body = (await res.json()) as { data: { payment_method_reference: string; status: string; setup_url: string | null } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.data.status).toBe("pending");
  const pmId = body.data.payment_method_reference;
  const row = await db().savedPaymentMethod.findUniqueOrThrow({ where: { id: pmId } });
  expect(row.processorRef).toMatch(/^cs_live_/);
  expect(body.data.setup_url).toBe(`${stripe.url}/c/pay/${row.processorRef}`);
  const paid = await stripe.pay(row.processorRef!, card);
  if (paid.location?.includes("/3ds/")) stripe.authenticate(row.processorRef!, "complete");
  await db().job.updateMany({ where: { type: "payment_method.set_up", objectId: pmId }, data: { runAt: new Date() } });
  while ((await runDueJobs(db())) > 0);
  const active = await db().savedPaymentMethod.findUniqueOrThrow({ where: { id: pmId } });
  expect(active).toMatchObject({ status: "active", acceptedChannel: "hosted_page", setupUrl: null, last4: card.slice(-4) });
  return active;
}

const subscribe = (pmId: string, dunning?: { charge_attempts: number; retry_interval_hours: number }) =>
  db().$transaction((tx) =>
    createSubscription(tx, { merchantId, mode: "live", otherMode: "unauthorized", input: { plan_reference: planId, customer: {}, collection_method: "token", payment_method_reference: pmId, ...(dunning ? { dunning } : {}) }, actor }),
  );

/** Moves a subscription's time back: its anchor `months` earlier, and it acts now. */
async function moveBack(subscriptionId: string, months: number) {
  const s = await db().subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  const anchor = new Date(s.billingAnchor);
  anchor.setUTCMonth(anchor.getUTCMonth() - months);
  await db().subscription.update({ where: { id: subscriptionId }, data: { billingAnchor: anchor, nextActionAt: new Date(Date.now() - 1000) } });
}

const intentsPosted = () => stripe.kit.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").length;

describe("a saved Stripe card charged each cycle (live, the Stripe fake)", () => {
  it("pays two monthly cycles by off-session charges; detached, the next try fails saying so without reaching Stripe", { timeout: 120_000 }, async () => {
    const pm = await savedCard("4242424242424242");
    expect(pm).toMatchObject({ brand: "visa", last4: "4242", kind: "card", walletNumber: null });
    const sub = await subscribe(pm.id);
    expect(sub.customerId).toBe(customerId);
    await db().subscription.update({ where: { id: sub.id }, data: { billingAnchor: new Date(Date.now() - 32 * 86_400_000), nextActionAt: new Date(Date.now() - 32 * 86_400_000) } });
    const before = intentsPosted();
    await runWorkerUntil(async () => (await db().invoice.count({ where: { subscriptionId: sub.id, status: "paid" } })) === 2);
    const invoices = await db().invoice.findMany({ where: { subscriptionId: sub.id }, orderBy: { periodIndex: "asc" } });
    expect(invoices.map((i) => [i.status, i.amountPaid, i.chargeTries])).toEqual([
      ["paid", 1200n, 1],
      ["paid", 1200n, 1],
    ]);
    expect(intentsPosted() - before).toBe(2);
    const attempts = await db().paymentAttempt.findMany({ where: { merchantId, payment: { merchantReference: { in: invoices.map((i) => `${i.id}-1`) } } } });
    expect(attempts.map((a) => [a.outcome, a.method, a.cardLast4, a.processorRef?.slice(0, 3)])).toEqual([
      ["success", "card", "4242", "pi_"],
      ["success", "card", "4242", "pi_"],
    ]);
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("active");

    // Detached through the API: at once nothing is charged under it, and the job detaches the card at Stripe.
    const res = await detachRoute(apiRequest(`/v2/customers/${customerId}/payment-methods/${pm.id}`, { key: liveKey, method: "DELETE" }), { params: Promise.resolve({ id: customerId, pm: pm.id }) });
    expect(res.status).toBe(200);
    while ((await runDueJobs(db())) > 0);
    const stripePm = stripe.state.setupIntents.get(stripe.state.sessions.get(pm.processorRef!)!.setup_intent!)!.payment_method!;
    expect(stripe.state.paymentMethods.get(stripePm)).toMatchObject({ detached: true });

    await moveBack(sub.id, 1);
    const beforeDetached = intentsPosted();
    await runWorkerUntil(async () => (await db().invoice.findFirst({ where: { subscriptionId: sub.id, periodIndex: 2 } }))?.lastFailureReason != null);
    const third = await db().invoice.findFirstOrThrow({ where: { subscriptionId: sub.id, periodIndex: 2 } });
    expect([third.status, third.chargeTries]).toEqual(["open", 1]);
    expect(third.lastFailureReason).toMatch(/^The saved card was detached on \d{4}-\d{2}-\d{2}: pay the invoice on its page$/);
    expect(third.nextChargeAt).not.toBeNull();
    expect(serializeInvoice(third).hosted_invoice_url).toMatch(/\/invoice\/inv_live_/);
    expect(intentsPosted()).toBe(beforeDetached);
    expect(await db().event.count({ where: { objectId: third.id, type: "invoice.payment_failed" } })).toBe(1);
  });

  it("a card that needs its holder fails every try with authentication_required: dunning, then past due", { timeout: 120_000 }, async () => {
    const pm = await savedCard("4000002760003184");
    const sub = await subscribe(pm.id, { charge_attempts: 2, retry_interval_hours: 1 });
    await runWorkerUntil(async () => (await db().invoice.findFirst({ where: { subscriptionId: sub.id } }))?.lastFailureReason != null);
    const first = await db().invoice.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect([first.status, first.chargeTries, first.lastFailureReason]).toEqual(["open", 1, "authentication_required"]);
    const retryAt = first.nextChargeAt!;
    expect(Math.abs(retryAt.getTime() - Date.now() - 3_600_000)).toBeLessThan(60_000);
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).nextActionAt?.getTime()).toBe(retryAt.getTime());

    // The retry's time comes: the second and last try fails the same way; the subscription is past due.
    await db().subscription.update({ where: { id: sub.id }, data: { nextActionAt: new Date(Date.now() - 1000) } });
    await runWorkerUntil(async () => (await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).status === "past_due");
    const after = await db().invoice.findFirstOrThrow({ where: { id: first.id } });
    expect([after.status, after.chargeTries, after.lastFailureReason, after.nextChargeAt]).toEqual(["open", 2, "authentication_required", null]);
    const tries = await db().invoicePayment.findMany({ where: { invoiceId: first.id }, orderBy: { try: "asc" } });
    expect(tries.map((t) => t.outcome)).toEqual(["failed", "failed"]);
    expect(await db().event.count({ where: { objectId: first.id, type: "invoice.payment_failed" } })).toBe(2);
    expect(await db().event.count({ where: { objectId: sub.id, type: "subscription.past_due" } })).toBe(1);
    expect(serializeInvoice(after).hosted_invoice_url).not.toBeNull();
  });
});

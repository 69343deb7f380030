// The v2 and v1 bodies a webhook endpoint receives, built from real event
// rows (payments paid, failed, cancelled and refunded through the checkout and the API; payouts
// through the API and the worker) and the payment row with its split rules, as the delivery job
// builds them. Exact key sets: a field added or dropped is a change of the public contract.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import type { Event } from "@/lib/generated/prisma/client";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { v1Payload, v2Payload, webhookBody, webhookType, type PaymentContext } from "@/lib/webhooks/payloads";

setupTestDatabase();

const none = { params: Promise.resolve({}) };
const card = (number: string) =>
  ({ method: "card", card: { number, expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: number.slice(-4) } }) as const;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let merchantId: string;
let subaccount: string;
let paidRef: string;
let failedRef: string;
let cancelledRef: string;
let payoutRef: string;
let failedPayoutRef: string;

async function eventOf(objectId: string, type: string): Promise<Event> {
  return db().event.findFirstOrThrow({ where: { objectId, type }, orderBy: { createdAt: "asc" } });
}

async function paymentOf(id: string): Promise<PaymentContext> {
  return db().payment.findUniqueOrThrow({ where: { id }, include: { splits: true } });
}

/** What the delivery job sends (lib/webhooks/deliver-webhook.ts): the payment row for payment events. */
async function bodies(event: Event) {
  const payment = event.objectType === "payment" ? await paymentOf(event.objectId) : null;
  return { v2: v2Payload(event, payment), v1: v1Payload(event, payment), payment };
}

beforeAll(async () => {
  const m = await createTestMerchant();
  merchantId = m.merchant.id;
  const key = m.keys.test.secret;
  // Balance for the refunds (the fee is not given back, so refunding all needs more than the net).
  await db().$transaction((tx) => addTestFunds(tx, { merchantId, mode: "test", currency: "USD", amount: 500, actor: { type: "cli" } }));
  subaccount = await createSubaccountFor(key, {
    currency: "USD",
    split_value: 90,
    account: { account_name: "Partner", account_number: String(1000000000000 + Math.floor(Math.random() * 1e9)), bank_slug: "cbe_usd" },
  });

  const paid = await createHostedPaymentFor(key, {
    amount: 100,
    merchant_reference: "order-1001",
    meta: { order_id: "1001", note: "gift" },
    subaccounts: [{ subaccount_reference: subaccount }],
  });
  expect((await submitPaymentAttempt(paid.token, card("4242424242424242"))).status).toBe("success");
  paidRef = paid.reference;
  for (const amount of [30, 70]) {
    const res = await refundRoute(apiRequest(`/v2/payments/${paidRef}/refunds`, { key, body: { amount } }), { params: Promise.resolve({ reference: paidRef }) });
    expect(res.status).toBe(201);
  }

  const failed = await createHostedPaymentFor(key, { amount: 12.5, merchant_reference: "order-1002" });
  expect((await submitPaymentAttempt(failed.token, card("4000000000000002"))).status).toBe("failed");
  failedRef = failed.reference;

  const cancelled = await createHostedPaymentFor(key, { amount: 7 });
  await cancelPayment(db(), { paymentId: cancelled.reference, merchantId, mode: "test", actor: { type: "cli" }, reason: "customer changed their mind" });
  cancelledRef = cancelled.reference;

  expect((await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), none)).status).toBe(201);
  const payout = async (ending: string, reference: string) => {
    const body = { amount: 10, currency: "ETB", merchant_reference: reference, account: { account_name: "Abebe Kebede", account_number: `100012345${ending}`, bank_slug: "cbe" } };
    const res = await createPayout(apiRequest("/v2/payouts", { key, body }), none);
    expect(res.status).toBe(201);
    return (await res.json()).data.gateway_reference as string;
  };
  payoutRef = await payout("0000", "po-1");
  failedPayoutRef = await payout("1111", "po-2"); // the simulator fails accounts ending 1111
  while ((await runDueJobs(db())) > 0);
}, 60_000);

const V2_COMMON = ["id", "event", "webhook_type", "status", "mode", "amount", "currency", "merchant_reference", "gateway_reference", "created_at", "updated_at", "meta"];
const V2_PAYMENT = [...V2_COMMON, "payment_type", "payment_method", "service_fee", "customer", "reason", "amount_refunded", "split"];
const V2_PAYOUT = [...V2_COMMON, "account", "service_fee", "processed_at", "reason", "previous_status"];
const V1_FIELDS = [
  "event", "first_name", "last_name", "email", "mobile", "currency", "amount", "charge", "status", "mode",
  "reference", "tx_ref", "payment_method", "type", "customization", "meta", "created_at", "updated_at",
];
const sorted = (keys: string[]) => [...new Set(keys)].sort();

describe("v2 payloads", () => {
  it("payment.success: the flat fields, the full amount of a split payment, meta with order_id, and the split rules", async () => {
    const event = await eventOf(paidRef, "payment.success");
    const { v2, payment } = await bodies(event);
    expect(Object.keys(v2).sort()).toEqual(sorted(V2_PAYMENT));
    expect(v2).toMatchObject({
      id: event.id,
      event: "payment.success",
      webhook_type: "payment",
      status: "success",
      mode: "test",
      amount: 100, // the customer paid 100.00; 90.00 of it goes to the subaccount (events rule 1: still 100)
      currency: "USD",
      merchant_reference: "order-1001",
      gateway_reference: paidRef,
      meta: { order_id: "1001", note: "gift" },
      payment_type: payment!.paymentType,
      payment_method: "card",
      service_fee: 2.9,
      customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" },
      reason: null,
      amount_refunded: 0,
    });
    expect(v2.created_at).toBe(payment!.createdAt.toISOString());
    expect(v2.updated_at).toMatch(ISO);
    // The rules given at initialization (events rule 2: reconciliation), with each share's amount.
    expect(v2.split).toEqual([{ subaccount_reference: subaccount, split_type: "percentage", split_value: 90, amount: 90, fee: expect.any(Number) }]);
  });

  it("payment.failed and payment.cancelled carry the reason", async () => {
    const failed = (await bodies(await eventOf(failedRef, "payment.failed"))).v2;
    expect(failed).toMatchObject({ event: "payment.failed", webhook_type: "payment", status: "failed", amount: 12.5, merchant_reference: "order-1002", split: [] });
    expect(failed.reason).toEqual(expect.any(String));
    expect(failed.reason).not.toBe("");
    const cancelled = (await bodies(await eventOf(cancelledRef, "payment.cancelled"))).v2;
    expect(Object.keys(cancelled).sort()).toEqual(sorted(V2_PAYMENT));
    expect(cancelled).toMatchObject({ event: "payment.cancelled", status: "cancelled", amount: 7, reason: "customer changed their mind", meta: {} });
  });

  it("refund events are webhook_type refund, with the full payment amount and what was refunded", async () => {
    const partial = await bodies(await eventOf(paidRef, "payment.partially_refunded"));
    expect(partial.v2).toMatchObject({
      event: "payment.partially_refunded",
      webhook_type: "refund",
      status: "partially_refunded",
      amount: 100,
      amount_refunded: 30,
      refund_reference: expect.stringMatching(/^rfd_/),
      refund_amount: 30,
      gateway_reference: paidRef,
    });
    const full = await bodies(await eventOf(paidRef, "payment.fully_refunded"));
    expect(full.v2).toMatchObject({ event: "payment.fully_refunded", webhook_type: "refund", status: "fully_refunded", amount: 100, amount_refunded: 100, refund_amount: 70 });
    expect(full.v2.refund_reference).not.toBe(partial.v2.refund_reference);
    expect(webhookType("payment.partially_refunded")).toBe("refund");
    expect(webhookType("payment.success")).toBe("payment");
    expect(webhookType("payout.failed")).toBe("payout");
  });

  it("payout events add account, service_fee and processed_at", async () => {
    const success = (await bodies(await eventOf(payoutRef, "payout.success"))).v2;
    expect(Object.keys(success).sort()).toEqual(sorted(V2_PAYOUT));
    const row = await db().payout.findUniqueOrThrow({ where: { id: payoutRef } });
    expect(success).toMatchObject({
      event: "payout.success",
      webhook_type: "payout",
      status: "success",
      mode: "test",
      amount: 10,
      currency: "ETB",
      merchant_reference: "po-1",
      gateway_reference: payoutRef,
      account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" },
      service_fee: expect.any(Number),
      processed_at: row.processedAt!.toISOString(),
      reason: null,
      previous_status: "processing",
      meta: {},
    });
    // Before the final word there is no processed_at.
    expect((await bodies(await eventOf(payoutRef, "payout.pending"))).v2).toMatchObject({ webhook_type: "payout", status: "pending", processed_at: null });
    const failed = (await bodies(await eventOf(failedPayoutRef, "payout.failed"))).v2;
    expect(failed).toMatchObject({ event: "payout.failed", status: "failed", processed_at: expect.stringMatching(ISO) });
    expect(failed.reason).toEqual(expect.any(String));
  });

  it("is compact JSON, and the same bytes on every retry even after the payment changed", async () => {
    const event = await eventOf(paidRef, "payment.success");
    // The payment is fully refunded now; the success event's body still says success, refunded 0.
    expect((await paymentOf(paidRef)).status).toBe("fully_refunded");
    const { payment } = await bodies(event);
    const body = webhookBody("v2", event, payment)!;
    expect(body).toBe(JSON.stringify(JSON.parse(body)));
    expect(body).not.toMatch(/\n|": /);
    expect(JSON.parse(body)).toMatchObject({ status: "success", amount_refunded: 0 });
    expect(webhookBody("v2", event, await paymentOf(paidRef))).toBe(body);
  });
});

describe("v1 payloads", () => {
  it("charge.success: the older names, money as strings with two decimals", async () => {
    const event = await eventOf(paidRef, "payment.success");
    const { v1, payment } = await bodies(event);
    expect(Object.keys(v1!).sort()).toEqual(sorted(V1_FIELDS));
    expect(v1).toEqual({
      event: "charge.success",
      first_name: "Abebe",
      last_name: "Kebede",
      email: "abebe@example.test",
      mobile: "+251911234567",
      currency: "USD",
      amount: "100.00",
      charge: "2.90",
      status: "success",
      mode: "test",
      reference: paidRef,
      tx_ref: "order-1001",
      payment_method: "card",
      type: payment!.paymentType,
      customization: payment!.customization,
      meta: { order_id: "1001", note: "gift" },
      created_at: payment!.createdAt.toISOString(),
      updated_at: expect.stringMatching(ISO),
    });
  });

  it("charge.failed, charge.cancelled and charge.refunded", async () => {
    const failed = (await bodies(await eventOf(failedRef, "payment.failed"))).v1!;
    expect(failed).toMatchObject({ event: "charge.failed", amount: "12.50", status: "failed", tx_ref: "order-1002" });
    expect((await bodies(await eventOf(cancelledRef, "payment.cancelled"))).v1).toMatchObject({ event: "charge.cancelled", amount: "7.00", status: "cancelled", tx_ref: null });
    for (const type of ["payment.partially_refunded", "payment.fully_refunded"]) {
      expect((await bodies(await eventOf(paidRef, type))).v1, type).toMatchObject({ event: "charge.refunded", status: "refunded", amount: "100.00", reference: paidRef });
    }
  });

  it("payout.success and payout.failed, with the account", async () => {
    const success = (await bodies(await eventOf(payoutRef, "payout.success"))).v1!;
    expect(success).toMatchObject({
      event: "payout.success",
      first_name: "Abebe Kebede",
      last_name: null,
      email: null,
      currency: "ETB",
      amount: "10.00",
      charge: expect.stringMatching(/^\d+\.\d\d$/),
      status: "success",
      reference: payoutRef,
      tx_ref: "po-1",
      payment_method: "cbe",
      type: "payout",
      account_number: "1000123450000",
      bank_slug: "cbe",
    });
    expect((await bodies(await eventOf(failedPayoutRef, "payout.failed"))).v1).toMatchObject({ event: "payout.failed", status: "failed", amount: "10.00" });
  });

  it("is null for the events v1 has no name for (they are not sent to v1 endpoints)", async () => {
    expect((await bodies(await eventOf(payoutRef, "payout.pending"))).v1).toBeNull();
    expect((await bodies(await eventOf(payoutRef, "payout.processing"))).v1).toBeNull();
    const success = await eventOf(paidRef, "payment.success");
    const payment = await paymentOf(paidRef);
    for (const type of ["payment.auth_needed", "payment.incomplete", "payment.blocked", "payment.duplicate_charge_refunded", "payout.reversed"]) {
      expect(v1Payload({ ...success, type }, payment), type).toBeNull();
      expect(webhookBody("v1", { ...success, type }, payment), type).toBeNull();
    }
    // v2 has a body for every one of them.
    expect(webhookBody("v2", { ...success, type: "payment.blocked" }, payment)).toEqual(expect.any(String));
  });

  it("every event of this merchant has a v2 body; v1 only for the charge.* and payout.success/failed names", async () => {
    const events = await db().event.findMany({ where: { merchantId } });
    const v1Names = new Set<string>();
    for (const event of events) {
      const { v2, v1 } = await bodies(event);
      expect(v2.id).toBe(event.id);
      if (v1) v1Names.add(String(v1.event));
    }
    expect([...v1Names].sort()).toEqual(["charge.cancelled", "charge.failed", "charge.refunded", "charge.success", "payout.failed", "payout.success"]);
  });
});

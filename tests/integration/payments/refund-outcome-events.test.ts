// A refund's outcome is an event of its own, written with the status change: refund.succeeded for a
// test-mode refund (final at once, in the refund's one statement) and for a processor's confirmed
// refund; refund.failed when the processor refuses one, which also gives the money back to the
// available balance and moves the payment's status back to what its other refunds say. The refused
// refunds are live MTN MoMo refunds the MoMo fake rejects; the ledger check runs after each case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { startReceiver, type Receiver } from "@/tests/support/webhook-receiver";
import { balanceOf, checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { postCharge } from "@/tests/factories/charges";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { POST as createEndpoint } from "@/app/v2/webhook-endpoints/route";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { syncRefund } from "@/lib/refunds/send-refund";

setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });

let fake: MtnMomoFake;
let shop: Awaited<ReturnType<typeof createTestMerchant>>;
let connectionId: string;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  shop = await createTestMerchant();
  const connection = await createConnection({
    connector: "mtn_momo",
    mode: "live",
    credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
    baseUrl: fake.url,
    merchantId: null,
  });
  connectionId = connection.id;
  invalidateConnectionCache();
  // Refunds come out of the available balance: live funds besides the payments' own shares.
  await addLiveFundsFor(shop.merchant.id, 1_000_000n, "UGX");
  // A test-mode endpoint that wants refund events only: the family filter knows the new types.
  const res = await createEndpoint(apiRequest("/v2/webhook-endpoints", { key: shop.keys.test.secret, body: { url: receiver.url, enabled_events: ["refund.*"] } }), { params: Promise.resolve({}) });
  expect(res.status, await res.clone().text()).toBe(201);
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
  await db().processorConnection.updateMany({ where: { id: connectionId }, data: { enabled: false } });
  invalidateConnectionCache();
});

const refund = async (key: string, reference: string, amount?: number) => {
  const res = await refundRoute(apiRequest(`/v2/payments/${reference}/refunds`, { key, body: amount === undefined ? {} : { amount } }), { params: Promise.resolve({ reference }) });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.data as { refund_reference: string; status: string; payment: { status: string; amount_refunded: number } };
};
const eventsOf = (objectId: string) => db().event.findMany({ where: { objectId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
const deliveriesOf = async (eventId: string) => db().webhookDelivery.count({ where: { eventId } });
const payment = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });
const available = () => balanceOf("merchant_available", shop.merchant.id, "UGX", "live");

/** A live MoMo payment of 5,000 UGX, approved by the payer and confirmed. */
async function paidMomoPayment(merchantReference: string): Promise<string> {
  const { res, body } = await postCharge(shop.keys.live.secret, { amount: 5000, currency: "UGX", method: "mtn_momo", phone_number: "0772 123 456", merchant_reference: merchantReference }, { "Idempotency-Key": merchantReference });
  expect(res.status, JSON.stringify(body)).toBe(201);
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: body.data.gateway_reference } });
  fake.approve(momoReferenceId(attempt.id));
  await confirmPendingAttempt(attempt);
  expect((await payment(body.data.gateway_reference)).status).toBe("success");
  return body.data.gateway_reference;
}

/** Sends the refund to MoMo (it waits for approval there), has MoMo approve or reject it, and records the answer. */
async function settleAtMomo(refundId: string, action: "approve" | "reject") {
  const ref = { id: refundId, merchantId: shop.merchant.id };
  expect(await syncRefund(ref)).not.toBe("done");
  if (action === "approve") fake.approve(momoReferenceId(refundId));
  else fake.reject(momoReferenceId(refundId), "PAYEE_NOT_ALLOWED_TO_RECEIVE");
  for (let i = 0; i < 20 && (await db().refund.findUniqueOrThrow({ where: { id: refundId } })).status === "pending"; i++) await syncRefund(ref);
  return db().refund.findUniqueOrThrow({ where: { id: refundId } });
}

describe("refund outcome events", () => {
  it("a test-mode refund is final at once: refund.succeeded is written in its statement, with the refund and the payment after it, and queued for the endpoint", async () => {
    const paid = await createPaidPayment(shop.keys.test.secret, { amount: 100, currency: "ETB" });
    const created = await refund(shop.keys.test.secret, paid.reference, 30);
    expect(created).toMatchObject({ status: "succeeded", payment: { status: "partially_refunded", amount_refunded: 30 } });
    const events = await eventsOf(created.refund_reference);
    expect(events.map((e) => e.type)).toEqual(["refund.succeeded"]);
    expect(events[0]).toMatchObject({ objectType: "refund", mode: "test", merchantId: shop.merchant.id });
    expect(events[0].payload).toEqual({
      refund_reference: created.refund_reference,
      payment_reference: paid.reference,
      merchant_reference: null,
      amount: 30,
      currency: "ETB",
      reason: null,
      status: "succeeded",
      mode: "test",
      created_at: expect.any(String),
      failure_reason: null,
      payment_status: "partially_refunded",
      payment_amount_refunded: 30,
    });
    expect(await deliveriesOf(events[0].id)).toBe(1);
    // The payment's own refund event is still there, beside the refund's.
    expect((await eventsOf(paid.reference)).map((e) => e.type)).toContain("payment.partially_refunded");
  });

  it("a refused full refund: refund.failed, the money back in the available balance, the payment success again with nothing refunded", async () => {
    const paymentId = await paidMomoPayment("refund-refused-1");
    const before = await available();
    const created = await refund(shop.keys.live.secret, paymentId);
    expect(created).toMatchObject({ status: "pending", payment: { status: "fully_refunded", amount_refunded: 5000 } });
    expect(await available()).toBe(before - 5000n);
    // Pending at the processor: no outcome event yet.
    expect(await eventsOf(created.refund_reference)).toEqual([]);

    const refused = await settleAtMomo(created.refund_reference, "reject");
    expect(refused.status).toBe("failed");
    expect(refused.statusReason).toBeTruthy();
    expect(await available()).toBe(before);
    expect(await entriesOf("refund_returned", refused.id)).toEqual([
      { type: "merchant_available", ownerId: shop.merchant.id, amount: 5000n },
      { type: "processor_clearing", ownerId: `${connectionId}:${shop.merchant.id}`, amount: -5000n },
    ]);
    expect(await payment(paymentId)).toMatchObject({ status: "success", amountRefunded: 0n });

    const events = await eventsOf(refused.id);
    expect(events.map((e) => e.type)).toEqual(["refund.failed"]);
    expect(events[0]).toMatchObject({ objectType: "refund", mode: "live" });
    expect(events[0].payload).toMatchObject({ refund_reference: refused.id, payment_reference: paymentId, status: "failed", amount: 5000, failure_reason: refused.statusReason, payment_status: "success", payment_amount_refunded: 0 });
    // The move back is the refund's event, not a second payment.success.
    expect((await eventsOf(paymentId)).filter((e) => e.type === "payment.success")).toHaveLength(1);
    // Asked again, nothing is recorded twice.
    expect(await syncRefund({ id: refused.id, merchantId: shop.merchant.id })).toBe("done");
    expect(await eventsOf(refused.id)).toHaveLength(1);

    // The payment can be refunded again.
    const again = await refund(shop.keys.live.secret, paymentId, 1000);
    expect(again.payment).toMatchObject({ status: "partially_refunded", amount_refunded: 1000 });
    expect((await settleAtMomo(again.refund_reference, "approve")).status).toBe("succeeded");
  });

  it("a refused part of a fully refunded payment moves it back to partially_refunded; the other part succeeds with refund.succeeded", async () => {
    const paymentId = await paidMomoPayment("refund-refused-2");
    const before = await available();
    const first = await refund(shop.keys.live.secret, paymentId, 2000);
    const rest = await refund(shop.keys.live.secret, paymentId);
    expect(rest.payment).toMatchObject({ status: "fully_refunded", amount_refunded: 5000 });
    expect(await available()).toBe(before - 5000n);

    expect((await settleAtMomo(first.refund_reference, "reject")).status).toBe("failed");
    expect(await payment(paymentId)).toMatchObject({ status: "partially_refunded", amountRefunded: 3000n });
    expect(await available()).toBe(before - 3000n);
    const [failed] = await eventsOf(first.refund_reference);
    expect(failed).toMatchObject({ type: "refund.failed" });
    expect(failed.payload).toMatchObject({ status: "failed", amount: 2000, payment_status: "partially_refunded", payment_amount_refunded: 3000 });

    expect((await settleAtMomo(rest.refund_reference, "approve")).status).toBe("succeeded");
    const [succeeded] = await eventsOf(rest.refund_reference);
    expect(succeeded).toMatchObject({ type: "refund.succeeded", objectType: "refund", mode: "live" });
    expect(succeeded.payload).toMatchObject({ status: "succeeded", amount: 3000, failure_reason: null, payment_status: "partially_refunded", payment_amount_refunded: 3000 });
    // What stays refunded is what the customer got back; the refused 2,000 stays in the balance.
    expect(await payment(paymentId)).toMatchObject({ status: "partially_refunded", amountRefunded: 3000n });
    expect(await available()).toBe(before - 3000n);
  });
});

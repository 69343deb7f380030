// Payments held for review (docs/risk.md "Reviews"): a review rule lets the attempt go to the
// processor, and its success opens a review with payment.review_opened in the same transaction;
// approving keeps the payment, refusing refunds it in full through the refund service; a closed
// review stays closed, and bad input (an unknown review, another merchant's) writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { closeRiskReview, listRiskReviews } from "@/lib/risk-reviews";
import { WEBHOOK_PAYLOAD_SCHEMAS } from "@/lib/schemas/responses/webhook-payloads";
import { v2Payload } from "@/lib/webhooks/payloads";
import { addRule } from "@/tests/integration/risk/risk-support";
import { startPaymentAttempt } from "@/lib/payments/attempts/start-payment-attempt";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { FAILED_OVER_REASON } from "@/lib/payments/attempts/fail-over-attempt";
import { newId } from "@/lib/ids";

setupTestDatabase();
checkLedgerAfterEach();

type M = { id: string; key: string; userId: string };
let a: M;
let b: M;
beforeAll(async () => {
  const make = async () => {
    const m = await createTestMerchant();
    return { id: m.merchant.id, key: m.keys.test.secret, userId: m.user.id };
  };
  a = await make();
  b = await make();
  await addRule({ merchantId: a.id, action: "review", expression: "amount >= 100.0", name: "Large payment" });
  await addRule({ merchantId: a.id, action: "require_otp", expression: 'phone == "+251911660001"', name: "Ask for a code" });
  await addRule({ merchantId: b.id, action: "review", expression: "true", name: "Everything" });
});

async function heldPayment(m: M, amount = 150, phone = "+251911110001") {
  const p = await createHostedPaymentFor(m.key, { currency: "ETB", amount });
  const paid = await submitPaymentAttempt(p.token, { method: "telebirr", account: phone, kind: "wallet" });
  return { reference: p.reference, paid };
}

const eventsOf = (id: string) => db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" } });
const close = (opts: Parameters<typeof closeRiskReview>[1]) => db().$transaction((tx) => closeRiskReview(tx, opts));
const snapshot = async (merchantId: string) => ({
  reviews: await db().riskReview.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
  refunds: await db().refund.count({ where: { merchantId } }),
  events: await db().event.count({ where: { merchantId } }),
  payments: await db().payment.findMany({ where: { merchantId }, select: { id: true, status: true, amountRefunded: true }, orderBy: { id: "asc" } }),
});

describe("holding a payment", () => {
  it("a review rule lets the payment through to the processor and holds its success: review open, payment.review_opened", async () => {
    const { reference, paid } = await heldPayment(a);
    expect(paid.status).toBe("success");
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: reference } });
    expect(attempt).toMatchObject({ outcome: "success", riskDecision: "review" });
    expect(await db().simulatorCharge.count({ where: { attemptId: attempt.id } })).toBe(1);
    const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: reference } });
    expect(review).toMatchObject({ merchantId: a.id, mode: "test", status: "open", attemptId: attempt.id, ruleId: attempt.riskRuleId, reason: "Large payment" });
    const events = await eventsOf(reference);
    expect(events.map((e) => e.type)).toEqual(["payment.success", "payment.review_opened"]);
    // The webhook body matches its documented schema.
    const body = v2Payload(events[1]);
    expect(WEBHOOK_PAYLOAD_SCHEMAS["payment.review_opened"].safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ status: "success", review: { id: review.id, status: "open", payment_reference: reference } });
  });

  it("no review for a payment no review rule matched, nor for one that failed", async () => {
    const small = await heldPayment(a, 50);
    expect(await db().riskReview.count({ where: { paymentId: small.reference } })).toBe(0);
    const failed = await heldPayment(a, 150, "+251911110002");
    expect(failed.paid.status).toBe("failed");
    expect(await db().riskReview.count({ where: { paymentId: failed.reference } })).toBe(0);
  });

  it("a failover's second attempt carries the first one's review decision", async () => {
    const p = await createHostedPaymentFor(a.key, { currency: "ETB", amount: 150 });
    const started = await startPaymentAttempt(db(), p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
    if (started.kind !== "started") throw new Error(`not started: ${started.kind}`);
    expect(started.attempt.riskDecision).toBe("review");
    // What fail-over-attempt.ts writes: the first attempt failed over, a second one without signals of its own.
    await db().paymentAttempt.update({ where: { id: started.attempt.id }, data: { outcome: "failed", reason: FAILED_OVER_REASON, completedAt: new Date() } });
    const second = await db().paymentAttempt.create({
      data: { id: newId("att"), paymentId: p.reference, merchantId: a.id, number: 2, method: "telebirr", outcome: "processing", serviceFee: started.attempt.serviceFee },
    });
    await db().payment.update({ where: { id: p.reference }, data: { attemptCount: 2 } });
    const paid = await recordAttemptOutcome(db(), second, { outcome: "success", processorRef: "sim-failover" });
    expect(paid.status).toBe("success");
    expect(await db().riskReview.findFirstOrThrow({ where: { paymentId: p.reference } })).toMatchObject({ attemptId: second.id, ruleId: started.attempt.riskRuleId, status: "open" });
  });

  it("require_otp acts as review for a wallet (the OTP step is the processor's)", async () => {
    const { reference, paid } = await heldPayment(a, 50, "+251911660001");
    expect(paid.status).toBe("success");
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: reference } });
    expect(attempt.riskDecision).toBe("require_otp");
    expect(await db().riskReview.findFirstOrThrow({ where: { paymentId: reference } })).toMatchObject({ status: "open", reason: "Ask for a code" });
  });
});

describe("closing a review", () => {
  it("approve keeps the payment and writes payment.review_closed; a second close is refused and changes nothing", async () => {
    const { reference } = await heldPayment(a);
    const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: reference } });
    const balance = await balanceOf("merchant_available", a.id, "ETB");
    const closed = await close({ reviewId: review.id, merchantId: a.id, decision: "approve", note: "Known customer", closedBy: a.userId });
    expect(closed).toMatchObject({ refundId: null, review: { id: review.id, status: "approved", note: "Known customer", closed_by: a.userId, refund_reference: null } });
    expect((await db().payment.findUniqueOrThrow({ where: { id: reference } })).status).toBe("success");
    expect(await balanceOf("merchant_available", a.id, "ETB")).toBe(balance);
    const events = await eventsOf(reference);
    expect(events.map((e) => e.type)).toEqual(["payment.success", "payment.review_opened", "payment.review_closed"]);
    expect(events[2].payload).toMatchObject({ review: { status: "approved" } });
    expect(WEBHOOK_PAYLOAD_SCHEMAS["payment.review_closed"].safeParse(v2Payload(events[2])).success).toBe(true);

    const before = await snapshot(a.id);
    await expect(close({ reviewId: review.id, merchantId: a.id, decision: "refuse", note: "changed my mind", closedBy: a.userId })).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect(await snapshot(a.id)).toEqual(before);
  });

  it("refuse refunds the payment in full through the refund service; the ledger balances", async () => {
    const { reference } = await heldPayment(a, 200);
    const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: reference } });
    const balance = await balanceOf("merchant_available", a.id, "ETB");
    const { review: closed, refundId } = await close({ reviewId: review.id, merchantId: a.id, decision: "refuse", note: "Stolen phone", closedBy: a.userId });
    expect(closed).toMatchObject({ status: "refused", refund_reference: refundId });
    const refund = await db().refund.findUniqueOrThrow({ where: { id: refundId! } });
    expect(refund).toMatchObject({ paymentId: reference, merchantId: a.id, amount: 20000n });
    expect(refund.reason).toContain("Refused in a risk review");
    expect((await db().payment.findUniqueOrThrow({ where: { id: reference } })).status).toBe("fully_refunded");
    expect(await balanceOf("merchant_available", a.id, "ETB")).toBe(balance - 20000n);
    const types = (await eventsOf(reference)).map((e) => e.type);
    expect(types).toContain("payment.fully_refunded");
    expect(types.at(-1)).toBe("payment.review_closed");
    // Nothing else changed: the merchant's other reviews are as they were.
    expect(await db().riskReview.count({ where: { merchantId: a.id, status: "refused" } })).toBe(1);
  });

  it("an operator closes any merchant's review (no merchantId), named only as operator", async () => {
    const { reference } = await heldPayment(b, 20);
    const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: reference } });
    const { review: closed } = await close({ reviewId: review.id, decision: "approve", note: "", closedBy: "opr_0000000000000000000000" });
    expect(closed).toMatchObject({ status: "approved", closed_by: "operator", note: null });
  });
});

describe("bad input writes nothing", () => {
  it("an unknown review, another merchant's review, a bad decision, closer or note are refused", async () => {
    const { reference } = await heldPayment(b, 30);
    const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: reference } });
    const before = [await snapshot(a.id), await snapshot(b.id)];
    await expect(close({ reviewId: "rrv_unknown", merchantId: a.id, decision: "approve", note: "", closedBy: a.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Merchant A's key on merchant B's review: not found, never "not yours".
    await expect(close({ reviewId: review.id, merchantId: a.id, decision: "refuse", note: "", closedBy: a.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(close({ reviewId: review.id, merchantId: b.id, decision: "maybe" as "approve", note: "", closedBy: b.userId })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    await expect(close({ reviewId: review.id, merchantId: b.id, decision: "approve", note: "x".repeat(501), closedBy: b.userId })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    await expect(close({ reviewId: review.id, merchantId: b.id, decision: "approve", note: "", closedBy: "someone" })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    // A member of A is not a member of B: the refund service refuses the refusal, and the review stays open.
    await expect(close({ reviewId: review.id, merchantId: b.id, decision: "refuse", note: "", closedBy: a.userId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect([await snapshot(a.id), await snapshot(b.id)]).toEqual(before);
    expect((await db().riskReview.findUniqueOrThrow({ where: { id: review.id } })).status).toBe("open");
  });
});

describe("listing reviews", () => {
  it("a merchant's reviews newest first, by status, paged by cursor; the operator's list spans merchants", async () => {
    const open = await listRiskReviews(db(), { merchantId: b.id, mode: "test", status: "open" });
    expect(open.items.every((r) => r.status === "open")).toBe(true);
    expect(open.items.length).toBeGreaterThan(0);
    const all = await listRiskReviews(db(), { merchantId: a.id, mode: "test" });
    const paged = [];
    let cursor: string | undefined;
    do {
      const page = await listRiskReviews(db(), { merchantId: a.id, mode: "test", limit: 1, cursor });
      paged.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(paged.map((r) => r.id)).toEqual(all.items.map((r) => r.id));
    const everyone = await listRiskReviews(db(), { merchantId: null, limit: 100 });
    expect(new Set(everyone.items.map((r) => r.payment_reference)).size).toBe(everyone.items.length);
    expect(everyone.items.length).toBe(all.items.length + (await listRiskReviews(db(), { merchantId: b.id, limit: 100 })).items.length);
    // A cursor from A's list is refused on B's.
    const first = await listRiskReviews(db(), { merchantId: a.id, mode: "test", limit: 1 });
    await expect(listRiskReviews(db(), { merchantId: b.id, mode: "test", limit: 1, cursor: first.next_cursor! })).rejects.toMatchObject({ code: "INVALID_VALUE" });
  });
});

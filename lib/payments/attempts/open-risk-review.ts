import "server-only";
// A successful payment that a review rule held (docs/risk.md "Reviews"): in the success's own
// transaction, under the payment's lock, the RiskReview row (open) and its event
// payment.review_opened. Here, in the attempt engine, rather than in lib/risk-reviews (which closes
// reviews and refunds, a rank above the payments it reads): the success path must write the event,
// and lib/risk, below the outbox, cannot.
import type { Payment, PaymentAttempt, Prisma, RiskReview } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { recordEvent } from "@/lib/events/record-event";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { serializeRiskReview } from "@/lib/risk/serialize-risk-review";

/** Whether the attempt's risk decision holds its success for review (require_otp: docs/risk.md "Actions"). */
export function holdsForReview(attempt: Pick<PaymentAttempt, "riskDecision">): boolean {
  return attempt.riskDecision === "review" || attempt.riskDecision === "require_otp";
}

/** One review per payment (paymentId is unique): a second call for the same payment returns the first. */
export async function openRiskReview(
  tx: Prisma.TransactionClient,
  opts: { payment: Payment; attempt: Pick<PaymentAttempt, "id" | "riskRuleId">; reason?: string; now?: Date },
): Promise<RiskReview> {
  const { payment, attempt } = opts;
  const existing = await tx.riskReview.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId } });
  if (existing) return existing;
  // The rule's name at the time it held the payment (a rule renamed or deleted later leaves it as it was).
  const rule = opts.reason === undefined && attempt.riskRuleId ? await tx.riskRule.findFirst({ where: { id: attempt.riskRuleId, OR: [{ merchantId: payment.merchantId }, { merchantId: null }] }, select: { name: true } }) : null;
  const review = await tx.riskReview.create({
    data: {
      id: newId("rrv"),
      merchantId: payment.merchantId,
      mode: payment.mode,
      paymentId: payment.id,
      attemptId: attempt.id,
      ruleId: attempt.riskRuleId,
      status: "open",
      reason: opts.reason ?? rule?.name ?? "Held by a risk rule",
      openedAt: opts.now ?? new Date(),
    },
  });
  await recordEvent(tx, {
    merchantId: payment.merchantId,
    mode: payment.mode,
    type: "payment.review_opened",
    objectType: "payment",
    objectId: payment.id,
    payload: { ...serializePayment(payment), review: serializeRiskReview(review) } as Prisma.InputJsonValue,
  });
  return review;
}

import "server-only";
// The operator approves or refuses a payment held for review, any merchant's (risk.manage): the
// merchant's own close (closeRiskReview: approve keeps the payment, refuse refunds it, the event and
// the merchant's audit record with the operator as actor, under the review's lock), plus the
// operator's audit record with the reason, in one transaction. The note is what the merchant reads;
// without one, the reason is. The review leaves the queue, and so does its assignment.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { closeRiskReview, MAX_REVIEW_NOTE_LENGTH, RISK_REVIEW_DECISIONS } from "@/lib/risk-reviews/close-risk-review";
import { reasonSchema } from "@/lib/operator/schemas";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";

export const closeReviewSchema = z
  .object({ decision: z.enum(RISK_REVIEW_DECISIONS), note: z.string().trim().max(MAX_REVIEW_NOTE_LENGTH).optional(), reason: reasonSchema })
  .strict();

export async function closeReviewAsOperator(
  tx: Prisma.TransactionClient,
  opts: { reviewId: string; decision: z.output<typeof closeReviewSchema>["decision"]; note?: string; reason: string; actor: OperatorActor; now?: Date },
) {
  if (!opts.actor.operatorId) throw new ApiError("INVALID_STATE", "Only a signed-in operator can close a review");
  const review = await tx.riskReview.findUnique({ where: { id: opts.reviewId }, select: { id: true, merchantId: true, mode: true, paymentId: true } });
  if (!review) throw new ApiError("NOT_FOUND", `Risk review "${opts.reviewId}" not found`);
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: opts.decision === "approve" ? "risk_review.approved" : "risk_review.refused",
    reason: opts.reason,
    targetType: "risk_review",
    targetId: review.id,
    details: { merchant_id: review.merchantId, mode: review.mode, payment_reference: review.paymentId, note: opts.note ?? null },
  });
  const note = opts.note?.trim() || opts.reason.trim().slice(0, MAX_REVIEW_NOTE_LENGTH);
  const closed = await closeRiskReview(tx, { reviewId: review.id, decision: opts.decision, note, closedBy: opts.actor.operatorId,
    actor: { type: "operator", operatorId: opts.actor.operatorId ?? null, ip: opts.actor.ip, userAgent: opts.actor.userAgent },
    now: opts.now,
  });
  await tx.operatorAssignment.deleteMany({ where: { queue: "risk_review", objectId: review.id } });
  return closed;
}

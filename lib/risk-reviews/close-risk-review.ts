import "server-only";
// Closing a payment held for review (docs/risk.md "Reviews"), for the dashboard, the merchant API
// and the operator's console: approve keeps the payment, refuse refunds what is left of it in full
// through the refund service the API and the dashboard use (lib/refunds/create-refund.ts), with the
// review's decision as the refund's reason. In the caller's transaction, under the review's row lock,
// with the event payment.review_closed and an audit record: all or nothing, so a refusal the refund
// cannot make (the balance no longer holds the money) leaves the review open and nothing written.
// Closing a closed review is INVALID_STATE and changes nothing; two closes at once close it once.
import type { Prisma, RiskReview } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { AuditActor } from "@/lib/audit/record-audit";
import { recordAudit } from "@/lib/audit/record-audit";
import { recordEvent } from "@/lib/events/record-event";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { createRefund } from "@/lib/refunds/create-refund";
import { serializeRiskReview, type SerializedRiskReview } from "@/lib/risk/serialize-risk-review";

export const RISK_REVIEW_DECISIONS = ["approve", "refuse"] as const;
export type RiskReviewDecision = (typeof RISK_REVIEW_DECISIONS)[number];

/** A note is for the merchant's and the operator's records: kept short, as a refund's reason is. */
export const MAX_REVIEW_NOTE_LENGTH = 500;

export type CloseRiskReviewOptions = {
  reviewId: string;
  /** When given (the merchant's API and dashboard), the review must be this merchant's: another's is NOT_FOUND. */
  merchantId?: string;
  decision: RiskReviewDecision;
  note: string;
  /** usr_… (a team member), opr_… (an operator) or key_… (the merchant's API key). */
  closedBy: string;
  /** The request's actor, with its address and user agent, for the audit record; else one made from closedBy. */
  actor?: AuditActor;
  now?: Date;
};

export async function closeRiskReview(tx: Prisma.TransactionClient, opts: CloseRiskReviewOptions): Promise<{ review: SerializedRiskReview; refundId: string | null }> {
  // Every check before anything is read or written, so bad input writes nothing.
  if (!(RISK_REVIEW_DECISIONS as readonly string[]).includes(opts.decision)) {
    throw new ApiError("INVALID_VALUE", `decision must be one of ${RISK_REVIEW_DECISIONS.join(", ")}`, [{ field: "decision", message: "must be approve or refuse" }]);
  }
  const note = typeof opts.note === "string" ? opts.note.trim() : "";
  if (note.length > MAX_REVIEW_NOTE_LENGTH) {
    throw new ApiError("INVALID_VALUE", `note must be at most ${MAX_REVIEW_NOTE_LENGTH} characters`, [{ field: "note", message: `at most ${MAX_REVIEW_NOTE_LENGTH} characters` }]);
  }
  const actor = opts.actor ?? actorOf(opts.closedBy);
  const now = opts.now ?? new Date();

  const found = await tx.riskReview.findFirst({ where: { id: opts.reviewId, ...(opts.merchantId !== undefined ? { merchantId: opts.merchantId } : {}) }, select: { merchantId: true } });
  if (!found) throw new ApiError("NOT_FOUND", `Risk review "${opts.reviewId}" not found`);
  // The row lock makes a second close wait for the first, then find the review closed.
  await tx.$queryRaw`SELECT "id" FROM "RiskReview" WHERE "id" = ${opts.reviewId} AND "merchantId" = ${found.merchantId} FOR UPDATE`;
  const review = await tx.riskReview.findFirstOrThrow({ where: { id: opts.reviewId, merchantId: found.merchantId } });
  if (review.status !== "open") throw new ApiError("INVALID_STATE", `This review is already closed (${review.status})`);

  let refundId: string | null = null;
  if (opts.decision === "refuse") {
    const { refund } = await createRefund(tx, {
      merchantId: review.merchantId,
      mode: review.mode,
      reference: review.paymentId,
      otherMode: "not_found",
      actor,
      input: { reason: note ? `Refused in a risk review: ${note}` : "Refused in a risk review" },
    });
    refundId = refund.id;
  }
  const closed = await tx.riskReview.update({
    where: { id: review.id, merchantId: review.merchantId },
    data: { status: opts.decision === "approve" ? "approved" : "refused", closedAt: now, closedBy: opts.closedBy, closeNote: note || null, refundId },
  });
  await recordClosed(tx, closed, actor, opts.decision);
  return { review: serializeRiskReview(closed), refundId };
}

async function recordClosed(tx: Prisma.TransactionClient, review: RiskReview, actor: AuditActor, decision: RiskReviewDecision) {
  const payment = await tx.payment.findFirstOrThrow({ where: { id: review.paymentId, merchantId: review.merchantId } });
  const serialized = serializeRiskReview(review);
  await recordEvent(tx, {
    merchantId: review.merchantId,
    mode: review.mode,
    type: "payment.review_closed",
    objectType: "payment",
    objectId: payment.id,
    payload: { ...serializePayment(payment), review: serialized } as Prisma.InputJsonValue,
  });
  await recordAudit(tx, {
    merchantId: review.merchantId,
    mode: review.mode,
    actor,
    action: decision === "approve" ? "risk_review.approved" : "risk_review.refused",
    targetId: review.id,
    details: { payment_reference: payment.id, refund_reference: review.refundId },
  });
}

/** Who closes, as the audit log and the refund service name them. */
function actorOf(closedBy: string): AuditActor {
  if (typeof closedBy === "string" && /^usr_\w+$/.test(closedBy)) return { type: "dashboard", userId: closedBy };
  if (typeof closedBy === "string" && /^opr_\w+$/.test(closedBy)) return { type: "operator", operatorId: closedBy };
  if (typeof closedBy === "string" && /^key_\w+$/.test(closedBy)) return { type: "api", keyId: closedBy };
  throw new ApiError("INVALID_VALUE", "closedBy must name a team member (usr_…), an operator (opr_…) or an API key (key_…)", [{ field: "closed_by", message: "not a user, operator or API key id" }]);
}

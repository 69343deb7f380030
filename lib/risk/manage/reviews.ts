import "server-only";
// The merchant's side of closing a review (docs/risk-api.md "Reviews"): lib/risk-reviews closes it (the
// refund, the event, the audit record); this checks first, in the same transaction, what that
// service leaves to its callers: the actor's role (closing decides whether a payment is kept, so it
// is payments.manage) and the review's mode, answered as every other object of the other mode is.
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import type { AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { otherModeRefusal, type RiskMode, type RiskOtherMode } from "@/lib/risk/manage/scope";

const REVIEW_ID = /^rrv_[0-9A-Za-z]{22}$/;

export type RiskReviewLookup = { merchantId: string; mode: RiskMode; otherMode: RiskOtherMode; id: string };

/** The review, the merchant's own in the caller's mode: another merchant's is NOT_FOUND. */
export async function findMerchantReviewOrThrow(db: Db, opts: RiskReviewLookup) {
  const review = REVIEW_ID.test(opts.id) ? await db.riskReview.findFirst({ where: { id: opts.id, merchantId: opts.merchantId } }) : null;
  if (!review) throw new ApiError("NOT_FOUND", "risk review not found");
  if (review.mode !== opts.mode) throw otherModeRefusal("risk review", review.mode, opts.otherMode);
  return review;
}

/** Before closeRiskReview: the role, then the review. Answers the closedBy the close records. */
export async function prepareReviewClose(tx: Db, opts: RiskReviewLookup & { actor: AuditActor }): Promise<string> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
  await findMerchantReviewOrThrow(tx, opts);
  if (opts.actor.type === "dashboard") return opts.actor.userId;
  if (opts.actor.type === "api") return opts.actor.keyId;
  throw new ApiError("INVALID_VALUE", "a review is closed by a team member or an API key");
}

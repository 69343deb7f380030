// Opening a review is part of the attempt's success (lib/payments/attempts/open-risk-review.ts,
// below this folder's rank so the success path can call it); re-exported for callers of this folder.
export { openRiskReview, holdsForReview } from "@/lib/payments/attempts/open-risk-review";

// Reviews of payments a risk rule held (docs/risk.md "Reviews").
export { closeRiskReview, RISK_REVIEW_DECISIONS, type RiskReviewDecision, type CloseRiskReviewOptions } from "@/lib/risk-reviews/close-risk-review";
export { listRiskReviews, getRiskReview, type RiskReviewPage, type ListRiskReviewsOptions } from "@/lib/risk-reviews/list-risk-reviews";
export { serializeRiskReview, type SerializedRiskReview } from "@/lib/risk-reviews/serialize-risk-review";
export { openRiskReview, holdsForReview } from "@/lib/risk-reviews/open-risk-review";

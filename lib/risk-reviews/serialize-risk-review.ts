// The review's public shape lives beside the engine (lib/risk/serialize-risk-review.ts), where the
// attempt's success path can reach it; the console and the API take it from here.
export { serializeRiskReview, type SerializedRiskReview } from "@/lib/risk/serialize-risk-review";

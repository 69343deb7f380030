// Risk rules' vocabulary (docs/risk.md): actions and the order they are evaluated in, rule statuses,
// value-list kinds, the velocity counters' dimensions and windows, and the review's states and events.
// Client-safe: the dashboard's forms, the console and the engine read the same lists.

/**
 * Actions in evaluation order. Allow rules come first: a matching allow rule skips the block, review
 * and require_otp rules of its own scope and below (a merchant's allow skips the merchant's rules, never
 * the installation's; an installation allow skips both). Then the first matching block rule blocks;
 * else the first review rule holds the payment for review; else the first require_otp rule asks the
 * customer for a one-time code.
 */
export const RISK_ACTIONS = ["allow", "block", "review", "require_otp"] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

export const RISK_ACTION_LABELS: Record<RiskAction, string> = {
  allow: "Allow",
  block: "Block",
  review: "Hold for review",
  require_otp: "Require a one-time code",
};

/** active: applied. shadow: evaluated and recorded on the attempt, never applied. disabled: not evaluated. */
export const RISK_RULE_STATUSES = ["active", "shadow", "disabled"] as const;
export type RiskRuleStatus = (typeof RISK_RULE_STATUSES)[number];

/** Rules a scope (the installation, or one merchant's mode) may hold: the bench measures 50. */
export const MAX_RISK_RULES_PER_SCOPE = 200;

export const RISK_LIST_KINDS = ["phone", "card_bin", "card_fingerprint", "ip", "email", "country", "customer"] as const;
export type RiskListKind = (typeof RISK_LIST_KINDS)[number];

/** What the velocity counters count by; "merchant" is the merchant's own total. */
export const VELOCITY_DIMENSIONS = ["phone", "card_fingerprint", "ip", "email", "customer", "merchant"] as const;
export type VelocityDimension = (typeof VELOCITY_DIMENSIONS)[number];

/** Each window and the bucket width that serves it: a window slides by its bucket's width. */
export const VELOCITY_WINDOWS = [
  { id: "1h", granularity: "5m", bucketMs: 5 * 60_000, buckets: 12 },
  { id: "24h", granularity: "1h", bucketMs: 60 * 60_000, buckets: 24 },
  { id: "7d", granularity: "1d", bucketMs: 24 * 60 * 60_000, buckets: 7 },
] as const;
export type VelocityWindow = (typeof VELOCITY_WINDOWS)[number]["id"];

export const RISK_REVIEW_STATUSES = ["open", "approved", "refused"] as const;
export type RiskReviewStatus = (typeof RISK_REVIEW_STATUSES)[number];

export const RISK_REVIEW_EVENT_TYPES = ["payment.review_opened", "payment.review_closed"] as const;

/** A CSV import's states (a risk_list.import job runs it). */
export const RISK_LIST_IMPORT_STATUSES = ["queued", "running", "completed", "failed"] as const;

// A review's public shape (docs/risk.md "Reviews"), for the API, the dashboard, the console and the
// review events' payloads. Here, below the payment services, because the attempt's success path
// (lib/payments/attempts) writes payment.review_opened with it; lib/risk-reviews re-exports it.
// The merchant id and the closer's internal id stay inside: a member is named by user id, an
// operator only as "operator".
import type { RiskReview } from "@/lib/generated/prisma/client";

export type SerializedRiskReview = {
  id: string;
  mode: "test" | "live";
  status: "open" | "approved" | "refused";
  payment_reference: string;
  attempt_id: string;
  rule_id: string | null;
  reason: string;
  opened_at: string;
  closed_at: string | null;
  /** usr_… for a team member; "operator" for the installation's operator. */
  closed_by: string | null;
  note: string | null;
  refund_reference: string | null;
};

export function serializeRiskReview(row: RiskReview): SerializedRiskReview {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status as SerializedRiskReview["status"],
    payment_reference: row.paymentId,
    attempt_id: row.attemptId,
    rule_id: row.ruleId,
    reason: row.reason,
    opened_at: row.openedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy === null ? null : row.closedBy.startsWith("opr_") ? "operator" : row.closedBy,
    note: row.closeNote,
    refund_reference: row.refundId,
  };
}

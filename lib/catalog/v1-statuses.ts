// Our statuses in v1's three words: v1 integrations branch on "success", "failed"
// and "pending" only. A refunded payment did succeed (the refund is its own object, with its
// own status); every ending that is not a success is "failed"; anything still moving is "pending".
import type { PaymentStatus, PayoutStatus } from "@/lib/generated/prisma/enums";

export type V1Status = "success" | "failed" | "pending";

export const V1_PAYMENT_STATUS: Record<PaymentStatus, V1Status> = {
  pending: "pending",
  auth_needed: "pending",
  success: "success",
  partially_refunded: "success",
  fully_refunded: "success",
  failed: "failed",
  cancelled: "failed",
  incomplete: "failed",
  blocked: "failed",
};

/** A reversed payout's money came back: for v1 it failed. */
export const V1_PAYOUT_STATUS: Record<PayoutStatus, V1Status> = {
  pending: "pending",
  processing: "pending",
  auth_needed: "pending",
  otp_needed: "pending",
  success: "success",
  failed: "failed",
  blocked: "failed",
  reversed: "failed",
};

/** Refunds are recorded as "succeeded" once the money has moved (lib/refunds/create-refund.ts). */
export function v1RefundStatus(status: string): V1Status {
  if (status === "succeeded") return "success";
  if (status === "failed") return "failed";
  return "pending";
}

/**
 * The statuses whose entry calls a payment's callback_url: the ones v1 reports as final
 * (success, and each way of not succeeding). "failed" may still become "success" on a retry
 * within the session; then the callback is called again with status=success.
 */
export const CALLBACK_STATUSES: ReadonlySet<PaymentStatus> = new Set(["success", "failed", "cancelled", "incomplete", "blocked"]);

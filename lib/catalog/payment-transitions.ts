// Payment state machine (with the refund states). Data, not code: the
// table is the rule, tests walk every pair, and services ask `canTransition` before writing.
import type { PaymentStatus } from "@/lib/generated/prisma/enums";

export const PAYMENT_STATUSES = [
  "pending",
  "auth_needed",
  "success",
  "failed",
  "cancelled",
  "incomplete",
  "blocked",
  "partially_refunded",
  "fully_refunded",
] as const satisfies readonly PaymentStatus[];

/**
 * from -> allowed next statuses.
 * - pending: created, or an asynchronous attempt is waiting for confirmation.
 * - failed -> failed: another failed retry (each failed attempt is reported).
 * - failed stays failed at expiry: the customer tried; the final word is "failed".
 * - success only moves on through refunds.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["pending", "auth_needed", "success", "failed", "blocked", "cancelled", "incomplete"],
  auth_needed: ["success", "failed", "blocked", "cancelled", "incomplete"],
  failed: ["pending", "auth_needed", "success", "failed", "blocked", "cancelled"],
  success: ["partially_refunded", "fully_refunded"],
  partially_refunded: ["partially_refunded", "fully_refunded"],
  cancelled: [],
  incomplete: [],
  blocked: [],
  fully_refunded: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export const TERMINAL_STATUSES = PAYMENT_STATUSES.filter((s) => PAYMENT_TRANSITIONS[s].length === 0);

/** Statuses that write an event of the same name (`payment.<status>`) when entered. */
export const EVENT_FOR_STATUS: Partial<Record<PaymentStatus, string>> = {
  success: "payment.success",
  failed: "payment.failed",
  cancelled: "payment.cancelled",
  incomplete: "payment.incomplete",
  auth_needed: "payment.auth_needed",
  blocked: "payment.blocked",
  partially_refunded: "payment.partially_refunded",
  fully_refunded: "payment.fully_refunded",
};

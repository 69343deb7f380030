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

/**
 * from -> the statuses a refund the processor refused may move the payment back to: the one its
 * refunded total, without that refund, says (`success` when nothing stays refunded). A table of its
 * own, asked only by lib/refunds/send-refund.ts: PAYMENT_TRANSITIONS is also the attempt engine's
 * rule, where a processor's late success on a refunded payment must stay a duplicate charge
 * (refunded at once), never a second settlement.
 */
export const REFUND_RETURN_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: [],
  auth_needed: [],
  success: [],
  failed: [],
  cancelled: [],
  incomplete: [],
  blocked: [],
  partially_refunded: ["partially_refunded", "success"],
  fully_refunded: ["partially_refunded", "success"],
};

export function canReturnRefund(from: PaymentStatus, to: PaymentStatus): boolean {
  return REFUND_RETURN_TRANSITIONS[from].includes(to);
}

/** Statuses nothing moves on from: fully_refunded is not one, since a refused refund moves it back. */
export const TERMINAL_STATUSES = PAYMENT_STATUSES.filter((s) => PAYMENT_TRANSITIONS[s].length === 0 && REFUND_RETURN_TRANSITIONS[s].length === 0);

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

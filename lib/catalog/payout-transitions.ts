// Payout state machine (spec: Payout statuses). Data, not code: the table is the
// rule, tests walk every pair, and transitionPayout asks `canTransitionPayout` before writing.
//
//   pending     -> processing                      the worker sends it to the processor
//   processing  -> success | failed | blocked | auth_needed | otp_needed
//   auth_needed -> processing (merchant approves) | failed (merchant rejects)
//                | pending (the second approver approves a payout created above the
//                  merchant's approval threshold; it then takes the normal way, via the worker)
//   otp_needed  -> processing (correct OTP)       | failed (3 wrong codes)
//   success     -> reversed                        the bank sent the money back
// failed, blocked and reversed are final.
import type { PayoutStatus } from "@/lib/generated/prisma/enums";

export const PAYOUT_STATUSES = [
  "pending",
  "processing",
  "success",
  "failed",
  "blocked",
  "auth_needed",
  "otp_needed",
  "reversed",
] as const satisfies readonly PayoutStatus[];

export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ["processing"],
  processing: ["success", "failed", "blocked", "auth_needed", "otp_needed"],
  auth_needed: ["processing", "failed", "pending"],
  otp_needed: ["processing", "failed"],
  success: ["reversed"],
  failed: [],
  blocked: [],
  reversed: [],
};

export function canTransitionPayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return PAYOUT_TRANSITIONS[from].includes(to);
}

/** What entering a status does to the held money (lib/payouts/payout-ledger.ts). */
export const PAYOUT_MONEY_EFFECT: Partial<Record<PayoutStatus, "deliver" | "return" | "reverse">> = {
  success: "deliver",
  failed: "return",
  blocked: "return",
  reversed: "reverse",
};

/**
 * Every status change writes `payout.<status>`; the spec's six payout events (success,
 * failed, reversed, blocked, auth_needed, otp_needed) are among them, and payout.pending
 * (created) and payout.processing report the other two states.
 */
export const payoutEventType = (status: PayoutStatus) => `payout.${status}`;

/** The spec writes success also as "completed": list filters accept it as an alias. */
export function parsePayoutStatusFilter(value: string): PayoutStatus | null {
  const status = value === "completed" ? "success" : value;
  return (PAYOUT_STATUSES as readonly string[]).includes(status) ? (status as PayoutStatus) : null;
}

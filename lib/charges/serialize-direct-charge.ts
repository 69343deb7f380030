// The answer of POST /v2/charges and of its authorize step: the payment as verify shows
// it (lib/payments/serialize-payment.ts), with what the customer must do next and, when the charge
// failed, why. Never a Prisma row.
import { env } from "@/lib/env";
import { serializePayment } from "@/lib/payments/serialize-payment";
import type { DirectChargeState } from "@/lib/charges/find-direct-charge";

export const PUSH_MESSAGE = "Ask the customer to approve the payment on their phone";
export const OTP_MESSAGE = "Ask the customer for the code the wallet sent to their phone, then send it to authorize_url";

export type NextAction =
  | { type: "push"; message: string }
  | { type: "otp"; message: string; authorize_url: string; tries_left: number }
  | { type: "redirect"; message: string; url: string }
  | null;

export function chargeNextAction({ payment, attempt }: DirectChargeState): NextAction {
  if (!attempt) return null;
  if (payment.status === "auth_needed" && attempt.outcome === "auth_needed") {
    return { type: "otp", message: OTP_MESSAGE, authorize_url: authorizeUrl(payment.id), tries_left: attempt.otpTriesLeft };
  }
  if (payment.status === "pending" && (attempt.outcome === "pending" || attempt.outcome === "processing")) {
    // A connection that takes the wallet on its own page (Chapa's, for one) answers a redirect.
    if (attempt.nextAction === "redirect" && attempt.nextActionUrl) return { type: "redirect", message: "Send the customer to url to approve the payment", url: attempt.nextActionUrl };
    return { type: "push", message: PUSH_MESSAGE };
  }
  return null;
}

export function authorizeUrl(reference: string) {
  return `${env().publicBaseUrl}/v2/charges/${reference}/authorize`;
}

export function serializeDirectCharge(state: DirectChargeState) {
  const { payment, splits, attempt } = state;
  const failed = payment.status === "failed" || payment.status === "blocked";
  return {
    ...serializePayment(payment, splits),
    next_action: chargeNextAction(state),
    failure_reason: failed ? (attempt?.reason ?? null) : null,
  };
}

export type SerializedDirectCharge = ReturnType<typeof serializeDirectCharge>;

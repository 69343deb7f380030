import "server-only";
// Step 1 of a checkout attempt (see submit-payment-attempt.ts): under the payment's row lock,
// check the rules and record the attempt as "processing". The lock is what makes a double
// click or a second tab safe: the second attempt finds the first in flight and is refused.
import type { DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { serviceFee } from "@/lib/catalog/fees";
import { lockPayment } from "@/lib/payments/transition-payment";
import { connectionCallbackUrl, routeAttempt } from "@/lib/processors/registry";
import type { Processor } from "@/lib/processors/types";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { IN_FLIGHT_OUTCOMES, whyAttemptNotAllowed } from "@/lib/catalog/attempt-rules";
import { offeredMethodOrThrow } from "@/lib/payments/attempts/method-rules";
import { expirePaymentInTx } from "@/lib/payments/attempts/expire-payments";
import { renewLinkHold } from "@/lib/link-tickets/link-holds";
import { refuseIfSuspended } from "@/lib/merchants/holds";
import { assessAttempt, attemptRiskColumns } from "@/lib/risk/assess-attempt";
import { applyAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";

/** What the customer (and a direct charge's answer) is told of a risk block: never the rule or the cap (docs/risk.md "What the customer sees"). */
export const RISK_BLOCK_REASON = "Blocked by risk checks";

export type StartedAttempt =
  | { kind: "expired"; payment: Payment }
  /** A risk rule or cap blocked it before routing: the attempt is recorded blocked, no processor was asked. */
  | { kind: "blocked"; payment: Payment }
  /** `payment` is the row as locked before the attempt: what the processor is asked to charge. */
  | { kind: "started"; attempt: PaymentAttempt; payment: Payment; processor: Processor; callbackUrl: string | null };

/**
 * `firstAttemptOnly`: a direct charge has one attempt, started by its request (or by that request
 * resumed after a crash, lib/charges/create-direct-charge.ts): under the payment's lock, a payment
 * that already has one is refused, so a resumed request never starts a second charge.
 */
export async function startPaymentAttempt(database: DbClient, token: string, input: AttemptInput, opts: { firstAttemptOnly?: boolean; clientIp?: string | null } = {}): Promise<StartedAttempt> {
  return database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    if (opts.firstAttemptOnly && payment.attemptCount > 0) throw new ApiError("INVALID_STATE", "This charge was already sent to the wallet");
    const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: payment.merchantId } });
    refuseIfSuspended(merchant);
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
    const block = whyAttemptNotAllowed(payment, inFlight);
    if (block?.expired) return { kind: "expired" as const, payment: await expirePaymentInTx(tx, payment) };
    if (block) throw new ApiError(block.code, block.message);

    const method = offeredMethodOrThrow(payment, merchant, input);
    // The risk rules and caps (lib/risk, docs/risk.md), before routing: the decision and the
    // velocity counts commit with the attempt, or not at all when a later check refuses it.
    const now = new Date();
    const risk = await assessAttempt(tx, {
      merchantId: payment.merchantId,
      mode: payment.mode,
      amount: payment.amount,
      currency: payment.currency,
      method: method.id,
      attemptNumber: payment.attemptCount + 1,
      account: "account" in input && input.kind === "wallet" ? input.account : null,
      cardNumber: "card" in input ? input.card.number : null,
      email: payment.customerEmail,
      customerId: payment.customerId,
      ip: opts.clientIp ?? null,
      riskCaps: merchant.riskCaps,
      now,
    });
    if (risk.decision === "block") {
      // Recorded through the attempt-outcome path like a processor's block, in this transaction. A link
      // payment's hold is renewed first, as for any attempt, so the block releases it as a processor's would.
      if (payment.paymentLinkId) await renewLinkHold(tx, payment, now);
      const attempt = await tx.paymentAttempt.create({
        data: {
          ...newAttemptData(payment, method.id, input, null),
          ...attemptRiskColumns(risk),
        },
      });
      const current = await tx.payment.update({ where: { id: payment.id }, data: { attemptCount: { increment: 1 }, paymentMethod: method.id } });
      const blocked = await applyAttemptOutcome(tx, current, attempt, { outcome: "blocked", processorRef: "", reason: RISK_BLOCK_REASON }, now);
      return { kind: "blocked" as const, payment: blocked };
    }
    // The connection that carries this method and currency for this merchant (the
    // merchant's own first, then by priority), or the simulator in test mode.
    const routed = await routeAttempt({ merchantId: payment.merchantId, mode: payment.mode, method: method.id, currency: payment.currency }, tx);
    if (!routed) throw new ApiError("INVALID_STATE", `${method.name} is not available for live payments in ${payment.currency} on this gateway`);
    // Live card numbers never reach the gateway: a connection takes cards on its own page (a redirect).
    if (routed.connectionId && "card" in input) throw new ApiError("INVALID_VALUE", "Card details are entered on the processor's secure page, not here");
    // And the simulator has no page of its own: a card without its details is refused there.
    if (!routed.connectionId && "kind" in input && input.kind === "redirect") throw new ApiError("INVALID_VALUE", "Card details are entered on this page for this payment");

    // A link payment's place (max_payments) and tickets are held for a short time, and go back when
    // it fails: the attempt keeps a live hold or takes a place and its tickets again, under the
    // link's row lock, or is refused ("every place is taken", "these tickets have sold out")
    // before any processor is asked (lib/link-tickets/link-holds.ts).
    if (payment.paymentLinkId) await renewLinkHold(tx, payment, new Date());

    const attempt = await tx.paymentAttempt.create({ data: { ...newAttemptData(payment, method.id, input, routed.connectionId), ...attemptRiskColumns(risk) } });
    await tx.payment.update({ where: { id: payment.id }, data: { attemptCount: { increment: 1 }, paymentMethod: method.id } });
    return { kind: "started" as const, attempt, payment, processor: routed.processor, callbackUrl: routed.connection ? connectionCallbackUrl(routed.connection) : null };
  });
}

/** The attempt's own columns, in flight ("processing"); the card's summary or the wallet's last four digits only. */
function newAttemptData(payment: Payment, methodId: string, input: AttemptInput, connectionId: string | null) {
  return {
    id: newId("att"),
    paymentId: payment.id,
    merchantId: payment.merchantId,
    number: payment.attemptCount + 1,
    method: methodId,
    outcome: "processing",
    serviceFee: serviceFee(payment.amount, payment.currency as Currency, methodId),
    connectionId,
    ...("card" in input
      ? { cardBrand: input.card.brand, cardLast4: input.card.last4, cardExpMonth: input.card.expMonth, cardExpYear: input.card.expYear }
      : "account" in input
        ? { phoneLast4: input.account.slice(-4) }
        : {}),
  };
}

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

export type StartedAttempt =
  | { kind: "expired"; payment: Payment }
  /** `payment` is the row as locked before the attempt: what the processor is asked to charge. */
  | { kind: "started"; attempt: PaymentAttempt; payment: Payment; processor: Processor; callbackUrl: string | null };

/**
 * `firstAttemptOnly`: a direct charge has one attempt, started by its request (or by that request
 * resumed after a crash, lib/charges/create-direct-charge.ts): under the payment's lock, a payment
 * that already has one is refused, so a resumed request never starts a second charge.
 */
export async function startPaymentAttempt(database: DbClient, token: string, input: AttemptInput, opts: { firstAttemptOnly?: boolean } = {}): Promise<StartedAttempt> {
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

    const attempt = await tx.paymentAttempt.create({
      data: {
        id: newId("att"),
        paymentId: payment.id,
        merchantId: payment.merchantId,
        number: payment.attemptCount + 1,
        method: method.id,
        outcome: "processing",
        serviceFee: serviceFee(payment.amount, payment.currency as Currency, method.id),
        connectionId: routed.connectionId,
        ...("card" in input
          ? { cardBrand: input.card.brand, cardLast4: input.card.last4, cardExpMonth: input.card.expMonth, cardExpYear: input.card.expYear }
          : "account" in input
            ? { phoneLast4: input.account.slice(-4) }
            : {}),
      },
    });
    await tx.payment.update({ where: { id: payment.id }, data: { attemptCount: { increment: 1 }, paymentMethod: method.id } });
    return { kind: "started" as const, attempt, payment, processor: routed.processor, callbackUrl: routed.connection ? connectionCallbackUrl(routed.connection) : null };
  });
}

import "server-only";
// Step 1 of a checkout attempt (see submit-payment-attempt.ts): under the payment's row lock,
// check the rules and record the attempt as "processing". The lock is what makes a double
// click or a second tab safe: the second attempt finds the first in flight and is refused.
import type { DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { serviceFee } from "@/lib/payments/fees";
import { lockPayment } from "@/lib/payments/transition-payment";
import { processorFor } from "@/lib/processors/registry";
import type { Processor } from "@/lib/processors/types";
import type { AttemptInput } from "@/lib/checkout/checkout-schemas";
import { IN_FLIGHT_OUTCOMES, whyAttemptNotAllowed } from "@/lib/checkout/attempt-rules";
import { offeredMethodOrThrow } from "@/lib/checkout/method-rules";
import { expirePaymentInTx } from "@/lib/checkout/expire-payments";

export type StartedAttempt =
  | { kind: "expired"; payment: Payment }
  /** `payment` is the row as locked before the attempt: what the processor is asked to charge. */
  | { kind: "started"; attempt: PaymentAttempt; payment: Payment; processor: Processor };

export async function startPaymentAttempt(database: DbClient, token: string, input: AttemptInput): Promise<StartedAttempt> {
  return database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: payment.merchantId } });
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
    const block = whyAttemptNotAllowed(payment, inFlight);
    if (block?.expired) return { kind: "expired" as const, payment: await expirePaymentInTx(tx, payment) };
    if (block) throw new ApiError(block.code, block.message);

    const processor = processorFor(payment.mode);
    if (!processor) throw new ApiError("INVALID_STATE", "Live payments are not available yet: no live processor is configured");
    const method = offeredMethodOrThrow(payment, merchant, input);

    const attempt = await tx.paymentAttempt.create({
      data: {
        id: newId("att"),
        paymentId: payment.id,
        merchantId: payment.merchantId,
        number: payment.attemptCount + 1,
        method: method.id,
        outcome: "processing",
        serviceFee: serviceFee(payment.amount, payment.currency as Currency, method.id),
        ...("card" in input
          ? { cardBrand: input.card.brand, cardLast4: input.card.last4, cardExpMonth: input.card.expMonth, cardExpYear: input.card.expYear }
          : { phoneLast4: input.account.slice(-4) }),
      },
    });
    await tx.payment.update({ where: { id: payment.id }, data: { attemptCount: { increment: 1 }, paymentMethod: method.id } });
    return { kind: "started" as const, attempt, payment, processor };
  });
}

import "server-only";
// A `token` or `preapproval` cycle's charge try: the invoice's payment charged under the customer's
// mandate with no customer present (RecurringProcessor.chargeMandate), on the connection that holds
// the mandate. The attempt engine's three steps (lib/payments/attempts/submit-payment-attempt.ts),
// with the mandate's connection instead of routing:
//   1. under the payment's lock: its first attempt recorded "processing" (a payment that has one
//      already is a rerun: step 1 starts nothing);
//   2. chargeMandate, keyed by the attempt's id, outside any transaction;
//   3. recordAttemptOutcome: the payment moves, and its transition enqueues the invoice's job.
// A rerun after a crash (the job's lease ended) asks the processor about the attempt it recorded
// (askAboutInFlightAttempt, by the attempt's id) and never charges again: exactly one charge per try.
// A method that can no longer be charged (detached, expired, its mandate ended) fails the try with
// the reason, without asking the processor; so does a card that needs its holder (authentication_required).
import type { DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt, SavedPaymentMethod } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import { faultPoint } from "@/lib/fault-points";
import type { Currency } from "@/lib/money";
import { serviceFee } from "@/lib/catalog/fees";
import { IN_FLIGHT_OUTCOMES, whyAttemptNotAllowed } from "@/lib/catalog/attempt-rules";
import { lockPayment } from "@/lib/payments/transition-payment";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { askAboutInFlightAttempt, inFlightAttemptOf } from "@/lib/payments/attempts/fail-stale-attempts";
import { checkoutUrl } from "@/lib/payments/create-hosted-payment";
import { expirePaymentInTx } from "@/lib/payments/attempts/expire-payments";
import { findConnection } from "@/lib/processors/connections";
import { connectionCallbackUrl, processorFor } from "@/lib/processors/registry";
import { isProcessorDown } from "@/lib/processors/http-executor";
import type { AttemptOutcome } from "@/lib/processors/types";

/** How soon status sync asks about a charge whose processor did not answer. */
const UNANSWERED_CHECK_MS = 5_000;

type Started =
  | { kind: "charge"; attempt: PaymentAttempt; payment: Payment; pm: SavedPaymentMethod }
  | { kind: "refuse"; attempt: PaymentAttempt; reason: string }
  | { kind: "rerun" }
  | { kind: "nothing" };

export async function chargeSavedPaymentMethod(database: DbClient, target: { merchantId: string; paymentId: string; savedPaymentMethodId: string }): Promise<void> {
  const started = await startMandateAttempt(database, target);
  if (started.kind === "nothing") return;
  if (started.kind === "rerun") {
    const inFlight = await inFlightAttemptOf(database, { id: target.paymentId, merchantId: target.merchantId });
    if (inFlight) await askAboutInFlightAttempt(database, inFlight, { unknownMeans: "wait" });
    return;
  }
  if (started.kind === "refuse") {
    await recordAttemptOutcome(database, started.attempt, { outcome: "failed", processorRef: "", reason: started.reason });
    return;
  }
  faultPoint("before_processor_request"); // test-only: a crash after the attempt is recorded, before it is sent
  const outcome = await chargeOn(database, started);
  faultPoint("after_processor_answer"); // test-only: a crash between the answer and the save
  await recordAttemptOutcome(database, started.attempt, outcome);
}

/** Why the method cannot be charged now, or null. */
function whyNotChargeable(pm: SavedPaymentMethod, now: Date): string | null {
  const what = pm.kind === "card" ? "saved card" : "MTN MoMo pre-approval";
  if (pm.status === "detached") return `The ${what} was detached${pm.detachedAt ? ` on ${pm.detachedAt.toISOString().slice(0, 10)}` : ""}: pay the invoice on its page`;
  if (pm.status !== "active") return `The ${what} is ${pm.status}${pm.failureReason ? ` (${pm.failureReason})` : ""}: pay the invoice on its page`;
  if (pm.validUntil && pm.validUntil <= now) return `The ${what}'s mandate ended on ${pm.validUntil.toISOString().slice(0, 10)}: pay the invoice on its page`;
  return null;
}

/** Step 1, under the payment's row lock: the try's one attempt, on the mandate's connection. */
async function startMandateAttempt(database: DbClient, target: { merchantId: string; paymentId: string; savedPaymentMethodId: string }): Promise<Started> {
  return database.$transaction(async (tx): Promise<Started> => {
    const locked = await lockPayment(tx, { id: target.paymentId });
    if (!locked || locked.merchantId !== target.merchantId) return { kind: "nothing" };
    // One attempt per try: a payment that has one is a rerun, and only asks about it.
    if (locked.attemptCount > 0) return { kind: "rerun" };
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: locked.id, merchantId: locked.merchantId, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
    const block = whyAttemptNotAllowed(locked, inFlight);
    // A try whose payment lapsed before it was charged ends as the checkout's would (incomplete): its invoice learns it.
    if (block?.expired) await expirePaymentInTx(tx, locked);
    if (block) return { kind: "nothing" };
    const pm = await tx.savedPaymentMethod.findFirst({ where: { id: target.savedPaymentMethodId, merchantId: target.merchantId, mode: locked.mode } });
    const attempt = await tx.paymentAttempt.create({
      data: {
        id: newId("att"),
        paymentId: locked.id,
        merchantId: locked.merchantId,
        number: 1,
        method: pm?.method ?? locked.paymentMethod ?? "card",
        outcome: "processing",
        serviceFee: serviceFee(locked.amount, locked.currency as Currency, pm?.method ?? "card"),
        connectionId: pm?.connectionId ?? null,
        ...(pm?.kind === "card" ? { cardBrand: pm.brand, cardLast4: pm.last4, cardExpMonth: pm.expMonth, cardExpYear: pm.expYear } : {}),
        ...(pm?.walletNumber ? { phoneLast4: pm.walletNumber.slice(-4) } : {}),
      },
    });
    await tx.payment.update({ where: { id: locked.id }, data: { attemptCount: { increment: 1 }, paymentMethod: attempt.method } });
    if (!pm) return { kind: "refuse", attempt, reason: "The saved payment method is gone: pay the invoice on its page" };
    const refusal = whyNotChargeable(pm, new Date());
    if (refusal) return { kind: "refuse", attempt, reason: refusal };
    return { kind: "charge", attempt, payment: locked, pm };
  });
}

/** Step 2: the processor's answer to the charge, as the attempt engine records it. */
async function chargeOn(database: DbClient, started: Extract<Started, { kind: "charge" }>): Promise<AttemptOutcome> {
  const { attempt, payment, pm } = started;
  try {
    const processor = await processorFor({ connectionId: pm.connectionId, mode: pm.mode }, database);
    if (!processor?.recurring) return { outcome: "failed", processorRef: "", reason: "The processor holding the mandate can no longer charge it: pay the invoice on its page" };
    const connection = pm.connectionId ? await findConnection(pm.connectionId, database) : null;
    const page = `${checkoutUrl(payment.checkoutToken)}/return`;
    const answer = await processor.recurring.chargeMandate({
      attemptId: attempt.id,
      mandateId: pm.id,
      mandateRef: pm.processorRef ?? "",
      amount: payment.amount,
      currency: payment.currency,
      ...(pm.walletNumber ? { account: pm.walletNumber } : {}),
      context: {
        paymentId: payment.id,
        returnUrl: page,
        callbackUrl: connection ? connectionCallbackUrl(connection) : page,
        customer: { email: payment.customerEmail, firstName: payment.customerFirstName, lastName: payment.customerLastName, phone: payment.customerPhone },
        title: (payment.customization as { title?: string } | null)?.title ?? null,
        description: (payment.customization as { description?: string } | null)?.description ?? null,
      },
    });
    // Nobody is there to authenticate or to follow a page: the try fails so, and the invoice's pay link is the fallback.
    if (answer.outcome === "auth_needed" || answer.outcome === "redirect") return { outcome: "failed", processorRef: answer.processorRef, reason: "authentication_required" };
    return answer;
  } catch (error) {
    // No answer is not "no charge": the attempt waits and status sync asks the processor by the attempt's id.
    if (!isProcessorDown(error)) logger().error({ err: error, attemptId: attempt.id }, "mandate charge failed unexpectedly; its status will be asked");
    else logger().warn({ err: error, attemptId: attempt.id }, "processor did not answer the mandate charge; its status will be asked");
    return { outcome: "pending", processorRef: "", checkAgainAfterMs: UNANSWERED_CHECK_MS };
  }
}

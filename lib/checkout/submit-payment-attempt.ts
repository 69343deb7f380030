import "server-only";
// A customer's attempt to pay on the hosted checkout (issue 3), in three steps so nothing
// is sent to a processor inside a database transaction (ARCHITECTURE.md, convention 9):
//   1. lock the payment, check the rules, record the attempt as "processing"   (transaction)
//   2. ask the processor                                                        (no transaction)
//   3. lock again, record the outcome, move the payment, write its event        (transaction)
// Step 1 under the row lock is what makes a double click or a second tab safe: the second
// attempt finds the first in flight and is refused, so a payment is never charged twice.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { serviceFee } from "@/lib/payments/fees";
import { findMethod } from "@/lib/payments/methods";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import { processorFor } from "@/lib/processors/registry";
import type { AttemptOutcome } from "@/lib/processors/types";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { ASYNC_CONFIRMATION_MS } from "@/lib/processors/simulator";
import type { AttemptInput } from "@/lib/schemas/checkout";
import { checkoutMethods } from "@/lib/checkout/checkout-view";
import { IN_FLIGHT_OUTCOMES, whyAttemptNotAllowed } from "@/lib/checkout/attempt-rules";
import { expirePaymentInTx } from "@/lib/checkout/expire-payments";
import { logger } from "@/lib/logger";
import { settlePayment } from "@/lib/ledger/settle-payment";

export async function submitPaymentAttempt(token: string, input: AttemptInput, database: DbClient = defaultDb()): Promise<Payment> {
  const started = await database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: payment.merchantId } });
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
    const block = whyAttemptNotAllowed(payment, inFlight);
    if (block?.expired) return { kind: "expired" as const, payment: await expirePaymentInTx(tx, payment) };
    if (block) throw new ApiError(block.code, block.message);

    const processor = processorFor(payment.mode);
    if (!processor) throw new ApiError("INVALID_STATE", "Live payments are not available yet: no live processor is configured");
    const allowed = checkoutMethods(payment, merchant).map((m) => m.id);
    if (!allowed.includes(input.method)) throw new ApiError("INVALID_VALUE", `Payment method ${input.method} is not offered for this payment`);
    const method = findMethod(input.method)!;
    if ("card" in input ? method.kind !== "card" : method.kind !== input.kind) {
      throw new ApiError("INVALID_VALUE", `The details sent do not match the ${method.name} method`);
    }

    const attempt = await tx.paymentAttempt.create({
      data: {
        id: newId("att"),
        paymentId: payment.id,
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
    return { kind: "started" as const, attempt, processor };
  });
  if (started.kind === "expired") return started.payment;

  const { attempt, processor } = started;
  let outcome: AttemptOutcome;
  try {
    const payment = await database.payment.findUniqueOrThrow({ where: { id: attempt.paymentId } });
    outcome = await processor.authorize({
      attemptId: attempt.id,
      amount: payment.amount,
      currency: payment.currency,
      method: attempt.method,
      ...("card" in input ? { card: input.card } : { account: input.account }),
    });
  } catch (error) {
    logger().error({ err: error, attemptId: attempt.id }, "processor authorize failed");
    outcome = { outcome: "failed", processorRef: "", reason: "The payment could not be processed; please try again" };
  }
  return recordAttemptOutcome(database, attempt.id, outcome);
}

/** Step 3, shared by authorization, OTP confirmation and asynchronous confirmation. */
export async function recordAttemptOutcome(database: DbClient, attemptId: string, result: AttemptOutcome): Promise<Payment> {
  return database.$transaction(async (tx) => {
    const attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: attemptId } });
    const payment = (await lockPayment(tx, { id: attempt.paymentId }))!;
    const now = new Date();
    const done = { completedAt: now, processorRef: result.processorRef || attempt.processorRef };
    const details = { attempt: attempt.number, payment_method: attempt.method };

    switch (result.outcome) {
      case "success":
      {
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { ...done, outcome: "success" } });
        const paid = await transitionPayment(tx, payment, "success", {
          data: { paidAt: now, serviceFee: attempt.serviceFee, paymentMethod: attempt.method },
          eventDetails: details,
        });
        await settlePayment(tx, paid); // the money moves in the same transaction as the status
        return paid;
      }
      case "failed":
      case "blocked":
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { ...done, outcome: result.outcome, reason: result.reason } });
        return transitionPayment(tx, payment, result.outcome, {
          data: result.outcome === "failed" ? { firstFailedAt: payment.firstFailedAt ?? now } : {},
          eventDetails: { ...details, reason: result.reason },
        });
      case "auth_needed":
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { outcome: "auth_needed", processorRef: result.processorRef, reason: result.challenge } });
        return transitionPayment(tx, payment, "auth_needed", { eventDetails: { ...details, challenge: result.challenge } });
      case "pending":
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { outcome: "pending", processorRef: result.processorRef } });
        await enqueueJob(tx, {
          type: "payment.confirm_pending_attempt",
          payload: { attempt_id: attempt.id },
          runAt: new Date(now.getTime() + ASYNC_CONFIRMATION_MS),
        });
        return payment.status === "pending" ? payment : transitionPayment(tx, payment, "pending");
    }
  });
}

/** The OTP / 3-D Secure step of an attempt that answered auth_needed. */
export async function confirmAttemptOtp(token: string, otp: string, database: DbClient = defaultDb()): Promise<Payment> {
  const attempt = await database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    if (payment.status !== "auth_needed") throw new ApiError("INVALID_STATE", "There is no verification step waiting for this payment");
    const waiting = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, outcome: "auth_needed" }, orderBy: { number: "desc" } });
    if (!waiting) throw new ApiError("INVALID_STATE", "There is no verification step waiting for this payment");
    // Mark it in flight so a second submission of the code is refused while we ask.
    return tx.paymentAttempt.update({ where: { id: waiting.id }, data: { outcome: "processing" } });
  });
  const payment = await database.payment.findUniqueOrThrow({ where: { id: attempt.paymentId } });
  const processor = processorFor(payment.mode)!;
  let outcome: AttemptOutcome;
  try {
    outcome = await processor.confirmOtp({ processorRef: attempt.processorRef ?? "", otp });
  } catch (error) {
    logger().error({ err: error, attemptId: attempt.id }, "processor confirmOtp failed");
    outcome = { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The verification could not be processed; please try again" };
  }
  return recordAttemptOutcome(database, attempt.id, outcome);
}

/** Job: ask the processor again about an asynchronous attempt. Returns true when settled. */
export async function confirmPendingAttempt(attemptId: string, database: DbClient = defaultDb(), now = new Date()): Promise<boolean> {
  const attempt: PaymentAttempt | null = await database.paymentAttempt.findUnique({ where: { id: attemptId } });
  if (!attempt || attempt.outcome !== "pending") return true; // already settled
  const payment = await database.payment.findUniqueOrThrow({ where: { id: attempt.paymentId } });
  const processor = processorFor(payment.mode);
  if (!processor) return true;
  const result = await processor.checkPending({ processorRef: attempt.processorRef ?? "", startedAt: attempt.createdAt, now });
  if (result.outcome === "pending") return false;
  await recordAttemptOutcome(database, attempt.id, result);
  return true;
}

/** The customer's "Cancel payment" link. */
export async function cancelCheckout(token: string, database: DbClient = defaultDb()): Promise<Payment> {
  return database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    if (payment.status === "cancelled") return payment; // a second click changes nothing
    const inFlight = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, outcome: { in: [...IN_FLIGHT_OUTCOMES] } } });
    if (inFlight) throw new ApiError("INVALID_STATE", "A payment attempt is in progress and cannot be cancelled now");
    if (!["pending", "failed", "auth_needed"].includes(payment.status)) {
      throw new ApiError("INVALID_STATE", `This payment is ${payment.status} and can no longer be cancelled`);
    }
    await tx.paymentAttempt.updateMany({ where: { paymentId: payment.id, outcome: "auth_needed" }, data: { outcome: "failed", reason: "Cancelled by the customer", completedAt: new Date() } });
    return transitionPayment(tx, payment, "cancelled", { eventDetails: { reason: "Cancelled by the customer" } });
  });
}

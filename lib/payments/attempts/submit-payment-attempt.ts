import "server-only";
// A customer's attempt to pay on the hosted checkout, in three named steps so
// nothing is sent to a processor inside a database transaction (docs/architecture.md, convention 9):
//   1. startPaymentAttempt: lock the payment, check the rules, record "processing"  (transaction)
//   2. ask the processor                                                             (no transaction)
//   3. recordAttemptOutcome: lock again, record the outcome, move the payment        (transaction)
// Between 2 and 3, a processor that is down (no answer, a 5xx) may hand the attempt to
// the next connection once (fail-over-attempt.ts): ask it (no transaction), record the first attempt
// and start the next (transaction), ask the next processor (no transaction), then step 3 as usual.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import type { AttemptOutcome, Processor } from "@/lib/processors/types";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { logger } from "@/lib/logger";
import { faultPoint } from "@/lib/fault-points";
import { startPaymentAttempt } from "@/lib/payments/attempts/start-payment-attempt";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { isProcessorDown, ProcessorUnreachableError, sendTracked } from "@/lib/processors/http-executor";
import { failOverAttempt, whetherFirstTryCharged } from "@/lib/payments/attempts/fail-over-attempt";
import { checkoutUrl } from "@/lib/payments/create-hosted-payment";

/** How soon status sync asks about an attempt whose processor did not answer. */
const UNANSWERED_CHECK_MS = 5_000;

/** `clientIp`: the customer's address as the checkout saw it, for the risk rules' `ip` (docs/risk.md). */
export async function submitPaymentAttempt(token: string, input: AttemptInput, database: DbClient = defaultDb(), opts: { firstAttemptOnly?: boolean; clientIp?: string | null } = {}): Promise<Payment> {
  const started = await startPaymentAttempt(database, token, input, opts);
  // Expired, or blocked by a risk rule before routing (recorded, no processor asked).
  if (started.kind === "expired" || started.kind === "blocked") return started.payment;

  const { payment } = started;
  let { attempt } = started;
  faultPoint("before_processor_request"); // test-only: a crash after the attempt is recorded, before it is sent
  const first = await authorizeOn(started.processor, attempt, payment, token, input, started.callbackUrl);
  let outcome: AttemptOutcome;
  if ("outcome" in first) {
    outcome = first.outcome;
  } else {
    // The processor is down. Once, and only if the customer cannot have been charged, the
    // attempt goes to the next connection serving the method (fail-over-attempt.ts).
    const verdict = await whetherFirstTryCharged(started.processor, attempt.id, first.down);
    const next = verdict.safe ? await failOverAttempt(database, attempt) : null;
    if (next) {
      logger().warn({ err: first.down, attemptId: attempt.id, nextAttemptId: next.attempt.id, connectionId: next.attempt.connectionId }, "processor down; attempt sent to the next connection");
      attempt = next.attempt;
      const second = await authorizeOn(next.processor, attempt, payment, token, input, next.callbackUrl);
      outcome = "outcome" in second ? second.outcome : asBefore(second.down, attempt.id);
    } else if (verdict.status && verdict.status.outcome !== "unknown") {
      // The processor said what became of the attempt: that is the outcome (a charge it took is never sent elsewhere).
      outcome = verdict.status;
    } else if (!verdict.safe) {
      // No answer to the question either: nothing is assumed; the attempt waits and status sync asks.
      logger().warn({ err: first.down, attemptId: attempt.id }, "processor down and its status unknown; its status will be asked");
      outcome = { outcome: "pending", processorRef: "", checkAgainAfterMs: UNANSWERED_CHECK_MS };
    } else {
      outcome = asBefore(first.down, attempt.id);
    }
  }
  faultPoint("after_processor_answer"); // test-only: a crash between the answer and the save
  return recordAttemptOutcome(database, attempt, outcome);
}

/** Step 2: the processor's answer, or the outage it could not answer through (no answer, a 5xx). */
async function authorizeOn(
  processor: Processor,
  attempt: PaymentAttempt,
  payment: Payment,
  token: string,
  input: AttemptInput,
  callbackUrl: string | null,
): Promise<{ outcome: AttemptOutcome } | { down: unknown }> {
  try {
    return {
      // Tracked as one send: "never sent" only when none of the connector's calls reached the processor.
      outcome: await sendTracked(() =>
        processor.authorize({
          attemptId: attempt.id,
          amount: payment.amount,
          currency: payment.currency,
          method: attempt.method,
          ...("card" in input ? { card: input.card } : "account" in input ? { account: input.account } : {}),
          context: {
            paymentId: payment.id,
            returnUrl: `${checkoutUrl(token)}/return`,
            callbackUrl: callbackUrl ?? `${checkoutUrl(token)}/return`,
            customer: { email: payment.customerEmail, firstName: payment.customerFirstName, lastName: payment.customerLastName, phone: payment.customerPhone },
            title: (payment.customization as { title?: string } | null)?.title ?? null,
            description: (payment.customization as { description?: string } | null)?.description ?? null,
          },
        }),
      ),
    };
  } catch (error) {
    if (isProcessorDown(error)) return { down: error };
    logger().error({ err: error, attemptId: attempt.id }, "processor authorize failed");
    return { outcome: { outcome: "failed", processorRef: "", reason: "The payment could not be processed; please try again" } };
  }
}

/** An outage with nowhere else to go: as before. */
function asBefore(error: unknown, attemptId: string): AttemptOutcome {
  if (error instanceof ProcessorUnreachableError) {
    // No answer is not "no charge": the processor may have the request (a push already on
    // the customer's phone). The attempt waits and status sync asks by the attempt's own id; a
    // processor that never received it answers "unknown" and the attempt fails then.
    logger().warn({ err: error, attemptId }, "processor did not answer; its status will be asked");
    return { outcome: "pending", processorRef: "", checkAgainAfterMs: UNANSWERED_CHECK_MS };
  }
  // A 5xx the processor says left no record: nothing was charged, the customer may try again.
  logger().error({ err: error, attemptId }, "processor authorize failed");
  return { outcome: "failed", processorRef: "", reason: "The payment could not be processed; please try again" };
}

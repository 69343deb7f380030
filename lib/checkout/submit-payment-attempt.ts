import "server-only";
// A customer's attempt to pay on the hosted checkout (issue 3), in three named steps so
// nothing is sent to a processor inside a database transaction (ARCHITECTURE.md, convention 9):
//   1. startPaymentAttempt: lock the payment, check the rules, record "processing"  (transaction)
//   2. ask the processor                                                             (no transaction)
//   3. recordAttemptOutcome: lock again, record the outcome, move the payment        (transaction)
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import type { AttemptOutcome } from "@/lib/processors/types";
import type { AttemptInput } from "@/lib/checkout/checkout-schemas";
import { logger } from "@/lib/logger";
import { faultPoint } from "@/lib/fault-points";
import { startPaymentAttempt } from "@/lib/checkout/start-payment-attempt";
import { recordAttemptOutcome } from "@/lib/checkout/record-attempt-outcome";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
import { checkoutUrl } from "@/lib/payments/create-hosted-payment";

/** How soon status sync asks about an attempt whose processor did not answer. */
const UNANSWERED_CHECK_MS = 5_000;

export async function submitPaymentAttempt(token: string, input: AttemptInput, database: DbClient = defaultDb()): Promise<Payment> {
  const started = await startPaymentAttempt(database, token, input);
  if (started.kind === "expired") return started.payment;

  const { attempt, payment, processor } = started;
  let outcome: AttemptOutcome;
  try {
    outcome = await processor.authorize({
      attemptId: attempt.id,
      amount: payment.amount,
      currency: payment.currency,
      method: attempt.method,
      ...("card" in input ? { card: input.card } : "account" in input ? { account: input.account } : {}),
      context: {
        paymentId: payment.id,
        returnUrl: `${checkoutUrl(token)}/return`,
        callbackUrl: started.callbackUrl ?? `${checkoutUrl(token)}/return`,
        customer: { email: payment.customerEmail, firstName: payment.customerFirstName, lastName: payment.customerLastName, phone: payment.customerPhone },
        title: (payment.customization as { title?: string } | null)?.title ?? null,
        description: (payment.customization as { description?: string } | null)?.description ?? null,
      },
    });
  } catch (error) {
    if (error instanceof ProcessorUnreachableError) {
      // Issue 26: no answer is not "no charge": the processor may have the request (a push already on
      // the customer's phone). The attempt waits and status sync asks by the attempt's own id; a
      // processor that never received it answers "unknown" and the attempt fails then.
      logger().warn({ err: error, attemptId: attempt.id }, "processor did not answer; its status will be asked");
      outcome = { outcome: "pending", processorRef: "", checkAgainAfterMs: UNANSWERED_CHECK_MS };
    } else {
      logger().error({ err: error, attemptId: attempt.id }, "processor authorize failed");
      outcome = { outcome: "failed", processorRef: "", reason: "The payment could not be processed; please try again" };
    }
  }
  faultPoint("after_processor_answer"); // test-only: a crash between the answer and the save
  return recordAttemptOutcome(database, attempt, outcome);
}

import "server-only";
// "Pay another way" while an attempt waits on the customer at the processor: the push
// never reached the phone, or the customer left the processor's page. The processor is asked first
// (outside any transaction): an attempt it already finished is recorded as it says, so a customer
// who did pay is never told to pay again. One still waiting ends as failed through the one path every
// answer takes (the gateway's own conclusion, applied only to an attempt still in flight), and the
// checkout offers the methods again. Should the customer still approve afterwards, that late success
// is a duplicate charge, refunded at once (record-attempt-outcome.ts): the payment never has two.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
import { processorFor } from "@/lib/processors/registry";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { ANOTHER_WAY_REASON } from "@/lib/catalog/attempt-rules";

export async function payAnotherWay(token: string, database: DbClient = defaultDb()): Promise<{ method: string }> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) throw new ApiError("NOT_FOUND", "payment session not found");
  const payment = await database.payment.findUnique({ where: { checkoutToken: token }, select: { id: true, merchantId: true, mode: true, amount: true, currency: true } });
  if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
  const attempt = await database.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { number: "desc" } });
  if (!attempt || attempt.outcome !== "pending" || !attempt.connectionId) throw new ApiError("INVALID_STATE", "No payment is waiting at the processor");
  const processor = await processorFor({ connectionId: attempt.connectionId, mode: payment.mode }, database);
  try {
    const status = await processor?.status({ attemptId: attempt.id, expected: { amount: payment.amount, currency: payment.currency } });
    if (status && status.outcome !== "unknown" && status.outcome !== "pending" && status.outcome !== "redirect") {
      await recordAttemptOutcome(database, attempt, status);
      return { method: attempt.method };
    }
  } catch (error) {
    if (!(error instanceof ProcessorUnreachableError)) throw error;
    // Cannot ask: end it anyway; a success the processor reports later is refunded as a duplicate charge.
  }
  await recordAttemptOutcome(database, attempt, { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: ANOTHER_WAY_REASON }, { gatewayConclusion: true });
  return { method: attempt.method };
}

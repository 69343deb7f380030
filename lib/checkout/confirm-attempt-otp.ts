import "server-only";
// The OTP / 3-D Secure step of an attempt that answered auth_needed: mark it in flight under
// the payment's lock, send the code to the processor outside any transaction, record the answer.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { lockPayment } from "@/lib/payments/transition-payment";
import { processorFor } from "@/lib/processors/registry";
import type { AttemptOutcome } from "@/lib/processors/types";
import { logger } from "@/lib/logger";
import { recordAttemptOutcome } from "@/lib/checkout/record-attempt-outcome";

export async function confirmAttemptOtp(token: string, otp: string, database: DbClient = defaultDb()): Promise<Payment> {
  const { attempt, mode } = await database.$transaction(async (tx) => {
    const payment = await lockPayment(tx, { checkoutToken: token });
    if (!payment) throw new ApiError("NOT_FOUND", "payment session not found");
    if (payment.status !== "auth_needed") throw new ApiError("INVALID_STATE", "There is no verification step waiting for this payment");
    const waiting = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, outcome: "auth_needed" }, orderBy: { number: "desc" } });
    if (!waiting) throw new ApiError("INVALID_STATE", "There is no verification step waiting for this payment");
    // Mark it in flight so a second submission of the code is refused while we ask.
    const inFlight = await tx.paymentAttempt.update({ where: { id: waiting.id }, data: { outcome: "processing" } });
    return { attempt: inFlight, mode: payment.mode };
  });
  const processor = processorFor(mode)!;
  let outcome: AttemptOutcome;
  try {
    outcome = await processor.confirmOtp({ processorRef: attempt.processorRef ?? "", otp });
  } catch (error) {
    logger().error({ err: error, attemptId: attempt.id }, "processor confirmOtp failed");
    outcome = { outcome: "failed", processorRef: attempt.processorRef ?? "", reason: "The verification could not be processed; please try again" };
  }
  return recordAttemptOutcome(database, attempt.id, outcome);
}

import "server-only";
// A processor's callback (issue 26): POST/PUT/GET /v2/processor-callbacks/<connection token>. The
// token names the connection (unguessable, one per connection: MTN's callbacks are unsigned); the
// connector verifies the signature where the processor signs (Chapa) and says which of the
// gateway's objects changed. That is a hint only: the gateway asks the processor before changing
// anything, through the same status paths as its own jobs, so a forged, duplicated, late or
// out-of-order callback changes nothing wrong. Objects of another connection are ignored.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { unsafeTextProblem } from "@/lib/http/unsafe-text";
import { logger } from "@/lib/logger";
import { processorForConnectionRow } from "@/lib/processors/registry";
import type { CallbackHint, ProcessorCallback } from "@/lib/processors/types";
import { confirmPendingAttempt } from "@/lib/checkout/confirm-pending-attempt";
import { recordAttemptOutcome } from "@/lib/checkout/record-attempt-outcome";
import { processPayout } from "@/lib/payouts/process-payout";
import { syncRefund } from "@/lib/refunds/send-refund";

export const CALLBACK_TOKEN_PATTERN = /^[0-9A-Za-z]{20,64}$/;

export async function handleProcessorCallback(token: string, callback: ProcessorCallback, database: DbClient = defaultDb()): Promise<{ acted: boolean }> {
  if (!CALLBACK_TOKEN_PATTERN.test(token)) throw new ApiError("NOT_FOUND", "no such callback URL");
  const connection = await database.processorConnection.findUnique({ where: { webhookToken: token } });
  if (!connection) throw new ApiError("NOT_FOUND", "no such callback URL");
  const processor = processorForConnectionRow(connection);
  const hint = processor.parseCallback?.(callback) ?? null;
  // A GET carries no signature and no body: a reference it does not name is nothing to act on.
  if (!hint && callback.method === "GET") return { acted: false };
  if (!hint) {
    logger().warn({ connectionId: connection.id }, "processor callback refused: signature or body does not verify");
    throw new ApiError("UNAUTHORIZED", "the callback's signature does not verify");
  }
  const acted = await act(connection.id, hint, database);
  return { acted };
}

async function act(connectionId: string, hint: CallbackHint, database: DbClient): Promise<boolean> {
  // An id the database cannot store (NUL, a lone surrogate: an unsigned body can say anything) names
  // nothing; looking it up would be a database error, a 500 the processor would retry forever.
  if (unsafeTextProblem(hint.id) !== null) return false;
  switch (hint.kind) {
    case "attempt": {
      const attempt = await database.paymentAttempt.findFirst({ where: { id: hint.id, connectionId }, include: { payment: { select: { mode: true, amount: true, currency: true } } } });
      if (!attempt) return false;
      // Still being started by the request that sent it: that request records the answer; the stale sweep covers a crash.
      if (attempt.outcome === "processing") return false;
      if (attempt.outcome === "pending") {
        await confirmPendingAttempt(attempt, database);
        return true;
      }
      // Settled already: only a success the gateway does not have matters (a duplicate charge, refunded at once).
      if (attempt.outcome === "success") return false;
      const processor = processorForConnectionRow((await database.processorConnection.findUniqueOrThrow({ where: { id: connectionId } })));
      const status = await processor.status({ attemptId: attempt.id, expected: { amount: attempt.payment.amount, currency: attempt.payment.currency } });
      if (status.outcome === "success") await recordAttemptOutcome(database, attempt, status);
      return status.outcome === "success";
    }
    case "payout": {
      const payout = await database.payout.findFirst({ where: { id: hint.id, connectionId }, select: { id: true } });
      if (!payout) return false;
      await processPayout(payout.id, database);
      return true;
    }
    case "refund": {
      const refund = await database.refund.findFirst({ where: { id: hint.id, connectionId }, select: { id: true, merchantId: true } });
      if (!refund) return false;
      await syncRefund(refund, database);
      return true;
    }
  }
}

import "server-only";
// A refund of a payment a processor connection took (issue 26). createRefund records it "pending"
// with its money already moved (the merchant's balance to the connection's clearing account), and
// enqueues the job refund.send; this sends it to the processor outside any transaction, keyed by the
// refund's own id (the processor deduplicates), then records the answer under the refund's lock:
//   succeeded  the refund is done;
//   failed     the processor refused: the money goes back to the merchant's balance, the payment's
//              refunded amount is lowered again, the refund says why;
//   pending    asked again (refundStatus) when the processor said.
// A refund of a simulator payment (test mode) never comes here: it is final at once, as before.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { processorFor } from "@/lib/processors/registry";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
import type { RefundOutcome } from "@/lib/processors/types";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { processorClearing } from "@/lib/ledger/accounts";

export type RefundStep = "done" | { retryInMs: number };

export async function syncRefund(ref: { id: string; merchantId: string }, database: DbClient = defaultDb()): Promise<RefundStep> {
  const refund = await database.refund.findUnique({ where: { id: ref.id, merchantId: ref.merchantId } });
  if (!refund || refund.status !== "pending" || !refund.connectionId) return "done";
  const attempt = await database.paymentAttempt.findFirst({ where: { paymentId: refund.paymentId, merchantId: refund.merchantId, outcome: "success" }, select: { id: true, processorRef: true, payment: { select: { amount: true } } } });
  const processor = await processorFor({ connectionId: refund.connectionId, mode: refund.mode }, database);
  if (!attempt || !processor) return "done";
  let answer: RefundOutcome | { outcome: "unknown" };
  try {
    const known = processor.refundStatus ? await processor.refundStatus({ refundId: refund.id, attemptId: attempt.id, processorRef: refund.processorRef }) : { outcome: "unknown" as const };
    answer = known.outcome === "unknown" ? await processor.refund({ attemptId: attempt.id, amount: refund.amount, currency: refund.currency, refundId: refund.id, processorRef: attempt.processorRef, paymentAmount: attempt.payment.amount }) : known;
  } catch (error) {
    if (error instanceof ProcessorUnreachableError) return { retryInMs: 10_000 };
    throw error;
  }
  if (answer.outcome === "pending") {
    if (answer.refundRef && answer.refundRef !== refund.processorRef) await database.refund.updateMany({ where: { id: refund.id, merchantId: refund.merchantId }, data: { processorRef: answer.refundRef } });
    return { retryInMs: answer.checkAgainAfterMs };
  }
  const final = answer;
  await database.$transaction((tx) => recordRefundOutcome(tx, refund.id, refund.merchantId, final));
  return "done";
}

async function recordRefundOutcome(tx: Prisma.TransactionClient, refundId: string, merchantId: string, answer: Extract<RefundOutcome, { outcome: "succeeded" | "failed" }>) {
  const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM "Refund" WHERE id = ${refundId} AND "merchantId" = ${merchantId} FOR UPDATE`;
  if (locked?.status !== "pending") return; // another step recorded it first
  if (answer.outcome === "succeeded") {
    await tx.refund.update({ where: { id: refundId }, data: { status: "succeeded", processorRef: answer.refundRef || null, statusReason: null } });
    return;
  }
  const refund = await tx.refund.update({ where: { id: refundId }, data: { status: "failed", processorRef: answer.refundRef || null, statusReason: answer.reason } });
  const base = { merchantId: refund.merchantId, mode: refund.mode, currency: refund.currency };
  await postLedgerTransaction(tx, {
    mode: refund.mode,
    kind: "refund_returned",
    referenceId: refund.id,
    merchantId: refund.merchantId,
    description: `Refund ${refund.id} refused by the processor: returned to the balance`,
    lines: [
      { account: processorClearing(refund.connectionId!, base), amount: -refund.amount },
      { account: { ...base, type: "merchant_available" }, amount: refund.amount },
    ],
  });
  await tx.payment.update({ where: { id: refund.paymentId }, data: { amountRefunded: { decrement: refund.amount } } });
  logger().warn({ refundId, reason: answer.reason }, "processor refused a refund; its money is back in the merchant's balance");
}

import "server-only";
// A dispute as a processor reported it (a callback's signed word, or the processor's dispute API asked
// after a callback): found by the processor's dispute id, or created, then moved through
// applyDisputeState in one transaction. The disputed charge is found on the reporting connection only,
// so a connection can never open a dispute on another connection's payment.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { disputeFee, stageOf } from "@/lib/catalog/dispute-states";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import type { ProcessorDispute } from "@/lib/processors/types";
import { applyDisputeState, lockDispute } from "@/lib/disputes/apply-dispute-state";

export type RecordedDispute = { disputeId: string; changed: boolean } | null;

/** Whether the connector can submit evidence through the processor's API. */
export type EvidenceChannel = "processor" | "record";

export async function recordProcessorDispute(
  report: ProcessorDispute,
  opts: { connectionId: string; evidenceChannel: EvidenceChannel },
  database: DbClient = defaultDb(),
): Promise<RecordedDispute> {
  const attempt = await findDisputedAttempt(database, opts.connectionId, report);
  if (!attempt) {
    logger().warn({ connectionId: opts.connectionId, disputeRef: report.disputeRef }, "dispute report names no payment of this connection; ignored");
    return null;
  }
  const payment = attempt.payment;
  if (report.currency !== payment.currency || report.amount <= 0n || report.amount > payment.amount) {
    logger().warn({ connectionId: opts.connectionId, disputeRef: report.disputeRef, paymentId: payment.id }, "dispute report's amount or currency does not fit its payment; ignored");
    return null;
  }
  return database.$transaction(async (tx) => {
    const inserted = await tx.dispute.createMany({
      data: [
        {
          id: newId("dp"),
          merchantId: payment.merchantId,
          mode: payment.mode,
          paymentId: payment.id,
          connectionId: opts.connectionId,
          kind: "chargeback",
          processorRef: report.disputeRef,
          stage: report.stage ?? stageOf(report.status),
          status: report.status,
          processorStatus: report.processorStatus,
          reason: report.reason,
          amount: report.amount,
          currency: report.currency,
          fee: disputeFee("chargeback", report.currency),
          dueBy: report.dueBy,
          evidenceChannel: opts.evidenceChannel,
          processorUpdatedAt: report.updatedAt,
          submissionCount: report.evidenceSubmitted ? 1 : 0,
        },
      ],
      skipDuplicates: true,
    });
    const row = await tx.dispute.findUniqueOrThrow({
      where: { merchantId_mode_kind_processorRef: { merchantId: payment.merchantId, mode: payment.mode, kind: "chargeback", processorRef: report.disputeRef } },
      select: { id: true },
    });
    const dispute = (await lockDispute(tx, { id: row.id, merchantId: payment.merchantId }))!;
    const created = inserted.count === 1;
    const result = await applyDisputeState(
      tx,
      dispute,
      { status: report.status, stage: report.stage, processorStatus: report.processorStatus, dueBy: report.dueBy, processorUpdatedAt: report.updatedAt, evidenceSubmitted: report.evidenceSubmitted },
      { created },
    );
    return { disputeId: row.id, changed: result.changed };
  });
}

async function findDisputedAttempt(database: DbClient, connectionId: string, report: ProcessorDispute) {
  const include = { payment: { select: { id: true, merchantId: true, mode: true, amount: true, currency: true } } } as const;
  if (report.attemptId) {
    const byId = await database.paymentAttempt.findFirst({ where: { id: report.attemptId, connectionId, outcome: "success" }, include });
    if (byId) return byId;
  }
  if (report.chargeRef) return database.paymentAttempt.findFirst({ where: { connectionId, processorRef: report.chargeRef, outcome: "success" }, include });
  return null;
}

import "server-only";
// The one place a dispute changes (docs/disputes.md "States"): every source (a processor's report, a
// reversal claim's update, the merchant's accept, the deadline) comes here with the dispute locked, and
// the status change, its ledger postings and its events commit together. A move the state table does
// not allow, or a report older than the one recorded, changes nothing: duplicate and out-of-order
// webhooks are harmless.
import type { Dispute, Prisma } from "@/lib/generated/prisma/client";
import { canMoveDispute, disputeHoldsFunds, disputeOutcome, type DisputeStage, type DisputeStatus } from "@/lib/catalog/dispute-states";
import { recordEvent } from "@/lib/events/record-event";
import { logger } from "@/lib/logger";
import { holdDisputeFunds, releaseDisputeFunds, takeDisputeFunds } from "@/lib/disputes/dispute-ledger";
import { serializeDispute } from "@/lib/disputes/serialize-dispute";

export type DisputeChange = {
  status: DisputeStatus;
  stage?: DisputeStage;
  processorStatus?: string | null;
  dueBy?: Date | null;
  /** The processor's time for this state; older than the recorded one: ignored. */
  processorUpdatedAt?: Date | null;
  evidenceSubmitted?: boolean;
};

/** Locks the dispute row (FOR UPDATE) and returns it, or null. */
export async function lockDispute(tx: Prisma.TransactionClient, ref: { id: string; merchantId: string }): Promise<Dispute | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Dispute" WHERE id = ${ref.id} AND "merchantId" = ${ref.merchantId} FOR UPDATE`;
  return row ? tx.dispute.findUnique({ where: { id: row.id } }) : null;
}

/**
 * Applies `change` to `dispute` (locked by the caller, in `tx`). `created`: the row was inserted in this
 * transaction with the change's status, so nothing was held before and dispute.created is written.
 * Returns the dispute as it now is, and whether anything changed.
 */
export async function applyDisputeState(tx: Prisma.TransactionClient, dispute: Dispute, change: DisputeChange, opts: { created?: boolean } = {}): Promise<{ dispute: Dispute; changed: boolean }> {
  const from = dispute.status as DisputeStatus;
  if (!opts.created) {
    if (dispute.processorUpdatedAt && change.processorUpdatedAt && change.processorUpdatedAt < dispute.processorUpdatedAt) return { dispute, changed: false };
    if (!canMoveDispute(from, change.status)) {
      logger().info({ disputeId: dispute.id, from, to: change.status }, "dispute report ignored: the state table does not allow the move");
      return { dispute, changed: false };
    }
  }
  const heldBefore = !opts.created && dispute.fundsWithdrawnAt !== null && dispute.fundsReinstatedAt === null && dispute.outcome === null;
  const outcome = disputeOutcome(change.status);
  const now = new Date();
  const data: Prisma.DisputeUpdateInput = {
    status: change.status,
    ...(change.stage ? { stage: change.stage } : {}),
    ...(change.processorStatus !== undefined ? { processorStatus: change.processorStatus } : {}),
    ...(change.dueBy !== undefined ? { dueBy: change.dueBy } : {}),
    ...(change.processorUpdatedAt ? { processorUpdatedAt: change.processorUpdatedAt } : {}),
    ...(change.evidenceSubmitted && dispute.submissionCount === 0 ? { submissionCount: 1, evidenceSubmittedAt: dispute.evidenceSubmittedAt ?? now } : {}),
  };
  const same =
    !opts.created &&
    from === change.status &&
    (change.stage ?? dispute.stage) === dispute.stage &&
    (change.dueBy === undefined || (change.dueBy?.getTime() ?? null) === (dispute.dueBy?.getTime() ?? null)) &&
    (change.processorStatus === undefined || change.processorStatus === dispute.processorStatus);
  if (same) {
    if (change.processorUpdatedAt) await tx.dispute.update({ where: { id: dispute.id }, data: { processorUpdatedAt: change.processorUpdatedAt } });
    return { dispute, changed: false };
  }

  const events: string[] = opts.created ? ["dispute.created"] : ["dispute.updated"];
  // Money: held while the status holds it; a close releases or takes what was held (a loss straight
  // from an inquiry is held and taken in the same transaction, so the ledger shows both steps).
  const mustHold = disputeHoldsFunds(change.status) || (outcome === "lost" && !heldBefore && dispute.fundsReinstatedAt === null);
  let held = heldBefore;
  if (mustHold && !held) {
    const parts = await holdDisputeFunds(tx, dispute);
    Object.assign(data, { fundsWithdrawnAt: now, heldFromAvailable: parts.fromAvailable, heldAsDebt: parts.asDebt });
    events.push("dispute.funds_withdrawn");
    held = true;
  }
  if (outcome !== null) {
    Object.assign(data, { outcome, closedAt: now });
    if (held && outcome === "won") {
      await releaseDisputeFunds(tx, dispute);
      Object.assign(data, { fundsReinstatedAt: now });
      events.push("dispute.funds_reinstated");
    }
    if (held && outcome === "lost") await takeDisputeFunds(tx, dispute);
    events.push("dispute.closed");
  }
  const updated = await tx.dispute.update({ where: { id: dispute.id }, data });
  const payload = serializeDispute(updated, { now });
  for (const type of events) {
    await recordEvent(tx, { merchantId: updated.merchantId, mode: updated.mode, type, objectType: "dispute", objectId: updated.id, payload });
  }
  return { dispute: updated, changed: true };
}

import "server-only";
// The merchant's two answers to a dispute (docs/disputes.md "Evidence" and "Accepting"), each a role
// permission (disputes.respond) and audited:
//   submit  the staged evidence goes once: through the processor's API where it has one (Stripe), else
//           kept as the record (Chapa takes evidence in its dashboard, the operators at customer care).
//           The submission is claimed under the dispute's lock before the processor is called, so a
//           second submit, concurrent or later, is refused; a processor that refuses it releases the
//           claim and nothing is submitted.
//   accept  the merchant concedes: the processor closes it (Stripe's close), or, where the processor
//           takes no such call, the gateway records the loss; a reversal claim accepted is reversed.
import type { Dispute } from "@/lib/generated/prisma/client";
import { inTransaction, type DbClient } from "@/lib/db";
import type { DisputeStatus } from "@/lib/catalog/dispute-states";
import { recordEvent } from "@/lib/events/record-event";
import { serializeDispute } from "@/lib/disputes/serialize-dispute";
import { ApiError } from "@/lib/http/errors";
import { logger } from "@/lib/logger";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { processorForConnectionRow } from "@/lib/processors/registry";
import type { Processor } from "@/lib/processors/types";
import { applyDisputeState, lockDispute } from "@/lib/disputes/apply-dispute-state";
import { lockOpenDispute } from "@/lib/disputes/dispute-evidence";
import { getDisputeOrThrow, type DisputeLookup } from "@/lib/disputes/get-dispute";
import { recordProcessorDispute } from "@/lib/disputes/record-processor-dispute";

async function processorOf(db: DbClient, dispute: Dispute): Promise<Processor | null> {
  if (dispute.kind !== "chargeback" || !dispute.connectionId) return null;
  return processorForConnectionRow(await db.processorConnection.findUniqueOrThrow({ where: { id: dispute.connectionId } }));
}

function processorFailed(action: string, error: unknown): ApiError {
  logger().warn({ err: error }, `dispute ${action}: the processor refused or did not answer`);
  return new ApiError("SERVICE_UNAVAILABLE", `The processor did not take the ${action}; nothing was ${action === "evidence" ? "submitted" : "accepted"}. Try again in a moment`);
}

/** Takes the root client: the processor is called between two transactions, never inside one. */
export async function submitDisputeEvidence(db: DbClient, opts: DisputeLookup & { actor: AuditActor }): Promise<Dispute> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "disputes.respond" });
  const claimed = await inTransaction(db, async (tx) => {
    const dispute = await lockOpenDispute(tx, opts);
    const files = await tx.disputeFile.count({ where: { disputeId: dispute.id, merchantId: dispute.merchantId } });
    if (Object.keys(dispute.evidence as object).length === 0 && files === 0) {
      throw new ApiError("INVALID_STATE", "No evidence is staged: stage text or upload a file before submitting");
    }
    const submitted = await tx.dispute.update({ where: { id: dispute.id }, data: { submissionCount: 1, evidenceSubmittedAt: new Date() } });
    await recordAudit(tx, { merchantId: dispute.merchantId, mode: dispute.mode, actor: opts.actor, action: "dispute.evidence_submitted", targetId: dispute.id, details: { channel: dispute.evidenceChannel, files } });
    return submitted;
  });
  const processor = claimed.evidenceChannel === "processor" ? await processorOf(db, claimed) : null;
  if (!processor?.submitDisputeEvidence) return recordSubmission(db, claimed);
  let report;
  try {
    const files = await db.disputeFile.findMany({ where: { disputeId: claimed.id, merchantId: claimed.merchantId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    report = await processor.submitDisputeEvidence({
      disputeRef: claimed.processorRef,
      evidence: claimed.evidence as Record<string, string>,
      files: files.map((f) => ({ purpose: f.purpose, fileName: f.fileName, mimeType: f.mimeType, content: Buffer.from(f.content) })),
    });
  } catch (error) {
    await inTransaction(db, async (tx) => {
      await lockDispute(tx, { id: claimed.id, merchantId: claimed.merchantId });
      await tx.dispute.update({ where: { id: claimed.id }, data: { submissionCount: 0, evidenceSubmittedAt: null } });
      await recordAudit(tx, { merchantId: claimed.merchantId, mode: claimed.mode, actor: opts.actor, action: "dispute.evidence_submission_failed", targetId: claimed.id });
    });
    throw processorFailed("evidence", error);
  }
  await recordProcessorDispute({ ...report, evidenceSubmitted: true }, { connectionId: claimed.connectionId!, evidenceChannel: "processor" }, db);
  return db.dispute.findUniqueOrThrow({ where: { id: claimed.id } });
}

/** Kept as the record: the dispute moves on as if submitted (under review), and its event says so. */
async function recordSubmission(db: DbClient, dispute: Dispute): Promise<Dispute> {
  return inTransaction(db, async (tx) => {
    const locked = (await lockDispute(tx, { id: dispute.id, merchantId: dispute.merchantId }))!;
    const status = locked.status as DisputeStatus;
    const next: DisputeStatus = locked.kind === "reversal" ? status : status === "warning_needs_response" ? "warning_under_review" : "under_review";
    const { dispute: updated, changed } = await applyDisputeState(tx, locked, { status: next });
    if (!changed) {
      // A reversal claim stays in its status: the submission is the merchant's record for the operator.
      await recordEvent(tx, { merchantId: updated.merchantId, mode: updated.mode, type: "dispute.updated", objectType: "dispute", objectId: updated.id, payload: serializeDispute(updated) });
    }
    return updated;
  });
}

export async function acceptDispute(db: DbClient, opts: DisputeLookup & { actor: AuditActor }): Promise<Dispute> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "disputes.respond" });
  const found = await getDisputeOrThrow(db, opts);
  if (found.outcome !== null) throw new ApiError("INVALID_STATE", `The dispute is closed (${found.status}): there is nothing to accept`);
  const processor = await processorOf(db, found);
  if (processor?.acceptDispute) {
    let report;
    try {
      report = await processor.acceptDispute({ disputeRef: found.processorRef });
    } catch (error) {
      throw processorFailed("acceptance", error);
    }
    await recordProcessorDispute(report, { connectionId: found.connectionId!, evidenceChannel: found.evidenceChannel as "processor" | "record" }, db);
    await recordAudit(db, { merchantId: found.merchantId, mode: found.mode, actor: opts.actor, action: "dispute.accepted", targetId: found.id, details: { through: "processor" } });
    return db.dispute.findUniqueOrThrow({ where: { id: found.id } });
  }
  return inTransaction(db, async (tx) => {
    const dispute = (await lockDispute(tx, { id: found.id, merchantId: found.merchantId }))!;
    if (dispute.outcome !== null) throw new ApiError("INVALID_STATE", `The dispute is closed (${dispute.status}): there is nothing to accept`);
    const { dispute: updated } = await applyDisputeState(tx, dispute, { status: dispute.kind === "reversal" ? "reversed" : "lost" });
    await recordAudit(tx, { merchantId: dispute.merchantId, mode: dispute.mode, actor: opts.actor, action: "dispute.accepted", targetId: dispute.id, details: { through: "record" } });
    return updated;
  });
}

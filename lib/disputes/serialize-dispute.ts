// A dispute's public shape (docs/disputes.md "The dispute object"): the same for a card chargeback and a
// mobile-money reversal claim. Internal columns (the connection, the hold's parts) never leave.
import type { Dispute, DisputeFile } from "@/lib/generated/prisma/client";
import { disputeAwaitsResponse, DISPUTE_DUE_SOON_MS, type DisputeStatus } from "@/lib/catalog/dispute-states";
import { toMajorUnits } from "@/lib/money";

export type DisputeFileSummary = Pick<DisputeFile, "id" | "purpose" | "fileName" | "mimeType" | "size" | "sha256" | "createdAt">;

/** One of the dispute's ledger movements, as the merchant sees them (hold, release, loss, fee). */
export type DisputeBalanceMovement = { type: "hold" | "release" | "loss" | "fee" | "debt"; amount: bigint; createdAt: Date };

export function serializeDisputeFile(f: DisputeFileSummary) {
  return { file_id: f.id, purpose: f.purpose, file_name: f.fileName, mime_type: f.mimeType, size: f.size, sha256: f.sha256, created_at: f.createdAt.toISOString() };
}

export function serializeDispute(d: Dispute, extra: { files?: DisputeFileSummary[]; movements?: DisputeBalanceMovement[]; now?: Date } = {}) {
  const now = extra.now ?? new Date();
  const status = d.status as DisputeStatus;
  const open = d.outcome === null;
  return {
    dispute_reference: d.id,
    payment_reference: d.paymentId,
    kind: d.kind,
    stage: d.stage,
    status: d.status,
    reason: d.reason,
    amount: toMajorUnits(d.amount, d.currency),
    currency: d.currency,
    fee: toMajorUnits(d.fee, d.currency),
    outcome: d.outcome,
    loss_bearer: d.lossBearer,
    processor_reference: d.processorRef,
    processor_status: d.processorStatus,
    evidence: d.evidence,
    evidence_details: {
      due_by: d.dueBy?.toISOString() ?? null,
      due_soon: open && d.dueBy !== null && d.dueBy.getTime() - now.getTime() <= DISPUTE_DUE_SOON_MS && d.dueBy > now,
      past_due: open && d.dueBy !== null && d.dueBy <= now,
      has_evidence: d.submissionCount > 0 || Object.keys(d.evidence as object).length > 0 || (extra.files?.length ?? 0) > 0,
      submission_count: d.submissionCount,
      submitted_at: d.evidenceSubmittedAt?.toISOString() ?? null,
      /** "processor": submitted through the processor's API; "record": kept by the gateway, the processor takes evidence elsewhere. */
      channel: d.evidenceChannel,
      awaiting_response: open && d.submissionCount === 0 && disputeAwaitsResponse(status),
    },
    ...(extra.files ? { files: extra.files.map(serializeDisputeFile) } : {}),
    ...(extra.movements
      ? { balance_transactions: extra.movements.map((m) => ({ type: m.type, amount: toMajorUnits(m.amount, d.currency), currency: d.currency, created_at: m.createdAt.toISOString() })) }
      : {}),
    funds_withdrawn_at: d.fundsWithdrawnAt?.toISOString() ?? null,
    funds_reinstated_at: d.fundsReinstatedAt?.toISOString() ?? null,
    closed_at: d.closedAt?.toISOString() ?? null,
    mode: d.mode,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

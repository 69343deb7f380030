import "server-only";
// A dispute's evidence (docs/disputes.md "Evidence"): text fields staged and restaged while the dispute
// awaits a response, files stored with their size and hash (their kind judged from their bytes, never
// from the declared type), then submitted once (lib/disputes/submit-dispute-evidence.ts) and frozen.
// Staging is the merchant's team's (disputes.evidence); every change is audited and sent as
// dispute.updated.
import crypto from "node:crypto";
import type { Dispute, DisputeFile } from "@/lib/generated/prisma/client";
import { inTransaction, type Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { recordEvent } from "@/lib/events/record-event";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { disputeAwaitsResponse, DISPUTE_FILE_MAX_BYTES, DISPUTE_FILES_PER_DISPUTE, type DisputeStatus } from "@/lib/catalog/dispute-states";
import { lockDispute } from "@/lib/disputes/apply-dispute-state";
import { getDisputeOrThrow, type DisputeLookup } from "@/lib/disputes/get-dispute";
import { serializeDispute } from "@/lib/disputes/serialize-dispute";
import type { DisputeFileUpload, StageDisputeEvidenceInput } from "@/lib/schemas/disputes";

export const DISPUTE_FILE_FIELD = "file";

/** Why evidence can no longer change, or null while it can. */
export function evidenceFrozenReason(dispute: Dispute): string | null {
  if (dispute.outcome !== null) return `The dispute is closed (${dispute.status}): its evidence can no longer change`;
  if (dispute.submissionCount > 0) return "The evidence was submitted: it is frozen";
  if (!disputeAwaitsResponse(dispute.status as DisputeStatus)) return `The dispute is ${dispute.status}: it does not await evidence now`;
  return null;
}

/** Finds and locks the dispute in `tx` (scoped as getDisputeOrThrow), refusing when its evidence is frozen. */
export async function lockOpenDispute(tx: Prisma.TransactionClient, opts: DisputeLookup): Promise<Dispute> {
  const found = await getDisputeOrThrow(tx, opts);
  const dispute = (await lockDispute(tx, { id: found.id, merchantId: opts.merchantId }))!;
  const frozen = evidenceFrozenReason(dispute);
  if (frozen) throw new ApiError("INVALID_STATE", frozen);
  return dispute;
}

/** Stages text fields: a field given replaces the staged one, null clears it, one left out stays. */
export async function stageDisputeEvidence(db: Db, opts: DisputeLookup & { input: StageDisputeEvidenceInput; actor: AuditActor }): Promise<Dispute> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "disputes.evidence" });
  const given = Object.entries(opts.input.evidence).filter(([, v]) => v !== undefined) as [string, string | null][];
  if (given.length === 0) throw new ApiError("INVALID_VALUE", "evidence names no field: give at least one", [{ field: "evidence", message: "must name at least one field" }]);
  return inTransaction(db, async (tx) => {
    const dispute = await lockOpenDispute(tx, opts);
    const evidence = { ...(dispute.evidence as Record<string, string>) };
    for (const [field, value] of given) {
      if (value === null || value.trim() === "") delete evidence[field];
      else evidence[field] = value;
    }
    const updated = await tx.dispute.update({ where: { id: dispute.id }, data: { evidence } });
    await recordEvent(tx, { merchantId: updated.merchantId, mode: updated.mode, type: "dispute.updated", objectType: "dispute", objectId: updated.id, payload: serializeDispute(updated) });
    await recordAudit(tx, { merchantId: updated.merchantId, mode: updated.mode, actor: opts.actor, action: "dispute.evidence_staged", targetId: updated.id, details: { fields: given.map(([f]) => f) } });
    return updated;
  });
}

/** The file kinds evidence may be, by their first bytes; text must be UTF-8 without control characters. */
export function sniffEvidenceType(bytes: Buffer): "application/pdf" | "image/png" | "image/jpeg" | "text/plain" | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? null : "text/plain";
}

/** A file name safe to show and to send as a download's name: no path, no control characters, at most 120 characters. */
function cleanFileName(name: string, mimeType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 120);
  const ext = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg", "text/plain": "txt" }[mimeType] ?? "bin";
  return base || `evidence.${ext}`;
}

export async function uploadDisputeFile(db: Db, opts: DisputeLookup & { upload: DisputeFileUpload; actor: AuditActor }): Promise<DisputeFile> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "disputes.evidence" });
  const field = DISPUTE_FILE_FIELD;
  const bytes = Buffer.from(opts.upload.file.base64, "base64");
  if (bytes.byteLength === 0) throw new ApiError("INVALID_VALUE", `${field} is empty`, [{ field, message: "must not be empty" }]);
  if (bytes.byteLength > DISPUTE_FILE_MAX_BYTES) {
    throw new ApiError("INVALID_VALUE", `${field} must be at most 5 MB`, [{ field, message: `must be at most ${DISPUTE_FILE_MAX_BYTES} bytes` }]);
  }
  const mimeType = sniffEvidenceType(bytes);
  if (!mimeType) {
    throw new ApiError("INVALID_VALUE", `${field} must be a PDF, PNG, JPEG or plain-text file`, [
      { field, message: "is not a PDF, PNG, JPEG or UTF-8 text file (judged by its content, not its declared type)" },
    ]);
  }
  return inTransaction(db, async (tx) => {
    const dispute = await lockOpenDispute(tx, opts);
    const count = await tx.disputeFile.count({ where: { disputeId: dispute.id, merchantId: dispute.merchantId } });
    if (count >= DISPUTE_FILES_PER_DISPUTE) throw new ApiError("INVALID_STATE", `A dispute takes at most ${DISPUTE_FILES_PER_DISPUTE} files; this one has them`);
    const file = await tx.disputeFile.create({
      data: {
        id: newId("dpf"),
        disputeId: dispute.id,
        merchantId: dispute.merchantId,
        mode: dispute.mode,
        purpose: opts.upload.purpose,
        fileName: cleanFileName(opts.upload.file.filename, mimeType),
        mimeType,
        size: bytes.byteLength,
        sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
        content: bytes,
      },
    });
    await recordAudit(tx, {
      merchantId: dispute.merchantId,
      mode: dispute.mode,
      actor: opts.actor,
      action: "dispute.file_uploaded",
      targetId: dispute.id,
      details: { file_id: file.id, purpose: file.purpose, mime_type: mimeType, size: file.size, sha256: file.sha256 },
    });
    return file;
  });
}

/** A file's bytes, for the merchant's team only (the route is the merchant's own key or session). */
export async function readDisputeFile(db: Db, opts: DisputeLookup & { fileId: string }): Promise<DisputeFile> {
  const dispute = await getDisputeOrThrow(db, opts);
  const file = /^dpf_[0-9A-Za-z]{22}$/.test(opts.fileId) ? await db.disputeFile.findUnique({ where: { id: opts.fileId } }) : null;
  if (!file || file.disputeId !== dispute.id || file.merchantId !== opts.merchantId) throw new ApiError("NOT_FOUND", "file not found");
  return file;
}

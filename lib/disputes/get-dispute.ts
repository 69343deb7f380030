import "server-only";
// One dispute, scoped to the merchant, with what its own page shows: its evidence files (never their
// bytes) and its movements of the merchant's balance, read from the ledger postings keyed by it.
import type { Db } from "@/lib/db";
import type { Dispute, Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { serializeDispute, type DisputeBalanceMovement, type DisputeFileSummary } from "@/lib/disputes/serialize-dispute";

export type DisputeLookup = { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer };

const DISPUTE_ID = /^dp_[0-9A-Za-z]{22}$/;

/** The dispute, or NOT_FOUND (another merchant's is not found); the other mode's answered as the caller asks. */
export async function getDisputeOrThrow(db: Db, opts: DisputeLookup): Promise<Dispute> {
  const dispute = DISPUTE_ID.test(opts.id) ? await db.dispute.findUnique({ where: { id: opts.id } }) : null;
  if (!dispute || dispute.merchantId !== opts.merchantId) throw new ApiError("NOT_FOUND", "dispute not found");
  if (dispute.mode !== opts.mode) throw otherModeError("dispute", dispute.mode, opts.otherMode);
  return dispute;
}

export const FILE_SUMMARY = { id: true, purpose: true, fileName: true, mimeType: true, size: true, sha256: true, createdAt: true } as const;

/** The dispute's files (oldest first) and its balance movements. */
export async function disputeDetail(db: Db, dispute: Dispute): Promise<{ files: DisputeFileSummary[]; movements: DisputeBalanceMovement[] }> {
  const [files, postings] = await Promise.all([
    db.disputeFile.findMany({ where: { disputeId: dispute.id, merchantId: dispute.merchantId }, select: FILE_SUMMARY, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.ledgerTransaction.findMany({
      where: { merchantId: dispute.merchantId, referenceId: dispute.id, kind: { in: ["dispute_hold", "dispute_release", "dispute_loss"] } },
      select: { kind: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const movements: DisputeBalanceMovement[] = [];
  for (const p of postings) {
    if (p.kind === "dispute_hold") {
      movements.push({ type: "hold", amount: dispute.amount, createdAt: p.createdAt });
      if (dispute.heldAsDebt > 0n) movements.push({ type: "debt", amount: dispute.heldAsDebt, createdAt: p.createdAt });
    } else if (p.kind === "dispute_release") {
      movements.push({ type: "release", amount: dispute.amount, createdAt: p.createdAt });
    } else {
      movements.push({ type: "loss", amount: dispute.amount, createdAt: p.createdAt });
      if (dispute.fee > 0n) movements.push({ type: "fee", amount: dispute.fee, createdAt: p.createdAt });
    }
  }
  return { files, movements };
}

/** The dispute's own answer: the object with its files and balance movements. */
export async function serializeDisputeWithDetail(db: Db, dispute: Dispute) {
  return serializeDispute(dispute, await disputeDetail(db, dispute));
}

import "server-only";
// Maker-checker: a payout created above the merchant's approval threshold
// waits in auth_needed, its amount and fee already held (lib/payouts/insert-payouts.ts). A second
// team member with "payouts.approve" decides, in one transaction under the payout's lock:
//   approve  auth_needed -> pending, then the normal way (the worker's job sends it); no money
//            moves here, the hold made at creation stays until the processor's final word
//   reject   auth_needed -> failed, amount and fee back to the available balance
// The creator can never approve their own payout (403, details.reason "own_payout"); nor can an
// API key or the CLI: approving is a person's act in the dashboard (403, "team_member_required").
// Rejecting withdraws money from nothing: the creator and API keys may reject. A second decision,
// or two approvers at once, finds the payout no longer waiting: 409 INVALID_STATE, nothing moved.
import type { Payout, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { NO_PROCESSOR_REASON } from "@/lib/payouts/insert-payouts";
import { lockPayout, transitionPayout } from "@/lib/payouts/transition-payout";

/** Whether the payout waits for a second team member (not for the processor's own approval step). */
export function waitsForSecondApprover(payout: Pick<Payout, "status" | "approvalRequired" | "approvalDecidedAt">): boolean {
  return payout.status === "auth_needed" && payout.approvalRequired && payout.approvalDecidedAt === null;
}

/** The second approver's decision, in the caller's transaction. Answers the payout as it now is. */
export async function decideSecondApproval(
  tx: Prisma.TransactionClient,
  opts: { payoutId: string; approve: boolean; reason?: string; actor: AuditActor },
): Promise<Payout> {
  const locked = (await lockPayout(tx, opts.payoutId))!;
  if (!waitsForSecondApprover(locked)) {
    throw new ApiError("INVALID_STATE", `payout is ${locked.status}, not waiting for a second approver${locked.approvalDecidedAt ? " (already decided)" : ""}`);
  }
  const userId = opts.actor.type === "dashboard" ? opts.actor.userId : null;
  if (opts.approve && userId === null) {
    throw ApiError.forCase(
      "permission_refused",
      "This payout waits for a second approver: a team member other than its creator approves it in the dashboard; an API key cannot",
      { reason: "team_member_required" },
    );
  }
  if (opts.approve && userId === locked.createdByUserId) {
    throw ApiError.forCase("permission_refused", "You created this payout: another team member with the approve permission must approve it", {
      reason: "own_payout",
    });
  }
  const decided = { approvalDecidedByUserId: userId, approvalDecidedAt: new Date() };
  // Its connection was chosen at creation; with none in live mode nothing would send it (it waits in pending).
  const sendable = locked.connectionId !== null || locked.mode === "test";
  const payout = opts.approve
    ? await transitionPayout(tx, locked, "pending", {
        data: decided,
        statusReason: sendable ? null : NO_PROCESSOR_REASON,
        eventDetails: { approval: "second_approver", approved_by: "team_member" },
      })
    : await transitionPayout(tx, locked, "failed", {
        data: decided,
        statusReason: opts.reason ? `Rejected by the second approver: ${opts.reason}` : "Rejected by the second approver",
        eventDetails: { approval: "second_approver" },
      });
  if (opts.approve && sendable) {
    await enqueueJob(tx, {
      type: "payout.process",
      payload: { payout_id: payout.id },
      owner: { merchantId: payout.merchantId, mode: payout.mode },
      object: { type: "payout", id: payout.id },
    });
  }
  await recordAudit(tx, {
    merchantId: payout.merchantId,
    actor: opts.actor,
    action: opts.approve ? "payout.approved" : "payout.rejected",
    mode: payout.mode,
    targetId: payout.id,
    details: { second_approver: true, ...(opts.reason ? { reason: opts.reason } : {}) },
  });
  return payout;
}

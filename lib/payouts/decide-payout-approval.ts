import "server-only";
// POST /v2/payouts/{reference}/approve and /reject, and the dashboard's buttons:
// a payout the processor holds for the merchant's authorization (auth_needed). Approval moves
// it to processing and on as the processor answers; rejection fails it and returns its money.
// The processor is told outside any transaction; the audit record names who decided.
// A payout that waits for a second approver (created above the merchant's threshold)
// is decided by lib/payouts/decide-second-approval.ts instead: no processor is asked, since
// nothing was sent yet; the approval sends it the normal way.
import type { DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { processorFor } from "@/lib/processors/registry";
import { findPayout, type PayoutLookup } from "@/lib/payouts/find-payout";
import { lockPayout, transitionPayout } from "@/lib/payouts/transition-payout";
import { continueAfterDecision } from "@/lib/payouts/confirm-payout-otp";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { decideSecondApproval, waitsForSecondApprover } from "@/lib/payouts/decide-second-approval";

export async function decidePayoutApproval(database: DbClient, opts: PayoutLookup & { approve: boolean; reason?: string; actor: AuditActor }) {
  await authorizeActor(database, { actor: opts.actor, merchantId: opts.merchantId, action: "payouts.approve" });
  const found = await findPayout(database, opts);
  if (waitsForSecondApprover(found)) {
    return database.$transaction((tx) => decideSecondApproval(tx, { payoutId: found.id, approve: opts.approve, reason: opts.reason, actor: opts.actor }));
  }
  // A processor whose payouts never wait for approval has none waiting.
  const payouts = (await processorFor(found, database))?.payouts;
  if (found.status !== "auth_needed" || !payouts?.decidePayoutApproval) {
    throw new ApiError("INVALID_STATE", `payout is ${found.status}, not waiting for approval`);
  }
  const answer = await payouts.decidePayoutApproval({ payoutId: found.id, approve: opts.approve });
  await database.$transaction(async (tx) => {
    const locked = (await lockPayout(tx, found.id))!;
    if (locked.status !== "auth_needed") throw new ApiError("INVALID_STATE", `payout is ${locked.status}, not waiting for approval`);
    if (opts.approve) await transitionPayout(tx, locked, "processing", { statusReason: null });
    else await transitionPayout(tx, locked, "failed", { statusReason: opts.reason ? `Rejected by the merchant: ${opts.reason}` : "Rejected by the merchant" });
    await recordAudit(tx, {
      merchantId: locked.merchantId,
      actor: opts.actor,
      action: opts.approve ? "payout.approved" : "payout.rejected",
      mode: locked.mode,
      targetId: locked.id,
      details: opts.reason ? { reason: opts.reason } : undefined,
    });
  });
  if (!opts.approve) return database.payout.findUniqueOrThrow({ where: { id: found.id } });
  return continueAfterDecision(database, found.id, answer);
}

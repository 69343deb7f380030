import "server-only";
// Inserting drafted payouts (issue 10): each as a pending payout with its payout.pending event (the
// same writer as every later status, lib/payouts/transition-payout.ts), the job that sends it and an
// audit record, then their money held, amount + fee leaving the available balance for "payouts in
// flight" by a conditional update (INSUFFICIENT_BALANCE, nothing written), so concurrent payouts
// can never spend one balance twice. All in the caller's transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { toMajorUnits } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { routePayout } from "@/lib/processors/registry";
import type { PayoutDraft } from "@/lib/payouts/draft-payout";
import { postPayoutMoney } from "@/lib/payouts/payout-ledger";
import { recordPayoutEvent } from "@/lib/payouts/transition-payout";
import { needsSecondApprover, type PayoutApprovalThresholds } from "@/lib/payouts/payout-approval-thresholds";
import { formatMoney } from "@/lib/money";

/** Why a live payout no processor connection sends waits in pending (shown by verify and the dashboard). */
export const NO_PROCESSOR_REASON =
  "No live payout processor connection sends to this bank or wallet on this gateway: the payout stays pending until one does, and no money has left your balance for the bank.";

export type PayoutOrigin = "api" | "dashboard" | "bulk" | "settlement";

/** Why a payout above the approval threshold waits (issue 27): shown by verify and the dashboard. */
export function secondApproverReason(threshold: string) {
  return `Waits for a second team member's approval: the amount is above this account's approval threshold of ${threshold}. Its amount and fee are held; nothing is sent until it is approved.`;
}

/**
 * Writes valid drafts as pending payouts, each with its event, the job that sends it and an
 * audit record, then holds their money. Shared by single, bulk and settlement payouts.
 */
export async function insertPayouts(
  tx: Prisma.TransactionClient,
  opts: {
    merchantId: string;
    mode: Mode;
    origin: PayoutOrigin;
    drafts: PayoutDraft[];
    actor: AuditActor;
    batchId?: string;
    subaccountId?: string;
    /**
     * The merchant's second-approver thresholds, read with its pricing (merchantPayoutPricing);
     * none ({}) for settlement payouts.
     */
    approvalThresholds: PayoutApprovalThresholds;
  },
) {
  const payouts = [];
  // Issue 27 (maker-checker): payouts the merchant asked for (API, dashboard, bulk) above its
  // threshold in their currency wait in auth_needed for a second approver, their money held as
  // for any payout.
  const thresholds = opts.approvalThresholds;
  for (const [index, draft] of opts.drafts.entries()) {
    const waitsForApprover = needsSecondApprover(thresholds, draft.currency, draft.amount);
    // Issue 26: the connection that sends it (the merchant's own first, then by priority); none in
    // live mode for this bank: the payout waits in pending (NO_PROCESSOR_REASON).
    const routed = await routePayout({ merchantId: opts.merchantId, mode: opts.mode, bankSlug: draft.account.bank.slug, currency: draft.currency }, tx);
    const noProcessor = routed === null;
    let payout;
    try {
      payout = await tx.payout.create({
        data: {
          id: newId("po"),
          merchantId: opts.merchantId,
          mode: opts.mode,
          merchantReference: draft.merchantReference,
          batchId: opts.batchId ?? null,
          subaccountId: opts.subaccountId ?? null,
          origin: opts.origin,
          amount: draft.amount,
          fee: draft.fee,
          currency: draft.currency,
          accountName: draft.account.accountName,
          accountNumber: draft.account.accountNumber,
          bankSlug: draft.account.bank.slug,
          bankName: draft.account.bankName,
          reason: draft.reason,
          meta: draft.meta,
          status: waitsForApprover ? "auth_needed" : "pending",
          approvalRequired: waitsForApprover,
          createdByUserId: opts.actor.type === "dashboard" ? opts.actor.userId : null,
          statusReason: waitsForApprover ? secondApproverReason(formatMoney(thresholds[draft.currency]!, draft.currency)) : noProcessor ? NO_PROCESSOR_REASON : null,
          connectionId: routed?.connectionId ?? null,
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const field = opts.drafts.length > 1 ? `payouts[${index}].merchant_reference` : "merchant_reference";
        throw new ApiError("RESOURCE_CONFLICT", `merchant_reference "${draft.merchantReference}" is already used by another payout`, [
          { field, message: "must be unique per payout" },
        ]);
      }
      throw error;
    }
    await recordPayoutEvent(tx, payout, waitsForApprover ? { approval: "second_approver" } : {});
    // With no processor nothing would send it: it waits (NO_PROCESSOR_REASON). Waiting for a
    // second approver, the approval enqueues it (lib/payouts/decide-second-approval.ts).
    if (!noProcessor && !waitsForApprover) {
      await enqueueJob(tx, {
        type: "payout.process",
        payload: { payout_id: payout.id },
        owner: { merchantId: payout.merchantId, mode: payout.mode },
        object: { type: "payout", id: payout.id },
      });
    }
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payout.created",
      mode: opts.mode,
      targetId: payout.id,
      details: {
        amount: toMajorUnits(payout.amount, payout.currency),
        fee: toMajorUnits(payout.fee, payout.currency),
        currency: payout.currency,
        bank_slug: payout.bankSlug,
        // A payout destination: the audit keeps its last four digits only.
        account_number_last4: payout.accountNumber.slice(-4),
        origin: payout.origin,
        batch_reference: payout.batchId,
        subaccount_reference: payout.subaccountId,
        ...(waitsForApprover ? { approval_required: true } : {}),
      },
    });
    payouts.push(payout);
  }
  // The money last: spending locks the balance's row until the transaction commits, so every
  // other write comes first and concurrent payouts of one merchant wait for as short a time as
  // possible. A refusal (INSUFFICIENT_BALANCE) still rolls back everything above.
  for (const payout of payouts) await postPayoutMoney(tx, payout, "hold");
  return payouts;
}

import "server-only";
// Inserting drafted payouts: each as a pending payout with its payout.pending event (the
// same payload as every later status, lib/payouts/transition-payout.ts), the job that sends it, an
// audit record and its money held, amount + fee leaving the available balance for "payouts in
// flight" (INSUFFICIENT_BALANCE, nothing written). One statement.
import type { Payout } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { Db } from "@/lib/db";
import { asJson, OneStatement } from "@/lib/db/one-statement";
import { ApiError } from "@/lib/http/errors";
import { databaseErrorDetail, isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { toMajorUnits } from "@/lib/money";
import { addAudit, type AuditActor } from "@/lib/audit/record-audit";
import { addJob } from "@/lib/jobs/enqueue-job";
import { addLedgerPosting, rethrowShortfall } from "@/lib/ledger/post-ledger-transaction";
import { routePayout } from "@/lib/processors/registry";
import { enabledConnections } from "@/lib/processors/connections";
import { netMerchantDebtsBeforePayout, type MerchantDebtRow } from "@/lib/ledger/merchant-debt";
import { addHeldElsewhereCheck, heldElsewhereError, ownHeldBalances, HELD_ELSEWHERE } from "@/lib/payouts/payout-funds";
import type { PayoutDraft } from "@/lib/payouts/draft-payout";
import { payoutPosting } from "@/lib/payouts/payout-ledger";
import { addPayoutEvent } from "@/lib/payouts/transition-payout";
import { needsSecondApprover, type PayoutApprovalThresholds } from "@/lib/payouts/payout-approval-thresholds";
import { formatMoney } from "@/lib/money";

/** Why a live payout no processor connection sends waits in pending (shown by verify and the dashboard). */
export const NO_PROCESSOR_REASON =
  "No live payout processor connection sends to this bank or wallet on this gateway: the payout stays pending until one does, and no money has left your balance for the bank.";

export type PayoutOrigin = "api" | "dashboard" | "bulk" | "settlement";

/** Why a payout above the approval threshold waits: shown by verify and the dashboard. */
export function secondApproverReason(threshold: string) {
  return `Waits for a second team member's approval: the amount is above this account's approval threshold of ${threshold}. Its amount and fee are held; nothing is sent until it is approved.`;
}

/**
 * Writes valid drafts as pending payouts, each with its event (and webhook deliveries), the job that
 * sends it, an audit record and its money held, in ONE statement (lib/db/one-statement.ts):
 * on the pool with no transaction when `db` is the root client (POST /v2/payouts without an
 * Idempotency-Key), or inside the caller's transaction (bulk, settlement, the dashboard, a key).
 * The statement writes everything or nothing: a merchant_reference already taken is RESOURCE_CONFLICT
 * and a balance short of amount + fee is INSUFFICIENT_BALANCE (the ledger's gw_post_ledger refuses
 * under the accounts' row locks, so concurrent payouts can never spend one balance twice).
 * Shared by single, bulk and settlement payouts.
 */
export async function insertPayouts(
  db: Db,
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
    /** The merchant's debt accounts, read with its pricing (merchantPayoutPricing); absent: read here. */
    debts?: MerchantDebtRow[];
  },
): Promise<Payout[]> {
  // A debt a dispute left is paid off from the balance first: a payout never sends out money the merchant owes.
  await netMerchantDebtsBeforePayout(db, { merchantId: opts.merchantId, mode: opts.mode, currencies: [...new Set(opts.drafts.map((d) => d.currency))], debts: opts.debts });
  const statement = new OneStatement();
  const payouts: Payout[] = [];
  // Payouts the merchant asked for (API, dashboard, bulk) above its
  // threshold in their currency wait in auth_needed for a second approver, their money held as
  // for any payout.
  const thresholds = opts.approvalThresholds;
  const start = Date.now();
  // Funds held at the merchant's own connections pay a payout only through that connection, and only
  // a payout the merchant asks for one by one: batches and settlements pay what the operator holds.
  // Read only for a merchant with an enabled connection of its own (the connections are cached).
  const ownConnections =
    opts.subaccountId || opts.origin === "bulk" || opts.origin === "settlement"
      ? []
      : (await enabledConnections(db)).filter((c) => c.merchantId === opts.merchantId && c.mode === opts.mode);
  const ownHeld = ownConnections.length ? await ownHeldBalances(db, { merchantId: opts.merchantId, mode: opts.mode, connectionIds: ownConnections.map((c) => c.id) }) : new Map<string, bigint>();
  // What the operator-held part must cover, per currency, checked in the statement before the holds.
  const operatorNeeds = new Map<string, bigint>();
  const holds: { payout: Payout; operatorHeld: boolean }[] = [];
  for (const [index, draft] of opts.drafts.entries()) {
    const waitsForApprover = needsSecondApprover(thresholds, draft.currency, draft.amount);
    const route = { merchantId: opts.merchantId, mode: opts.mode, bankSlug: draft.account.bank.slug, currency: draft.currency };
    // The connection that sends it: one of the merchant's own whose held funds cover it,
    // else an installation connection by priority; none in live mode for this bank: the payout waits
    // in pending (NO_PROCESSOR_REASON), paid from the operator-held part.
    let heldAtConnectionId: string | null = null;
    let routed = null;
    for (const own of ownConnections) {
      const key = `${own.id}|${draft.currency}`;
      if ((ownHeld.get(key) ?? 0n) < draft.amount + draft.fee) continue;
      routed = await routePayout({ ...route, heldAt: own.id }, db);
      if (!routed) continue;
      heldAtConnectionId = own.id;
      ownHeld.set(key, ownHeld.get(key)! - draft.amount - draft.fee);
      break;
    }
    if (!heldAtConnectionId) {
      routed = await routePayout(route, db);
      operatorNeeds.set(draft.currency, (operatorNeeds.get(draft.currency) ?? 0n) + draft.amount + draft.fee);
    }
    const noProcessor = routed === null;
    // A millisecond apart, so the batch's payouts list in the order they were given.
    const now = new Date(start + index);
    // The whole row, as the database will hold it: the event's payload is its public shape, and
    // the event is written by the same statement.
    const payout: Payout = {
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
      meta: (draft.meta ?? null) as Payout["meta"],
      status: waitsForApprover ? "auth_needed" : "pending",
      statusReason: waitsForApprover ? secondApproverReason(formatMoney(thresholds[draft.currency]!, draft.currency)) : noProcessor ? NO_PROCESSOR_REASON : null,
      processorRef: null,
      connectionId: routed?.connectionId ?? null,
      heldAtConnectionId,
      otpTriesLeft: 3,
      otpCheckStartedAt: null,
      processedAt: null,
      approvalRequired: waitsForApprover,
      createdByUserId: opts.actor.type === "dashboard" ? opts.actor.userId : null,
      approvalDecidedByUserId: null,
      approvalDecidedAt: null,
      statusAskedAt: null,
      statusRecheckAt: null,
      createdAt: now,
      updatedAt: now,
    };
    // A merchant_reference already taken inserts nothing, and the check below undoes the statement
    // naming this draft (GW002), so a batch's refusal can say which item collided.
    const inserted = statement.with(
      statement.name("payout"),
      `${statement.insert("Payout", { ...payout, meta: asJson(payout.meta) })} ON CONFLICT ("merchantId", mode, "merchantReference") DO NOTHING RETURNING id`,
    );
    statement.withMustRun(
      statement.name("reference_free"),
      `SELECT CASE WHEN EXISTS (SELECT 1 FROM ${inserted}) THEN 0 ELSE gw_raise('${REFERENCE_TAKEN}', '${index}') END AS ok`,
    );
    addPayoutEvent(statement, payout, waitsForApprover ? { approval: "second_approver" } : {});
    // With no processor nothing would send it: it waits (NO_PROCESSOR_REASON). Waiting for a
    // second approver, the approval enqueues it (lib/payouts/decide-second-approval.ts).
    if (!noProcessor && !waitsForApprover) {
      addJob(statement, {
        type: "payout.process",
        payload: { payout_id: payout.id },
        owner: { merchantId: payout.merchantId, mode: payout.mode },
        object: { type: "payout", id: payout.id },
      });
    }
    addAudit(statement, {
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
    holds.push({ payout, operatorHeld: heldAtConnectionId === null });
    payouts.push(payout);
  }
  // Before the holds take their locks: a payout above what the operator holds, while the rest of the
  // balance is held at the merchant's own connections, is refused saying where that rest is.
  const checks = new Map([...operatorNeeds].map(([currency, needed]) => [currency, addHeldElsewhereCheck(statement, { ...sourceKey(opts, currency), needed })]));
  for (const { payout, operatorHeld } of holds) {
    addLedgerPosting(statement, payoutPosting(payout, "hold"), operatorHeld ? { after: checks.get(payout.currency) } : {});
  }
  await statement.run(db, "1").catch((error: unknown) => {
    const elsewhere = databaseErrorDetail(error, HELD_ELSEWHERE);
    if (elsewhere !== undefined) throw heldElsewhereError(elsewhere);
    const taken = databaseErrorDetail(error, REFERENCE_TAKEN);
    if (taken !== undefined) throw referenceConflict(Number(taken) || 0, opts.drafts);
    // A race the ON CONFLICT cannot see (the other insert not yet committed when this one began
    // waiting) still ends at the unique index.
    if (isUniqueViolation(error)) throw referenceConflict(0, opts.drafts);
    return rethrowShortfall(error);
  });
  return payouts;
}

/** The operator-held account a payout of the merchant (or of its subaccount, for a settlement) is paid from. */
function sourceKey(opts: { merchantId: string; mode: Mode; subaccountId?: string }, currency: string) {
  const base = { merchantId: opts.merchantId, mode: opts.mode, currency };
  return opts.subaccountId ? { ...base, type: "subaccount" as const, ownerId: opts.subaccountId } : { ...base, type: "merchant_available" as const };
}

/** SQLSTATE of the statement's refusal when a draft's merchant_reference is taken (DETAIL: the draft's index). */
const REFERENCE_TAKEN = "GW002";

/** RESOURCE_CONFLICT naming the draft whose merchant_reference is already used. */
function referenceConflict(index: number, drafts: PayoutDraft[]): ApiError {
  const draft = drafts[index];
  const field = drafts.length > 1 ? `payouts[${index}].merchant_reference` : "merchant_reference";
  return new ApiError("RESOURCE_CONFLICT", `merchant_reference "${draft.merchantReference}" is already used by another payout`, [
    { field, message: "must be unique per payout" },
  ]);
}

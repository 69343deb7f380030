import "server-only";
// Mobile-money reversal claims (docs/disputes.md "Reversal claims"): MTN MoMo, Airtel Money and WaafiPay
// have no dispute API. A customer asks the operator's customer care to reverse a payment; the operator
// freezes the funds in the merchant's wallet, then takes them (reversed) or releases them (rejected).
// The merchant (or the installation's operator, from the CLI) records the claim with the operator's
// reference and each step the operator tells them, and the gateway's ledger follows: held from the
// claim's opening, released on rejected, taken on reversed. Card rails report disputes themselves and
// take no claims.
import type { Dispute } from "@/lib/generated/prisma/client";
import { inTransaction, type Db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { parseAmount } from "@/lib/money/parse-amount";
import type { Currency } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { findPaymentWith, type PaymentLookup } from "@/lib/payments/find-payment";
import { canMoveDispute, disputeFee, type DisputeReason, type DisputeStatus } from "@/lib/catalog/dispute-states";
import { applyDisputeState, lockDispute } from "@/lib/disputes/apply-dispute-state";
import { getDisputeOrThrow, type DisputeLookup } from "@/lib/disputes/get-dispute";

/** The connectors whose payments take reversal claims; a payment of the test-mode simulator does too, to try the flow. */
export const REVERSAL_CONNECTORS: readonly string[] = ["mtn_momo", "airtel_money", "waafipay"];

export type ReversalClaimInput = {
  operator_reference: string;
  /** Major units; the payment's whole amount when absent. */
  amount?: number;
  reason: DisputeReason;
  note?: string;
};

export async function recordReversalClaim(db: Db, opts: PaymentLookup & { input: ReversalClaimInput; actor: AuditActor }): Promise<Dispute> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "disputes.respond" });
  return inTransaction(db, async (tx) => {
    const { payment, connector, connection_id: connectionId } = await findPaymentWith<{ connector: string | null; connection_id: string | null }>(tx, opts, {
      name: "reversal_claim",
      extra: `(SELECT c.connector FROM "PaymentAttempt" a JOIN "ProcessorConnection" c ON c.id = a."connectionId"
                WHERE a."paymentId" = p.id AND a."merchantId" = p."merchantId" AND a.outcome = 'success' ORDER BY a."createdAt", a.id LIMIT 1) AS connector,
              (SELECT a."connectionId" FROM "PaymentAttempt" a
                WHERE a."paymentId" = p.id AND a."merchantId" = p."merchantId" AND a.outcome = 'success' ORDER BY a."createdAt", a.id LIMIT 1) AS connection_id`,
      lock: true,
    });
    if (!["success", "partially_refunded", "fully_refunded"].includes(payment.status)) {
      throw new ApiError("INVALID_STATE", `Payment ${payment.id} is ${payment.status}: only a paid payment can be reversed`);
    }
    if (connectionId && !REVERSAL_CONNECTORS.includes(connector ?? "")) {
      throw new ApiError("INVALID_STATE", `Payment ${payment.id} was taken by ${connector}, which reports its disputes itself: reversal claims are for MTN MoMo, Airtel Money and WaafiPay payments`);
    }
    // What the customer still has paid: the whole amount less refunds, which is also the default.
    const refundable = payment.amount - payment.amountRefunded;
    const amount = opts.input.amount === undefined ? refundable : parseAmount(opts.input.amount, payment.currency as Currency, "amount");
    if (amount <= 0n || amount > refundable) {
      throw new ApiError("INVALID_VALUE", `amount must be more than 0 and at most what the customer still has paid (${refundable === payment.amount ? "the payment's amount" : "the amount less refunds"})`, { field: "amount" });
    }
    const id = newId("dp");
    try {
      await tx.dispute.create({
        data: {
          id,
          merchantId: payment.merchantId,
          mode: payment.mode,
          paymentId: payment.id,
          connectionId,
          kind: "reversal",
          processorRef: opts.input.operator_reference,
          stage: "dispute",
          status: "open",
          reason: opts.input.reason,
          amount,
          currency: payment.currency,
          fee: disputeFee("reversal", payment.currency),
          evidenceChannel: "record",
          evidence: opts.input.note ? { uncategorized_text: opts.input.note } : {},
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError("RESOURCE_CONFLICT", `A reversal claim with operator reference ${opts.input.operator_reference} is already recorded`, { field: "operator_reference" });
      throw error;
    }
    const dispute = (await lockDispute(tx, { id, merchantId: payment.merchantId }))!;
    const { dispute: opened } = await applyDisputeState(tx, dispute, { status: "open" }, { created: true });
    await recordAudit(tx, { merchantId: payment.merchantId, mode: payment.mode, actor: opts.actor, action: "dispute.reversal_claim_recorded", targetId: id, details: { payment: payment.id, operator_reference: opts.input.operator_reference, amount: amount.toString() } });
    return opened;
  });
}

/** A step the operator told the merchant of: funds_frozen, reversed (taken) or rejected (released). */
export async function updateReversalClaim(
  db: Db,
  opts: DisputeLookup & { status: Extract<DisputeStatus, "funds_frozen" | "reversed" | "rejected">; actor: AuditActor },
): Promise<Dispute> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "disputes.respond" });
  return inTransaction(db, async (tx) => {
    const found = await getDisputeOrThrow(tx, opts);
    const dispute = (await lockDispute(tx, { id: found.id, merchantId: opts.merchantId }))!;
    if (dispute.kind !== "reversal") throw new ApiError("INVALID_STATE", "Only a reversal claim is updated by hand; a chargeback's status comes from its processor");
    if (!canMoveDispute(dispute.status as DisputeStatus, opts.status) || dispute.status === opts.status) {
      throw new ApiError("INVALID_STATE", `The claim is ${dispute.status}; it cannot become ${opts.status}`);
    }
    const { dispute: updated } = await applyDisputeState(tx, dispute, { status: opts.status });
    await recordAudit(tx, { merchantId: dispute.merchantId, mode: dispute.mode, actor: opts.actor, action: "dispute.reversal_claim_updated", targetId: dispute.id, before: { status: dispute.status }, after: { status: updated.status } });
    return updated;
  });
}

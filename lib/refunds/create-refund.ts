import "server-only";
// POST /v2/payments/{reference}/refunds (issue 4). Under the payment's row lock: check the
// status and what remains refundable, take the money from the merchant's available balance
// (a conditional update: never below zero), record the refund, move the payment to
// partially_refunded / fully_refunded, write its event and the audit record naming who
// asked (the API key or the dashboard user) — one transaction, so a refusal writes nothing.
// Policy (docs/decisions.md): subaccount shares stay with the subaccounts and the service
// fee is not returned; the whole refund comes out of the merchant's available balance.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { formatMoney, toMajorUnits, type Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { findPayment, type PaymentLookup } from "@/lib/payments/find-payment";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import type { CreateRefundInput } from "@/lib/schemas/refunds";
import { lockPayment, transitionPayment } from "@/lib/payments/transition-payment";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { processorClearing } from "@/lib/ledger/accounts";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { processorForConnection } from "@/lib/processors/registry";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { assertWithinSupportRefundLimit } from "@/lib/team/support-refund-limit";

export async function createRefund(
  tx: Prisma.TransactionClient,
  opts: PaymentLookup & {
    input: CreateRefundInput;
    actor: AuditActor;
    /** v1's refund meta (issue 13); the v2 request has none. */
    meta?: Prisma.InputJsonValue;
  },
) {
  // Issue 14: the dashboard user's role (API keys are not role-limited), and support's limit below.
  const role = await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "refunds.create" });
  const found = await findPayment(tx, { merchantId: opts.merchantId, mode: opts.mode, reference: opts.reference, otherMode: opts.otherMode });
  const payment = (await lockPayment(tx, { id: found.id }))!;
  if (payment.status !== "success" && payment.status !== "partially_refunded") {
    throw new ApiError("INVALID_STATE", `Only successful payments can be refunded; this payment is ${payment.status}`);
  }
  const currency = payment.currency as Currency;
  const remaining = payment.amount - payment.amountRefunded;
  const amount = opts.input.amount === undefined ? remaining : parseAmount(opts.input.amount, currency);
  if (amount > remaining) {
    throw new ApiError("INVALID_VALUE", `amount exceeds what can still be refunded (${formatMoney(remaining, currency)})`, [
      { field: "amount", message: `at most ${formatMoney(remaining, currency)}` },
    ]);
  }

  if (role === "support") await assertWithinSupportRefundLimit(tx, { merchantId: payment.merchantId, currency, amount });

  const refundId = newId("rfd");
  const base = { merchantId: payment.merchantId, mode: payment.mode, currency };
  // Issue 26: a payment a processor connection took is refunded through that connection: the
  // refund is "pending" until the processor confirms it (lib/refunds/send-refund.ts), and its money
  // comes out of what that connection owes. A simulator payment's refund is final at once, as before.
  const paidBy = await tx.paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "success" }, select: { connectionId: true } });
  const connectionId = paidBy?.connectionId ?? null;
  if (connectionId) {
    const why = (await processorForConnection(connectionId, tx))?.refundsUnavailable;
    if (why) throw new ApiError("INVALID_STATE", `This payment cannot be refunded through its processor: ${why}`);
  }
  await postLedgerTransaction(tx, {
    mode: payment.mode,
    kind: "refund",
    referenceId: refundId,
    merchantId: payment.merchantId,
    description: `Refund ${refundId} of payment ${payment.id}`,
    lines: [
      { account: { ...base, type: "merchant_available" }, amount: -amount },
      { account: connectionId ? processorClearing(connectionId, base) : { ...base, type: "customer_clearing" }, amount },
    ],
  });

  let refund;
  try {
    refund = await tx.refund.create({
      data: {
        id: refundId,
        paymentId: payment.id,
        merchantId: payment.merchantId,
        mode: payment.mode,
        merchantReference: opts.input.merchant_reference ?? null,
        amount,
        currency,
        reason: opts.input.reason ?? null,
        meta: opts.meta,
        ...(connectionId ? { status: "pending", connectionId } : {}),
      },
    });
    if (connectionId) {
      await enqueueJob(tx, {
        type: "refund.send",
        payload: { refund_id: refundId },
        owner: { merchantId: payment.merchantId, mode: payment.mode },
        object: { type: "refund", id: refundId },
      });
    }
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError("RESOURCE_CONFLICT", `merchant_reference "${opts.input.merchant_reference}" is already used by another refund`, [
        { field: "merchant_reference", message: "must be unique per refund" },
      ]);
    }
    throw error;
  }
  const refunded = payment.amountRefunded + amount;
  const updated = await transitionPayment(tx, payment, refunded === payment.amount ? "fully_refunded" : "partially_refunded", {
    data: { amountRefunded: refunded },
    eventDetails: { refund_reference: refund.id, refund_amount: toMajorUnits(amount, currency) },
  });
  await recordAudit(tx, {
    merchantId: payment.merchantId,
    actor: opts.actor,
    action: "refund.created",
    mode: payment.mode,
    targetId: refund.id,
    details: {
      payment_reference: payment.id,
      amount: toMajorUnits(amount, currency),
      currency,
      reason: refund.reason,
      payment_status: updated.status,
    },
  });
  return { refund, payment: updated };
}

import "server-only";
// POST /v2/payments/{reference}/refunds. Check the payment's status and what remains
// refundable, take the money from the merchant's available balance (never below zero), record the
// refund, move the payment to partially_refunded / fully_refunded, write its events (the payment's,
// and refund.succeeded for a refund that is final at once) and the audit record naming who asked (the
// API key or the dashboard user), all or nothing, so a refusal writes nothing.
// Policy (docs/decisions.md): subaccount shares stay with the subaccounts and the service
// fee is not returned; the whole refund comes out of the merchant's available balance.
//
// Two round trips on the API's path (no Idempotency-Key): one read (the payment and the
// processor connection that took it) and ONE statement (lib/db/one-statement.ts) writing the rest.
// The statement's payment update is guarded by the row as read (addPaymentTransition), which takes
// the place of the row lock: a refund that lost a race to another change of the payment writes
// nothing and starts again in a transaction under the row lock, where its read says why it cannot
// refund any more (INVALID_STATE, INVALID_VALUE) or it refunds with the new figures, so concurrent
// refunds never refund more than the payment. Inside a transaction (an Idempotency-Key, the
// dashboard, v1) the read takes the row lock from the start, as before, and the statement then
// always finds the row as read.
import type { Payment, Prisma, Refund } from "@/lib/generated/prisma/client";
import { inTransaction, isInTransaction, type Db } from "@/lib/db";
import { asJson, OneStatement } from "@/lib/db/one-statement";
import { databaseErrorDetail, isUniqueViolation } from "@/lib/db/errors";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { formatMoney, toMajorUnits, type Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { findPaymentWith, type PaymentLookup } from "@/lib/payments/find-payment";
import { addAudit, type AuditActor } from "@/lib/audit/record-audit";
import { addEvent } from "@/lib/events/record-event";
import { serializeRefundOutcome } from "@/lib/payments/serialize-refund";
import type { CreateRefundInput } from "@/lib/schemas/refunds";
import { addPaymentTransition, PAYMENT_CHANGED } from "@/lib/payments/transition-payment";
import { addLedgerPosting, rethrowShortfall } from "@/lib/ledger/post-ledger-transaction";
import { heldAt, processorClearing } from "@/lib/ledger/accounts";
import { fundsHolder } from "@/lib/ledger/funds-holder";
import { addJob } from "@/lib/jobs/enqueue-job";
import { processorForConnection } from "@/lib/processors/registry";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { assertWithinSupportRefundLimit } from "@/lib/team/support-refund-limit";

type RefundOptions = PaymentLookup & {
  input: CreateRefundInput;
  actor: AuditActor;
  /** v1's refund meta; the v2 request has none. */
  meta?: Prisma.InputJsonValue;
};

export async function createRefund(db: Db, opts: RefundOptions): Promise<{ refund: Refund; payment: Payment }> {
  // The dashboard user's role (API keys are not role-limited), and support's limit below.
  const role = await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "refunds.create" });
  // Inside a transaction a failed statement ends the transaction, so there the row lock decides.
  const locked = isInTransaction(db);
  const { payment, paid_by_connection_id: connectionId } = await findPaymentWith<{ paid_by_connection_id: string | null }>(db, opts, {
    name: "refundable",
    // A payment a processor connection took is refunded through that connection.
    extra: `(SELECT a."connectionId" FROM "PaymentAttempt" a WHERE a."paymentId" = p.id AND a."merchantId" = p."merchantId" AND a.outcome = 'success'
              ORDER BY a."createdAt", a.id LIMIT 1) AS paid_by_connection_id`,
    lock: locked,
  });
  const amount = refundableAmount(payment, opts.input);
  if (role === "support") await assertWithinSupportRefundLimit(db, { merchantId: payment.merchantId, currency: payment.currency as Currency, amount });
  if (connectionId) {
    const processor = await processorForConnection(connectionId, db);
    const why = processor && (processor.refund ? processor.refundsUnavailable : "it takes no refunds");
    if (why) throw new ApiError("INVALID_STATE", `This payment cannot be refunded through its processor: ${why}`);
  }
  // A payment taken through the merchant's own connection is refunded from the money held there.
  const holder = await fundsHolder(db, connectionId);
  const { statement, refund, updated } = refundStatement(payment, amount, connectionId, holder, opts);
  try {
    await statement.run(db, "1");
    return { refund, payment: updated };
  } catch (error) {
    if (isUniqueViolation(error)) throw referenceTaken(opts.input);
    if (databaseErrorDetail(error, PAYMENT_CHANGED) === undefined) rethrowShortfall(error);
    // Under the row lock the payment is as read; this would be a bug of ours, answered as transitionPayment's lost race.
    if (locked) throw new ApiError("INVALID_STATE", "payment changed while this request ran; reload and retry");
  }
  // Another request changed the payment between the read and the statement: it was a race, and
  // racing refunds take turns under the payment's row lock (four round trips: BEGIN, the locked
  // read, the statement, COMMIT), where the read says whether this one still fits. Trying again
  // without the lock would let each of n concurrent refunds lose up to n - 1 times (measured: 100
  // concurrent refunds of one payment took twice as long as with the old transaction).
  return inTransaction(db, (tx) => createRefund(tx, opts));
}

/** What this refund takes: the amount asked for, or all that remains; INVALID_STATE / INVALID_VALUE when it cannot. */
function refundableAmount(payment: Payment, input: CreateRefundInput): bigint {
  if (payment.status !== "success" && payment.status !== "partially_refunded") {
    throw new ApiError("INVALID_STATE", `Only successful payments can be refunded; this payment is ${payment.status}`);
  }
  const currency = payment.currency as Currency;
  const remaining = payment.amount - payment.amountRefunded;
  const amount = input.amount === undefined ? remaining : parseAmount(input.amount, currency);
  if (amount > remaining) {
    throw new ApiError("INVALID_VALUE", `amount exceeds what can still be refunded (${formatMoney(remaining, currency)})`, [
      { field: "amount", message: `at most ${formatMoney(remaining, currency)}` },
    ]);
  }
  return amount;
}

/**
 * The refund as one statement: the payment's transition (its update guarded by the row as read, and
 * its event), then, only once that update matched, the ledger posting; the refund row, the refund.send
 * job of a processor payment (its refund is "pending" until the processor confirms it,
 * lib/refunds/send-refund.ts; a simulator payment's refund is final at once, with its refund.succeeded
 * event) and the audit record.
 */
function refundStatement(payment: Payment, amount: bigint, connectionId: string | null, holder: string | null, opts: RefundOptions) {
  const statement = new OneStatement();
  const currency = payment.currency as Currency;
  const refund: Refund = {
    id: newId("rfd"),
    paymentId: payment.id,
    merchantId: payment.merchantId,
    mode: payment.mode,
    merchantReference: opts.input.merchant_reference ?? null,
    amount,
    currency,
    reason: opts.input.reason ?? null,
    meta: (opts.meta ?? null) as Refund["meta"],
    status: connectionId ? "pending" : "succeeded",
    connectionId,
    processorRef: null,
    statusReason: null,
    statusAskedAt: null,
    statusRecheckAt: null,
    createdAt: new Date(),
  };
  const refunded = payment.amountRefunded + amount;
  const { updated, matched } = addPaymentTransition(statement, payment, refunded === payment.amount ? "fully_refunded" : "partially_refunded", {
    data: { amountRefunded: refunded },
    eventDetails: { refund_reference: refund.id, refund_amount: toMajorUnits(amount, currency) },
    // Implied by the row as read; said again where the money is decided.
    guard: (v) => `amount - "amountRefunded" >= ${v(amount)}`,
  });
  const base = { merchantId: payment.merchantId, mode: payment.mode, currency };
  addLedgerPosting(
    statement,
    {
      mode: payment.mode,
      kind: "refund",
      referenceId: refund.id,
      merchantId: payment.merchantId,
      description: `Refund ${refund.id} of payment ${payment.id}`,
      lines: [
        { account: heldAt({ ...base, type: "merchant_available" }, holder), amount: -amount },
        // A processor payment's refund comes out of what its connection owes.
        { account: connectionId ? processorClearing(connectionId, base) : { ...base, type: "customer_clearing" }, amount },
      ],
    },
    { after: matched },
  );
  statement.with(statement.name("refund"), statement.insert("Refund", { ...refund, meta: asJson(refund.meta) }));
  if (refund.status === "succeeded") {
    // A simulator payment's refund is done now: its outcome event is part of this statement, undone with it.
    addEvent(statement, {
      merchantId: payment.merchantId,
      mode: payment.mode,
      type: "refund.succeeded",
      objectType: "refund",
      objectId: refund.id,
      payload: serializeRefundOutcome(refund, updated),
    });
  }
  if (connectionId) {
    addJob(statement, {
      type: "refund.send",
      payload: { refund_id: refund.id },
      owner: { merchantId: payment.merchantId, mode: payment.mode },
      object: { type: "refund", id: refund.id },
    });
  }
  addAudit(statement, {
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
  return { statement, refund, updated };
}

/** RESOURCE_CONFLICT: the refund's merchant_reference is another refund's (per merchant and mode). */
function referenceTaken(input: CreateRefundInput): ApiError {
  return new ApiError("RESOURCE_CONFLICT", `merchant_reference "${input.merchant_reference}" is already used by another refund`, [
    { field: "merchant_reference", message: "must be unique per refund" },
  ]);
}

import "server-only";
// Settlement of a successful payment (issue 4), in the same transaction as its status
// change: the customer's amount is split into the service fee (gateway revenue), each
// subaccount's share (fixed at initialization) and the merchant's remainder.
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { postLedgerTransaction, type LedgerLine } from "@/lib/ledger/post-ledger-transaction";
import { InternalError } from "@/lib/http/errors";

export async function settlePayment(tx: Prisma.TransactionClient, payment: Payment) {
  if (payment.serviceFee === null) throw new InternalError(`payment ${payment.id} has no service fee at settlement`);
  const splits = await tx.paymentSplit.findMany({ where: { paymentId: payment.id }, orderBy: { position: "asc" } });
  const base = { merchantId: payment.merchantId, mode: payment.mode, currency: payment.currency };
  const shares = splits.reduce((t, s) => t + s.shareAmount, 0n);
  const lines: LedgerLine[] = [
    { account: { ...base, type: "customer_clearing" }, amount: -payment.amount },
    { account: { ...base, type: "fee_revenue" }, amount: payment.serviceFee },
    ...splits.map((s) => ({ account: { ...base, type: "subaccount" as const, ownerId: s.subaccountId }, amount: s.shareAmount })),
    { account: { ...base, type: "merchant_available" }, amount: payment.amount - payment.serviceFee - shares },
  ];
  return postLedgerTransaction(tx, {
    mode: payment.mode,
    kind: "payment_settlement",
    referenceId: payment.id,
    merchantId: payment.merchantId,
    description: `Settlement of payment ${payment.id}`,
    lines,
  });
}

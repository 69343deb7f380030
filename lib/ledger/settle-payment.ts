import "server-only";
// Settlement of a successful payment, in the same transaction as its status
// change: the customer's amount is split into the service fee (gateway revenue), each
// subaccount's share (fixed at initialization) and the merchant's remainder. With
// fee_bearer "subaccounts" the fee, known only now that a method was chosen, is
// taken from the shares in proportion (lib/splits/allocate-fee.ts).
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { postLedgerTransaction, type LedgerLine } from "@/lib/ledger/post-ledger-transaction";
import { heldAt, processorClearing } from "@/lib/ledger/accounts";
import { fundsHolder } from "@/lib/ledger/funds-holder";
import { netMerchantDebt } from "@/lib/ledger/merchant-debt";
import { settlementAmounts } from "@/lib/splits/allocate-fee";
import { InternalError } from "@/lib/http/errors";

/** `connectionId`: the processor connection that took the money; null: the simulator. */
export async function settlePayment(tx: Prisma.TransactionClient, payment: Payment, connectionId: string | null = null) {
  if (payment.serviceFee === null) throw new InternalError(`payment ${payment.id} has no service fee at settlement`);
  const splits = await tx.paymentSplit.findMany({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { position: "asc" } });
  const base = { merchantId: payment.merchantId, mode: payment.mode, currency: payment.currency };
  const settled = settlementAmounts(
    payment.amount,
    payment.serviceFee,
    splits.map((s) => s.shareAmount),
    payment.feeBearer,
  );
  // Through the merchant's own connection the money is at the merchant's processor account, not the
  // operator's: the merchant's and the subaccounts' shares are booked as held there.
  const holder = await fundsHolder(tx, connectionId);
  const lines: LedgerLine[] = [
    { account: connectionId ? processorClearing(connectionId, base) : { ...base, type: "customer_clearing" }, amount: -payment.amount },
    { account: { ...base, type: "fee_revenue" }, amount: payment.serviceFee },
    ...splits.map((s, i) => ({ account: heldAt({ ...base, type: "subaccount", ownerId: s.subaccountId }, holder), amount: settled.subaccounts[i] })),
    { account: heldAt({ ...base, type: "merchant_available" }, holder), amount: settled.merchant },
  ];
  const posted = await postLedgerTransaction(tx, {
    mode: payment.mode,
    kind: "payment_settlement",
    referenceId: payment.id,
    merchantId: payment.merchantId,
    description: `Settlement of payment ${payment.id}`,
    lines,
  });
  // A debt a dispute left is paid off from this money first (lib/ledger/merchant-debt.ts).
  await netMerchantDebt(tx, { ...base, holder }, `settlement:${payment.id}`);
  return posted;
}

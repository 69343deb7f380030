import "server-only";
// A dispute's money (docs/disputes.md "The ledger"): three postings at most, each keyed by the dispute so
// a repeated step posts once.
//   dispute_hold     opening: the amount leaves the merchant's available balance for the hold; what the
//                    balance lacks becomes debt (merchant_debt), paid off by the next money in;
//   dispute_release  won: the hold goes back to the available balance (which first pays off any debt);
//   dispute_loss     lost: the hold goes to the processor, which took the money back, and the dispute fee
//                    is taken from the balance (or added to the debt) as fee revenue.
// Money taken through the merchant's own connection is held, released and lost there (heldAt).
import type { Dispute, Prisma } from "@/lib/generated/prisma/client";
import { heldAt, processorClearing, type AccountKey } from "@/lib/ledger/accounts";
import { fundsHolder } from "@/lib/ledger/funds-holder";
import { availableAccount, debtAccount, netMerchantDebt, type DebtScope } from "@/lib/ledger/merchant-debt";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";

async function scopeOf(tx: Prisma.TransactionClient, dispute: Dispute): Promise<DebtScope> {
  return { merchantId: dispute.merchantId, mode: dispute.mode, currency: dispute.currency, holder: await fundsHolder(tx, dispute.connectionId) };
}

const holdAccount = (s: DebtScope): AccountKey => heldAt({ merchantId: s.merchantId, mode: s.mode, currency: s.currency, type: "dispute_hold" }, s.holder);

/** The available balance, read under its row lock (0 when the account does not exist yet). */
async function lockedAvailable(tx: Prisma.TransactionClient, scope: DebtScope): Promise<bigint> {
  const key = availableAccount(scope);
  const [row] = await tx.$queryRaw<{ balance: bigint }[]>`
    SELECT balance FROM "LedgerAccount" WHERE type = 'merchant_available' AND "ownerId" = ${key.ownerId ?? key.merchantId}
      AND mode = ${scope.mode}::"Mode" AND currency = ${scope.currency} FOR UPDATE`;
  return row?.balance ?? 0n;
}

/** Moves `amount` out of the available balance, the part it lacks as debt; returns the two parts. */
async function takeFromBalance(tx: Prisma.TransactionClient, scope: DebtScope, amount: bigint) {
  const available = await lockedAvailable(tx, scope);
  const fromAvailable = available < amount ? (available > 0n ? available : 0n) : amount;
  return { fromAvailable, asDebt: amount - fromAvailable };
}

/** Opening: the amount into the hold. Returns the parts, recorded on the dispute for its release. */
export async function holdDisputeFunds(tx: Prisma.TransactionClient, dispute: Dispute): Promise<{ fromAvailable: bigint; asDebt: bigint }> {
  const scope = await scopeOf(tx, dispute);
  const parts = await takeFromBalance(tx, scope, dispute.amount);
  await postLedgerTransaction(tx, {
    mode: dispute.mode,
    kind: "dispute_hold",
    referenceId: dispute.id,
    merchantId: dispute.merchantId,
    description: `Dispute ${dispute.id} opened: its amount is held`,
    lines: [
      { account: availableAccount(scope), amount: -parts.fromAvailable },
      { account: debtAccount(scope), amount: -parts.asDebt },
      { account: holdAccount(scope), amount: dispute.amount },
    ],
  });
  return parts;
}

/** Won: the hold back to the available balance, which pays off any debt first. */
export async function releaseDisputeFunds(tx: Prisma.TransactionClient, dispute: Dispute): Promise<void> {
  const scope = await scopeOf(tx, dispute);
  await postLedgerTransaction(tx, {
    mode: dispute.mode,
    kind: "dispute_release",
    referenceId: dispute.id,
    merchantId: dispute.merchantId,
    description: `Dispute ${dispute.id} won: its hold is released`,
    lines: [
      { account: holdAccount(scope), amount: -dispute.amount },
      { account: availableAccount(scope), amount: dispute.amount },
    ],
  });
  await netMerchantDebt(tx, scope, `dispute_release:${dispute.id}`);
}

/** Lost: the hold to the processor that took the money back, and the dispute fee from the balance (or as debt). */
export async function takeDisputeFunds(tx: Prisma.TransactionClient, dispute: Dispute): Promise<void> {
  const scope = await scopeOf(tx, dispute);
  const base = { merchantId: dispute.merchantId, mode: dispute.mode, currency: dispute.currency };
  const fee = dispute.fee > 0n ? await takeFromBalance(tx, scope, dispute.fee) : { fromAvailable: 0n, asDebt: 0n };
  await postLedgerTransaction(tx, {
    mode: dispute.mode,
    kind: "dispute_loss",
    referenceId: dispute.id,
    merchantId: dispute.merchantId,
    description: `Dispute ${dispute.id} lost: the processor took the amount back`,
    lines: [
      { account: holdAccount(scope), amount: -dispute.amount },
      { account: dispute.connectionId ? processorClearing(dispute.connectionId, base) : { ...base, type: "customer_clearing" }, amount: dispute.amount },
      { account: availableAccount(scope), amount: -fee.fromAvailable },
      { account: debtAccount(scope), amount: -fee.asDebt },
      { account: { ...base, type: "fee_revenue" }, amount: dispute.fee },
    ],
  });
}

import "server-only";
// A merchant's debt (docs/disputes.md "When the hold is larger than the balance"): a dispute that takes
// more than the available balance leaves the rest as a negative balance in the merchant_debt account.
// The next money into the available balance pays it off first: settlements and dispute releases call
// netMerchantDebt in their transaction, and payouts call it before they check the balance, so a payout
// never sends out money the merchant owes. Netting reads both balances under their row locks (id order,
// as gw_post_ledger locks), so concurrent settlements and payouts cannot both spend the same money.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { inTransaction, type Db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { heldAt, holderOf, type AccountKey } from "@/lib/ledger/accounts";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";

export type DebtScope = { merchantId: string; mode: Mode; currency: string; holder: string | null };

export const debtAccount = (s: DebtScope): AccountKey => heldAt({ merchantId: s.merchantId, mode: s.mode, currency: s.currency, type: "merchant_debt" }, s.holder);
export const availableAccount = (s: DebtScope): AccountKey => heldAt({ merchantId: s.merchantId, mode: s.mode, currency: s.currency, type: "merchant_available" }, s.holder);

/** The merchant's debt in this currency and holder, as a positive number (0 when it owes nothing). */
export async function merchantDebt(tx: Prisma.TransactionClient, scope: DebtScope): Promise<bigint> {
  const key = debtAccount(scope);
  const [row] = await tx.$queryRaw<{ balance: bigint }[]>`
    SELECT balance FROM "LedgerAccount" WHERE type = 'merchant_debt' AND "ownerId" = ${key.ownerId ?? key.merchantId} AND mode = ${scope.mode}::"Mode" AND currency = ${scope.currency}`;
  return row ? -row.balance : 0n;
}

/**
 * Pays the merchant's debt off from its available balance, as far as the balance goes: one posting
 * (kind debt_netting, keyed by `cause` and the currency, so a repeated step nets once). Returns what it
 * moved. Cheap when there is no debt: one indexed read, no lock.
 */
export async function netMerchantDebt(tx: Prisma.TransactionClient, scope: DebtScope, cause: string): Promise<bigint> {
  if ((await merchantDebt(tx, scope)) === 0n) return 0n;
  const debt = debtAccount(scope);
  const available = availableAccount(scope);
  const rows = await tx.$queryRaw<{ type: string; balance: bigint }[]>`
    SELECT type::text AS type, balance FROM "LedgerAccount"
    WHERE type IN ('merchant_debt', 'merchant_available') AND "ownerId" = ${debt.ownerId ?? debt.merchantId}
      AND mode = ${scope.mode}::"Mode" AND currency = ${scope.currency}
    ORDER BY id FOR UPDATE`;
  const owed = -(rows.find((r) => r.type === "merchant_debt")?.balance ?? 0n);
  const has = rows.find((r) => r.type === "merchant_available")?.balance ?? 0n;
  const paid = owed < has ? owed : has;
  if (paid <= 0n) return 0n;
  const result = await postLedgerTransaction(tx, {
    mode: scope.mode,
    kind: "debt_netting",
    referenceId: `${cause}:${scope.currency}`,
    merchantId: scope.merchantId,
    description: `Debt paid off from the available balance (${cause})`,
    lines: [
      { account: available, amount: -paid },
      { account: debt, amount: paid },
    ],
  });
  return result.alreadyPosted ? 0n : paid;
}

/** A debt account's identity, as merchantPayoutPricing reads it (the merchant's payout data, one statement). */
export type MerchantDebtRow = { mode: Mode; currency: string; ownerId: string };

/**
 * Before a payout: every debt the merchant has in these currencies (at the operator or at one of its own
 * connections) is paid off from the matching available balance first, so the payout's balance check
 * sees only money the merchant does not owe. `debts`: the merchant's debt accounts as read with its
 * payout pricing (no read here); absent, they are read.
 */
export async function netMerchantDebtsBeforePayout(db: Db, opts: { merchantId: string; mode: Mode; currencies: string[]; debts?: MerchantDebtRow[] }): Promise<void> {
  if (opts.currencies.length === 0) return;
  const debts =
    opts.debts ??
    (await db.ledgerAccount.findMany({
      where: { merchantId: opts.merchantId, mode: opts.mode, type: "merchant_debt", currency: { in: opts.currencies }, balance: { lt: 0 } },
      select: { mode: true, ownerId: true, currency: true },
    }));
  for (const debt of debts) {
    if (debt.mode !== opts.mode || !opts.currencies.includes(debt.currency)) continue;
    const holder = holderOf(debt, opts.merchantId);
    await inTransaction(db, (tx) => netMerchantDebt(tx, { merchantId: opts.merchantId, mode: opts.mode, currency: debt.currency, holder }, `payout:${newId("ltx")}`));
  }
}

import "server-only";
// POST /v2/virtual-accounts/{id}/debits and the dashboard's debit form (issue 12): the merchant
// collects money from a virtual account into its available balance, in the caller's
// transaction: merchant_reference unique per account (RESOURCE_CONFLICT), then, under the lock
// of the account's ledger row (balances.ts), the amount within the balance
// (INSUFFICIENT_BALANCE, nothing written), the debit row with the exact balance_before and
// balance_after, its ledger transaction, the virtual_account.debited event and the audit record.
import type { Prisma, VirtualAccount } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { formatMoney, type Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { recordEvent } from "@/lib/events/record-event";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { lockVirtualAccountBalance, virtualAccountLedgerKey } from "@/lib/virtual-accounts/balances";
import { serializeDebit } from "@/lib/virtual-accounts/serialize-virtual-account";
import type { CreateDebitInput } from "@/lib/schemas/virtual-accounts";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function debitVirtualAccount(tx: Prisma.TransactionClient, opts: { account: VirtualAccount; input: CreateDebitInput; actor: AuditActor }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.account.merchantId, action: "money.move" });
  const { account, input } = opts;
  const amount = parseAmount(input.amount, account.currency as Currency);
  const merchantReference = input.merchant_reference ?? null;

  if (merchantReference !== null) {
    // Checked before the lock, to keep the lock short; a concurrent debit with the same
    // reference is stopped by the unique index at the insert below.
    const taken = await tx.virtualAccountDebit.findUnique({
      where: { virtualAccountId_merchantReference: { virtualAccountId: account.id, merchantReference }, merchantId: account.merchantId },
      select: { id: true },
    });
    if (taken) throw referenceConflict(merchantReference);
  }
  // From here to the commit, this account's other credits and debits wait: keep it short.
  const balanceBefore = await lockVirtualAccountBalance(tx, account);
  if (amount > balanceBefore) {
    throw new ApiError(
      "INSUFFICIENT_BALANCE",
      `Insufficient balance: ${formatMoney(balanceBefore, account.currency)} available in the virtual account, ${formatMoney(amount, account.currency)} needed`,
    );
  }

  let debit;
  const createdAt = await nextDebitTime(tx, account);
  try {
    debit = await tx.virtualAccountDebit.create({
      data: {
        id: newId("vad"),
        virtualAccountId: account.id,
        merchantId: account.merchantId,
        merchantReference,
        amount,
        currency: account.currency,
        reason: input.reason ?? null,
        meta: input.meta as Prisma.InputJsonValue | undefined,
        balanceBefore,
        balanceAfter: balanceBefore - amount,
        createdAt,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error) && merchantReference !== null) throw referenceConflict(merchantReference);
    throw error;
  }
  await postLedgerTransaction(tx, {
    mode: account.mode,
    kind: "virtual_account_debit",
    referenceId: debit.id,
    merchantId: account.merchantId,
    description: `Debit of virtual account ${account.accountNumber}`,
    lines: [
      { account: virtualAccountLedgerKey(account), amount: -amount },
      { account: { type: "merchant_available", merchantId: account.merchantId, mode: account.mode, currency: account.currency }, amount },
    ],
  });
  const item = serializeDebit(debit);
  await recordEvent(tx, {
    merchantId: account.merchantId,
    mode: account.mode,
    type: "virtual_account.debited",
    objectType: "virtual_account",
    objectId: account.id,
    payload: { virtual_account_id: account.id, ...item } as Prisma.InputJsonValue,
  });
  await recordAudit(tx, {
    merchantId: account.merchantId,
    actor: opts.actor,
    action: "virtual_account.debited",
    mode: account.mode,
    targetId: debit.id,
    details: { virtual_account_id: account.id, amount: item.amount, currency: account.currency, merchant_reference: merchantReference },
  });
  return debit;
}

/**
 * The debit's created_at, taken under the lock and strictly after the account's previous
 * debit: the history's time order is then the order the debits held the lock, so each
 * balance_before is the previous balance_after (a transaction's start time, the column's
 * default, is not: a transaction that began first may get the lock second).
 */
async function nextDebitTime(tx: Prisma.TransactionClient, account: VirtualAccount): Promise<Date> {
  const previous = await tx.virtualAccountDebit.findFirst({
    where: { virtualAccountId: account.id, merchantId: account.merchantId },
    orderBy: [{ createdAt: "desc" }],
    select: { createdAt: true },
  });
  return new Date(Math.max(Date.now(), (previous?.createdAt.getTime() ?? 0) + 1));
}

function referenceConflict(reference: string) {
  return new ApiError("RESOURCE_CONFLICT", `merchant_reference "${reference}" is already used by another debit of this virtual account`, [
    { field: "merchant_reference", message: "must be unique per virtual account" },
  ]);
}

import "server-only";
// The only way money moves (ARCHITECTURE.md, convention 8): one ledger transaction whose
// entries sum to zero per currency, written with the balance updates in the caller's
// database transaction. Spending is a conditional update, so a balance can never be
// overdrawn even by concurrent requests. The database backs this up: a CHECK forbids
// negative balances, and a statement-level trigger checks after each INSERT of entries that
// every transaction it touched sums to zero per currency (migration
// 20261121060000_ledger_zero_sum_per_statement; it was a deferred trigger before that).
import { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError, InternalError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { formatMoney } from "@/lib/money";
import { ensureLedgerAccounts, type AccountKey } from "@/lib/ledger/accounts";

export type LedgerLine = { account: AccountKey; amount: bigint };

export type PostingResult = { transactionId: string; alreadyPosted: boolean };

export async function postLedgerTransaction(
  tx: Prisma.TransactionClient,
  posting: { mode: Mode; kind: string; referenceId: string; merchantId: string; description?: string; lines: LedgerLine[] },
): Promise<PostingResult> {
  const lines = posting.lines.filter((l) => l.amount !== 0n);
  assertBalanced(lines);

  const transactionId = newId("ltx");
  // (kind, referenceId) is unique: posting the same thing twice is a no-op, not a double entry.
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "LedgerTransaction" (id, mode, kind, "referenceId", "merchantId", description)
    VALUES (${transactionId}, ${posting.mode}::"Mode", ${posting.kind}, ${posting.referenceId}, ${posting.merchantId}, ${posting.description ?? null})
    ON CONFLICT (kind, "referenceId") DO NOTHING
    RETURNING id`;
  if (!inserted.length) {
    const existing = await tx.ledgerTransaction.findUniqueOrThrow({ where: { kind_referenceId: { kind: posting.kind, referenceId: posting.referenceId } } });
    return { transactionId: existing.id, alreadyPosted: true };
  }

  const accountIds = await ensureLedgerAccounts(tx, lines.map((l) => l.account));
  const resolved = lines.map((l, i) => ({ ...l, accountId: accountIds[i] }));
  await applyBalanceChanges(tx, resolved);

  // One INSERT for all entries: the database checks each statement's transactions balance.
  // Each entry carries its account's merchant (issue 15), in the same INSERT; the foreign key
  // (accountId, merchantId) refuses an entry that names another merchant than its account's.
  await tx.ledgerEntry.createMany({
    data: resolved.map((l) => ({
      id: newId("len"),
      transactionId,
      accountId: l.accountId,
      merchantId: l.account.merchantId,
      amount: l.amount,
      currency: l.account.currency,
    })),
  });
  return { transactionId, alreadyPosted: false };
}

export function assertBalanced(lines: LedgerLine[]) {
  const totals = new Map<string, bigint>();
  for (const l of lines) {
    if (l.account.currency === undefined) throw new InternalError("ledger line without currency");
    totals.set(l.account.currency, (totals.get(l.account.currency) ?? 0n) + l.amount);
  }
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new InternalError(`ledger transaction does not balance in ${currency}: off by ${total}`);
  }
  if (lines.length < 2 && lines.length !== 0) throw new InternalError("a ledger transaction needs at least two entries");
}

/**
 * Adds each line's amount to its account's balance in one statement, after locking the
 * accounts in id order (a fixed order keeps concurrent postings from deadlocking). A
 * spendable account that would go negative is left unchanged and the whole posting fails
 * with INSUFFICIENT_BALANCE: the conditional update, not a read-then-write, decides.
 */
async function applyBalanceChanges(tx: Prisma.TransactionClient, lines: (LedgerLine & { accountId: string })[]) {
  const deltas = new Map<string, bigint>();
  for (const l of lines) deltas.set(l.accountId, (deltas.get(l.accountId) ?? 0n) + l.amount);
  const ids = [...deltas.keys()].sort();
  await tx.$queryRaw`SELECT id FROM "LedgerAccount" WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  const values = ids.map((id) => Prisma.sql`(${id}, ${deltas.get(id)!}::bigint)`);
  const updated = await tx.$queryRaw<{ id: string }[]>`
    UPDATE "LedgerAccount" AS a SET balance = a.balance + v.delta, "updatedAt" = now()
    FROM (VALUES ${Prisma.join(values)}) AS v(id, delta)
    WHERE a.id = v.id AND (NOT a."nonNegative" OR a.balance + v.delta >= 0)
    RETURNING a.id`;
  if (updated.length === ids.length) return;
  const done = new Set(updated.map((u) => u.id));
  const short = ids.find((id) => !done.has(id))!;
  const account = await tx.ledgerAccount.findUniqueOrThrow({ where: { id: short } });
  throw new ApiError(
    "INSUFFICIENT_BALANCE",
    `Insufficient balance: ${formatMoney(account.balance, account.currency)} available, ${formatMoney(-deltas.get(short)!, account.currency)} needed`,
  );
}

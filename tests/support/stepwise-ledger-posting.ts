// The ledger posting as it was moved it into the SQL function gw_post_ledger
// (migration 20261203010000_ledger_post_function): postLedgerTransaction and
// ensureLedgerAccounts from lib/ledger as of the commit before "Ledger: a posting is one round
// trip…", their statements and checks copied unchanged (names, imports and some comments differ).
// Six statements in the caller's transaction: the transaction row, the accounts created and read
// back, the row locks, the balance update and the entries.
//
// Kept, in tests only, as the executable specification the SQL function is compared with
// (tests/integration/ledger/ledger-posting-equivalence.test.ts: "compares the ledger rows
// written by the new path with the old path's … row for row, before the old path is deleted").
// Each step here is a plain statement whose effect can be read; the function does the same steps
// inside the database, where they cannot. Do not "fix" this file to match the function: a
// difference between the two is what the comparison is there to find. Which account types are
// spendable is domain data, not the posting's mechanics, so it comes from lib/ledger/accounts.ts
// as both paths read it.
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, InternalError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { formatMoney } from "@/lib/money";
import { isSpendable, type AccountKey } from "@/lib/ledger/accounts";
import type { Posting, PostingResult } from "@/lib/ledger/post-ledger-transaction";

type LedgerLine = Posting["lines"][number];

export async function postLedgerTransactionStepwise(tx: Prisma.TransactionClient, posting: Posting): Promise<PostingResult> {
  const lines = posting.lines.filter((l) => l.amount !== 0n);
  assertBalancedStepwise(lines);

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

  const accountIds = await ensureLedgerAccountsStepwise(tx, lines.map((l) => l.account));
  const resolved = lines.map((l, i) => ({ ...l, accountId: accountIds[i] }));
  await applyBalanceChanges(tx, resolved);

  // One INSERT for all entries: the database checks each statement's transactions balance.
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

export function assertBalancedStepwise(lines: LedgerLine[]) {
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
 * accounts in id order. A spendable account that would go negative is left unchanged and the
 * whole posting fails with INSUFFICIENT_BALANCE: the conditional update decides.
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

const keyText = (k: AccountKey) => `${k.type}|${k.ownerId ?? k.merchantId}|${k.mode}|${k.currency}`;

/** The ids of the accounts for `keys` (in order), creating missing ones, in two statements. */
async function ensureLedgerAccountsStepwise(tx: Prisma.TransactionClient, keys: AccountKey[]): Promise<string[]> {
  const unique = [...new Map(keys.map((k) => [keyText(k), k])).values()];
  const values = unique.map(
    (k) =>
      Prisma.sql`(${newId("lac")}, ${k.type}::"LedgerAccountType", ${k.merchantId}, ${k.ownerId ?? k.merchantId}, ${k.mode}::"Mode", ${k.currency}, ${isSpendable(k.type)}, 0, now())`,
  );
  await tx.$executeRaw`
    INSERT INTO "LedgerAccount" (id, type, "merchantId", "ownerId", mode, currency, "nonNegative", balance, "updatedAt")
    VALUES ${Prisma.join(values)}
    ON CONFLICT (type, "ownerId", mode, currency) DO NOTHING`;
  const tuples = unique.map((k) => Prisma.sql`(${k.type}::"LedgerAccountType", ${k.ownerId ?? k.merchantId}, ${k.mode}::"Mode", ${k.currency})`);
  const rows = await tx.$queryRaw<{ id: string; type: string; ownerId: string; mode: string; currency: string }[]>`
    SELECT id, type::text AS type, "ownerId", mode::text AS mode, currency FROM "LedgerAccount"
    WHERE (type, "ownerId", mode, currency) IN (${Prisma.join(tuples)})`;
  const byKey = new Map(rows.map((r) => [`${r.type}|${r.ownerId}|${r.mode}|${r.currency}`, r.id]));
  return keys.map((k) => {
    const id = byKey.get(keyText(k));
    if (!id) throw new InternalError(`ledger account ${keyText(k)} was not created`);
    return id;
  });
}

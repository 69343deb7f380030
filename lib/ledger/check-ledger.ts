import "server-only";
// Reconciliation: every stored balance must equal the sum of its account's
// entries, and every ledger transaction must sum to zero per currency. With a merchant, only
// that merchant's books: its accounts and its transactions, each found by its merchantId index.
// An entry's merchantId equals its account's (the foreign key (accountId, merchantId));
// the join names it so that, sharded by merchant, the join stays on one shard.
import type { Db } from "@/lib/db";

export type LedgerProblem =
  | { kind: "balance_mismatch"; accountId: string; stored: string; fromEntries: string }
  | { kind: "unbalanced_transaction"; transactionId: string; currency: string; total: string };

export async function checkLedger(db: Db, opts: { merchantId?: string } = {}) {
  const merchant = opts.merchantId ?? null;
  const mismatches = await db.$queryRaw<{ id: string; balance: bigint; total: bigint }[]>`
    SELECT a.id, a.balance, COALESCE(SUM(e.amount), 0)::bigint AS total
    FROM "LedgerAccount" a LEFT JOIN "LedgerEntry" e ON e."accountId" = a.id AND e."merchantId" = a."merchantId"
    WHERE ${merchant}::text IS NULL OR a."merchantId" = ${merchant}
    GROUP BY a.id, a.balance
    HAVING a.balance <> COALESCE(SUM(e.amount), 0)`;
  // By transaction, whatever the entries' merchant: an entry posted under another merchant
  // must not drop out of its transaction's sum.
  const unbalanced = await db.$queryRaw<{ id: string; currency: string; total: bigint }[]>`
    SELECT t.id, e.currency, SUM(e.amount)::bigint AS total
    FROM "LedgerTransaction" t JOIN "LedgerEntry" e ON e."transactionId" = t.id
    WHERE ${merchant}::text IS NULL OR t."merchantId" = ${merchant}
    GROUP BY t.id, e.currency
    HAVING SUM(e.amount) <> 0`;
  const [{ accounts, transactions }] = await db.$queryRaw<{ accounts: bigint; transactions: bigint }[]>`
    SELECT (SELECT COUNT(*) FROM "LedgerAccount" WHERE ${merchant}::text IS NULL OR "merchantId" = ${merchant}) AS accounts,
           (SELECT COUNT(*) FROM "LedgerTransaction" WHERE ${merchant}::text IS NULL OR "merchantId" = ${merchant}) AS transactions`;
  const problems: LedgerProblem[] = [
    ...mismatches.map((m) => ({ kind: "balance_mismatch" as const, accountId: m.id, stored: String(m.balance), fromEntries: String(m.total) })),
    ...unbalanced.map((u) => ({ kind: "unbalanced_transaction" as const, transactionId: u.id, currency: u.currency, total: String(u.total) })),
  ];
  return { ok: problems.length === 0, accounts: Number(accounts), transactions: Number(transactions), problems };
}

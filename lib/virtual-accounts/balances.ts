import "server-only";
// A virtual account's balance is its ledger account's (type virtual_account, owned by the
// virtual account): read here, locked by debits (debit-virtual-account.ts).
import type { Db } from "@/lib/db";
import type { Prisma, VirtualAccount } from "@/lib/generated/prisma/client";
import { ensureLedgerAccount, type AccountKey } from "@/lib/ledger/accounts";

export function virtualAccountLedgerKey(account: Pick<VirtualAccount, "id" | "merchantId" | "mode" | "currency">): AccountKey {
  return { type: "virtual_account", merchantId: account.merchantId, ownerId: account.id, mode: account.mode, currency: account.currency };
}

/** Balances in minor units by virtual account id (0 for an account that never received money). */
export async function virtualAccountBalances(db: Db, accounts: Pick<VirtualAccount, "id" | "mode" | "currency">[]): Promise<Map<string, bigint>> {
  const balances = new Map(accounts.map((a) => [a.id, 0n]));
  if (!accounts.length) return balances;
  const rows = await db.ledgerAccount.findMany({
    where: { type: "virtual_account", ownerId: { in: accounts.map((a) => a.id) } },
    select: { ownerId: true, balance: true },
  });
  for (const row of rows) balances.set(row.ownerId, row.balance);
  return balances;
}

/**
 * Locks the virtual account's ledger row (SELECT … FOR UPDATE) and returns its balance: until
 * the caller's transaction ends, no other credit or debit of this account can run, so the
 * balance read here is exactly the balance before this movement (balance_before), and the one
 * it leaves is the next movement's balance_before. The ledger locks the same row again when it
 * posts (a no-op inside this transaction). The row is made with the account; one found missing
 * is made here first.
 */
export async function lockVirtualAccountBalance(tx: Prisma.TransactionClient, account: VirtualAccount): Promise<bigint> {
  const lock = () => tx.$queryRaw<{ balance: bigint }[]>`
    SELECT balance FROM "LedgerAccount"
    WHERE type = 'virtual_account'::"LedgerAccountType" AND "ownerId" = ${account.id} AND mode = ${account.mode}::"Mode" AND currency = ${account.currency}
    FOR UPDATE`;
  let [row] = await lock();
  if (!row) {
    await ensureLedgerAccount(tx, virtualAccountLedgerKey(account));
    [row] = await lock();
  }
  return row.balance;
}

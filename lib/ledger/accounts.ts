import "server-only";
// Ledger accounts: one per owner, type, mode and currency, created on first use.
import { Prisma } from "@/lib/generated/prisma/client";
import type { LedgerAccountType, Mode } from "@/lib/generated/prisma/enums";
import { newId } from "@/lib/ids";
import { InternalError } from "@/lib/http/errors";

export type AccountKey = {
  type: LedgerAccountType;
  merchantId: string;
  /** Defaults to the merchant; the subaccount's id for subaccount accounts. */
  ownerId?: string;
  mode: Mode;
  currency: string;
};

/**
 * Accounts that hold money somebody can spend, and duplicate charges held until refunded (a
 * refund can never exceed the charge): the CHECK constraint keeps them >= 0.
 */
const SPENDABLE: readonly LedgerAccountType[] = ["merchant_available", "subaccount", "fee_revenue", "payouts_in_flight", "duplicate_charges", "virtual_account", "dispute_hold"];

/** Whether an account of this type may never go negative (its nonNegative column). */
export function isSpendable(type: LedgerAccountType): boolean {
  return SPENDABLE.includes(type);
}

const keyText = (k: AccountKey) => `${k.type}|${k.ownerId ?? k.merchantId}|${k.mode}|${k.currency}`;

/**
 * The ids of the accounts for `keys` (in order), creating missing ones. Two statements
 * whatever the number of accounts; INSERT … ON CONFLICT DO NOTHING means racing creators
 * never abort each other's transaction.
 */
export async function ensureLedgerAccounts(tx: Prisma.TransactionClient, keys: AccountKey[]): Promise<string[]> {
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

export async function ensureLedgerAccount(tx: Prisma.TransactionClient, key: AccountKey): Promise<string> {
  return (await ensureLedgerAccounts(tx, [key]))[0];
}

/**
 * What one processor connection owes the operator for one merchant: payments it took
 * (a credit), less payouts it sent and refunds it gave back. Owner "<connection id>:<merchant id>":
 * one account per connection in each merchant's books; a connection's total is the sum over merchants.
 */
export function processorClearing(connectionId: string, base: { merchantId: string; mode: Mode; currency: string }): AccountKey {
  return { ...base, type: "processor_clearing", ownerId: `${connectionId}:${base.merchantId}` };
}

/**
 * Where an owner's spendable money is (the merchant's available balance, a subaccount's balance).
 * Money collected through an installation connection (or the test-mode simulator) is held by the
 * operator: the account keyed by its owner, as always. Money collected through a merchant's OWN
 * connection never reached the operator: it sits at the merchant's processor account, so it is
 * booked apart, owner "<connection id>:<owner id>", and only that connection can pay it out.
 */
export function heldAt(key: AccountKey, connectionId: string | null): AccountKey {
  return connectionId ? { ...key, ownerId: `${connectionId}:${key.ownerId ?? key.merchantId}` } : key;
}

/** The connection holding an account's money (heldAt's inverse): null when the operator holds it. */
export function holderOf(account: { ownerId: string }, ownerId: string): string | null {
  return account.ownerId === ownerId ? null : account.ownerId.slice(0, account.ownerId.length - ownerId.length - 1);
}

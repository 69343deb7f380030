// After every money scenario: every balance equals its entries, every transaction sums to zero.
import { afterEach, expect } from "vitest";
import { db } from "@/lib/db";
import { checkLedger } from "@/lib/ledger/check-ledger";

export function checkLedgerAfterEach() {
  afterEach(async () => {
    const report = await checkLedger(db());
    expect(report.problems).toEqual([]);
  });
}

export async function entriesOf(kind: string, referenceId: string) {
  const t = await db().ledgerTransaction.findUniqueOrThrow({
    where: { kind_referenceId: { kind, referenceId } },
    include: { entries: { include: { account: true } } },
  });
  return t.entries.map((e) => ({ type: e.account.type, ownerId: e.account.ownerId, amount: e.amount })).sort((a, b) => (a.type + a.ownerId < b.type + b.ownerId ? -1 : 1));
}

export async function balanceOf(type: "merchant_available" | "subaccount" | "fee_revenue", ownerId: string, currency: string, mode: "test" | "live" = "test") {
  const a = await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type, ownerId, mode, currency } } });
  return a?.balance ?? 0n;
}

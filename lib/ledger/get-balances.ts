import "server-only";
// GET /v2/balances and the dashboard overview: the merchant's balances per currency, the available
// balance split by who holds it (lib/ledger/accounts.ts heldAt): the operator, or the merchant's own
// processor connections that collected it. `disputed` and `owed` (docs/disputes.md "The ledger") count
// the dispute holds and the debt at every holder alike, as `available` does: a payout nets the debt and
// never spends the hold, wherever either is booked.
import type { z } from "zod";
import type { Db } from "@/lib/db";
import type { balancesSchema } from "@/lib/schemas/responses/account";
import type { Mode } from "@/lib/generated/prisma/enums";
import { CURRENCY_CODES, toMajorUnits } from "@/lib/money";
import { holderOf } from "@/lib/ledger/accounts";

export async function getBalances(db: Db, opts: { merchantId: string; mode: Mode }): Promise<z.input<typeof balancesSchema>> {
  const accounts = await db.ledgerAccount.findMany({
    where: { merchantId: opts.merchantId, mode: opts.mode, type: { in: ["merchant_available", "payouts_in_flight", "subaccount", "dispute_hold", "merchant_debt"] } },
    select: { type: true, ownerId: true, currency: true, balance: true },
  });
  // In-flight money of a subaccount's settlement payout is the subaccount's (owned by it), not the merchant's.
  const sum = (currency: string, type: string) =>
    accounts
      .filter((a) => a.currency === currency && a.type === type && (type !== "payouts_in_flight" || a.ownerId === opts.merchantId))
      .reduce((t, a) => t + a.balance, 0n);
  const available = (currency: string) => accounts.filter((a) => a.currency === currency && a.type === "merchant_available");
  const heldAtConnections = accounts.filter((a) => a.type === "merchant_available" && a.ownerId !== opts.merchantId);
  const connections = heldAtConnections.length
    ? await db.processorConnection.findMany({ where: { id: { in: heldAtConnections.map((a) => holderOf(a, opts.merchantId)!) } }, select: { id: true, connector: true, enabled: true } })
    : [];
  return CURRENCY_CODES.filter((c) => accounts.some((a) => a.currency === c)).map((currency) => ({
    currency,
    available: toMajorUnits(sum(currency, "merchant_available"), currency),
    held_by_operator: toMajorUnits(available(currency).find((a) => a.ownerId === opts.merchantId)?.balance ?? 0n, currency),
    held_at_connections: available(currency)
      .filter((a) => a.ownerId !== opts.merchantId)
      .sort((a, b) => a.ownerId.localeCompare(b.ownerId))
      .map((a) => {
        const connection = connections.find((c) => c.id === holderOf(a, opts.merchantId));
        return { connection_id: holderOf(a, opts.merchantId)!, processor: connection?.connector ?? "unknown", enabled: connection?.enabled ?? false, available: toMajorUnits(a.balance, currency) };
      }),
    /** Held for the merchant's open disputes, at the operator and at its own connections. */
    disputed: toMajorUnits(sum(currency, "dispute_hold"), currency),
    /** The debt a dispute left (a negative balance), as a positive amount. */
    owed: toMajorUnits(-sum(currency, "merchant_debt"), currency),
    /** Money held for the merchant's payouts on their way: amounts and fees. */
    pending: toMajorUnits(sum(currency, "payouts_in_flight"), currency),
    /** What the merchant's subaccounts hold in total, for reference. */
    subaccounts: toMajorUnits(sum(currency, "subaccount"), currency),
  }));
}

import "server-only";
// Where the money a payout would spend is (lib/ledger/accounts.ts heldAt): the part the operator
// holds, which installation connections pay out, and the parts held at the merchant's own
// connections, which only those connections can pay out. A payout above the operator-held part while
// the rest sits at an own connection is refused with FUNDS_HELD_AT_CONNECTION, saying where.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { OneStatement } from "@/lib/db/one-statement";
import { heldAt, holderOf, type AccountKey } from "@/lib/ledger/accounts";
import { ApiError } from "@/lib/http/errors";
import { formatMoney, toMajorUnits } from "@/lib/money";
import { connectorSpec, type ConnectorName } from "@/lib/processors/connector-specs";

/** SQLSTATE of the one-statement refusal (DETAIL: the figures as JSON, below). */
export const HELD_ELSEWHERE = "GW003";

export type HeldAtConnection = { connectionId: string; connector: string | null; enabled: boolean; balance: bigint };
export type FundsSplit = { currency: string; operator: bigint; needed: bigint; connections: HeldAtConnection[] };

/** The merchant's available money held at each of these own connections, keyed "<connection id>|<currency>". */
export async function ownHeldBalances(db: Db, opts: { merchantId: string; mode: Mode; connectionIds: string[] }): Promise<Map<string, bigint>> {
  const rows = await db.ledgerAccount.findMany({
    where: {
      type: "merchant_available",
      mode: opts.mode,
      ownerId: { in: opts.connectionIds.map((id) => heldAt({ type: "merchant_available", merchantId: opts.merchantId, mode: opts.mode, currency: "" }, id).ownerId!) },
    },
    select: { ownerId: true, currency: true, balance: true },
  });
  return new Map(rows.map((r) => [`${r.ownerId.split(":")[0]}|${r.currency}`, r.balance]));
}

/**
 * A part of a one-statement write that raises HELD_ELSEWHERE when the operator-held account of
 * `source` is short of `needed` while the money held at the merchant's own connections would cover
 * it. It reads the balances as the statement sees them, before the holds lock them: the holds
 * themselves still refuse any overdraft (INSUFFICIENT_BALANCE) under the locks. One row.
 */
export function addHeldElsewhereCheck(statement: OneStatement, opts: AccountKey & { needed: bigint }): string {
  const owner = statement.value(opts.ownerId ?? opts.merchantId);
  const needed = statement.value(opts.needed, "bigint");
  const currency = statement.value(opts.currency);
  return statement.withMustRun(
    statement.name("held_elsewhere"),
    `SELECT CASE WHEN t.operator < ${needed} AND t.operator + t.elsewhere >= ${needed}
       THEN gw_raise('${HELD_ELSEWHERE}', json_build_object('currency', ${currency}::text, 'operator', t.operator::text, 'needed', ${needed}::text, 'held', t.held)::text)
       ELSE 0 END AS ok
     FROM (SELECT COALESCE(SUM(a.balance) FILTER (WHERE a."ownerId" = ${owner}), 0) AS operator,
                  COALESCE(SUM(a.balance) FILTER (WHERE a."ownerId" <> ${owner}), 0) AS elsewhere,
                  json_agg(json_build_object('connection_id', c.id, 'connector', c.connector, 'enabled', c.enabled, 'balance', a.balance::text) ORDER BY a."ownerId")
                    FILTER (WHERE a."ownerId" <> ${owner} AND a.balance > 0) AS held
           FROM "LedgerAccount" a
           LEFT JOIN "ProcessorConnection" c ON a."ownerId" <> ${owner} AND c.id = split_part(a."ownerId", ':', 1)
           WHERE a."merchantId" = ${statement.value(opts.merchantId)} AND a.type = ${statement.value(opts.type)}::"LedgerAccountType"
             AND a.mode = ${statement.value(opts.mode)}::"Mode" AND a.currency = ${currency}
             AND (a."ownerId" = ${owner} OR split_part(a."ownerId", ':', 2) = ${owner})) t`,
  );
}

/** HELD_ELSEWHERE's DETAIL as the API's FUNDS_HELD_AT_CONNECTION. */
export function heldElsewhereError(detail: string): ApiError {
  const parsed = JSON.parse(detail) as { currency: string; operator: string; needed: string; held: { connection_id: string; connector: string | null; enabled: boolean; balance: string }[] | null };
  return fundsHeldAtConnectionError({
    currency: parsed.currency,
    operator: BigInt(parsed.operator),
    needed: BigInt(parsed.needed),
    connections: (parsed.held ?? []).map((h) => ({ connectionId: h.connection_id, connector: h.connector, enabled: h.enabled, balance: BigInt(h.balance) })),
  });
}

export function fundsHeldAtConnectionError(split: FundsSplit): ApiError {
  const c = split.currency;
  const where = split.connections
    .map((h) => `${formatMoney(h.balance, c)} at your own ${connectorLabel(h.connector)} connection ${h.connectionId}${h.enabled ? "" : " (disabled)"}`)
    .join(", ");
  return new ApiError(
    "FUNDS_HELD_AT_CONNECTION",
    `Only ${formatMoney(split.operator, c)} of your available balance is held by the gateway's operator, and this needs ${formatMoney(split.needed, c)} with fees. ` +
      `The rest was collected through your own processor account and is held there: ${where}. ` +
      "Money held at your own connection is paid out only through that connection while it is enabled, or withdrawn at that processor.",
    {
      currency: c,
      needed: toMajorUnits(split.needed, c),
      held_by_operator: toMajorUnits(split.operator, c),
      held_at_connections: split.connections.map((h) => ({ connection_id: h.connectionId, processor: h.connector, enabled: h.enabled, available: toMajorUnits(h.balance, c) })),
    },
  );
}

function connectorLabel(connector: string | null): string {
  if (!connector) return "processor";
  try {
    return connectorSpec(connector as ConnectorName).label;
  } catch {
    return connector;
  }
}

/** The split of `source`'s money (an operator-held account) between the operator and the merchant's own connections. */
export async function readFundsSplit(db: Db, source: AccountKey, needed: bigint): Promise<FundsSplit> {
  const owner = source.ownerId ?? source.merchantId;
  const accounts = await db.ledgerAccount.findMany({
    where: { merchantId: source.merchantId, type: source.type, mode: source.mode, currency: source.currency, OR: [{ ownerId: owner }, { ownerId: { endsWith: `:${owner}` } }] },
    select: { ownerId: true, balance: true },
    orderBy: { ownerId: "asc" },
  });
  const held = accounts.filter((a) => a.ownerId !== owner && a.balance > 0n);
  const connections = held.length ? await db.processorConnection.findMany({ where: { id: { in: held.map((a) => holderOf(a, owner)!) } }, select: { id: true, connector: true, enabled: true } }) : [];
  return {
    currency: source.currency,
    operator: accounts.find((a) => a.ownerId === owner)?.balance ?? 0n,
    needed,
    connections: held.map((a) => {
      const id = holderOf(a, owner)!;
      const connection = connections.find((c) => c.id === id);
      return { connectionId: id, connector: connection?.connector ?? null, enabled: connection?.enabled ?? false, balance: a.balance };
    }),
  };
}

/** Whether the money held at the merchant's own connections is what makes the difference. */
export function heldElsewhereCovers(split: FundsSplit): boolean {
  return split.operator < split.needed && split.operator + split.connections.reduce((t, h) => t + h.balance, 0n) >= split.needed;
}

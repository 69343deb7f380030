import "server-only";
// The exception queue: every open reconciliation exception (an item that is not "matched" and not
// yet resolved), across runs, oldest run first, with the run it came from. "installation": the
// installation connections' runs only (the Reconciliation page); "all": every merchant's own
// connections' runs too (the Queues page, where an operator may take a merchant's exception).
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { serializeItem } from "@/lib/reconciliation/serialize-reconciliation";

export const EXCEPTIONS_SHOWN = 200;

export type ExceptionScope = "installation" | "all";

export async function listReconciliationExceptions(database: Db, opts: { scope: ExceptionScope; ids?: string[] }) {
  const where: Prisma.ReconciliationItemWhereInput = {
    kind: { not: "matched" },
    resolution: "open",
    ...(opts.scope === "installation" ? { run: { merchantId: null } } : {}),
    ...(opts.ids ? { id: { in: opts.ids } } : {}),
  };
  const items = await database.reconciliationItem.findMany({
    where,
    include: { run: { select: { id: true, connectionId: true, connector: true, mode: true, merchantId: true, periodFrom: true, periodTo: true, startedAt: true } } },
    orderBy: [{ run: { startedAt: "asc" } }, { position: "asc" }],
    take: EXCEPTIONS_SHOWN,
  });
  return items.map(({ run, ...item }) => ({
    ...serializeItem(item),
    run: {
      id: run.id,
      connection_id: run.connectionId,
      connector: run.connector,
      mode: run.mode,
      scope: run.merchantId ? ("merchant" as const) : ("installation" as const),
      merchant_id: run.merchantId,
      period: { from: run.periodFrom.toISOString(), to: run.periodTo.toISOString() },
      started_at: run.startedAt.toISOString(),
    },
  }));
}

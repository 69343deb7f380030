import "server-only";
// One reconciliation run with its items, for the merchant whose own connection it reconciled:
// another merchant's run, an installation connection's, or the other mode's is NOT_FOUND (no existence
// leak). Exceptions first (open before resolved), then the matched lines, in the run's order.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { serializeItem, serializeRun } from "@/lib/reconciliation/serialize-reconciliation";

export type RunScope = { merchantId: string; mode: Mode };

export async function findVisibleRun(database: Pick<Db, "reconciliationRun">, scope: RunScope, id: string) {
  const run = await database.reconciliationRun.findFirst({ where: { id, merchantId: scope.merchantId, mode: scope.mode } });
  if (!run) throw new ApiError("NOT_FOUND", `No reconciliation run ${id}`);
  return run;
}

export async function getReconciliationRun(database: Db, scope: RunScope, id: string) {
  const run = await findVisibleRun(database, scope, id);
  const items = await database.reconciliationItem.findMany({ where: { runId: run.id }, orderBy: { position: "asc" } });
  const rank = (i: { kind: string; resolution: string | null }) => (i.kind === "matched" ? 2 : i.resolution === "resolved" ? 1 : 0);
  const ordered = [...items].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  return { ...serializeRun(run), items: ordered.map(serializeItem) };
}

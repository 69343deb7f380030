import "server-only";
// One run of an installation connection with every item: open exceptions first, then resolved ones,
// then the matched lines, in the run's order (the dashboard's order, get-reconciliation-run.ts). A
// merchant's own run is the merchant's: NOT_FOUND here.
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { serializeItem, serializeRun } from "@/lib/reconciliation/serialize-reconciliation";

export async function getInstallationRun(database: Db, runId: string) {
  const run = await database.reconciliationRun.findFirst({ where: { id: runId, merchantId: null } });
  if (!run) throw new ApiError("NOT_FOUND", `No installation reconciliation run ${runId}`);
  const items = await database.reconciliationItem.findMany({ where: { runId: run.id }, orderBy: { position: "asc" } });
  const rank = (i: { kind: string; resolution: string | null }) => (i.kind === "matched" ? 2 : i.resolution === "resolved" ? 1 : 0);
  const ordered = [...items].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  return { ...serializeRun(run), items: ordered.map(serializeItem) };
}

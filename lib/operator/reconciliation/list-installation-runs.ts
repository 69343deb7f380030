import "server-only";
// The reconciliation runs of the installation's connections (merchantId null), newest first: they
// hold every merchant's transactions, so they are the operator's (a merchant's dashboard never shows
// them; lib/reconciliation/list-reconciliation-runs.ts). Optionally one connection's.
import type { Db } from "@/lib/db";
import { RUNS_SHOWN } from "@/lib/reconciliation/list-reconciliation-runs";
import { serializeRun } from "@/lib/reconciliation/serialize-reconciliation";

export async function listInstallationRuns(database: Db, opts: { connectionId?: string } = {}) {
  const runs = await database.reconciliationRun.findMany({
    where: { merchantId: null, ...(opts.connectionId ? { connectionId: opts.connectionId } : {}) },
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    take: RUNS_SHOWN,
  });
  return runs.map(serializeRun);
}

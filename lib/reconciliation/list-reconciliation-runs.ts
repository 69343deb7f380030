import "server-only";
// The reconciliation runs a merchant sees in its dashboard: those of its own processor
// connections in the dashboard's mode, newest first. The installation's connections serve every
// merchant, so their runs hold other merchants' transactions: they are the operator's, read with
// the CLI (`npm run gateway -- reconcile`), never shown in a merchant's dashboard.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { serializeRun } from "@/lib/reconciliation/serialize-reconciliation";

export const RUNS_SHOWN = 100;

export async function listReconciliationRuns(database: Db, opts: { merchantId: string; mode: Mode; connectionId?: string }) {
  const runs = await database.reconciliationRun.findMany({
    where: { merchantId: opts.merchantId, mode: opts.mode, ...(opts.connectionId ? { connectionId: opts.connectionId } : {}) },
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    take: RUNS_SHOWN,
  });
  return runs.map(serializeRun);
}

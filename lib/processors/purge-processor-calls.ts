import "server-only";
// The processor request log (ProcessorCall) keeps 30 days: enough to debug a dispute or a
// reconciliation difference, and the dashboard's health reads the last 24 hours only. Deleted in
// batches so one purge never holds a long lock.
import type { DbClient } from "@/lib/db";

export const PROCESSOR_CALL_RETENTION_MS = 30 * 24 * 3600_000;

export async function purgeOldProcessorCalls(database: DbClient, now = new Date(), batch = 5_000): Promise<number> {
  const before = new Date(now.getTime() - PROCESSOR_CALL_RETENTION_MS);
  let total = 0;
  for (;;) {
    const deleted = await database.$executeRaw`
      DELETE FROM "ProcessorCall" WHERE id IN (SELECT id FROM "ProcessorCall" WHERE "createdAt" < ${before} LIMIT ${batch})`;
    total += deleted;
    if (deleted < batch) return total;
  }
}

import "server-only";
// The daily reconciliation: every enabled connection whose processor has a settlement API
// is reconciled for the previous UTC day, once. The worker's hourly sweep enqueues one job per
// connection and day that has neither a run nor a job yet; the job runs it with the day's key, unique
// in the database, so a second job or a second worker finds the day done. Connections without an API
// (MTN MoMo: a report file) are left to a person with the file.
import type { DbClient } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import type { JobResult } from "@/lib/jobs/job-types";
import { Prisma } from "@/lib/generated/prisma/client";
import { enabledConnections } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import { logger } from "@/lib/logger";
import type { Processor } from "@/lib/processors/types";

export const dailyKey = (connectionId: string, day: string) => `${connectionId}:${day}`;

/** The UTC day before `now`, as YYYY-MM-DD. */
export function previousDay(now: Date): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

export async function scheduleDailyReconciliations(database: DbClient, now: Date): Promise<number> {
  const day = previousDay(now);
  let enqueued = 0;
  for (const connection of await enabledConnections(database)) {
    let processor: Processor;
    try {
      processor = processorForConnectionRow(connection);
    } catch (error) {
      // One connection whose credentials cannot be opened must not stop the sweep (the others, the purges).
      logger().warn({ err: error, connectionId: connection.id }, "daily reconciliation: the connection's connector cannot be built");
      continue;
    }
    if (!processor.fetchSettlements) continue;
    const key = dailyKey(connection.id, day);
    const [run, job] = await Promise.all([
      database.reconciliationRun.findUnique({ where: { dailyKey: key }, select: { id: true } }),
      database.job.findFirst({ where: { type: "reconciliation.daily", objectType: "reconciliation_day", objectId: key }, select: { id: true } }),
    ]);
    if (run || job) continue;
    await enqueueJob(database, {
      type: "reconciliation.daily",
      payload: { connection_id: connection.id, day },
      owner: connection.merchantId ? { merchantId: connection.merchantId, mode: connection.mode } : null,
      object: { type: "reconciliation_day", id: key },
    });
    enqueued++;
  }
  return enqueued;
}

export async function runDailyReconciliation(input: { connectionId: string; day: string }, database: DbClient): Promise<JobResult> {
  const key = dailyKey(input.connectionId, input.day);
  if (await database.reconciliationRun.findUnique({ where: { dailyKey: key }, select: { id: true } })) return "done";
  const from = new Date(`${input.day}T00:00:00.000Z`);
  try {
    const run = await runReconciliation({ connectionId: input.connectionId, from, to: new Date(from.getTime() + 86_400_000), startedBy: "job", dailyKey: key }, database);
    // The processor could not be read: the failed run says why; the job tries again later.
    if (run.status === "failed") throw new Error(run.error ?? "the reconciliation failed");
  } catch (error) {
    // Another worker finished the same day first: done.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "done";
    throw error;
  }
  return "done";
}

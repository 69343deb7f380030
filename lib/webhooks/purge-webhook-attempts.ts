import "server-only";
// The delivery log keeps 30 days: the worker's hourly sweep (lib/worker/sweeps.ts) deletes older attempts.
import type { DbClient } from "@/lib/db";

/** Attempts older than this are deleted by the worker's hourly sweep. */
export const ATTEMPT_RETENTION_MS = 30 * 86_400_000;

export async function purgeOldWebhookAttempts(database: DbClient, now = new Date()): Promise<number> {
  const { count } = await database.webhookAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - ATTEMPT_RETENTION_MS) } } });
  return count;
}

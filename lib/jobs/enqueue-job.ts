import "server-only";
// Jobs are rows, written in the transaction that makes them necessary; the worker loop
// (lib/jobs/worker.ts) runs them when due.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";

export type JobType = "payment.confirm_pending_attempt" | "payment.refund_duplicate_charge" | "payout.process";

export async function enqueueJob(db: Db, job: { type: JobType; payload: Prisma.InputJsonValue; runAt?: Date }) {
  return db.job.create({ data: { id: newId("job"), type: job.type, payload: job.payload, runAt: job.runAt ?? new Date() } });
}

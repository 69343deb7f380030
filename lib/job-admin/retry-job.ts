import "server-only";
// Retry a dead job: back to queued, due now, its failed tries reset, so it gets its
// type's full maxTries again. Only a dead job: anything else is INVALID_STATE (a queued or
// running job is already going to run, a done one has nothing left to do). The dashboard and
// the CLI call this one service; a job that works for a merchant is audited in that merchant's log.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { serializeJob, type JobView } from "@/lib/job-admin/list-jobs";
import { requeueDeadJob } from "@/lib/jobs/queue";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function retryDeadJob(
  db: Db,
  options: {
    jobId: string;
    actor: AuditActor;
    /** The dashboard: only this merchant's job in this mode; another's is NOT_FOUND. The CLI: unset. */
    scope?: { merchantId: string; mode: Mode };
    now?: Date;
  },
): Promise<JobView> {
  const now = options.now ?? new Date();
  const job = await db.job.findUnique({ where: { id: options.jobId } });
  if (!job || (options.scope && (job.merchantId !== options.scope.merchantId || job.mode !== options.scope.mode))) {
    throw new ApiError("NOT_FOUND", `No job with id ${options.jobId}`);
  }
  await authorizeActor(db, { actor: options.actor, merchantId: options.scope?.merchantId ?? "", action: "jobs.retry" });
  if (!(await requeueDeadJob(db, job.id, now))) {
    const current = await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { status: true } });
    throw new ApiError("INVALID_STATE", `Job ${job.id} is ${current.status}, not dead: only a dead job can be retried`);
  }
  if (job.merchantId) {
    await recordAudit(db, {
      merchantId: job.merchantId,
      actor: options.actor,
      action: "job.retried",
      mode: job.mode ?? undefined,
      targetId: job.id,
      details: { type: job.type, failures: job.failures, last_error: job.lastError },
    });
  }
  return serializeJob(await db.job.findUniqueOrThrow({ where: { id: job.id } }));
}

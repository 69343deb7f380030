import "server-only";
// Jobs as the CLI and the dashboard show them: the dead ones first of all, newest
// first, with the failure that killed them. A merchant sees only its own jobs in one mode.
import type { Db } from "@/lib/db";
import type { Job, JobStatus, Mode, Prisma } from "@/lib/generated/prisma/client";
import { isKnownJobType, jobPolicy } from "@/lib/jobs/job-types";

export type JobView = {
  id: string;
  type: string;
  status: JobStatus;
  merchant_id: string | null;
  mode: Mode | null;
  object: { type: string; id: string } | null;
  attempts: number;
  failures: number;
  /** The type's maximum failed tries; null for a type this code does not know. */
  max_tries: number | null;
  last_error: string | null;
  run_at: string;
  dead_at: string | null;
  done_at: string | null;
  created_at: string;
};

export function serializeJob(job: Job): JobView {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    merchant_id: job.merchantId,
    mode: job.mode,
    object: job.objectType && job.objectId ? { type: job.objectType, id: job.objectId } : null,
    attempts: job.attempts,
    failures: job.failures,
    max_tries: isKnownJobType(job.type) ? jobPolicy(job.type).maxTries : null,
    last_error: job.lastError,
    run_at: job.runAt.toISOString(),
    dead_at: job.deadAt?.toISOString() ?? null,
    done_at: job.doneAt?.toISOString() ?? null,
    created_at: job.createdAt.toISOString(),
  };
}

export type ListJobsOptions = {
  /** Only dead jobs; otherwise every job not done (queued, running, dead). */
  dead?: boolean;
  merchantId?: string;
  mode?: Mode;
  limit?: number;
};

export async function listJobs(db: Db, options: ListJobsOptions = {}): Promise<JobView[]> {
  const where: Prisma.JobWhereInput = {
    status: options.dead ? "dead" : { in: ["queued", "running", "dead"] },
    ...(options.merchantId ? { merchantId: options.merchantId } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
  };
  const jobs = await db.job.findMany({
    where,
    orderBy: options.dead ? [{ deadAt: "desc" }, { id: "desc" }] : [{ runAt: "asc" }, { id: "asc" }],
    take: Math.min(options.limit ?? 100, 500),
  });
  return jobs.map(serializeJob);
}

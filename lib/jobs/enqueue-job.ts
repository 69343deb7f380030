import "server-only";
// Jobs are rows, written in the transaction that makes them necessary; the worker loop
// (lib/worker/worker-loop.ts) runs them when due. A job names the merchant and mode it works for
// (null for system jobs) so the merchant sees it when it dies, and the object it is about.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import type { JobType } from "@/lib/jobs/job-types";
import { newId } from "@/lib/ids";
import { asJson, OneStatement } from "@/lib/db/one-statement";
import { currentTraceparent } from "@/lib/telemetry/tracing";

export type { JobType } from "@/lib/jobs/job-types";

export type NewJob = {
  type: JobType;
  payload: Prisma.InputJsonValue;
  runAt?: Date;
  /** The owner: both or neither (system job). */
  owner: { merchantId: string; mode: Mode } | null;
  object?: { type: string; id: string };
};

/** One job, as a statement of its own in `db` (the caller's transaction): addJob's insert, run alone. */
export async function enqueueJob(db: Db, job: NewJob): Promise<{ id: string }> {
  const statement = new OneStatement();
  const id = addJob(statement, job);
  await statement.run(db, "1");
  return { id };
}

/** The job as a part of a one-statement write (lib/db/one-statement.ts): the only way a job row is written. */
export function addJob(statement: OneStatement, job: NewJob): string {
  const row = jobRow(job);
  statement.with(statement.name("job"), statement.insert("Job", { ...row, payload: asJson(row.payload), createdAt: new Date() }));
  return row.id;
}

export function jobRow(job: NewJob) {
  return {
    id: newId("job"),
    type: job.type,
    payload: job.payload,
    runAt: job.runAt ?? new Date(),
    merchantId: job.owner?.merchantId ?? null,
    mode: job.owner?.mode ?? null,
    objectType: job.object?.type ?? null,
    objectId: job.object?.id ?? null,
    // The worker resumes this trace, so the job's spans join the request that made it.
    traceparent: currentTraceparent(),
  };
}

/** Several jobs in one statement (a webhook event fanned out to its endpoints). */
export async function enqueueJobs(db: Db, jobs: NewJob[]) {
  if (jobs.length === 0) return;
  const statement = new OneStatement();
  for (const job of jobs) addJob(statement, job);
  await statement.run(db, "1");
}

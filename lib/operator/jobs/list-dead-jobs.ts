import "server-only";
// Dead jobs across the installation: every merchant's (either mode) and the gateway's own (no
// merchant: sweeps, the daily reconciliation), newest first, through the CLI's and the dashboard's
// listing. "installation": the gateway's own only; a merchant id: that merchant's only.
import type { Db } from "@/lib/db";
import { listJobs, serializeJob, type JobView } from "@/lib/job-admin/list-jobs";

export const DEAD_JOBS_SHOWN = 200;

export async function listDeadJobs(database: Db, opts: { owner?: "installation" | string } = {}): Promise<JobView[]> {
  if (opts.owner === "installation") {
    const rows = await database.job.findMany({ where: { status: "dead", merchantId: null }, orderBy: [{ deadAt: "desc" }, { id: "desc" }], take: DEAD_JOBS_SHOWN });
    return rows.map(serializeJob);
  }
  return listJobs(database, { dead: true, merchantId: opts.owner, limit: DEAD_JOBS_SHOWN });
}

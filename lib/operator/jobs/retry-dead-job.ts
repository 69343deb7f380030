import "server-only";
// The operator puts a dead job back in the queue (the CLI's `jobs retry`, retryDeadJob: only a dead
// job, its tries reset), with a reason, in one transaction. A merchant's job is audited in the
// merchant's log by that service, with the operator as actor; the operator record keeps the reason
// and does not copy it there again (the merchant is in its details).
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { retryDeadJob } from "@/lib/job-admin/retry-job";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { merchantAuditActor } from "@/lib/operator/reconciliation/resolve-reconciliation-exception";

export async function retryOperatorJob(tx: Prisma.TransactionClient, opts: { jobId: string; reason: string; actor: OperatorActor; now?: Date }) {
  const job = await tx.job.findUnique({ where: { id: opts.jobId }, select: { id: true, type: true, merchantId: true, mode: true, failures: true, lastError: true } });
  if (!job) throw new ApiError("NOT_FOUND", `No job with id ${opts.jobId}`);
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "job.retried",
    reason: opts.reason,
    targetType: "job",
    targetId: job.id,
    details: { type: job.type, merchant_id: job.merchantId, mode: job.mode, failures: job.failures, last_error: job.lastError },
  });
  return retryDeadJob(tx, { jobId: job.id, actor: merchantAuditActor(opts.actor), now: opts.now });
}

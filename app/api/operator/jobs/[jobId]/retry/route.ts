// POST /api/operator/jobs/{jobId}/retry: a dead job back in the queue with its tries reset, with a reason; anything not dead is 409.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { retryOperatorJob } from "@/lib/operator/jobs/retry-dead-job";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("jobs.retry", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({ message: "Job queued again", data: await retryOperatorJob(db as Prisma.TransactionClient, { jobId: params.jobId, reason: body.reason, actor: ctx.actor }) }),
  }),
});

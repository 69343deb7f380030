// POST /api/dashboard/jobs/{id}/retry: a dead job of this merchant and mode back in the queue,
//   its tries reset. The same service as `npm run gateway -- jobs retry`; audited.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { retryDeadJob } from "@/lib/job-admin/retry-job";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "jobs.retry" }, async ({ db, ctx, params }) => {
    const job = await retryDeadJob(db, { jobId: params.id, actor: ctx.actor, scope: { merchantId: ctx.merchantId, mode: ctx.mode } });
    return { message: "Job queued again", data: job };
  }),
});

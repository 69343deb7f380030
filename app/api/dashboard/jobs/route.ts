// GET /api/dashboard/jobs: the signed-in merchant's dead jobs in the dashboard's mode:
//   background work that failed its type's maximum number of tries, newest first.
import { dashboardRead, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { listJobs } from "@/lib/job-admin/list-jobs";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => ({
    message: "Dead jobs retrieved",
    data: { mode: ctx.mode, jobs: await listJobs(db, { dead: true, merchantId: ctx.merchantId, mode: ctx.mode, limit: 100 }) },
  })),
});

// GET /api/dashboard/customers/backfill: how many past payments have no customer profile, and a
// queued or running backfill job. POST: build profiles from them (owners and admins, audited;
// the backfill): at once for a small backlog, as a job for a large one.
import { dashboardAction, dashboardRead, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { getBackfillStatus, startCustomerBackfill } from "@/lib/customers/backfill-customer-profiles";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => {
    const { unfiledPayments, job } = await getBackfillStatus(db, ctx.merchantId);
    return { message: "Backfill status retrieved", data: { unfiled_payments: unfiledPayments, job: job ? { id: job.id, status: job.status } : null } };
  }),
  POST: dashboardAction({ action: "settings.manage" }, async ({ db, ctx }) => {
    const result = await startCustomerBackfill(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor });
    return {
      status: result.queued ? 202 : 200,
      message: result.queued ? "Building customer profiles in the background" : "Customer profiles built",
      data: { payments_filed: result.filed, queued: result.queued, job_id: result.jobId, unfiled_payments: result.unfiledPayments },
    };
  }),
});

// GET /api/dashboard/audit: the merchant's audit records, newest first, filtered by
// actor (user:<id>, key:<id> or an actor type), action (or family: payout.*) and date (from, to),
// a page at a time (cursor, per_page). Owners only: the log names who did what.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listAuditLog } from "@/lib/audit/list-audit-log";
import { dashboardAuditQuerySchema } from "@/lib/schemas/dashboard-audit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    action: "audit.read",
    query: dashboardAuditQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { cursor, per_page, ...filters } = query;
      return { message: "Audit records retrieved", data: await listAuditLog(db, { merchantId: ctx.merchantId, filters, cursor, perPage: per_page }) };
    },
  }),
});

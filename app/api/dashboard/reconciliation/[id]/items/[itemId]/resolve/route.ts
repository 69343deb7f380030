// POST /api/dashboard/reconciliation/{id}/items/{itemId}/resolve {"note": "…"}: close one exception of a
// run of the merchant's own connection, with a note (issue 28). Owners and admins (reconciliation.resolve);
// audited; moves no money. Another merchant's run or item is NOT_FOUND; a matched line or one already
// resolved is 409 INVALID_STATE.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { resolveItemBodySchema, resolveReconciliationItem } from "@/lib/reconciliation/resolve-reconciliation-item";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "reconciliation.resolve",
    body: resolveItemBodySchema,
    handler: async ({ db, ctx, params, body }) => ({
      message: "Exception resolved",
      data: await resolveReconciliationItem(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, runId: params.id, itemId: params.itemId, note: body.note }),
    }),
  }),
});

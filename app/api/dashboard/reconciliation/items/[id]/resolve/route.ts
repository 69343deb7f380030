// POST /api/dashboard/reconciliation/items/{id}/resolve {"note": "…"}: close one exception of a run of the
// merchant's own connection, with a note. Owners and admins (reconciliation.resolve); audited;
// moves no money. An item of another merchant's run, or of the other mode's, is NOT_FOUND; a matched line
// or one already resolved is 409 INVALID_STATE.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { resolveItemBodySchema, resolveReconciliationItem } from "@/lib/reconciliation/resolve-reconciliation-item";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "reconciliation.resolve",
    body: resolveItemBodySchema,
    handler: async ({ db, ctx, params, body }) => ({
      message: "Exception resolved",
      data: await resolveReconciliationItem(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, itemId: params.id, note: body.note }),
    }),
  }),
});

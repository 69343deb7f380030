// POST /api/dashboard/plans/{id}/archive: the plan takes no new subscriptions; the ones it has go on (billing.manage: owners, admins).
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { archivePlan } from "@/lib/plans/archive-plan";
import { serializePlan } from "@/lib/plans/serialize-plan";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "billing.manage" }, async ({ db, ctx, params }) => {
    const plan = await archivePlan(db, { ...scopeOf(ctx), id: params.id, actor: ctx.actor });
    return { message: "Plan archived", data: serializePlan(plan) };
  }),
});

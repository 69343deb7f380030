// GET /api/dashboard/plans: the Plans page's list in the dashboard's mode (active, currency, cursor
// paging), as GET /v2/plans. POST: create a plan (billing.manage: owners, admins), as POST /v2/plans.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createPlanSchema, listPlansQuerySchema } from "@/lib/schemas/plans";
import { createPlan } from "@/lib/plans/create-plan";
import { listPlans } from "@/lib/plans/list-plans";
import { serializePlan } from "@/lib/plans/serialize-plan";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listPlansQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listPlans(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Plans retrieved", data: { items: rows.map(serializePlan), pagination } };
    },
  }),
  POST: withDashboard({
    action: "billing.manage",
    body: createPlanSchema,
    handler: async ({ db, ctx, body }) => {
      const plan = await createPlan(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
      return { status: 201, message: "Plan created", data: serializePlan(plan) };
    },
  }),
});

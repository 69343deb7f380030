// GET /api/dashboard/risk/rules: the Risk page's rules in the dashboard's mode, the installation's included (read-only), as GET /v2/risk/rules. POST: create one (risk.manage).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createRiskRuleSchema, listRiskRulesQuerySchema } from "@/lib/risk/manage/schemas";
import { createRiskRule, listRiskRules } from "@/lib/risk/manage/rules";
import { serializeRiskRule } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listRiskRulesQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const rows = await listRiskRules(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, query });
      return { message: "Risk rules retrieved", data: { items: rows.map(serializeRiskRule) } };
    },
  }),
  POST: withDashboard({
    action: "risk.manage",
    body: createRiskRuleSchema,
    handler: async ({ db, ctx, body }) => {
      const rule = await createRiskRule(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, input: body, actor: ctx.actor });
      return { status: 201, message: "Risk rule created", data: serializeRiskRule(rule) };
    },
  }),
});

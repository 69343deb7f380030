// PATCH /api/dashboard/risk/rules/{id}: change a rule (status toggles, order, expression); DELETE: delete it (risk.manage). Installation rules: 403.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { updateRiskRuleSchema } from "@/lib/risk/manage/schemas";
import { deleteRiskRule, updateRiskRule } from "@/lib/risk/manage/rules";
import { serializeRiskRule } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PATCH: withDashboard({
    action: "risk.manage",
    body: updateRiskRuleSchema,
    handler: async ({ db, ctx, params, body }) => {
      const rule = await updateRiskRule(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, input: body, actor: ctx.actor });
      return { message: "Risk rule updated", data: serializeRiskRule(rule) };
    },
  }),
  DELETE: withDashboard({
    action: "risk.manage",
    handler: async ({ db, ctx, params }) => {
      const rule = await deleteRiskRule(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, actor: ctx.actor });
      return { message: "Risk rule deleted", data: { ...serializeRiskRule(rule), deleted: true } };
    },
  }),
});

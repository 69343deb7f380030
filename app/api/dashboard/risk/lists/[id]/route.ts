// DELETE /api/dashboard/risk/lists/{id}: delete a list and its values, refused while a rule names it (risk.manage).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { deleteRiskList } from "@/lib/risk/manage/lists";
import { serializeRiskList } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  DELETE: withDashboard({
    action: "risk.manage",
    handler: async ({ db, ctx, params }) => {
      const list = await deleteRiskList(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, actor: ctx.actor });
      return { message: "Risk list deleted", data: { ...serializeRiskList(list), deleted: true } };
    },
  }),
});

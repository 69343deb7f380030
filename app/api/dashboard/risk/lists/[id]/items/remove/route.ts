// POST /api/dashboard/risk/lists/{id}/items/remove: remove one value, named in the body as written or as stored (risk.manage).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { removeRiskListItemSchema } from "@/lib/risk/manage/schemas";
import { removeRiskListItem } from "@/lib/risk/manage/lists";
import { serializeRiskListItem } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "risk.manage",
    body: removeRiskListItemSchema,
    handler: async ({ db, ctx, params, body }) => {
      const item = await removeRiskListItem(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, value: body.value, actor: ctx.actor });
      return { message: "Value removed", data: { ...serializeRiskListItem(item), deleted: true } };
    },
  }),
});

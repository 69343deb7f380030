// GET /api/dashboard/risk/lists/{id}/items: a list's values in numbered pages. POST: add values, normalised for the list's kind (risk.manage).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { addRiskListItemsSchema, listRiskListItemsQuerySchema } from "@/lib/risk/manage/schemas";
import { addRiskListItems, listRiskListItems } from "@/lib/risk/manage/lists";
import { serializeRiskListItem } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listRiskListItemsQuerySchema,
    handler: async ({ db, ctx, params, query }) => {
      const { rows, pagination } = await listRiskListItems(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, query });
      return { message: "Values retrieved", data: { items: rows.map(serializeRiskListItem), pagination } };
    },
  }),
  POST: withDashboard({
    action: "risk.manage",
    body: addRiskListItemsSchema,
    handler: async ({ db, ctx, params, body }) => {
      const added = await addRiskListItems(db, { scope: { merchantId: ctx.merchantId, mode: ctx.mode }, id: params.id, otherMode: ctx.otherMode, input: body, actor: ctx.actor });
      return { message: "Values added", data: { values: added.values, added_count: added.added_count, skipped_count: added.skipped_count } };
    },
  }),
});

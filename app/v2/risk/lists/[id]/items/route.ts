// GET /v2/risk/lists/{id}/items: the list's values, by value, in numbered pages. POST: add values (normalised for the list's kind).
import { apiList, apiRoutes, withApi } from "@/lib/api/with-api";
import { addRiskListItemsSchema, listRiskListItemsQuerySchema } from "@/lib/risk/manage/schemas";
import { addRiskListItems, listRiskListItems } from "@/lib/risk/manage/lists";
import { serializeRiskListItem } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: addRiskListItemsSchema,
    idempotent: true,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const added = await addRiskListItems(db, { scope: { merchantId, mode }, id: params.id, otherMode, input: body, actor });
      return { message: "Values added", data: { values: added.values, added_count: added.added_count, skipped_count: added.skipped_count } };
    },
  }),
  GET: apiList(listRiskListItemsQuerySchema, async ({ db, merchantId, mode, otherMode, params, query }) => {
    const { rows, pagination } = await listRiskListItems(db, { scope: { merchantId, mode }, id: params.id, otherMode, query });
    return { message: "Values retrieved", data: { items: rows.map(serializeRiskListItem), pagination } };
  }),
});

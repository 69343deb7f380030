// DELETE /v2/risk/lists/{id}/items/{value}: remove one value, written as stored or as people write it (URL-encoded).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { removeRiskListItem } from "@/lib/risk/manage/lists";
import { serializeRiskListItem } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  DELETE: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const item = await removeRiskListItem(db, { scope: { merchantId, mode }, id: params.id, otherMode, value: params.value, actor });
      return { message: "Value removed", data: { ...serializeRiskListItem(item), deleted: true } };
    },
  }),
});

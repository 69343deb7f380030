// GET /v2/risk/lists/{id}: one list with its item count. DELETE: delete it and its values (refused while a rule names it).
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { deleteRiskList, getRiskListOrThrow } from "@/lib/risk/manage/lists";
import { serializeRiskList } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Risk list retrieved",
    data: serializeRiskList(await getRiskListOrThrow(db, { scope: { merchantId, mode }, id: params.id, otherMode })),
  })),
  DELETE: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const list = await deleteRiskList(db, { scope: { merchantId, mode }, id: params.id, otherMode, actor });
      return { message: "Risk list deleted", data: { ...serializeRiskList(list), deleted: true } };
    },
  }),
});

// GET /v2/risk/lists: your value lists in the key's mode. POST: create a list (alias, name, kind).
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createRiskListSchema, emptyRiskQuerySchema } from "@/lib/risk/manage/schemas";
import { createRiskList, listRiskLists } from "@/lib/risk/manage/lists";
import { serializeRiskList } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createRiskListSchema, async ({ db, merchantId, mode, actor, body }) => {
    const list = await createRiskList(db, { scope: { merchantId, mode }, input: body, actor });
    return { status: 201, message: "Risk list created", data: serializeRiskList(list) };
  }),
  GET: apiList(emptyRiskQuerySchema, async ({ db, merchantId, mode }) => {
    const rows = await listRiskLists(db, { scope: { merchantId, mode } });
    return { message: "Risk lists retrieved", data: { items: rows.map(serializeRiskList) } };
  }),
});

// POST /v2/risk/lists/{id}/imports: import a CSV of values into the list, as a background job; GET the import for its outcome.
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { createRiskListImportSchema } from "@/lib/risk/manage/schemas";
import { createRiskListImport } from "@/lib/risk/manage/imports";
import { serializeRiskListImport } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createRiskListImportSchema, async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
    const row = await createRiskListImport(db, { scope: { merchantId, mode }, id: params.id, otherMode, input: body, actor });
    return { status: 202, message: "Import queued", data: serializeRiskListImport(row) };
  }),
});

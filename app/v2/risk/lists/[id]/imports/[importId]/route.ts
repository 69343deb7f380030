// GET /v2/risk/lists/{id}/imports/{importId}: a CSV import's status, counts and first problems.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getRiskListImportOrThrow } from "@/lib/risk/manage/imports";
import { serializeRiskListImport } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Import retrieved",
    data: serializeRiskListImport(await getRiskListImportOrThrow(db, { scope: { merchantId, mode }, id: params.id, importId: params.importId, otherMode })),
  })),
});

// GET /v2/plans/{id}: one plan.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getPlanOrThrow } from "@/lib/plans/get-plan";
import { serializePlan } from "@/lib/plans/serialize-plan";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Plan retrieved",
    data: serializePlan(await getPlanOrThrow(db, { merchantId, mode, otherMode, id: params.id })),
  })),
});

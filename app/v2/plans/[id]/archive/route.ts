// POST /v2/plans/{id}/archive: the plan takes no new subscriptions (its subscriptions go on).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { archivePlan } from "@/lib/plans/archive-plan";
import { serializePlan } from "@/lib/plans/serialize-plan";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, actor, otherMode, params }) => {
      const plan = await archivePlan(db, { merchantId, mode, otherMode, id: params.id, actor });
      return { message: "Plan archived", data: serializePlan(plan) };
    },
  }),
});

// POST /v2/plans: create a plan (a recurring price). GET /v2/plans: the plans, newest first.
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createPlanSchema, listPlansQuerySchema } from "@/lib/schemas/plans";
import { createPlan } from "@/lib/plans/create-plan";
import { listPlans } from "@/lib/plans/list-plans";
import { serializePlan } from "@/lib/plans/serialize-plan";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createPlanSchema, async ({ db, merchantId, mode, actor, body }) => {
    const plan = await createPlan(db, { merchantId, mode, input: body, actor });
    return { status: 201, message: "Plan created", data: serializePlan(plan) };
  }),
  GET: apiList(listPlansQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listPlans(db, { merchantId, mode, query });
    return { message: "Plans retrieved", data: { items: rows.map(serializePlan), pagination } };
  }),
});

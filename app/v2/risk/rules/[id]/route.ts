// GET /v2/risk/rules/{id}: one rule (an installation rule read-only). PATCH: change it (name, action, expression, status, position). DELETE: delete it.
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { updateRiskRuleSchema } from "@/lib/risk/manage/schemas";
import { deleteRiskRule, getRiskRuleOrThrow, updateRiskRule } from "@/lib/risk/manage/rules";
import { serializeRiskRule } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => ({
    message: "Risk rule retrieved",
    data: serializeRiskRule(await getRiskRuleOrThrow(db, { scope: { merchantId, mode }, id: params.id, otherMode })),
  })),
  PATCH: withApi({
    auth: "secret",
    body: updateRiskRuleSchema,
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const rule = await updateRiskRule(db, { scope: { merchantId, mode }, id: params.id, otherMode, input: body, actor });
      return { message: "Risk rule updated", data: serializeRiskRule(rule) };
    },
  }),
  DELETE: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const rule = await deleteRiskRule(db, { scope: { merchantId, mode }, id: params.id, otherMode, actor });
      return { message: "Risk rule deleted", data: { ...serializeRiskRule(rule), deleted: true } };
    },
  }),
});

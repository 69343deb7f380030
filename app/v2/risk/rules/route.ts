// GET /v2/risk/rules: your risk rules in the key's mode and the installation's that apply to you (read-only). POST: create a rule.
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createRiskRuleSchema, listRiskRulesQuerySchema } from "@/lib/risk/manage/schemas";
import { createRiskRule, listRiskRules } from "@/lib/risk/manage/rules";
import { serializeRiskRule } from "@/lib/risk/manage/serialize";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createRiskRuleSchema, async ({ db, merchantId, mode, actor, body }) => {
    const rule = await createRiskRule(db, { scope: { merchantId, mode }, input: body, actor });
    return { status: 201, message: "Risk rule created", data: serializeRiskRule(rule) };
  }),
  GET: apiList(listRiskRulesQuerySchema, async ({ db, merchantId, mode, query }) => {
    const rows = await listRiskRules(db, { scope: { merchantId, mode }, query });
    return { message: "Risk rules retrieved", data: { items: rows.map(serializeRiskRule) } };
  }),
});

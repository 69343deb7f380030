// POST /api/operator/risk/rules/{ruleId}/status {"status": "active"|"shadow"|"disabled", "reason"}: switch an installation rule; a merchant's rule is NOT_FOUND.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ruleStatusSchema, setInstallationRuleStatus } from "@/lib/operator/risk/manage-installation-rules";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("risk.manage", {
    body: ruleStatusSchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: `Risk rule ${body.status}`,
      data: await setInstallationRuleStatus(db as Prisma.TransactionClient, { ruleId: params.ruleId, status: body.status, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

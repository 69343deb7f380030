// POST /api/operator/risk/rules: a new installation-wide risk rule (every merchant's payments; mode null: both modes), with a reason; an expression that does not compile is 400 and nothing is written.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createInstallationRule, createInstallationRuleSchema } from "@/lib/operator/risk/manage-installation-rules";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("risk.manage", {
    body: createInstallationRuleSchema,
    handler: async ({ db, ctx, body }) => ({ status: 201, message: "Risk rule created", data: await createInstallationRule(db as Prisma.TransactionClient, { input: body, actor: ctx.actor }) }),
  }),
});

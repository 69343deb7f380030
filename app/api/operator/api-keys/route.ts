// GET, POST /api/operator/api-keys: the operator API's keys (administrators only); POST makes one and answers it once.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createOperatorApiKeySchema } from "@/lib/operator/schemas";
import { createOperatorApiKey, listOperatorApiKeys } from "@/lib/operator/api/operator-api-keys";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("operators.manage", { handler: async ({ db }) => ({ message: "Operator API keys", data: await listOperatorApiKeys(db) }) }),
  POST: withOperator("operators.manage", {
    body: createOperatorApiKeySchema,
    handler: async ({ db, ctx, body }) => ({
      status: 201,
      message: "Operator API key created; the key is shown once",
      data: await createOperatorApiKey(db as Prisma.TransactionClient, { name: body.name, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

// POST /api/operator/api-keys/{keyId}/revoke: the key stops working at once (administrators only).
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { revokeOperatorApiKey } from "@/lib/operator/api/operator-api-keys";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("operators.manage", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Operator API key revoked",
      data: await revokeOperatorApiKey(db as Prisma.TransactionClient, { keyId: params.keyId, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

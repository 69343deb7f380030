// POST /v2/operator/merchants/{merchantId}/api-keys: a new key for the merchant, shown once (operator API key).
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { withOperatorApi } from "@/lib/operator/with-operator-api";
import { createOperatorMerchantKeySchema } from "@/lib/schemas/operator-api";
import { createOperatorMerchantKey } from "@/lib/operator/api/operator-merchants";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperatorApi({
    body: createOperatorMerchantKeySchema,
    handler: async ({ db, ctx, body, params }) => ({
      status: 201,
      message: "API key created",
      data: await createOperatorMerchantKey(db as Prisma.TransactionClient, { merchantId: params.merchantId, mode: body.mode, kind: body.kind, reason: body.reason, key: ctx.key, actor: ctx.actor }),
    }),
  }),
});

// GET /v2/operator/merchants: the installation's merchants; POST: create one with its owner and keys (operator API key).
import { apiRoutes } from "@/lib/http/routes";
import { withOperatorApi } from "@/lib/operator/with-operator-api";
import { createOperatorMerchantSchema, listOperatorMerchantsQuerySchema } from "@/lib/schemas/operator-api";
import { createOperatorMerchant, listOperatorMerchants } from "@/lib/operator/api/operator-merchants";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperatorApi({
    query: listOperatorMerchantsQuerySchema,
    handler: async ({ db, query }) => ({ message: "Merchants retrieved", data: await listOperatorMerchants(db, { q: query.q, page: query.page }) }),
  }),
  POST: withOperatorApi({
    body: createOperatorMerchantSchema,
    transaction: "service",
    handler: async ({ db, ctx, body }) => ({
      status: 201,
      message: "Merchant created",
      data: await createOperatorMerchant(db, { name: body.name, ownerEmail: body.owner_email, activated: body.activated, reason: body.reason, key: ctx.key, actor: ctx.actor }),
    }),
  }),
});

// POST /api/operator/merchants/{merchantId}/suspend: no new payments, payouts held, with the reason the merchant sees.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { suspendMerchant } from "@/lib/operator/holds/suspend-merchant";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("merchants.hold", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Merchant suspended",
      data: await suspendMerchant(db as Prisma.TransactionClient, { merchantId: params.merchantId, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

// POST /api/operator/merchants/{merchantId}/restrict: the chosen restrictions, with the reason the merchant sees.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { restrictSchema } from "@/lib/operator/schemas";
import { restrictMerchant } from "@/lib/operator/holds/restrict-merchant";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("merchants.hold", {
    body: restrictSchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Merchant restricted",
      data: await restrictMerchant(db as Prisma.TransactionClient, { merchantId: params.merchantId, reason: body.reason, restrictions: body.restrictions, actor: ctx.actor }),
    }),
  }),
});

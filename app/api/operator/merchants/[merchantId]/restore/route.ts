// POST /api/operator/merchants/{merchantId}/restore: lifts the suspension and the restriction.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { restoreMerchant } from "@/lib/operator/holds/restore-merchant";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("merchants.hold", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Holds lifted",
      data: await restoreMerchant(db as Prisma.TransactionClient, { merchantId: params.merchantId, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

// POST /api/operator/merchants/{merchantId}/caps: the merchant's caps in one currency (one payment, one day), with a reason.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { merchantCapsSchema } from "@/lib/operator/schemas";
import { setMerchantCaps } from "@/lib/operator/risk/set-merchant-caps";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("risk.manage", {
    body: merchantCapsSchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Caps saved",
      data: await setMerchantCaps(db as Prisma.TransactionClient, {
        merchantId: params.merchantId,
        currency: body.currency,
        paymentCap: body.payment_cap,
        dayCap: body.day_cap,
        reason: body.reason,
        actor: ctx.actor,
      }),
    }),
  }),
});

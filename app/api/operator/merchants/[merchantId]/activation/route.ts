// POST /api/operator/merchants/{merchantId}/activation: approve or reject a submitted activation, with a note the merchant reads.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { activationDecisionSchema } from "@/lib/operator/schemas";
import { decideActivation } from "@/lib/operator/activations/decide-activation";
import { invalidateApiKeyCache } from "@/lib/auth/api-keys";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("activations.decide", {
    body: activationDecisionSchema,
    handler: async ({ db, ctx, body, params }) => {
      const data = await decideActivation(db as Prisma.TransactionClient, { merchantId: params.merchantId, ...body, actor: ctx.actor });
      invalidateApiKeyCache();
      return { message: data.status === "activated" ? "Activation approved" : "Activation rejected", data };
    },
  }),
});

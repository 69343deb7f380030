// POST /api/operator/merchants/{merchantId}/view-as: a read-only summary of the merchant's account, audited in both logs.
import { z } from "zod";
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonSchema } from "@/lib/operator/schemas";
import { viewAsMerchant } from "@/lib/operator/merchants/view-as-merchant";
import { withOperator } from "@/lib/operator/with-operator";

// A POST, not a GET: it writes the audit records, and the reason is a body, never a URL that proxies log.
const body = z.object({ reason: reasonSchema, mode: z.enum(["test", "live"]).default("live") }).strict();

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("merchants.view_as", {
    body,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Merchant's account, read-only",
      data: await viewAsMerchant(db as Prisma.TransactionClient, { merchantId: params.merchantId, mode: body.mode, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

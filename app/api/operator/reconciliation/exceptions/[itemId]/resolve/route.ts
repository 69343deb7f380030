// POST /api/operator/reconciliation/exceptions/{itemId}/resolve: close an open exception, the reason kept as its note; moves no money. Matched or already resolved: 409.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { resolveReconciliationException } from "@/lib/operator/reconciliation/resolve-reconciliation-exception";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("queues.work", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Exception resolved",
      data: await resolveReconciliationException(db as Prisma.TransactionClient, { itemId: params.itemId, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

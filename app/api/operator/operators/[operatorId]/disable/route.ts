// POST /api/operator/operators/{operatorId}/disable: the operator's sessions end and it cannot sign in again.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { disableOperator } from "@/lib/operator/operators/disable-operator";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("operators.manage", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({ message: "Operator disabled", data: await disableOperator(db as Prisma.TransactionClient, { operator: params.operatorId, reason: body.reason, actor: ctx.actor }) }),
  }),
});

// POST /api/operator/queues/{queue}/{objectId}/assign {"operator_id", "reason"}: hand an open item to an operator who may work queues, replacing whoever had it.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assignQueueItemSchema, queueParam } from "@/lib/operator/queues/queue-schemas";
import { assignQueueItem } from "@/lib/operator/queues/assign-queue-item";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("queues.work", {
    body: assignQueueItemSchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Item assigned",
      data: await assignQueueItem(db as Prisma.TransactionClient, { queue: queueParam(params.queue), objectId: params.objectId, operatorId: body.operator_id, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

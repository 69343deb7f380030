// POST /api/operator/queues/{queue}/{objectId}/take: the signed-in operator takes an open item nobody has, with a reason; someone else's: 409.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { queueParam } from "@/lib/operator/queues/queue-schemas";
import { takeQueueItem } from "@/lib/operator/queues/assign-queue-item";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("queues.work", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Item taken",
      data: await takeQueueItem(db as Prisma.TransactionClient, { queue: queueParam(params.queue), objectId: params.objectId, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

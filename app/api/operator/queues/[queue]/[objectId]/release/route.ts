// POST /api/operator/queues/{queue}/{objectId}/release: nobody works the item any more, with a reason; unassigned: 409.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { queueParam } from "@/lib/operator/queues/queue-schemas";
import { releaseQueueItem } from "@/lib/operator/queues/assign-queue-item";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("queues.work", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => ({
      message: "Item released",
      data: await releaseQueueItem(db as Prisma.TransactionClient, { queue: queueParam(params.queue), objectId: params.objectId, reason: body.reason, actor: ctx.actor }),
    }),
  }),
});

// GET /api/operator/queues: what needs a person across merchants (reconciliation exceptions, disputes and reversal claims awaiting a response, risk reviews), each with its assignee; ?queue=… and ?mine=1 filter.
import { apiRoutes } from "@/lib/http/routes";
import { queueListQuerySchema } from "@/lib/operator/queues/queue-schemas";
import { listQueueItems } from "@/lib/operator/queues/list-queue-items";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", {
    query: queueListQuerySchema,
    handler: async ({ db, ctx, query }) => ({ message: "Queues", data: await listQueueItems(db, { queue: query.queue, assignedTo: query.mine ? ctx.operatorId : undefined }) }),
  }),
});

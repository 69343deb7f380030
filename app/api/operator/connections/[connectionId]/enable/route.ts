// POST /api/operator/connections/{connectionId}/enable: routing uses the installation connection again, with a reason; already so: 200, changed false.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { setConnectionEnabled } from "@/lib/operator/connections/set-connection-enabled";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("connections.manage", {
    body: reasonOnlySchema,
    handler: async ({ db, ctx, body, params }) => {
      const result = await setConnectionEnabled(db as Prisma.TransactionClient, { connectionId: params.connectionId, enabled: true, reason: body.reason, actor: ctx.actor });
      return { message: result.changed ? "Connection enabled" : "Connection was already enabled", data: result };
    },
  }),
});

// POST /api/operator/connections/{connectionId}/check: one harmless authenticated call through the installation connection, recorded as its last check; not in a transaction, since it waits for the processor. A failed check answers 200 with ok: false.
import { apiRoutes } from "@/lib/http/routes";
import type { DbClient } from "@/lib/db";
import { reasonOnlySchema } from "@/lib/operator/schemas";
import { checkInstallationConnection } from "@/lib/operator/connections/check-installation-connection";
import { withOperator } from "@/lib/operator/with-operator";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withOperator("connections.manage", {
    body: reasonOnlySchema,
    transaction: "service",
    handler: async ({ db, ctx, body, params }) => {
      const result = await checkInstallationConnection(db as DbClient, { connectionId: params.connectionId, reason: body.reason, actor: ctx.actor });
      return { message: result.ok ? "The processor answered" : "The check failed", data: result };
    },
  }),
});

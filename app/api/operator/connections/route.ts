// GET, POST /api/operator/connections: the installation's processor connections with their health and last check (never credentials); POST adds one, with a reason.
import { apiRoutes } from "@/lib/http/routes";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db";
import { addConnectionSchema } from "@/lib/operator/connections/connection-schemas";
import { addInstallationConnection } from "@/lib/operator/connections/add-installation-connection";
import { listInstallationConnections } from "@/lib/operator/connections/list-installation-connections";
import { withOperator } from "@/lib/operator/with-operator";
import { operatorMay } from "@/lib/catalog/operator-permissions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withOperator("read", {
    handler: async ({ db, ctx }) => ({
      message: "Installation connections",
      data: await listInstallationConnections(db as DbClient, { withCallbackUrls: operatorMay(ctx.role, "connections.manage") }),
    }),
  }),
  POST: withOperator("connections.manage", {
    body: addConnectionSchema,
    handler: async ({ db, ctx, body }) => ({ status: 201, message: "Connection added", data: await addInstallationConnection(db as Prisma.TransactionClient, { input: body, actor: ctx.actor }) }),
  }),
});

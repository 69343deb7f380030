// GET /api/dashboard/processors: the processor connections serving the merchant in the dashboard's
// mode (the gateway's and its own), never their credentials, each with its last 24 hours of calls
//. POST: "Connect your own account", owners only (processors.manage). The service opens
// its own transaction, so the routing cache is dropped after the connection is committed.
import { dashboardRead, dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { connectOwnProcessor, connectProcessorBodySchema, listDashboardProcessors } from "@/lib/dashboard/processors";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ ctx }) => ({
    message: "Processor connections retrieved",
    data: { mode: ctx.mode, connections: await listDashboardProcessors({ merchantId: ctx.merchantId, mode: ctx.mode }) },
  })),
  POST: withDashboard({
    action: "processors.manage",
    body: connectProcessorBodySchema,
    transaction: "service",
    handler: async ({ db, ctx, body }) => ({
      status: 201,
      message: "Processor connected",
      data: await connectOwnProcessor(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, input: body }),
    }),
  }),
});

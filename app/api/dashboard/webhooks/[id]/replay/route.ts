// POST /api/dashboard/webhooks/{id}/replay: "Replay all failed since…": every failed delivery of
// this endpoint created since `since` is sent again, oldest first, at most 1000 per request
// (has_more says when more are left). The endpoint must be on. Owners and developers.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { replayFailedWebhookDeliveries } from "@/lib/webhooks/deliveries";
import { replayWebhookDeliveriesBodySchema } from "@/lib/schemas/dashboard-webhooks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "webhooks.manage",
    body: replayWebhookDeliveriesBodySchema,
    handler: async ({ db, ctx, params, body }) => {
      const result = await replayFailedWebhookDeliveries(
        db,
        { ...scopeOf(ctx), endpointId: params.id },
        new Date(body.since),
        ctx.actor,
      );
      const message = result.replayed === 0 ? "No failed deliveries since then" : `${result.replayed} failed deliveries queued again`;
      return { message, data: result };
    },
  }),
});

// POST /api/dashboard/webhooks/{id}/test: "Send test event": a signed webhook_endpoint.test event
// to this endpoint only, whatever its filter; the answer is its delivery, pending
// until the worker sends it. Owners and developers.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { sendTestWebhook, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";
import { emptyBodySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "webhooks.manage",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const delivery = await sendTestWebhook(db, { merchantId: ctx.merchantId, mode: ctx.mode, id: params.id, otherMode: ctx.otherMode }, ctx.actor);
      return { status: 201, message: "Test event queued", data: serializeWebhookDelivery(delivery) };
    },
  }),
});

// POST /api/dashboard/webhooks/{id}/test: "Send test event": a signed webhook_endpoint.test event
// to this endpoint only, whatever its filter; the answer is its delivery, pending
// until the worker sends it. Owners and developers.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { sendTestWebhook, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "webhooks.manage" }, async ({ db, ctx, params }) => {
    const delivery = await sendTestWebhook(db, { ...scopeOf(ctx), id: params.id }, ctx.actor);
    return { status: 201, message: "Test event queued", data: serializeWebhookDelivery(delivery) };
  }),
});

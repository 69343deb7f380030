// POST /api/dashboard/webhooks/deliveries/{id}/resend: "Resend": a finished delivery (succeeded or
// failed) starts a new round of attempts with the same event and webhook-id. A
// pending one, or one whose endpoint is off, is INVALID_STATE. Owners and developers.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { resendWebhookDelivery, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "webhooks.manage" }, async ({ db, ctx, params }) => {
    const delivery = await resendWebhookDelivery(db, { ...scopeOf(ctx), id: params.id }, ctx.actor);
    return { message: "Delivery queued again", data: serializeWebhookDelivery(delivery) };
  }),
});

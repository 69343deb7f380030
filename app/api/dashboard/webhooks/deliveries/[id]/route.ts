// GET /api/dashboard/webhooks/deliveries/{id}: one delivery with every attempt: request headers
// and body, response status and body (first 4 KB), duration, error. Another
// merchant's or the other mode's delivery is NOT_FOUND. Everyone signed in reads it.
import { dashboardRead, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { findWebhookDelivery, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const delivery = await findWebhookDelivery(db, { ...scopeOf(ctx), id: params.id });
    return { message: "Webhook delivery retrieved", data: serializeWebhookDelivery(delivery) };
  }),
});

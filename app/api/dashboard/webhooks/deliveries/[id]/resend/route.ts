// POST /api/dashboard/webhooks/deliveries/{id}/resend: "Resend": a finished delivery (succeeded or
// failed) starts a new round of attempts with the same event and webhook-id. A
// pending one, or one whose endpoint is off, is INVALID_STATE. Owners and developers.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { resendWebhookDelivery, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";
import { emptyBodySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "webhooks.manage",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const delivery = await resendWebhookDelivery(db, { merchantId: ctx.merchantId, mode: ctx.mode, id: params.id, otherMode: ctx.otherMode }, ctx.actor);
      return { message: "Delivery queued again", data: serializeWebhookDelivery(delivery) };
    },
  }),
});

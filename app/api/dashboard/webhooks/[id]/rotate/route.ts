// POST /api/dashboard/webhooks/{id}/rotate: a new signing secret now; the old one keeps signing
// beside it for expires_in_hours (0-72, default 24) so receivers can switch. The
// answer carries the new secret, as an API rotation does. Owners and developers.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { DEFAULT_ROTATION_OVERLAP_HOURS, rotateWebhookSecret, serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { rotateWebhookSecretBodySchema } from "@/lib/schemas/dashboard-webhooks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "webhooks.manage",
    body: rotateWebhookSecretBodySchema,
    handler: async ({ db, ctx, params, body }) => {
      const endpoint = await rotateWebhookSecret(
        db,
        { ...scopeOf(ctx), id: params.id },
        body.expires_in_hours ?? DEFAULT_ROTATION_OVERLAP_HOURS,
        ctx.actor,
      );
      const view = serializeWebhookEndpoint(endpoint);
      return {
        message: "Signing secret rotated",
        data: {
          endpoint: view,
          secret: endpoint.secret,
          previous_secret: view.previous_secret_expires_at ? endpoint.previousSecret : null,
          previous_secret_expires_at: view.previous_secret_expires_at,
        },
      };
    },
  }),
});

// POST /api/dashboard/webhooks/{id}/secret: "Reveal": the endpoint's signing secret, and during a
// rotation's overlap the replaced one with its expiry. A POST because it is audited
// (webhook_endpoint.secret_revealed) and the Origin check applies. Owners and developers only:
// a viewer never sees a secret.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { revealWebhookSecret } from "@/lib/webhooks/reveal-webhook-secret";
import { emptyBodySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "webhooks.manage",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => ({
      message: "Signing secret revealed",
      data: await revealWebhookSecret(db, { merchantId: ctx.merchantId, mode: ctx.mode, id: params.id, otherMode: ctx.otherMode }, ctx.actor),
    }),
  }),
});

// POST /api/dashboard/webhooks/{id}/secret: "Reveal": the endpoint's signing secret, and during a
// rotation's overlap the replaced one with its expiry. A POST because it is audited
// (webhook_endpoint.secret_revealed) and the Origin check applies. Owners and developers only:
// a viewer never sees a secret.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { revealWebhookSecret } from "@/lib/webhooks/reveal-webhook-secret";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "webhooks.manage" }, async ({ db, ctx, params }) => ({
    message: "Signing secret revealed",
    data: await revealWebhookSecret(db, { ...scopeOf(ctx), id: params.id }, ctx.actor),
  })),
});

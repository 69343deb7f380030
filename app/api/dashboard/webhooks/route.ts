// GET /api/dashboard/webhooks: the merchant's webhook endpoints in the dashboard's mode.
// POST: "Add endpoint", by the same service as POST /v2/webhook-endpoints (URL rules and SSRF
// guard, event filter, at most 16 per mode). The URL check resolves DNS before any write, so
// the service opens its own transaction (transaction: "service"). Owners and developers.
import { dashboardRead, dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createWebhookEndpoint, listWebhookEndpoints, MAX_ENDPOINTS_PER_MODE, serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { createWebhookEndpointBodySchema } from "@/lib/schemas/dashboard-webhooks";
import { endpointInput } from "@/lib/schemas/webhooks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => {
    const endpoints = await listWebhookEndpoints(db, { merchantId: ctx.merchantId, mode: ctx.mode });
    return {
      message: "Webhook endpoints retrieved",
      data: { mode: ctx.mode, endpoints: endpoints.map((e) => serializeWebhookEndpoint(e)), max_endpoints: MAX_ENDPOINTS_PER_MODE },
    };
  }),
  POST: withDashboard({
    action: "webhooks.manage",
    body: createWebhookEndpointBodySchema,
    transaction: "service",
    handler: async ({ db, ctx, body }) => {
      const endpoint = await createWebhookEndpoint(db, { merchantId: ctx.merchantId, mode: ctx.mode }, endpointInput(body), ctx.actor);
      return { status: 201, message: "Webhook endpoint created", data: serializeWebhookEndpoint(endpoint) };
    },
  }),
});

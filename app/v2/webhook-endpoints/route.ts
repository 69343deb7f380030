// POST /v2/webhook-endpoints: add a webhook endpoint; GET: list them (extension).
import { apiList, apiRoutes, withApi } from "@/lib/api/with-api";
import { createWebhookEndpointSchema, endpointInput, listWebhookEndpointsQuerySchema } from "@/lib/schemas/webhooks";
import { createWebhookEndpoint, listWebhookEndpoints, serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createWebhookEndpointSchema,
    // The service resolves the URL's host (the SSRF guard) before its own transaction: no DNS
    // lookup inside a database transaction.
    transaction: "service",
    handler: async ({ db, merchantId, mode, actor, body }) => {
      const endpoint = await createWebhookEndpoint(db, { merchantId, mode }, endpointInput(body), actor);
      // The secret is shown here and by rotate-secret only.
      return { status: 201, message: "Webhook endpoint created", data: { ...serializeWebhookEndpoint(endpoint), secret: endpoint.secret } };
    },
  }),
  GET: apiList(listWebhookEndpointsQuerySchema, async ({ db, merchantId, mode }) => {
    // At most 16 per mode: one page, oldest first.
    const endpoints = await listWebhookEndpoints(db, { merchantId, mode });
    return { message: "Webhook endpoints retrieved", data: { items: endpoints.map((e) => serializeWebhookEndpoint(e)) } };
  }),
});

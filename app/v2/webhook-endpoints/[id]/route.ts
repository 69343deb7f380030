// GET, PATCH, DELETE /v2/webhook-endpoints/{id} (extension): one endpoint.
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { endpointInput, updateWebhookEndpointSchema } from "@/lib/schemas/webhooks";
import { deleteWebhookEndpoint, findWebhookEndpoint, serializeWebhookEndpoint, updateWebhookEndpoint } from "@/lib/webhooks/endpoints";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const endpoint = await findWebhookEndpoint(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Webhook endpoint retrieved", data: serializeWebhookEndpoint(endpoint) };
  }),
  PATCH: withApi({
    auth: "secret",
    body: updateWebhookEndpointSchema,
    // A new URL is checked (its host resolved) before the service's own transaction.
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const endpoint = await updateWebhookEndpoint(db, { merchantId, mode, otherMode, id: params.id }, endpointInput(body), actor);
      return { message: "Webhook endpoint updated", data: serializeWebhookEndpoint(endpoint) };
    },
  }),
  DELETE: withApi({
    auth: "secret",
    // The service deletes in its own transaction (with the audit record).
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params }) => {
      const endpoint = await deleteWebhookEndpoint(db, { merchantId, mode, otherMode, id: params.id }, actor);
      return { message: "Webhook endpoint deleted", data: { id: endpoint.id, deleted: true } };
    },
  }),
});

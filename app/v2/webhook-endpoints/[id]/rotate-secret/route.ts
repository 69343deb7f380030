// POST /v2/webhook-endpoints/{id}/rotate-secret (extension): a new signing secret; the
// old one keeps signing beside it for expires_in_hours (0-72, default 24).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { rotateWebhookSecretSchema } from "@/lib/schemas/webhooks";
import { rotateWebhookSecret, serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: rotateWebhookSecretSchema,
    // Not idempotent on purpose: a stored replay would keep the new secret in the idempotency table.
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const endpoint = await rotateWebhookSecret(db, { merchantId, mode, otherMode, id: params.id }, body.expires_in_hours, actor);
      return { message: "Webhook secret rotated", data: { ...serializeWebhookEndpoint(endpoint), secret: endpoint.secret } };
    },
  }),
});

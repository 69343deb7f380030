// Webhook shapes of the dashboard JSON routes, for client components. Client-safe:
// type-only imports of the services' serializers.
import type { serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";
import type { serializeWebhookAttempt, serializeWebhookDelivery } from "@/lib/webhooks/deliveries";
import type { RevealedWebhookSecret } from "@/lib/webhooks/reveal-webhook-secret";

export type WebhookEndpointItem = ReturnType<typeof serializeWebhookEndpoint>;
export type WebhookDeliveryItem = ReturnType<typeof serializeWebhookDelivery>;
export type WebhookAttemptItem = ReturnType<typeof serializeWebhookAttempt>;
export type WebhookDeliveryStatus = WebhookDeliveryItem["status"];
export type { RevealedWebhookSecret };

export type WebhookEndpointList = { mode: "test" | "live"; endpoints: WebhookEndpointItem[]; max_endpoints: number };
export type WebhookDeliveryPage = {
  items: WebhookDeliveryItem[];
  pagination: { limit: number; per_page: number; has_more: boolean; next_cursor: string | null; prev_cursor: string | null };
};
export type RotatedWebhookSecret = RevealedWebhookSecret & { endpoint: WebhookEndpointItem };

/** The body of "Add endpoint" and of an edit. */
export type WebhookEndpointInput = {
  url: string;
  description: string | null;
  enabled_events: string[];
  payload_version: "v2" | "v1";
};

/** Disabled by the gateway (410 Gone, or failing for days), as opposed to turned off by hand. */
export const disabledByGateway = (e: Pick<WebhookEndpointItem, "enabled" | "disabled_reason">) => !e.enabled && Boolean(e.disabled_reason);

// An endpoint's state and a delivery's status as badges: green on, grey off by hand,
// red off by the gateway (410 Gone or failing for days); deliveries grey pending, green
// succeeded, red failed.
import { Badge } from "@/components/ui/badge";
import { disabledByGateway, type WebhookDeliveryStatus, type WebhookEndpointItem } from "@/lib/webhooks/webhook-view-types";

export function EndpointStateBadge({ endpoint }: { endpoint: Pick<WebhookEndpointItem, "enabled" | "disabled_reason"> }) {
  if (endpoint.enabled) {
    return (
      <Badge tone="green" dot>
        Enabled
      </Badge>
    );
  }
  return disabledByGateway(endpoint) ? (
    <Badge tone="red" dot>
      Disabled by the gateway
    </Badge>
  ) : (
    <Badge tone="gray" dot>
      Disabled
    </Badge>
  );
}

const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; tone: "gray" | "green" | "red" }> = {
  pending: { label: "Pending", tone: "gray" },
  succeeded: { label: "Succeeded", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { label, tone } = DELIVERY_STATUS[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}

/** "All events", or the filter's entries, shortened after a few. */
export function eventsSummary(events: string[], max = 3): string {
  if (events.length === 0 || events.includes("*")) return "All events";
  return events.length <= max ? events.join(", ") : `${events.slice(0, max).join(", ")} and ${events.length - max} more`;
}

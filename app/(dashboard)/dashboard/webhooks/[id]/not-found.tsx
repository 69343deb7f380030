// An unknown endpoint id, another merchant's endpoint, or one of the other mode (the dashboard
// shows one mode at a time; each mode has its own endpoints).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { WebhookIcon } from "@/components/ui/icons";

export default function WebhookEndpointNotFound() {
  return (
    <ObjectNotFound
      heading="Endpoint not found"
      title="No webhook endpoint with this id in the mode you are viewing"
      description="It may have been deleted. If it belongs to the other mode, switch test mode at the top and open it again."
      icon={<WebhookIcon />}
      back={{ href: "/dashboard/webhooks", label: "Back to webhooks" }}
    />
  );
}

// An unknown endpoint id, another merchant's endpoint, or one of the other mode (the dashboard
// shows one mode at a time; each mode has its own endpoints).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function WebhookEndpointNotFound() {
  return <ObjectNotFound kind="webhook_endpoint" />;
}

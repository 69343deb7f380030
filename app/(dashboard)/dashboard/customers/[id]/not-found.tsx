// An unknown customer id, another merchant's profile, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function CustomerNotFound() {
  return <ObjectNotFound kind="customer" />;
}

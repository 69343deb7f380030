// An unknown payment link id, another merchant's link, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function PaymentLinkNotFound() {
  return <ObjectNotFound kind="payment_link" />;
}

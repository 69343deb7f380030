// An unknown reference, another merchant's payment, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function PaymentNotFound() {
  return <ObjectNotFound kind="payment" />;
}

// An unknown reference, another merchant's payout, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function PayoutNotFound() {
  return <ObjectNotFound kind="payout" />;
}

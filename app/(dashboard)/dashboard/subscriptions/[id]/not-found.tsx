// An unknown subscription id, another merchant's subscription, or one of the other mode.
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function SubscriptionNotFound() {
  return <ObjectNotFound kind="subscription" />;
}

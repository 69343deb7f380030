// An unknown event id, another merchant's event, or one of the other mode.
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function EventNotFound() {
  return <ObjectNotFound kind="event" />;
}

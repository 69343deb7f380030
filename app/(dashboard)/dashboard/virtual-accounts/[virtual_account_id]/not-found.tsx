// An unknown id, another merchant's virtual account, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function VirtualAccountNotFound() {
  return <ObjectNotFound kind="virtual_account" />;
}

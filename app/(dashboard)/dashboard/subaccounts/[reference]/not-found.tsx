// An unknown subaccount reference, another merchant's subaccount, or one of the other mode (the
// dashboard shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function SubaccountNotFound() {
  return <ObjectNotFound kind="subaccount" />;
}

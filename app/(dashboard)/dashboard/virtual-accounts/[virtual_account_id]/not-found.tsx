// An unknown id, another merchant's virtual account, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { VirtualAccountIcon } from "@/components/ui/icons";

export default function VirtualAccountNotFound() {
  return (
    <ObjectNotFound
      heading="Virtual account not found"
      title="No virtual account with this id in the mode you are viewing"
      description="Check the id. If the account was made in the other mode, switch test mode at the top and open it again."
      icon={<VirtualAccountIcon />}
      back={{ href: "/dashboard/virtual-accounts", label: "Back to virtual accounts" }}
    />
  );
}

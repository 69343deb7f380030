// An unknown customer id, another merchant's profile, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { UsersIcon } from "@/components/ui/icons";

export default function CustomerNotFound() {
  return (
    <ObjectNotFound
      heading="Customer not found"
      title="No customer with this ID in the mode you are viewing"
      description="If the customer paid in the other mode, switch test mode at the top and open it again."
      icon={<UsersIcon />}
      back={{ href: "/dashboard/customers", label: "Back to customers" }}
    />
  );
}

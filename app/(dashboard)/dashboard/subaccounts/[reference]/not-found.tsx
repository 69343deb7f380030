// An unknown subaccount reference, another merchant's subaccount, or one of the other mode (the
// dashboard shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { SplitIcon } from "@/components/ui/icons";

export default function SubaccountNotFound() {
  return (
    <ObjectNotFound
      heading="Subaccount not found"
      title="No subaccount with this reference in the mode you are viewing"
      description="If it was created in the other mode, switch test mode at the top and open it again."
      icon={<SplitIcon />}
      back={{ href: "/dashboard/subaccounts", label: "Back to subaccounts" }}
    />
  );
}

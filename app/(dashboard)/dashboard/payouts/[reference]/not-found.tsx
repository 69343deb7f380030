// An unknown reference, another merchant's payout, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { PayoutIcon } from "@/components/ui/icons";

export default function PayoutNotFound() {
  return (
    <ObjectNotFound
      heading="Payout not found"
      title="No payout with this reference in the mode you are viewing"
      description="Check the reference. If the payout was made in the other mode, switch test mode at the top and open it again."
      icon={<PayoutIcon />}
      back={{ href: "/dashboard/payouts", label: "Back to payouts" }}
    />
  );
}

// An unknown reference, another merchant's payment, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { CardIcon } from "@/components/ui/icons";

export default function PaymentNotFound() {
  return (
    <ObjectNotFound
      heading="Payment not found"
      title="No payment with this reference in the mode you are viewing"
      description="Check the reference. If the payment was made in the other mode, switch test mode at the top and open it again."
      icon={<CardIcon />}
      back={{ href: "/dashboard/payments", label: "Back to payments" }}
    />
  );
}

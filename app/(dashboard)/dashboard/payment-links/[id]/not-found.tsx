// An unknown payment link id, another merchant's link, or one of the other mode (the dashboard
// shows one mode at a time).
import { ObjectNotFound } from "@/components/dashboard/object-not-found";
import { LinkIcon } from "@/components/ui/icons";

export default function PaymentLinkNotFound() {
  return (
    <ObjectNotFound
      heading="Payment link not found"
      title="No payment link with this id in the mode you are viewing"
      description="If it was created in the other mode, switch test mode at the top and open it again."
      icon={<LinkIcon />}
      back={{ href: "/dashboard/payment-links", label: "Back to payment links" }}
    />
  );
}

import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { WebhookIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <ComingSoon
      title="Webhooks"
      description="Signed event notifications sent to your server when payments, refunds and payouts change."
      icon={<WebhookIcon />}
      emptyTitle="No webhook endpoints yet"
      emptyDescription="Add an endpoint URL to receive events such as payment.succeeded, signed with your endpoint secret."
      upcoming={["Add and edit endpoints", "Signing secret with roll", "Delivery attempts and responses", "Resend an event"]}
    />
  );
}

// /dashboard/webhooks: the webhook endpoints of the current mode, "Add endpoint", and
// a banner for each endpoint the gateway turned off.
import type { Metadata } from "next";
import { WebhooksPage } from "@/components/dashboard/webhooks/webhooks-page";

export const metadata: Metadata = { title: "Webhooks" };

export default function Page() {
  return <WebhooksPage />;
}

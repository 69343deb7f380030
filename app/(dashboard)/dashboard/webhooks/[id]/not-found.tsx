// An unknown endpoint id, another merchant's endpoint, or one of the other mode (the dashboard
// shows one mode at a time; each mode has its own endpoints).
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { WebhookIcon } from "@/components/ui/icons";

export default function WebhookEndpointNotFound() {
  return (
    <>
      <PageHeader title="Endpoint not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<WebhookIcon />}
          title="No webhook endpoint with this id in the mode you are viewing"
          description="It may have been deleted. If it belongs to the other mode, switch test mode at the top and open it again."
          action={
            <Link href="/dashboard/webhooks" className={buttonClasses("secondary")}>
              Back to webhooks
            </Link>
          }
        />
      </Card>
    </>
  );
}

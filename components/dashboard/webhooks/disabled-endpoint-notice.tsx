"use client";
// The gateway turned an endpoint off (410 Gone, or every delivery failing for 5 days):
// said plainly, with the gateway's reason and a button to turn it on again. Failed deliveries
// are not resent by turning it on: "Replay all failed since…" on its page does that.
import Link from "next/link";
import { useUpdateWebhookEndpoint } from "@/components/dashboard/webhooks/webhook-hooks";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { WebhookEndpointItem } from "@/lib/webhooks/webhook-view-types";

export function DisabledEndpointNotice({
  endpoint,
  mode,
  canManage,
  linkToEndpoint = false,
}: {
  endpoint: WebhookEndpointItem;
  mode: DashboardMode;
  canManage: boolean;
  linkToEndpoint?: boolean;
}) {
  const update = useUpdateWebhookEndpoint(mode, endpoint.id);
  const notify = useToast();
  return (
    <Notice tone="danger" role="alert" className="mb-4" title={<>The gateway turned off an endpoint: <span className="font-mono break-all">{endpoint.url}</span></>}>
      <p>
        {endpoint.disabled_reason} {endpoint.disabled_at ? <>Turned off {formatDateTime(endpoint.disabled_at)}.</> : null}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {canManage ? (
          <Button
            size="sm"
            variant="secondary"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { enabled: true },
                {
                  onSuccess: () => notify({ title: "Endpoint turned on", description: "New events are sent to it again. Replay the failed ones from its page." }),
                  onError: (error) => notify({ tone: "error", title: "The endpoint was not turned on", description: error.message }),
                },
              )
            }
          >
            Turn on again<span className="sr-only"> {endpoint.url}</span>
          </Button>
        ) : (
          <span>Ask an owner or developer of this account to fix the receiver and turn it on again.</span>
        )}
        {linkToEndpoint ? (
          <Link href={`/dashboard/webhooks/${endpoint.id}`} className="font-medium underline">
            See its deliveries<span className="sr-only"> ({endpoint.url})</span>
          </Link>
        ) : null}
      </div>
    </Notice>
  );
}

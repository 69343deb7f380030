"use client";
// One event: what happened, to which object, its payload as the webhook carried it, and each
// endpoint's delivery of it with its status, tries and last answer (its attempts are on the
// endpoint's page).
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { useEvent } from "@/components/dashboard/events/event-hooks";
import { DeliveryStatusBadge } from "@/components/dashboard/webhooks/webhook-badges";
import { Card, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { WebhookIcon } from "@/components/ui/icons";
import { TD } from "@/components/ui/table";
import { eventTypeLabel } from "@/lib/catalog/event-labels";
import { formatDateTime } from "@/lib/dashboard/format";
import type { EventDetail } from "@/lib/events/event-view-types";
import type { WebhookDeliveryStatus } from "@/lib/webhooks/webhook-view-types";

export function EventDetailView({ initial }: { initial: EventDetail }) {
  const { mode } = useDashboard();
  const { data: event } = useEvent(mode, initial.id, initial);
  const payload = JSON.stringify(event.data, null, 2);
  return (
    <>
      <PageHeader title={eventTypeLabel(event.type)} description={<span className="font-mono text-[13px]">{event.type}</span>} />
      <div className="space-y-6">
        <Card aria-labelledby="event-details-title">
          <CardHeader titleId="event-details-title" title="Details" />
          <dl className="grid gap-x-6 gap-y-3 px-5 pb-5 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Event ID</dt>
              <dd className="font-mono text-[13px] break-all text-slate-900">{event.id}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Object</dt>
              <dd className="font-mono text-[13px] break-all text-slate-900">{event.object_id}</dd>
            </div>
            <div>
              <dt className="text-slate-500">When</dt>
              <dd className="text-slate-900">{formatDateTime(event.created_at)}</dd>
            </div>
          </dl>
        </Card>

        <Card aria-labelledby="event-payload-title">
          <CardHeader titleId="event-payload-title" title="Payload" description="The object as it was when this happened: what the webhook carries as data." actions={<CopyButton text={payload} label="Copy" srLabel="payload" />} />
          {/* Focusable: a long payload scrolls, and a keyboard must reach it. */}
          <pre tabIndex={0} className="mx-5 mb-5 max-h-[28rem] overflow-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-[12px] leading-relaxed break-all whitespace-pre-wrap text-slate-100">{payload}</pre>
        </Card>

        <Card aria-labelledby="event-deliveries-title">
          <CardHeader titleId="event-deliveries-title" title="Deliveries" description="Each webhook endpoint that takes this event, and how its delivery went." />
          {event.deliveries.length === 0 ? (
            <EmptyState icon={<WebhookIcon />} title="Not sent to any endpoint" description="No webhook endpoint of this mode takes this event. Add one on the Webhooks page." />
          ) : (
            <DataTable rows={event.deliveries} rowKey={(d) => d.id} columns={["Endpoint", "Status", "Tries", "Last answer", { label: "Last try", className: "text-right" }]}>
              {(d) => (
                <>
                  <TD className="max-w-xs">
                    <Link href={`/dashboard/webhooks/${d.endpoint.id}`} className="font-medium break-all text-slate-900 underline-offset-2 hover:underline">
                      {d.endpoint.url}
                    </Link>
                  </TD>
                  <TD>
                    <DeliveryStatusBadge status={d.status as WebhookDeliveryStatus} />
                  </TD>
                  <TD className="tabular-nums">{d.attempts}</TD>
                  <TD className="text-slate-600">{d.last_status_code !== null ? `HTTP ${d.last_status_code}` : d.last_error ?? "—"}</TD>
                  <TD className="text-right whitespace-nowrap text-slate-500">{formatDateTime(d.last_attempt_at)}</TD>
                </>
              )}
            </DataTable>
          )}
        </Card>
      </div>
    </>
  );
}

"use client";
// The latest events of a billing object (and, for a subscription, of its invoices), each linking
// to its page in the events feed, where its payload and deliveries are.
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ListIcon } from "@/components/ui/icons";
import { TD } from "@/components/ui/table";
import { ObjectLink } from "@/components/dashboard/billing/billing-parts";
import { formatDateTime } from "@/lib/dashboard/format";

type EventRow = { id: string; type: string; object_id: string; created_at: string };

export function EventsTable({ events, titleId }: { events: EventRow[]; titleId: string }) {
  return (
    <Card className="mt-6" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Events" description="Newest first, as your webhooks receive them." />
      {events.length === 0 ? (
        <EmptyState icon={<ListIcon />} title="No events yet" />
      ) : (
        <DataTable aria-label="Events" rows={events} rowKey={(e) => e.id} columns={["Event", "Type", { label: "Object", className: "hidden md:table-cell" }, "When"]}>
          {(e) => (
            <>
              <TD>
                <ObjectLink href={`/dashboard/events/${encodeURIComponent(e.id)}`}>{e.id}</ObjectLink>
              </TD>
              <TD className="font-mono text-[13px]">{e.type}</TD>
              <TD className="hidden font-mono text-[13px] md:table-cell">{e.object_id}</TD>
              <TD className="whitespace-nowrap">{formatDateTime(e.created_at)}</TD>
            </>
          )}
        </DataTable>
      )}
    </Card>
  );
}

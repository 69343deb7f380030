"use client";
// The Events page: every event of this mode, newest first, as GET /v2/events gives them, with a
// filter by kind and a link to each event's payload and deliveries. The feed a developer walks
// when a webhook went missing.
import Link from "next/link";
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ListStates } from "@/components/dashboard/list-states";
import { PageHeader } from "@/components/dashboard/page-header";
import { useEvents } from "@/components/dashboard/events/event-hooks";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { ListIcon } from "@/components/ui/icons";
import { PagerNav } from "@/components/ui/pager";
import { TD } from "@/components/ui/table";
import { eventTypeLabel } from "@/lib/catalog/event-labels";
import { WEBHOOK_EVENT_FAMILIES, WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";

const FAMILY_LABELS: Record<string, string> = {
  "payment.*": "Payments",
  "refund.*": "Refunds",
  "payout.*": "Payouts",
  "virtual_account.*": "Virtual accounts",
  "dispute.*": "Disputes",
};

export function EventsPage() {
  const { mode } = useDashboard();
  const [type, setType] = useState("");
  const [cursor, setCursor] = useState<string | null>(null);
  const events = useEvents(mode, type, cursor);
  const pagination = events.data?.pagination;

  return (
    <>
      <PageHeader
        title="Events"
        description={
          <>
            Everything that happened in <strong className="font-medium text-slate-700">{mode} mode</strong>, newest first: the
            events your webhooks are sent, each with its payload and where it was delivered. The API lists them too (GET /v2/events).
          </>
        }
      />
      <Card aria-labelledby="events-title">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-100 px-5 py-4">
          <h2 id="events-title" className="text-[15px] font-semibold text-slate-900">
            Events
          </h2>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Show
            <select
              value={type}
              onChange={(e) => (setType(e.target.value), setCursor(null))}
              className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900"
            >
              <option value="">All events</option>
              {WEBHOOK_EVENT_FAMILIES.map((family) => (
                <optgroup key={family} label={FAMILY_LABELS[family] ?? family}>
                  <option value={family}>All {(FAMILY_LABELS[family] ?? family).toLowerCase()}</option>
                  {WEBHOOK_EVENT_TYPES.filter((t) => t.startsWith(family.slice(0, -1))).map((t) => (
                    <option key={t} value={t}>
                      {eventTypeLabel(t)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        </div>
        <ListStates
          query={events}
          loadingLabel="Loading events"
          errorTitle="Could not load events"
          empty={<EmptyState icon={<ListIcon />} title={type ? "No events of this kind" : "No events yet"} description="Events appear here as payments, refunds, payouts and disputes change." />}
        >
          {(items) => (
            <>
              <DataTable className={cn("w-full", events.isPlaceholderData && "opacity-60")} rows={items} rowKey={(e) => e.id}
                columns={["Event", { label: "Object", className: "hidden md:table-cell" }, { label: "When", className: "text-right" }]}
              >
                {(e) => (
                  <>
                    <TD className="relative">
                      <Link href={`/dashboard/events/${e.id}`} className={cn("rounded-sm font-medium text-slate-900 after:absolute after:inset-0 after:content-['']", focusRing)}>
                        {eventTypeLabel(e.type)}
                      </Link>
                      <span className="block font-mono text-[12px] text-slate-500">{e.type}</span>
                    </TD>
                    <TD className="hidden font-mono text-[12.5px] text-slate-600 md:table-cell">{e.object_id}</TD>
                    <TD className="text-right whitespace-nowrap text-slate-500" title={formatDateTime(e.created_at)}>
                      {formatShortDateTime(e.created_at)}
                    </TD>
                  </>
                )}
              </DataTable>
              {pagination && (pagination.has_more || pagination.prev_cursor) ? (
                <PagerNav
                  label="Events pages"
                  hasPrevious={Boolean(pagination.prev_cursor)}
                  hasNext={pagination.has_more}
                  onPrevious={() => setCursor(pagination.prev_cursor)}
                  onNext={() => setCursor(pagination.next_cursor)}
                >
                  {items.length} events
                </PagerNav>
              ) : null}
            </>
          )}
        </ListStates>
      </Card>
    </>
  );
}

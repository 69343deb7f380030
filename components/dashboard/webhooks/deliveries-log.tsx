"use client";
// An endpoint's delivery log: tabs All / Succeeded / Failed / Pending, newest first,
// paged with the list's cursors; a row opens the delivery with its attempts. "Replay failed
// since…" sends again every failed delivery created since a chosen moment. Pending deliveries
// are polled until they finish.
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { DeliveryDialog } from "@/components/dashboard/webhooks/delivery-dialog";
import { DeliveryStatusBadge } from "@/components/dashboard/webhooks/webhook-badges";
import { useReplayWebhookDeliveries, useWebhookDeliveries } from "@/components/dashboard/webhooks/webhook-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus";
import { WebhookIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PagerNav } from "@/components/ui/pager";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatShortDateTime } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { WebhookDeliveryStatus, WebhookEndpointItem } from "@/lib/webhooks/webhook-view-types";
import { ListStates } from "@/components/dashboard/list-states";

const PER_PAGE = 20;
type Filter = WebhookDeliveryStatus | "all";
const TABS: { value: Filter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "succeeded", label: "Succeeded" },
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
];

export function DeliveriesLog({ endpoint, mode, canManage }: { endpoint: WebhookEndpointItem; mode: DashboardMode; canManage: boolean }) {
  const [view, setView] = useState<{ filter: Filter; cursor: string | null; page: number }>({ filter: "all", cursor: null, page: 1 });
  const list = useWebhookDeliveries(mode, endpoint.id, view.filter, view.cursor, PER_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const [replaying, setReplaying] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pagination = list.data?.pagination;

  function onTabKey(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setView({ filter: TABS[next].value, cursor: null, page: 1 });
    tabRefs.current[next]?.focus();
  }

  return (
    <Card aria-labelledby="deliveries-title">
      <CardHeader
        titleId="deliveries-title"
        title="Deliveries"
        description="Every event sent to this endpoint, with each attempt's request and response. Logs are kept 30 days."
        actions={
          canManage ? (
            <Button variant="secondary" size="sm" disabled={!endpoint.enabled} title={endpoint.enabled ? undefined : "Turn the endpoint on first"} onClick={() => setReplaying(true)}>
              Replay failed since…
            </Button>
          ) : null
        }
      />
      <div role="tablist" aria-label="Filter deliveries by status" className="flex gap-1 border-b border-slate-100 px-4 pt-2">
        {TABS.map((tab, index) => {
          const selected = view.filter === tab.value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`deliveries-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls="deliveries-panel"
              tabIndex={selected ? 0 : -1}
              onKeyDown={(e) => onTabKey(e, index)}
              onClick={() => setView({ filter: tab.value, cursor: null, page: 1 })}
              className={cn(
                "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
                selected ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-500 hover:text-slate-800",
                focusRing,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id="deliveries-panel" role="tabpanel" aria-labelledby={`deliveries-tab-${view.filter}`}>
        <ListStates
          query={list}
          loadingLabel="Loading deliveries"
          errorTitle="Could not load the deliveries"
          skeleton={["h-4 w-44", "h-5 w-20 rounded-full", "h-4 flex-1"]}
          empty={
            <EmptyState
              icon={<WebhookIcon />}
              title={view.filter === "all" ? "No deliveries yet" : `No ${view.filter} deliveries`}
              description={view.filter === "all" ? "Send a test event, or make a test payment: each event this endpoint receives is listed here." : "Choose another tab to see more."}
            />
          }
        >
          {(items) => (
            <>
              <Table className={list.isPlaceholderData ? "opacity-60" : undefined}>
                <caption className="sr-only">Deliveries to {endpoint.url}</caption>
                <THead>
                  <TR>
                    <TH>Event</TH>
                    <TH>Status</TH>
                    <TH>Attempts</TH>
                    <TH>Last response</TH>
                    <TH>Created</TH>
                  </TR>
                </THead>
                <TBody>
                  {items.map((d) => (
                    <TR key={d.id} className="hover:bg-slate-50/70">
                      <TD>
                        <button type="button" onClick={() => setOpenId(d.id)} className={cn("rounded text-left font-mono text-[13px] font-medium text-indigo-700 hover:text-indigo-500", focusRing)}>
                          {d.event_type}
                          <span className="sr-only">, delivery {d.id}: show attempts</span>
                        </button>
                      </TD>
                      <TD>
                        <DeliveryStatusBadge status={d.status} />
                      </TD>
                      {/* Every attempt in the log, all rounds: a resend no longer makes the count drop. */}
                      <TD className="tabular-nums">{d.attempts_total}</TD>
                      <TD className="text-[13px]">
                        {d.last_status_code !== null ? `HTTP ${d.last_status_code}` : d.last_error ? <span className="text-red-700">{d.last_error}</span> : <span className="text-slate-400">—</span>}
                      </TD>
                      <TD className="text-[13px] whitespace-nowrap">{formatShortDateTime(d.created_at)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              {pagination && (pagination.has_more || view.page > 1) ? (
                <PagerNav
                  hasPrevious={view.page !== 1 && Boolean(pagination.prev_cursor)}
                  hasNext={pagination.has_more && Boolean(pagination.next_cursor)}
                  onPrevious={() => setView({ ...view, cursor: view.page === 2 ? null : pagination.prev_cursor, page: view.page - 1 })}
                  onNext={() => setView({ ...view, cursor: pagination.next_cursor, page: view.page + 1 })}
                >
                  Page {view.page}
                </PagerNav>
              ) : null}
            </>
          )}
        </ListStates>
      </div>
      <DeliveryDialog deliveryId={openId} mode={mode} canManage={canManage && endpoint.enabled} onClose={() => setOpenId(null)} />
      {canManage ? <ReplayDialog open={replaying} mode={mode} endpointId={endpoint.id} onClose={() => setReplaying(false)} /> : null}
    </Card>
  );
}

/** "2026-11-22T09:30" for a datetime-local input, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function ReplayDialog({ open, mode, endpointId, onClose }: { open: boolean; mode: DashboardMode; endpointId: string; onClose: () => void }) {
  const replay = useReplayWebhookDeliveries(mode, endpointId);
  const notify = useToast();
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - 86_400_000)));
  const [localError, setLocalError] = useState<string | undefined>();
  const serverError = replay.error instanceof DashboardRequestError ? replay.error.fieldErrors.since : undefined;
  const close = () => {
    replay.reset();
    setLocalError(undefined);
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    replay.reset();
    const moment = new Date(since);
    if (!since || Number.isNaN(moment.getTime())) return setLocalError("Enter a date and time");
    if (moment.getTime() > Date.now()) return setLocalError("Choose a moment in the past");
    setLocalError(undefined);
    replay.mutate(moment.toISOString(), {
      onSuccess: (result) => {
        notify({
          title: result.replayed === 0 ? "No failed deliveries since then" : `${result.replayed} failed ${result.replayed === 1 ? "delivery" : "deliveries"} queued again`,
          description: result.has_more ? "More are left: replay again to send the next ones." : undefined,
        });
        close();
      },
    });
  }

  return (
    <FormDialog
      open={open} onClose={close} attempt={replay} onSubmit={onSubmit}
      title="Replay failed deliveries" submitLabel="Replay failed deliveries" errorTitle="Nothing was replayed"
      description="Every delivery to this endpoint that failed and was created since this moment is sent again, with its original webhook-id."
    >
      <Field label="Failed since" error={localError ?? serverError} hint="Your browser's time zone.">
        {(p) => <Input {...p} name="since" type="datetime-local" value={since} max={localInputValue(new Date())} onChange={(e) => setSince(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}

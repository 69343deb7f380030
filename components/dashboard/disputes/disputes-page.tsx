"use client";
// /dashboard/disputes: the chargebacks and reversal claims of the current mode, newest first,
// filtered by status, kind and deadline (open, closed, due within a time, past due), paged by the
// API's cursors, with "Download CSV" of the current filters (GET /api/dashboard/disputes/export).
import { useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListStates } from "@/components/dashboard/list-states";
import { NO_DISPUTE_FILTERS, disputeQuery, useDisputes, type DisputeFilters, type DisputeItem } from "@/components/dashboard/disputes/dispute-hooks";
import { DISPUTE_STATUS_LABELS, DisputeStatusBadge, KIND_LABELS, REASON_LABELS, STATUS_GROUPS } from "@/components/dashboard/disputes/dispute-labels";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus";
import { AlertIcon } from "@/components/ui/icons";
import { inputClasses } from "@/components/ui/input";
import { TD } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatShortDateTime } from "@/lib/dashboard/format";

const PER_PAGE = 20;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The deadline filter: one choice, so "closed" and "due within" never contradict each other (a
 * deadline filter only finds open disputes). A due_before is fixed when it is chosen, so the list's
 * query stays the same while it is shown.
 */
const DEADLINES = [
  { value: "", label: "Any" },
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "48h", label: "Due within 48 h" },
  { value: "7d", label: "Due within 7 days" },
  { value: "past", label: "Past due" },
] as const;
type Deadline = (typeof DEADLINES)[number]["value"];

function deadlineFilters(deadline: Deadline, now = Date.now()): Pick<DisputeFilters, "open" | "due_before"> {
  switch (deadline) {
    case "open":
      return { open: "true", due_before: "" };
    case "closed":
      return { open: "false", due_before: "" };
    case "48h":
      return { open: "true", due_before: new Date(now + 48 * HOUR_MS).toISOString() };
    case "7d":
      return { open: "true", due_before: new Date(now + 7 * 24 * HOUR_MS).toISOString() };
    case "past":
      return { open: "true", due_before: new Date(now).toISOString() };
    default:
      return { open: "", due_before: "" };
  }
}

type View = { mode: string; filters: DisputeFilters; deadline: Deadline; cursor: string | null };

export function DisputesPage() {
  const { mode } = useDashboard();
  // Filters and page start over when the mode changes: the other mode has its own disputes.
  const fresh: View = { mode, filters: NO_DISPUTE_FILTERS, deadline: "", cursor: null };
  const [view, setView] = useState<View>(fresh);
  const current = view.mode === mode ? view : fresh;
  const setFilters = (patch: Partial<DisputeFilters>, deadline = current.deadline) => setView({ mode, filters: { ...current.filters, ...patch }, deadline, cursor: null });
  const list = useDisputes(mode, current.filters, current.cursor, PER_PAGE);
  const filtered = Object.values(current.filters).some((v) => v !== "");
  const pagination = list.data?.pagination;
  const exportHref = `/api/dashboard/disputes/export?${disputeQuery(current.filters)}`;

  return (
    <>
      <PageHeader
        title="Disputes"
        description={`Card chargebacks and mobile-money reversal claims in ${mode} mode. A dispute's amount is held from your available balance until it closes.`}
      />
      <Card aria-labelledby="disputes-title">
        <CardHeader
          titleId="disputes-title"
          title={filtered ? "Matching disputes" : "All disputes"}
          actions={
            <a href={exportHref} download className={buttonClasses("secondary", "sm")}>
              Download CSV
            </a>
          }
        />
        <form role="search" aria-label="Filter disputes" onSubmit={(e) => e.preventDefault()} className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-2 lg:grid-cols-[14rem_11rem_12rem_auto] lg:items-end">
          <Field label="Status">
            {(p) => (
              <select {...p} name="status" value={current.filters.status} onChange={(e) => setFilters({ status: e.target.value })} className={inputClasses}>
                <option value="">All statuses</option>
                {STATUS_GROUPS.map((g) => (
                  <optgroup key={g.label} label={g.label}>
                    {g.statuses.map((s) => (
                      <option key={s} value={s}>
                        {DISPUTE_STATUS_LABELS[s].label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Field label="Kind">
            {(p) => (
              <select {...p} name="kind" value={current.filters.kind} onChange={(e) => setFilters({ kind: e.target.value })} className={inputClasses}>
                <option value="">All kinds</option>
                {Object.entries(KIND_LABELS).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Deadline">
            {(p) => (
              <select
                {...p}
                name="deadline"
                value={current.deadline}
                onChange={(e) => {
                  const deadline = e.target.value as Deadline;
                  setFilters(deadlineFilters(deadline), deadline);
                }}
                className={inputClasses}
              >
                {DEADLINES.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex gap-2">
            {filtered ? (
              <Button variant="ghost" onClick={() => setView(fresh)}>
                Clear
              </Button>
            ) : null}
          </div>
        </form>
        <ListStates
          query={list}
          loadingLabel="Loading disputes"
          errorTitle="Could not load disputes"
          skeleton={["h-4 w-44", "h-4 flex-1", "h-4 w-24", "h-5 w-20 rounded-full"]}
          empty={
            <EmptyState
              icon={<AlertIcon />}
              title={filtered ? "No disputes match these filters" : `No ${mode} disputes`}
              description={
                filtered
                  ? "Change or clear the filters to see more."
                  : "Chargebacks arrive from the card processors; record a mobile-money reversal claim from the payment's page."
              }
            />
          }
        >
          {(items) => (
            <>
              <DisputesTable items={items} faded={list.isPlaceholderData} />
              {pagination && (pagination.has_more || pagination.prev_cursor) ? (
                <nav aria-label="Pages" className="flex items-center justify-end gap-2 border-t border-slate-100 px-5 py-3 text-sm text-slate-500">
                  <Button variant="secondary" size="sm" disabled={!pagination.prev_cursor} onClick={() => setView({ ...current, cursor: pagination.prev_cursor })}>
                    Previous
                  </Button>
                  <Button variant="secondary" size="sm" disabled={!pagination.has_more} onClick={() => setView({ ...current, cursor: pagination.next_cursor })}>
                    Next
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </ListStates>
      </Card>
    </>
  );
}

const link = cn("rounded-sm font-mono text-[13px] text-indigo-700 hover:underline", focusRing);

function DisputesTable({ items, faded }: { items: DisputeItem[]; faded: boolean }) {
  return (
    <DataTable
      aria-label="Disputes"
      className={cn(faded && "opacity-60")}
      rows={items}
      rowKey={(d) => d.dispute_reference}
      columns={[
        "Dispute",
        "Payment",
        { label: "Kind", className: "hidden md:table-cell" },
        "Status",
        { label: "Reason", className: "hidden lg:table-cell" },
        { label: "Amount", className: "text-right" },
        "Deadline",
        { label: "Outcome", className: "hidden sm:table-cell" },
      ]}
    >
      {(d) => (
        <>
          <TD>
            <Link href={`/dashboard/disputes/${d.dispute_reference}`} className={link}>
              {d.dispute_reference}
            </Link>
          </TD>
          <TD>
            <Link href={`/dashboard/payments/${d.payment_reference}`} className={link}>
              {d.payment_reference}
            </Link>
          </TD>
          <TD className="hidden md:table-cell">{KIND_LABELS[d.kind] ?? d.kind}</TD>
          <TD>
            <DisputeStatusBadge status={d.status} />
          </TD>
          <TD className="hidden lg:table-cell">{REASON_LABELS[d.reason] ?? d.reason}</TD>
          <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(d.amount, d.currency)}</TD>
          <TD className="whitespace-nowrap">
            {d.evidence_details.due_by ? (
              <span className={cn(d.evidence_details.due_soon && "font-medium text-amber-800", d.evidence_details.past_due && "font-medium text-red-700")}>
                {formatShortDateTime(d.evidence_details.due_by)}
                {d.evidence_details.past_due ? " (past due)" : d.evidence_details.due_soon ? " (due soon)" : ""}
              </span>
            ) : (
              <span className="text-slate-400">—</span>
            )}
          </TD>
          <TD className="hidden sm:table-cell">{d.outcome === "won" ? "Won" : d.outcome === "lost" ? "Lost" : <span className="text-slate-400">—</span>}</TD>
        </>
      )}
    </DataTable>
  );
}

"use client";
// What the billing pages share: the status badges and their words, the list view's state (filters
// and cursor, starting over when the mode changes), the pager, and the links to each object.
import { useState, type ReactNode } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import type { CursorList, Filters } from "@/components/dashboard/billing/billing-hooks";

const SUBSCRIPTION_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  incomplete: { label: "Incomplete", tone: "gray" },
  trialing: { label: "Trialing", tone: "sky" },
  active: { label: "Active", tone: "green" },
  past_due: { label: "Past due", tone: "amber" },
  unpaid: { label: "Unpaid", tone: "red" },
  paused: { label: "Paused", tone: "violet" },
  canceled: { label: "Canceled", tone: "gray" },
  completed: { label: "Completed", tone: "indigo" },
};

const INVOICE_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "gray" },
  open: { label: "Open", tone: "sky" },
  partially_paid: { label: "Partially paid", tone: "amber" },
  paid: { label: "Paid", tone: "green" },
  void: { label: "Void", tone: "gray" },
  uncollectible: { label: "Uncollectible", tone: "red" },
};

export const SUBSCRIPTION_STATUS_LABELS = Object.fromEntries(Object.entries(SUBSCRIPTION_STATUS).map(([k, v]) => [k, v.label]));
export const INVOICE_STATUS_LABELS = Object.fromEntries(Object.entries(INVOICE_STATUS).map(([k, v]) => [k, v.label]));

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const s = SUBSCRIPTION_STATUS[status] ?? { label: status, tone: "gray" as const };
  return <Badge tone={s.tone} dot>{s.label}</Badge>;
}

export function InvoiceStatusBadge({ status }: { status: string }) {
  const s = INVOICE_STATUS[status] ?? { label: status, tone: "gray" as const };
  return <Badge tone={s.tone} dot>{s.label}</Badge>;
}

export const COLLECTION_LABELS: Record<string, string> = {
  push: "Wallet prompt each cycle",
  send_invoice: "Invoice sent each cycle",
  token: "Saved card",
  preapproval: "MoMo pre-approval",
};

export const linkClasses = cn("rounded-sm font-mono text-[13px] text-indigo-700 hover:underline", focusRing);

export const subscriptionHref = (id: string) => `/dashboard/subscriptions/${encodeURIComponent(id)}`;
export const invoiceHref = (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}`;
export const testClockHref = (id: string) => `/dashboard/test-clocks/${encodeURIComponent(id)}`;

export function ObjectLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={linkClasses}>
      {children}
    </Link>
  );
}

/** A customer as a line: the name, else the e-mail, else the phone number. */
export function customerLine(c: { name?: string | null; first_name?: string | null; last_name?: string | null; email: string | null; phone_number: string | null }): string {
  const name = c.name ?? [c.first_name, c.last_name].filter(Boolean).join(" ");
  return name || c.email || c.phone_number || "—";
}

/** A list page's filters and cursor; both start over when the mode changes (the other mode has its own objects). */
export function useListView(empty: Filters) {
  const { mode } = useDashboard();
  const fresh = { mode, filters: empty, cursor: null as string | null };
  const [view, setView] = useState(fresh);
  const current = view.mode === mode ? view : fresh;
  return {
    mode,
    filters: current.filters,
    cursor: current.cursor,
    filtered: Object.values(current.filters).some((v) => v !== ""),
    setFilters: (patch: Filters) => setView({ mode, filters: { ...current.filters, ...patch }, cursor: null }),
    clear: () => setView(fresh),
    setCursor: (cursor: string | null) => setView({ ...current, cursor }),
  };
}

export function CursorPager({ list, onCursor }: { list: CursorList<unknown> | undefined; onCursor: (cursor: string | null) => void }) {
  const pagination = list?.pagination;
  if (!pagination || !(pagination.has_more || pagination.prev_cursor)) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-2 border-t border-slate-100 px-5 py-3 text-sm text-slate-500">
      <Button variant="secondary" size="sm" disabled={!pagination.prev_cursor} onClick={() => onCursor(pagination.prev_cursor)}>
        Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={!pagination.has_more} onClick={() => onCursor(pagination.next_cursor)}>
        Next
      </Button>
    </nav>
  );
}

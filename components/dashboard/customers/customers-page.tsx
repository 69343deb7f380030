"use client";
// /dashboard/customers: the customer profiles of the current mode, newest first,
// searchable by a prefix of name, email or phone number, with payment count, total paid per
// currency and last payment; each opens its detail page. When profiles are off, a note says
// no new profiles are made and links to Settings (existing ones stay listed).
import { useEffect, useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useSettings } from "@/components/dashboard/hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { customerName, useCustomers, type CustomerListItem } from "@/components/dashboard/customers/customer-hooks";
import { TotalPaid } from "@/components/dashboard/customers/total-paid";
import { CustomerBackfillOffer } from "@/components/dashboard/customers/backfill-offer";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { UsersIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatShortDateTime } from "@/lib/dashboard/format";
import { ListStates } from "@/components/dashboard/list-states";

const PER_PAGE = 20;
const SEARCH_DELAY_MS = 250;

function CustomerLink({ c }: { c: CustomerListItem }) {
  return (
    <Link href={`/dashboard/customers/${c.id}`} className={cn("rounded-sm font-medium text-indigo-700 hover:underline", focusRing)}>
      {customerName(c)}
    </Link>
  );
}

export function CustomersPage() {
  const { mode } = useDashboard();
  const settings = useSettings();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  // The search and the page start over when the mode changes: the other mode has its own profiles.
  const [view, setView] = useState<{ mode: string; cursor: string | null }>({ mode, cursor: null });
  const cursor = view.mode === mode ? view.cursor : null;
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setView({ mode, cursor: null });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, mode]);
  const list = useCustomers(mode, q, cursor, PER_PAGE);
  // Busy from the first key typed until the answer for it is in: the delay, then the request.
  const searching = search !== q || list.isPlaceholderData;
  const pagination = list.data?.pagination;

  return (
    <>
      <PageHeader title="Customers" description={`People who paid you in ${mode} mode, matched by email, else phone number.`} />

      {settings.data && !settings.data.customer_profiles_enabled ? (
        <Notice className="mb-6" title="Customer profiles are off" role="status">
          New payments are not filed under customers. Profiles made earlier stay here.{" "}
          <Link href="/dashboard/settings" className={cn("rounded-sm font-medium underline", focusRing)}>
            Turn them on in Settings
          </Link>
          .
        </Notice>
      ) : null}
      {settings.data?.customer_profiles_enabled ? <CustomerBackfillOffer className="mb-6" /> : null}

      <Card aria-labelledby="customers-title">
        <CardHeader titleId="customers-title" title="All customers" />
        <div className="border-b border-slate-100 px-5 py-3">
          <label htmlFor="customer-search" className="sr-only">
            Search customers
          </label>
          <Input
            id="customer-search"
            type="search"
            placeholder="Search by name, email or phone number"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            className="max-w-sm"
          />
        </div>
        <ListStates
          query={list}
          loadingLabel="Loading customers"
          errorTitle="Could not load customers"
          skeleton={["h-4 w-44", "h-4 flex-1", "h-4 w-24"]}
          empty={
            <EmptyState
              icon={<UsersIcon />}
              title={q.trim() ? "No customers match this search" : `No ${mode} customers yet`}
              description={q.trim() ? "Search by the start of a first or last name, an email or a phone number (with or without the country code)." : "With customer profiles on, each payment with an email or phone number files its customer here."}
            />
          }
        >
          {(items) => (
            <>
              <DataTable className={cn(list.isPlaceholderData && "opacity-60")} aria-busy={searching || undefined} rows={items} rowKey={(c) => c.id}
                columns={["Customer", { label: "Contact", className: "hidden md:table-cell" }, { label: "Payments", className: "text-right" }, { label: "Total paid", className: "text-right" }, { label: "Last payment", className: "hidden sm:table-cell" }]}
              >
                {(c) => (
                  <>
                    <TD>
                      <CustomerLink c={c} />
                    </TD>
                    <TD className="hidden md:table-cell">
                      {c.email ? <span className="block">{c.email}</span> : null}
                      {c.phone_number ? <span className="block font-mono text-[12.5px] text-slate-500">{c.phone_number}</span> : null}
                    </TD>
                    <TD className="text-right tabular-nums">{c.payments_count}</TD>
                    <TD className="text-right font-medium whitespace-nowrap text-slate-900">
                      <TotalPaid totals={c.total_paid} />
                    </TD>
                    <TD className="hidden whitespace-nowrap text-slate-500 sm:table-cell">{c.last_payment_at ? formatShortDateTime(c.last_payment_at) : "—"}</TD>
                  </>
                )}
              </DataTable>
              {pagination && (pagination.has_more || pagination.prev_cursor) ? (
                <nav aria-label="Pages" className="flex items-center justify-end gap-2 border-t border-slate-100 px-5 py-3 text-sm text-slate-500">
                  <Button variant="secondary" size="sm" disabled={!pagination.prev_cursor} onClick={() => setView({ mode, cursor: pagination.prev_cursor })}>
                    Previous
                  </Button>
                  <Button variant="secondary" size="sm" disabled={!pagination.has_more} onClick={() => setView({ mode, cursor: pagination.next_cursor })}>
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

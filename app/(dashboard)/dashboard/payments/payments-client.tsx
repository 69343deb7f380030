"use client";
// /dashboard/payments: every payment of the mode in a data table (TanStack Table) with
// filters, server-side sorting by date or amount, cursor paging and a drawer per row, all of it
// in the URL (nuqs) so a view can be shared and survives a reload; "Export CSV" downloads every
// payment of the current filter (GET /api/dashboard/payments/export, streamed). "Create payment"
// makes a checkout link to share, for owners and developers.
import { useCallback, useState } from "react";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { CreatePaymentDialog } from "@/components/dashboard/create-payment-dialog";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { PaymentDrawer } from "@/components/dashboard/payments-list/payment-drawer";
import { PaymentFilters } from "@/components/dashboard/payments-list/payment-filters";
import { PaymentsDataTable, type PaymentSort } from "@/components/dashboard/payments-list/payments-data-table";
import { FILTER_KEYS, PER_PAGE_CHOICES, paymentListQuery, paymentTableParsers, type PaymentTableView } from "@/components/dashboard/payments-list/table-state";
import { usePaymentList } from "@/components/dashboard/payments-list/use-payment-list";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon } from "@/components/ui/icons";
import { inputClasses } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { CAN_MANAGE_PAYMENTS } from "@/lib/catalog/permissions";
import { timeZoneInWords } from "@/lib/catalog/time-zones";

/** `timeZone`: the merchant's (Settings), in which the table shows dates and the API reads the date filters' days. */
export function PaymentsClient({ timeZone }: { timeZone: string }) {
  const { mode, role } = useDashboard();
  const [creating, setCreating] = useState(false);
  const canCreate = CAN_MANAGE_PAYMENTS.includes(role);
  const [url, setUrl] = useQueryStates(paymentTableParsers);
  const { payment: openReference, ...view } = url satisfies PaymentTableView & { payment: string | null };
  const list = usePaymentList(mode, view);

  // A new filter, sort or page size starts again from the first page: a cursor belongs to the
  // order and filter it was made for. Moving between pages adds to the history (Back returns).
  const changeView = (patch: Partial<PaymentTableView>) => void setUrl({ ...patch, cursor: null });
  const goTo = (cursor: string | null) => void setUrl({ cursor }, { history: "push" });
  // Stable, so the table's columns (which hold the row button's handler) are built once.
  const openPayment = useCallback((reference: string | null) => void setUrl({ payment: reference }), [setUrl]);

  const filtered = FILTER_KEYS.some((key) => view[key] !== null);
  const exportHref = `/api/dashboard/payments/export?${paymentListQuery(view, { page: false })}`;
  const pagination = list.data?.pagination;

  return (
    <>
      <PageHeader
        title="Payments"
        description={`Every ${mode} payment. Filter, sort by date or amount, and open one to see its details.`}
        actions={canCreate ? <Button onClick={() => setCreating(true)}>Create payment</Button> : undefined}
      />
      <Card aria-labelledby="payments-title">
        <CardHeader
          titleId="payments-title"
          title={filtered ? "Matching payments" : "All payments"}
          description={`Dates, and the days the date filters take, are in your account's time zone: ${timeZoneInWords(timeZone)}.`}
          actions={
            <a href={exportHref} download className={buttonClasses("secondary", "sm")}>
              Export CSV
            </a>
          }
        />
        <PaymentFilters view={view} onChange={changeView} timeZone={timeZone} />
        <PaymentsBody
          list={list}
          filtered={filtered}
          view={view}
          onSortChange={(sort: PaymentSort) => changeView(sort)}
          onOpen={openPayment}
          timeZone={timeZone}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3">
          <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
            Rows per page
            <select
              value={view.per_page}
              onChange={(e) => changeView({ per_page: Number(e.target.value) })}
              className={`${inputClasses} h-8 w-20`}
            >
              {(PER_PAGE_CHOICES as readonly number[]).includes(view.per_page) ? null : <option value={view.per_page}>{view.per_page}</option>}
              {PER_PAGE_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <nav aria-label="Pages" className="flex items-center gap-2">
            <Button variant="secondary" size="sm" disabled={!pagination?.prev_cursor} onClick={() => goTo(pagination?.prev_cursor ?? null)}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={!pagination?.next_cursor} onClick={() => goTo(pagination?.next_cursor ?? null)}>
              Next
            </Button>
          </nav>
        </div>
      </Card>
      <PaymentDrawer mode={mode} reference={openReference} onClose={() => openPayment(null)} />
      {canCreate ? <CreatePaymentDialog open={creating} onClose={() => setCreating(false)} mode={mode} /> : null}
    </>
  );
}

function PaymentsBody({
  list,
  filtered,
  view,
  onSortChange,
  onOpen,
  timeZone,
}: {
  list: ReturnType<typeof usePaymentList>;
  filtered: boolean;
  view: PaymentTableView;
  onSortChange: (sort: PaymentSort) => void;
  onOpen: (reference: string) => void;
  timeZone: string;
}) {
  const { mode } = useDashboard();
  if (list.isPending) {
    return (
      <div className="space-y-3 px-5 py-5" aria-busy="true" aria-label="Loading payments">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="p-5">
        <LoadError title="Could not load payments" error={list.error} onRetry={() => list.refetch()} />
      </div>
    );
  }
  if (list.data.items.length === 0) {
    return filtered ? (
      <EmptyState icon={<CardIcon />} title="No payments match these filters" description="Change or clear the filters to see more." />
    ) : (
      <EmptyState
        icon={<CardIcon />}
        title={`No ${mode} payments yet`}
        description={
          mode === "test"
            ? "Create a payment with your test secret key (POST /v2/payments/hosted) and pay it with a test card; it appears here."
            : "Live payments appear here as soon as your customers pay."
        }
        action={
          <Link href="/dashboard/api-keys" className={buttonClasses("secondary")}>
            Get your API keys
          </Link>
        }
      />
    );
  }
  return (
    <PaymentsDataTable
      payments={list.data.items}
      sort={{ sort: view.sort, order: view.order }}
      onSortChange={onSortChange}
      onOpen={onOpen}
      busy={list.isPlaceholderData}
      timeZone={timeZone}
    />
  );
}

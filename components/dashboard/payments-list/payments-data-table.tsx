"use client";
// The payment table, on TanStack Table: columns date, reference, customer, method,
// amount and status. Sorting by date or amount is the server's (manualSorting): the table only
// reports the header clicked, and the page puts sort and order in the URL and asks the API.
// The reference is a button stretched over its row: a click anywhere on the row, or Enter on
// the button, opens the payment's drawer.
import { useMemo } from "react";
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from "@tanstack/react-table";
import { methodName } from "@/components/dashboard/payments-table";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";
import type { PaymentListItem } from "@/lib/payments/payment-view-types";

export type PaymentSort = { sort: "created_at" | "amount"; order: "desc" | "asc" };

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, PaymentListItem>();

// Column ids are the API's sort keys where the server can sort by them.
const SORTABLE = new Set(["created_at", "amount"]);

/** Cell classes per column: dates and amounts never wrap; amounts align right. */
const COLUMN_CLASSES: Record<string, string> = {
  created_at: "whitespace-nowrap",
  gateway_reference: "",
  customer: "",
  payment_method: "whitespace-nowrap",
  amount: "text-right whitespace-nowrap",
  status: "",
};

/** `timeZone`: dates in the merchant's zone, the zone the date filters read days in. */
function columnsFor(onOpen: (reference: string) => void, timeZone: string) {
  return helper.columns([
    helper.accessor("created_at", {
      header: "Date",
      cell: (info) => (
        <span className="text-slate-600" title={formatDateTime(info.getValue(), timeZone)}>
          {formatShortDateTime(info.getValue(), undefined, timeZone)}
        </span>
      ),
    }),
    helper.accessor("gateway_reference", {
      header: "Reference",
      enableSorting: false,
      cell: (info) => {
        const p = info.row.original;
        return (
          <>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(p.gateway_reference)}
              className={cn("rounded-sm font-mono text-[12.5px] whitespace-nowrap text-slate-800 after:absolute after:inset-0 after:content-['']", focusRing)}
            >
              {p.gateway_reference}
              <span className="sr-only">, open details</span>
            </button>
            {p.merchant_reference ? (
              <span className="block max-w-52 truncate text-[12.5px] text-slate-500" title={p.merchant_reference}>
                {p.merchant_reference}
              </span>
            ) : null}
          </>
        );
      },
    }),
    helper.accessor((p) => p.customer.email, {
      id: "customer",
      header: "Customer",
      enableSorting: false,
      cell: (info) => {
        const c = info.row.original.customer;
        const name = [c.first_name, c.last_name].filter(Boolean).join(" ");
        return (
          <span className="block max-w-56 truncate" title={c.email ?? undefined}>
            {name ? <span className="block truncate text-slate-900">{name}</span> : null}
            <span className="block truncate text-[12.5px] text-slate-500">{c.email ?? "—"}</span>
          </span>
        );
      },
    }),
    helper.accessor("payment_method", { header: "Method", enableSorting: false, cell: (info) => methodName(info.getValue()) }),
    helper.accessor("amount", {
      header: "Amount",
      cell: (info) => <span className="font-medium text-slate-900 tabular-nums">{formatAmount(info.getValue(), info.row.original.currency)}</span>,
    }),
    helper.accessor("status", { header: "Status", enableSorting: false, cell: (info) => <PaymentStatusBadge status={info.getValue()} /> }),
  ]);
}

export function PaymentsDataTable({
  payments,
  sort,
  onSortChange,
  onOpen,
  busy,
  timeZone,
}: {
  payments: PaymentListItem[];
  sort: PaymentSort;
  onSortChange: (sort: PaymentSort) => void;
  onOpen: (reference: string) => void;
  busy: boolean;
  timeZone: string;
}) {
  const columns = useMemo(() => columnsFor(onOpen, timeZone), [onOpen, timeZone]);
  const sorting: SortingState = [{ id: sort.sort, desc: sort.order === "desc" }];
  const table = useTable({
    features,
    columns,
    data: payments,
    getRowId: (p) => p.gateway_reference,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (first && SORTABLE.has(first.id)) onSortChange({ sort: first.id as PaymentSort["sort"], order: first.desc ? "desc" : "asc" });
    },
    manualSorting: true,
    enableMultiSort: false,
    // Always one order (the API has no "unsorted"); newest and largest first on the first click.
    enableSortingRemoval: false,
    sortDescFirst: true,
  });

  return (
    <Table aria-label="Payments" aria-busy={busy || undefined}>
      <THead>
        {table.getHeaderGroups().map((group) => (
          <TR key={group.id}>
            {group.headers.map((header) => {
              const column = header.column;
              const direction = column.getIsSorted();
              const canSort = column.getCanSort();
              return (
                <TH
                  key={header.id}
                  className={cn(COLUMN_CLASSES[column.id], column.id === "amount" && "text-right")}
                  aria-sort={canSort ? (direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none") : undefined}
                >
                  {canSort ? (
                    <button
                      type="button"
                      onClick={column.getToggleSortingHandler()}
                      className={cn("inline-flex items-center gap-1 rounded-sm uppercase hover:text-slate-800", focusRing, direction && "text-slate-800")}
                    >
                      <table.FlexRender header={header} />
                      <SortArrow direction={direction} />
                      <span className="sr-only">
                        {direction ? `, sorted ${direction === "desc" ? "descending" : "ascending"}; activate to reverse` : ", activate to sort"}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </TH>
              );
            })}
          </TR>
        ))}
      </THead>
      <TBody className={cn(busy && "opacity-60")}>
        {table.getRowModel().rows.map((row) => (
          <TR key={row.id} className="relative hover:bg-slate-50/80" data-reference={row.original.gateway_reference}>
            {row.getAllCells().map((cell) => (
              <TD key={cell.id} className={COLUMN_CLASSES[cell.column.id]}>
                <table.FlexRender cell={cell} />
              </TD>
            ))}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function SortArrow({ direction }: { direction: false | "asc" | "desc" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={cn("size-3.5", direction ? "text-slate-700" : "text-slate-300")}>
      {direction === "asc" ? (
        <path d="M10 5 5 11h10L10 5Z" />
      ) : direction === "desc" ? (
        <path d="M10 15 5 9h10l-5 6Z" />
      ) : (
        <path d="M10 3 6 8h8l-4-5Zm0 14-4-5h8l-4 5Z" />
      )}
    </svg>
  );
}

"use client";
// A virtual account's debit history with the API's filters: created from / to (days,
// as GET /v2/virtual-accounts/{id}/debits takes them), the merchant's reference (applied on
// Enter or "Search") and the page size, newest first, paged. Columns are the spec's debit item.
import { useState } from "react";
import { NO_DEBIT_FILTERS, useDebits, type DebitFilters } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { inputClasses } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTimeSeconds } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";
import { ListStates } from "@/components/dashboard/list-states";

const PAGE_SIZES = [10, 20, 50, 100];

export function DebitHistory({ id, mode }: { id: string; mode: DashboardMode }) {
  const [filters, setFilters] = useState<DebitFilters>(NO_DEBIT_FILTERS);
  const [perPage, setPerPage] = useState(20);
  const [page, setPage] = useState(1);
  const list = useDebits(mode, id, filters, page, perPage);
  const set = (patch: Partial<DebitFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const filtered = Object.values(filters).some((v) => v !== "");
  const pagination = list.data?.pagination;

  return (
    <Card aria-labelledby="debit-history-title">
      <CardHeader
        titleId="debit-history-title"
        title="Debit history"
        description={pagination?.total !== undefined ? `${pagination.total} ${filtered ? "matching" : pagination.total === 1 ? "debit" : "debits"}` : undefined}
      />
      <FilterBar
        label="Filter debits"
        columns="lg:grid-cols-[9.5rem_9.5rem_1fr_7rem_auto]"
        value={filters}
        onChange={set}
        onClear={() => {
          setFilters(NO_DEBIT_FILTERS);
          setPage(1);
        }}
        referenceName="merchant_reference"
        referencePlaceholder="Your debit reference"
        trailing={
          <Field label="Per page">
            {(p) => (
              <select
                {...p}
                name="per_page"
                value={perPage}
                onChange={(e) => {
                  setPerPage(Number(e.target.value));
                  setPage(1);
                }}
                className={inputClasses}
              >
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
        }
      />
      <ListStates
        query={list}
        loadingLabel="Loading debits"
        errorTitle="Could not load the debit history"
        skeleton={["h-4 w-full"]}
        empty={
          <EmptyState title={filtered ? "No debits match these filters" : "No debits yet"} description={filtered ? "Change or clear the filters to see more." : "Debits of this account are listed here, newest first."} />
        }
      >
        {(items) => (
          <>
            <DataTable aria-label="Debits" className={cn(list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(d) => d.debit_reference}
              columns={["Debit", "Reason", { label: "Amount", className: "text-right" }, { label: "Balance before", className: "hidden text-right md:table-cell" }, { label: "Balance after", className: "text-right" }, { label: "Created", className: "hidden lg:table-cell" }]}
            >
              {(d) => (
                <>
                  <TD>
                    <span className="block font-mono text-[12.5px] text-slate-800">{d.debit_reference}</span>
                    {d.merchant_reference ? <span className="block max-w-48 truncate text-[12.5px] text-slate-500">{d.merchant_reference}</span> : null}
                  </TD>
                  <TD className="max-w-56 truncate text-slate-600">{d.reason ?? "—"}</TD>
                  <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(d.amount, d.currency)}</TD>
                  <TD className="hidden text-right whitespace-nowrap tabular-nums md:table-cell">{formatAmount(d.balance_before, d.currency)}</TD>
                  <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(d.balance_after, d.currency)}</TD>
                  <TD className="hidden whitespace-nowrap text-slate-500 lg:table-cell">{formatDateTimeSeconds(d.created_at)}</TD>
                </>
              )}
            </DataTable>
            <Pager label="Debit pages" page={page} perPage={perPage} pagination={pagination} onPage={setPage} />
          </>
        )}
      </ListStates>
    </Card>
  );
}

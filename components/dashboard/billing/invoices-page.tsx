"use client";
// /dashboard/invoices: the invoices of the current mode (one-off and subscriptions'), newest first,
// filtered by status and found by number (INV-000042), paged by the API's cursors; "New invoice"
// opens the one-off invoice's form.
import { useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListStates } from "@/components/dashboard/list-states";
import { useInvoices } from "@/components/dashboard/billing/billing-hooks";
import { CursorPager, INVOICE_STATUS_LABELS, InvoiceStatusBadge, ObjectLink, customerLine, invoiceHref, useListView } from "@/components/dashboard/billing/billing-parts";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { InvoiceIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { TD } from "@/components/ui/table";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { formatDate } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

const NUMBER = /^INV-\d{6,}$/;

export function InvoicesPage() {
  const { role } = useDashboard();
  const canManage = CAN_MANAGE_BILLING.includes(role);
  const view = useListView({ status: "", number: "" });
  const list = useInvoices(view.mode, view.filters, view.cursor);
  // The number is searched when it is whole (the API finds one number exactly): typing does not ask for every prefix.
  const [typed, setTyped] = useState(view.filters.number);
  const numberProblem = typed.trim() && !NUMBER.test(typed.trim().toUpperCase()) ? "A number looks like INV-000042" : undefined;

  return (
    <>
      <PageHeader
        title="Invoices"
        description={`What customers owe in ${view.mode} mode: each subscription period's invoice, and the one-off invoices you make.`}
        actions={
          canManage ? (
            <Link href="/dashboard/invoices/new" className={buttonClasses("primary")}>
              New invoice
            </Link>
          ) : null
        }
      />
      <Card aria-labelledby="invoices-title">
        <CardHeader titleId="invoices-title" title={view.filtered ? "Matching invoices" : "All invoices"} />
        <form
          role="search"
          aria-label="Filter invoices"
          onSubmit={(e) => {
            e.preventDefault();
            if (!numberProblem) view.setFilters({ number: typed.trim().toUpperCase() });
          }}
          className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-[12rem_14rem_auto] sm:items-end"
        >
          <SelectField label="Status" name="status" value={view.filters.status} onChange={(status) => view.setFilters({ status })} options={Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => ({ value, label }))}>
            <option value="">All statuses</option>
          </SelectField>
          <Field label="Number" error={numberProblem}>
            {(p) => <Input {...p} name="number" placeholder="INV-000001" value={typed} onChange={(e) => setTyped(e.target.value)} />}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="secondary">
              Search
            </Button>
            {view.filtered ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setTyped("");
                  view.clear();
                }}
              >
                Clear
              </Button>
            ) : null}
          </div>
        </form>
        <ListStates
          query={list}
          loadingLabel="Loading invoices"
          errorTitle="Could not load invoices"
          empty={
            <EmptyState
              icon={<InvoiceIcon />}
              title={view.filtered ? "No invoices match these filters" : `No ${view.mode} invoices yet`}
              description={view.filtered ? "Change or clear the filters to see more." : "Subscriptions make one each period. Make a one-off invoice with several lines, tax and partial payments with New invoice."}
            />
          }
        >
          {(items) => (
            <>
              <DataTable
                aria-label="Invoices"
                rows={items}
                rowKey={(i) => i.invoice_reference}
                columns={["Invoice", "Customer", "Status", { label: "Total", className: "text-right" }, { label: "Due", className: "text-right hidden sm:table-cell" }, { label: "Due date", className: "hidden md:table-cell" }, { label: "Created", className: "hidden lg:table-cell" }]}
              >
                {(i) => (
                  <>
                    <TD>
                      <ObjectLink href={invoiceHref(i.invoice_reference)}>{i.number ?? "Draft"}</ObjectLink>
                      <p className="text-[13px] text-slate-500">{i.subscription_reference ? "Subscription" : "One-off"}</p>
                    </TD>
                    <TD>{customerLine(i.customer)}</TD>
                    <TD>
                      <InvoiceStatusBadge status={i.status} />
                    </TD>
                    <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(i.total, i.currency)}</TD>
                    <TD className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">{formatAmount(i.amount_due, i.currency)}</TD>
                    <TD className="hidden md:table-cell">{i.due_at ? formatDate(i.due_at) : "—"}</TD>
                    <TD className="hidden lg:table-cell">{formatDate(i.created_at)}</TD>
                  </>
                )}
              </DataTable>
              <CursorPager list={list.data} onCursor={view.setCursor} />
            </>
          )}
        </ListStates>
      </Card>
    </>
  );
}

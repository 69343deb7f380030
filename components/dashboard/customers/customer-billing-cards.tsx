"use client";
// A customer's newest subscriptions and invoices (the billing pages' lists, filtered by
// customer_reference), each opening its own page, where it is managed.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ListStates } from "@/components/dashboard/list-states";
import { COLLECTION_LABELS, InvoiceStatusBadge, ObjectLink, SubscriptionStatusBadge, invoiceHref, subscriptionHref } from "@/components/dashboard/billing/billing-parts";
import type { CursorList } from "@/components/dashboard/billing/billing-hooks";
import { CUSTOMER_BILLING_ROWS, useCustomerInvoices, useCustomerSubscriptions } from "@/components/dashboard/customers/customer-hooks";
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { InvoiceIcon, RepeatIcon } from "@/components/ui/icons";
import { TD } from "@/components/ui/table";
import { formatDate } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

const ENDED = ["canceled", "completed"];

/** "The newest 5" when there are more than the card shows. */
const newest = (list: CursorList<unknown> | undefined) => (list?.pagination.has_more ? `The newest ${CUSTOMER_BILLING_ROWS}` : undefined);

export function CustomerSubscriptionsCard({ customerId }: { customerId: string }) {
  const { mode } = useDashboard();
  const list = useCustomerSubscriptions(mode, customerId);
  return (
    <Card className="mt-6" aria-labelledby="customer-subscriptions-title">
      <CardHeader titleId="customer-subscriptions-title" title="Subscriptions" description={newest(list.data)} />
      <ListStates query={list} loadingLabel="Loading subscriptions" errorTitle="Could not load the subscriptions" empty={<EmptyState icon={<RepeatIcon />} title="No subscriptions" />}>
        {(items) => (
          <DataTable
            aria-label="Subscriptions of this customer"
            rows={items}
            rowKey={(s) => s.subscription_reference}
            columns={["Plan", "Status", { label: "Collection", className: "hidden md:table-cell" }, { label: "Next charge", className: "hidden sm:table-cell" }]}
          >
            {(s) => (
              <>
                <TD>
                  <ObjectLink href={subscriptionHref(s.subscription_reference)}>{s.plan.name}</ObjectLink>
                  <p className="text-[13px] text-slate-500">
                    {formatAmount(s.plan.amount, s.plan.currency)} {s.plan.interval_in_words}
                  </p>
                </TD>
                <TD>
                  <SubscriptionStatusBadge status={s.status} />
                </TD>
                <TD className="hidden text-slate-500 md:table-cell">{COLLECTION_LABELS[s.collection_method] ?? s.collection_method}</TD>
                <TD className="hidden whitespace-nowrap text-slate-500 sm:table-cell">
                  {ENDED.includes(s.status) ? "Ended" : s.cancel_at_period_end ? `Ends ${formatDate(s.current_period_end)}` : s.next_action_at ? formatDate(s.next_action_at) : "—"}
                </TD>
              </>
            )}
          </DataTable>
        )}
      </ListStates>
    </Card>
  );
}

export function CustomerInvoicesCard({ customerId }: { customerId: string }) {
  const { mode } = useDashboard();
  const list = useCustomerInvoices(mode, customerId);
  return (
    <Card className="mt-6" aria-labelledby="customer-invoices-title">
      <CardHeader titleId="customer-invoices-title" title="Invoices" description={newest(list.data)} />
      <ListStates query={list} loadingLabel="Loading invoices" errorTitle="Could not load the invoices" empty={<EmptyState icon={<InvoiceIcon />} title="No invoices" />}>
        {(items) => (
          <DataTable
            aria-label="Invoices of this customer"
            rows={items}
            rowKey={(i) => i.invoice_reference}
            columns={["Invoice", "Status", { label: "Total", className: "text-right" }, { label: "Due", className: "text-right hidden sm:table-cell" }, { label: "Created", className: "hidden md:table-cell" }]}
          >
            {(i) => (
              <>
                <TD>
                  <ObjectLink href={invoiceHref(i.invoice_reference)}>{i.number ?? "Draft"}</ObjectLink>
                  <p className="text-[13px] text-slate-500">{i.subscription_reference ? "Subscription" : "One-off"}</p>
                </TD>
                <TD>
                  <InvoiceStatusBadge status={i.status} />
                </TD>
                <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(i.total, i.currency)}</TD>
                <TD className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">{formatAmount(i.amount_due, i.currency)}</TD>
                <TD className="hidden whitespace-nowrap text-slate-500 md:table-cell">{formatDate(i.created_at)}</TD>
              </>
            )}
          </DataTable>
        )}
      </ListStates>
    </Card>
  );
}

"use client";
// One customer profile: who they are, their numbers (payments, total paid per
// currency less refunds, last payment) and their newest payments, each opening its page; then
// their billing: saved payment methods (detached here), newest subscriptions and invoices, and a
// link to their customer portal.
import { PaymentReferenceCell } from "@/components/dashboard/payments-table";
import { FactsCard, type Fact } from "@/components/dashboard/facts-card";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { customerName, useCustomerDetail, type CustomerDetail } from "@/components/dashboard/customers/customer-hooks";
import { TotalPaid } from "@/components/dashboard/customers/total-paid";
import { SavedPaymentMethodsCard } from "@/components/dashboard/customers/saved-payment-methods-card";
import { CustomerInvoicesCard, CustomerSubscriptionsCard } from "@/components/dashboard/customers/customer-billing-cards";
import { PortalLinkCard } from "@/components/dashboard/customers/portal-link-card";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon } from "@/components/ui/icons";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";

export function CustomerDetailView({ initial }: { initial: CustomerDetail }) {
  const { mode } = useDashboard();
  const query = useCustomerDetail(mode, initial.id, initial);
  const c = query.data ?? initial;
  const facts: Fact[] = [
    ["Email", c.email ?? "—"],
    ["Phone number", c.phone_number ? <span className="font-mono">{c.phone_number}</span> : "—"],
    ["Payments", c.payments_count],
    ["Total paid", <TotalPaid key="total" totals={c.total_paid} />],
    ["Last payment", c.last_payment_at ? formatDateTime(c.last_payment_at) : "—"],
    ["Customer since", formatDateTime(c.created_at)],
  ];

  return (
    <>
      <DetailHeader back={{ href: "/dashboard/customers", label: "Customers" }} eyebrow="Customer" title={customerName(c)} reference={{ text: c.id, srLabel: "customer ID" }} />

      <FactsCard titleId="customer-facts-title" className="mb-6" facts={facts} />

      <Card aria-labelledby="customer-payments-title">
        <CardHeader
          titleId="customer-payments-title"
          title="Payments"
          description={c.payments_count > c.payments.length ? `The newest ${c.payments.length} of ${c.payments_count}` : undefined}
        />
        {c.payments.length === 0 ? (
          <EmptyState icon={<CardIcon />} title="No payments" />
        ) : (
          <DataTable rows={c.payments} rowKey={(p) => p.gateway_reference}
            columns={["Payment", { label: "Amount", className: "text-right" }, "Status", { label: "Method", className: "hidden md:table-cell" }, { label: "Created", className: "hidden sm:table-cell" }]}
          >
            {(p) => (
              <>
                <PaymentReferenceCell payment={p} />
                <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
                <TD>
                  <PaymentStatusBadge status={p.status} />
                </TD>
                <TD className="hidden text-slate-500 md:table-cell">{p.payment_method ?? "—"}</TD>
                <TD className="hidden whitespace-nowrap text-slate-500 sm:table-cell">{formatShortDateTime(p.created_at)}</TD>
              </>
            )}
          </DataTable>
        )}
      </Card>

      <SavedPaymentMethodsCard customerId={c.id} />
      <CustomerSubscriptionsCard customerId={c.id} />
      <CustomerInvoicesCard customerId={c.id} />
      <PortalLinkCard customerId={c.id} />
    </>
  );
}

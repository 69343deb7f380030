"use client";
// One customer profile: who they are, their numbers (payments, total paid per
// currency less refunds, last payment) and their newest payments, each opening its page.
import type { ReactNode } from "react";
import Link from "next/link";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { customerName, useCustomerDetail, type CustomerDetail } from "@/components/dashboard/customers/customer-hooks";
import { TotalPaid } from "@/components/dashboard/customers/total-paid";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { CardIcon } from "@/components/ui/icons";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";

export function CustomerDetailView({ initial }: { initial: CustomerDetail }) {
  const { mode } = useDashboard();
  const query = useCustomerDetail(mode, initial.id, initial);
  const c = query.data ?? initial;
  const facts: [string, ReactNode][] = [
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

      <Card className="mb-6" aria-labelledby="customer-facts-title">
        <CardHeader titleId="customer-facts-title" title="Details" />
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="mt-0.5 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card aria-labelledby="customer-payments-title">
        <CardHeader
          titleId="customer-payments-title"
          title="Payments"
          description={c.payments_count > c.payments.length ? `The newest ${c.payments.length} of ${c.payments_count}` : undefined}
        />
        {c.payments.length === 0 ? (
          <EmptyState icon={<CardIcon />} title="No payments" />
        ) : (
          <Table>
            <THead>
              <TR>
                <TH>Payment</TH>
                <TH className="text-right">Amount</TH>
                <TH>Status</TH>
                <TH className="hidden md:table-cell">Method</TH>
                <TH className="hidden sm:table-cell">Created</TH>
              </TR>
            </THead>
            <TBody>
              {c.payments.map((p) => (
                <TR key={p.gateway_reference}>
                  <TD>
                    <Link href={`/dashboard/payments/${p.gateway_reference}`} className={cn("rounded-sm font-mono text-[12.5px] text-indigo-700 hover:underline", focusRing)}>
                      {p.gateway_reference}
                    </Link>
                    {p.merchant_reference ? <span className="block max-w-48 truncate text-[12.5px] text-slate-500">{p.merchant_reference}</span> : null}
                  </TD>
                  <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
                  <TD>
                    <PaymentStatusBadge status={p.status} />
                  </TD>
                  <TD className="hidden text-slate-500 md:table-cell">{p.payment_method ?? "—"}</TD>
                  <TD className="hidden whitespace-nowrap text-slate-500 sm:table-cell">{formatShortDateTime(p.created_at)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>
    </>
  );
}

"use client";

// Recent payments as a table, on the overview (compact) and the payments
// page. Each row opens the payment's page: the amount is the link, stretched over the row.
import { LoadError } from "@/components/ui/load-error";
import type { ReactNode } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useRecentPayments } from "@/components/dashboard/money-hooks";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { CardIcon } from "@/components/ui/icons";
import { RowsSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { cn } from "@/components/ui/cn";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";
import type { PaymentListItem } from "@/lib/payments/payment-view-types";
import { findMethod } from "@/lib/catalog/payment-methods";

export function paymentHref(reference: string) {
  return `/dashboard/payments/${encodeURIComponent(reference)}`;
}

/** A table's first cell for a payment: its reference, opening its page, and the merchant's own reference under it. */
export function PaymentReferenceCell({ payment }: { payment: { gateway_reference: string; merchant_reference?: string | null } }) {
  return (
    <TD>
      <Link href={paymentHref(payment.gateway_reference)} className={cn("rounded-sm font-mono text-[12.5px] text-indigo-700 hover:underline", focusRing)}>
        {payment.gateway_reference}
      </Link>
      {payment.merchant_reference ? <span className="block max-w-48 truncate text-[12.5px] text-slate-500">{payment.merchant_reference}</span> : null}
    </TD>
  );
}

export function methodName(id: string | null): string {
  if (!id) return "—";
  return findMethod(id)?.name ?? id;
}

export function RecentPayments({ limit, compact = false, emptyAction }: { limit: number; compact?: boolean; emptyAction?: ReactNode }) {
  const { mode } = useDashboard();
  const payments = useRecentPayments(mode, limit);

  if (payments.isPending) return <PaymentsSkeleton rows={compact ? 4 : 6} />;
  if (payments.isError) {
    return (
      <div className="p-5">
        <LoadError title="Could not load payments" error={payments.error} onRetry={() => payments.refetch()} />
      </div>
    );
  }
  if (payments.data.length === 0) {
    return (
      <EmptyState
        icon={<CardIcon />}
        title={`No ${mode} payments yet`}
        description={
          mode === "test"
            ? "Create a payment with your test secret key (POST /v2/payments/hosted) and pay it with a test card; it appears here."
            : "Live payments appear here as soon as your customers pay."
        }
        action={emptyAction}
      />
    );
  }
  return <PaymentsTable payments={payments.data} compact={compact} />;
}

function PaymentsTable({ payments, compact }: { payments: PaymentListItem[]; compact: boolean }) {
  // Columns appear by the width of the card, not of the window (container queries): on the
  // overview the table shares a row with Quick start, and at 1280 px wide viewport breakpoints
  // would show columns the card has no room for, pushing Created out of it. Amount and status
  // always; the date moves under the amount when Created has no room.
  return (
    <div className="@container">
      <Table>
        <THead>
          <TR>
            <TH>Amount</TH>
            <TH>Status</TH>
            {compact ? null : <TH className="hidden @3xl:table-cell">Reference</TH>}
            {compact ? null : <TH className="hidden @5xl:table-cell">Method</TH>}
            <TH className="hidden @2xl:table-cell">Customer</TH>
            <TH className="hidden text-right @md:table-cell">Created</TH>
          </TR>
        </THead>
        <TBody>
          {payments.map((p) => (
            <TR key={p.gateway_reference} className="relative hover:bg-slate-50/80">
              <TD className="whitespace-nowrap">
                <Link
                  href={paymentHref(p.gateway_reference)}
                  className={cn("rounded-sm font-medium text-slate-900 tabular-nums after:absolute after:inset-0 after:content-['']", focusRing)}
                >
                  {formatAmount(p.amount, p.currency)}
                  <span className="sr-only">, payment {p.gateway_reference}</span>
                </Link>
                <span className="mt-0.5 block text-[12.5px] text-slate-500 @md:hidden">{formatShortDateTime(p.created_at)}</span>
              </TD>
              <TD>
                <PaymentStatusBadge status={p.status} />
              </TD>
              {compact ? null : (
                <TD className="hidden @3xl:table-cell">
                  <span className="block font-mono text-[12.5px] whitespace-nowrap text-slate-600">{p.gateway_reference}</span>
                  {p.merchant_reference ? (
                    <span className="block max-w-52 truncate text-[12.5px] text-slate-500" title={p.merchant_reference}>
                      {p.merchant_reference}
                    </span>
                  ) : null}
                </TD>
              )}
              {compact ? null : <TD className="hidden whitespace-nowrap @5xl:table-cell">{methodName(p.payment_method)}</TD>}
              <TD className="hidden @2xl:table-cell" title={p.customer.email ?? undefined}>
                {/* A table cell ignores max-width; the span inside truncates. */}
                <span className="block max-w-44 truncate whitespace-nowrap">{p.customer.email ?? <span className="text-slate-400">—</span>}</span>
              </TD>
              <TD className="hidden text-right whitespace-nowrap text-slate-500 @md:table-cell" title={formatDateTime(p.created_at)}>
                {formatShortDateTime(p.created_at)}
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}

function PaymentsSkeleton({ rows }: { rows: number }) {
  return <RowsSkeleton label="Loading payments" rows={rows} cells={["h-4 w-24", "h-5 w-20 rounded-full", "h-4 flex-1", "h-4 w-28"]} />;
}

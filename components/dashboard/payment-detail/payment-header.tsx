"use client";
// The top of the payment page: the way back to Payments, the amount and status, the references,
// and the actions the payment allows (passed in).
import type { ReactNode } from "react";
import Link from "next/link";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { focusRing } from "@/components/ui/focus";
import { formatAmount } from "@/lib/money/format-amount";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function PaymentHeader({ payment, actions }: { payment: PaymentDetail; actions?: ReactNode }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-4">
        <Link
          href="/dashboard/payments"
          className={cn("inline-flex items-center gap-1 rounded-sm text-sm font-medium text-slate-500 hover:text-slate-800", focusRing)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path fillRule="evenodd" d="M12.8 5.2a.75.75 0 0 1 0 1.06L9.06 10l3.74 3.74a.75.75 0 1 1-1.06 1.06l-4.27-4.27a.75.75 0 0 1 0-1.06l4.27-4.27a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
          </svg>
          Payments
        </Link>
      </nav>

      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Payment</p>
          <div className="mt-0.5 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{formatAmount(payment.amount, payment.currency)}</h1>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <code className="font-mono text-[13px] break-all text-slate-700">{payment.gateway_reference}</code>
            <CopyButton text={payment.gateway_reference} srLabel="payment reference" iconOnly />
            {payment.merchant_reference ? (
              <span className="min-w-0 basis-full truncate sm:basis-auto">
                <span aria-hidden="true" className="hidden sm:inline">
                  ·{" "}
                </span>
                Your reference <span className="font-medium text-slate-700">{payment.merchant_reference}</span>
              </span>
            ) : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </>
  );
}

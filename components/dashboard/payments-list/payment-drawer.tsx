"use client";
// A payment's drawer on the payment table: the essentials beside the list, read from
// GET /api/dashboard/payments/{reference} (the detail page's data), and a link to the full page
// with attempts, split, events, refunds and actions.
import Link from "next/link";
import { usePaymentDetail } from "@/components/dashboard/money-hooks";
import { paymentHref } from "@/components/dashboard/payments-table";
import { SummaryCard } from "@/components/dashboard/payment-detail/summary-card";
import { buttonClasses } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardMode } from "@/lib/catalog/modes";

export function PaymentDrawer({ mode, reference, onClose }: { mode: DashboardMode; reference: string | null; onClose: () => void }) {
  return (
    <Drawer
      open={reference !== null}
      onClose={onClose}
      title="Payment"
      description={reference ? <span className="font-mono text-[13px]">{reference}</span> : undefined}
      footer={
        reference ? (
          <Link href={paymentHref(reference)} className={buttonClasses("primary")}>
            Open full page
          </Link>
        ) : undefined
      }
    >
      {reference ? <DrawerBody mode={mode} reference={reference} /> : null}
    </Drawer>
  );
}

function DrawerBody({ mode, reference }: { mode: DashboardMode; reference: string }) {
  const payment = usePaymentDetail(mode, reference);
  if (payment.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the payment">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    );
  }
  if (payment.isError) return <LoadError title="Could not load the payment" error={payment.error} onRetry={() => payment.refetch()} />;
  const p = payment.data;
  return (
    <div className="space-y-4">
      {p.merchant_reference ? (
        <p className="text-sm text-slate-600">
          Your reference: <span className="font-medium text-slate-900">{p.merchant_reference}</span>
        </p>
      ) : null}
      <SummaryCard payment={p} />
    </div>
  );
}

"use client";
// One payment: the header with its actions (copy checkout link, cancel,
// refund), then one card per section (its disputes among them). Each section is its own component in
// components/dashboard/payment-detail/.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { usePaymentDetail } from "@/components/dashboard/money-hooks";
import { DuplicateCharges } from "@/components/dashboard/duplicate-charges";
import { PaymentDisputesCard } from "@/components/dashboard/disputes/payment-disputes-card";
import { AttemptsCard } from "@/components/dashboard/payment-detail/attempts-card";
import { EventsCard } from "@/components/dashboard/payment-detail/events-card";
import { MetadataCard } from "@/components/dashboard/payment-detail/metadata-card";
import { PaymentActions } from "@/components/dashboard/payment-detail/payment-actions";
import { PaymentHeader } from "@/components/dashboard/payment-detail/payment-header";
import { RefundsCard } from "@/components/dashboard/payment-detail/refunds-card";
import { SplitBreakdownCard } from "@/components/dashboard/payment-detail/split-breakdown-card";
import { SummaryCard } from "@/components/dashboard/payment-detail/summary-card";
import { Notice } from "@/components/ui/notice";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function PaymentDetailClient({ initial }: { initial: PaymentDetail }) {
  const { mode, role } = useDashboard();
  const query = usePaymentDetail(mode, initial.gateway_reference, initial);
  const payment = query.data ?? initial;

  return (
    <>
      <PaymentHeader payment={payment} actions={<PaymentActions payment={payment} mode={mode} role={role} />} />

      {query.isError ? (
        <Notice tone="warning" className="mb-6" title="Could not refresh this payment">
          {query.error.message} The details below may be out of date.
        </Notice>
      ) : null}

      {/* Small screens: details first, metadata last. Large screens: both in the right-hand column. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1">
          <SummaryCard payment={payment} />
          <div className="hidden lg:block">
            <MetadataCard meta={payment.meta} />
          </div>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <SplitBreakdownCard payment={payment} />
          <DuplicateCharges payment={payment} />
          <AttemptsCard payment={payment} />
          <RefundsCard payment={payment} />
          <PaymentDisputesCard payment={payment} mode={mode} role={role} />
          <EventsCard payment={payment} />
          <div className="lg:hidden">
            <MetadataCard meta={payment.meta} />
          </div>
        </div>
      </div>
    </>
  );
}

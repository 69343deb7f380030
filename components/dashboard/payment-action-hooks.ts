"use client";
// React Query mutations for the dashboard's payment actions: cancel an unfinished
// payment, create a payment link. Both refresh every payments query of the mode (the list and
// the payment's own page share the key prefix).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moneyKeys } from "@/components/dashboard/money-hooks";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { PaymentDetail, PaymentListItem } from "@/lib/payments/payment-view-types";

/** What the payment page gives each of its action dialogs (cancel, refund). */
export type PaymentDialogProps = { open: boolean; onClose: () => void; payment: PaymentDetail; mode: DashboardMode };

export function useCancelPayment(mode: DashboardMode, reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      dashboardFetch<PaymentListItem>(`/api/dashboard/payments/${encodeURIComponent(reference)}/cancel`, { method: "POST", body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.payments(mode) }),
  });
}

export type CreatePaymentLinkInput = {
  amount: number;
  currency: string;
  merchant_reference?: string;
  customer?: { first_name?: string; last_name?: string; email?: string; phone_number?: string };
  description?: string;
};

export type CreatedPaymentLink = PaymentListItem & { checkout_url: string };

export function useCreatePaymentLink(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkInput) => dashboardFetch<CreatedPaymentLink>("/api/dashboard/payments", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.payments(mode) }),
  });
}

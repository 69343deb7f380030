"use client";
// The payment table's data: one page of GET /api/dashboard/payments for the view in the
// URL. The key sits under moneyKeys.payments(mode), so a refund or a new payment link refreshes it;
// the previous page stays on screen while the next one loads.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { moneyKeys } from "@/components/dashboard/money-hooks";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { PaymentListItem } from "@/lib/payments/payment-view-types";
import { paymentListQuery, type PaymentTableView } from "@/components/dashboard/payments-list/table-state";

export type PaymentListPage = {
  items: PaymentListItem[];
  pagination: { next_cursor: string | null; prev_cursor: string | null; has_more: boolean; limit: number; per_page: number };
};

export function usePaymentList(mode: DashboardMode, view: PaymentTableView) {
  const search = paymentListQuery(view, { page: true });
  return useQuery({
    queryKey: [...moneyKeys.payments(mode), "list", search],
    queryFn: () => dashboardFetch<PaymentListPage>(`/api/dashboard/payments?${search}`),
    placeholderData: keepPreviousData,
  });
}

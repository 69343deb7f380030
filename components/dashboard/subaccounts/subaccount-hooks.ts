"use client";
// A subaccount's page: the subaccount with its balance, and the payments that
// fed it, page by page. Keys sit under the mode's subaccount keys, so "Settle now" and edits
// (which invalidate those) refresh the page too.
import { useQuery } from "@tanstack/react-query";
import { moneyKeys } from "@/components/dashboard/money-hooks";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

export type SubaccountPayment = {
  gateway_reference: string;
  merchant_reference: string | null;
  status: string;
  amount: number;
  share: number;
  currency: string;
  created_at: string;
  paid_at: string | null;
};

export type SubaccountPayments = { items: SubaccountPayment[]; pagination: { page: number; per_page: number; total: number; has_more: boolean } };

const path = (reference: string) => encodeURIComponent(reference);

export function useSubaccountDetail(mode: DashboardMode, reference: string, initialData?: SubaccountItem) {
  return useQuery({
    queryKey: [...moneyKeys.subaccounts(mode), "detail", reference],
    queryFn: () => dashboardFetch<SubaccountItem>(`/api/dashboard/subaccounts/${path(reference)}`),
    initialData,
  });
}

export function useSubaccountPayments(mode: DashboardMode, reference: string, page: number, perPage: number) {
  return useQuery({
    queryKey: [...moneyKeys.subaccounts(mode), "payments", reference, page, perPage],
    queryFn: () => dashboardFetch<SubaccountPayments>(`/api/dashboard/subaccounts/${path(reference)}/payments?page=${page}&per_page=${perPage}`),
    placeholderData: (previous) => previous,
  });
}

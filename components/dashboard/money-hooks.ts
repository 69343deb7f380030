"use client";
// React Query hooks for the dashboard's money pages: payments, refunds,
// balances, test funds, subaccounts and banks. Keys carry the mode, like hooks.ts, so test
// and live data never share a cache entry; a mutation invalidates everything it changes.
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { BalanceItem } from "@/lib/ledger/balance-view-types";
import type { BankItem } from "@/lib/banks/serialize-bank";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { PagedList } from "@/lib/http/pagination";
import type { PaymentDetail, PaymentListItem, RefundItem } from "@/lib/payments/payment-view-types";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

export const moneyKeys = {
  payments: (mode: DashboardMode) => ["dashboard", "payments", mode] as const,
  recentPayments: (mode: DashboardMode, limit: number) => ["dashboard", "payments", mode, "recent", limit] as const,
  payment: (mode: DashboardMode, reference: string) => ["dashboard", "payments", mode, "detail", reference] as const,
  balances: (mode: DashboardMode) => ["dashboard", "balances", mode] as const,
  subaccounts: (mode: DashboardMode) => ["dashboard", "subaccounts", mode] as const,
  subaccountPage: (mode: DashboardMode, page: number, perPage: number, q = "") => ["dashboard", "subaccounts", mode, page, perPage, q] as const,
  banks: (currency: string) => ["dashboard", "banks", currency] as const,
};

const path = (reference: string) => encodeURIComponent(reference);

export function useRecentPayments(mode: DashboardMode, limit: number) {
  return useQuery({
    queryKey: moneyKeys.recentPayments(mode, limit),
    queryFn: () => dashboardFetch<{ items: PaymentListItem[] }>(`/api/dashboard/payments?limit=${limit}`),
    select: (data) => data.items,
  });
}

export function usePaymentDetail(mode: DashboardMode, reference: string, initialData?: PaymentDetail) {
  return useQuery({
    queryKey: moneyKeys.payment(mode, reference),
    queryFn: () => dashboardFetch<PaymentDetail>(`/api/dashboard/payments/${path(reference)}`),
    initialData,
  });
}

export type RefundInput = { amount?: number; reason?: string };

export function useRefundPayment(mode: DashboardMode, reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) =>
      dashboardFetch<RefundItem & { payment: PaymentListItem }>(`/api/dashboard/payments/${path(reference)}/refunds`, {
        method: "POST",
        body: input,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moneyKeys.payments(mode) }),
        client.invalidateQueries({ queryKey: moneyKeys.balances(mode) }),
      ]),
  });
}

export function useBalances(mode: DashboardMode) {
  return useQuery({
    queryKey: moneyKeys.balances(mode),
    queryFn: () => dashboardFetch<BalanceItem[]>("/api/dashboard/balances"),
  });
}

export function useAddTestFunds(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: string; amount: number }) =>
      dashboardFetch<{ balances: BalanceItem[] }>("/api/dashboard/balances/test-funds", { method: "POST", body: input }),
    onSuccess: (data) => client.setQueryData(moneyKeys.balances(mode), data.balances),
    onSettled: () => client.invalidateQueries({ queryKey: moneyKeys.balances(mode) }),
  });
}

/** `q`: the search box: name, bank, account or reference. */
export function useSubaccounts(mode: DashboardMode, page: number, perPage: number, q = "") {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (q) params.set("q", q);
  return useQuery({
    queryKey: moneyKeys.subaccountPage(mode, page, perPage, q),
    queryFn: () => dashboardFetch<PagedList<SubaccountItem>>(`/api/dashboard/subaccounts?${params}`),
    placeholderData: (previous) => previous,
  });
}

/** The bank registry for a currency; it only changes with a deploy, so it is fetched once. */
export function useBanks(currency: string) {
  return useQuery({
    queryKey: moneyKeys.banks(currency),
    queryFn: () => dashboardFetch<BankItem[]>(`/api/dashboard/banks?currency=${encodeURIComponent(currency)}`),
    enabled: currency !== "",
    staleTime: Infinity,
  });
}

export type CreateSubaccountInput = {
  subaccount_name: string;
  account: { account_name: string; account_number: string; bank_slug: string; bank_name?: string };
  currency: string;
  split_type: string;
  split_value: number;
  min_amount?: number | null;
  max_amount?: number | null;
};

export type UpdateSubaccountInput = {
  subaccount_name?: string;
  split_type?: string;
  split_value?: number;
  min_amount?: number | null;
  max_amount?: number | null;
};

/**
 * A mutation that moves money: once done it refreshes its own queries (`ownKey`) and the
 * balances. "settled" refreshes after a failure too, where a refused request can still have
 * changed what the page shows (a payout held then failed, a debit refused by the balance).
 */
export function useMoneyMutation<V, T>(mode: DashboardMode, mutationFn: (vars: V) => Promise<T>, ownKey: QueryKey, refreshOn: "success" | "settled" = "success") {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ownKey }), client.invalidateQueries({ queryKey: moneyKeys.balances(mode) })]);
  return useMutation({ mutationFn, ...(refreshOn === "success" ? { onSuccess: refresh } : { onSettled: refresh }) });
}

function useSubaccountMutation<V, T>(mode: DashboardMode, mutationFn: (vars: V) => Promise<T>) {
  return useMoneyMutation(mode, mutationFn, moneyKeys.subaccounts(mode));
}

export function useCreateSubaccount(mode: DashboardMode) {
  return useSubaccountMutation(mode, (input: CreateSubaccountInput) =>
    dashboardFetch<SubaccountItem>("/api/dashboard/subaccounts", { method: "POST", body: input }),
  );
}

export function useUpdateSubaccount(mode: DashboardMode) {
  return useSubaccountMutation(mode, (vars: { reference: string; input: UpdateSubaccountInput }) =>
    dashboardFetch<{ subaccount: SubaccountItem; changed: string[] }>(`/api/dashboard/subaccounts/${path(vars.reference)}`, {
      method: "PATCH",
      body: vars.input,
    }),
  );
}

export function useDeactivateSubaccount(mode: DashboardMode) {
  return useSubaccountMutation(mode, (reference: string) =>
    dashboardFetch<SubaccountItem>(`/api/dashboard/subaccounts/${path(reference)}/deactivate`, { method: "POST", body: {} }),
  );
}

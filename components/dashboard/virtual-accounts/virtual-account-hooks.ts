"use client";
// React Query hooks of the virtual accounts pages. Keys carry the mode, like
// money-hooks.ts; a credit or a debit refreshes the account, its history, the list and the
// balances (a debit moves money into the available balance).
import { useQuery } from "@tanstack/react-query";
import { useMoneyMutation } from "@/components/dashboard/money-hooks";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { CreditItem, DebitItem, DebitList, VirtualAccountDetailView, VirtualAccountItem, VirtualAccountList } from "@/lib/virtual-accounts/virtual-account-view-types";

/** The debit history's filters, named as the API's query parameters. */
export type DebitFilters = { from: string; to: string; merchant_reference: string };
export const NO_DEBIT_FILTERS: DebitFilters = { from: "", to: "", merchant_reference: "" };

export const virtualAccountKeys = {
  all: (mode: DashboardMode) => ["dashboard", "virtual-accounts", mode] as const,
  list: (mode: DashboardMode, page: number, perPage: number) => ["dashboard", "virtual-accounts", mode, "list", page, perPage] as const,
  detail: (mode: DashboardMode, id: string) => ["dashboard", "virtual-accounts", mode, "detail", id] as const,
  debits: (mode: DashboardMode, id: string, filters: DebitFilters, page: number, perPage: number) =>
    ["dashboard", "virtual-accounts", mode, "debits", id, filters, page, perPage] as const,
};

const base = (id: string) => `/api/dashboard/virtual-accounts/${encodeURIComponent(id)}`;

export function useVirtualAccounts(mode: DashboardMode, page: number, perPage: number) {
  return useQuery({
    queryKey: virtualAccountKeys.list(mode, page, perPage),
    queryFn: () => dashboardFetch<VirtualAccountList>(`/api/dashboard/virtual-accounts?page=${page}&per_page=${perPage}`),
    placeholderData: (previous) => previous,
  });
}

export function useVirtualAccount(mode: DashboardMode, id: string, initialData: VirtualAccountDetailView) {
  return useQuery({ queryKey: virtualAccountKeys.detail(mode, id), queryFn: () => dashboardFetch<VirtualAccountDetailView>(base(id)), initialData });
}

export function useDebits(mode: DashboardMode, id: string, filters: DebitFilters, page: number, perPage: number) {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return useQuery({
    queryKey: virtualAccountKeys.debits(mode, id, filters, page, perPage),
    queryFn: () => dashboardFetch<DebitList>(`${base(id)}/debits?${params}`),
    placeholderData: (previous) => previous,
  });
}

function useVirtualAccountMutation<V, T>(mode: DashboardMode, mutationFn: (vars: V) => Promise<T>) {
  return useMoneyMutation(mode, mutationFn, virtualAccountKeys.all(mode), "settled");
}

export type CreateVirtualAccountInput = { currency: string; account_name: string; merchant_reference?: string };

export function useCreateVirtualAccount(mode: DashboardMode) {
  return useVirtualAccountMutation(mode, (input: CreateVirtualAccountInput) =>
    dashboardFetch<VirtualAccountItem>("/api/dashboard/virtual-accounts", { method: "POST", body: input }),
  );
}

export function useTestCredit(mode: DashboardMode, id: string) {
  return useVirtualAccountMutation(mode, (input: { amount: number; reference?: string }) =>
    dashboardFetch<CreditItem>(`${base(id)}/test-credits`, { method: "POST", body: input }),
  );
}

export type DebitInput = { amount: number; merchant_reference?: string; reason?: string };

export function useDebitVirtualAccount(mode: DashboardMode, id: string) {
  return useVirtualAccountMutation(mode, (input: DebitInput) => dashboardFetch<DebitItem>(`${base(id)}/debits`, { method: "POST", body: input }));
}

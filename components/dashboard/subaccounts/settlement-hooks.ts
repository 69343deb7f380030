"use client";
// Subaccount settlement in the dashboard: the settlement view of one subaccount and
// "Settle now", which changes the subaccount list (its balance) and the balances panel too.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { moneyKeys } from "@/components/dashboard/money-hooks";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

export type SettlementPayout = {
  gateway_reference: string;
  amount: number;
  service_fee: number;
  currency: string;
  status: string;
  status_reason: string | null;
  account: { account_name: string; account_number: string; bank_name: string };
  created_at: string;
  processed_at: string | null;
};

export type SubaccountSettlements = {
  subaccount_reference: string;
  currency: string;
  schedule: "daily" | "weekly" | "manual";
  balance: number;
  fee: number;
  amount: number;
  minimum: number;
  can_settle: boolean;
  items: SettlementPayout[];
};

const settlementsKey = (mode: DashboardMode, reference: string) => [...moneyKeys.subaccounts(mode), "settlements", reference] as const;
const path = (reference: string) => encodeURIComponent(reference);

export function useSubaccountSettlements(mode: DashboardMode, target: SubaccountItem | null) {
  const reference = target?.subaccount_reference ?? "";
  return useQuery({
    queryKey: settlementsKey(mode, reference),
    queryFn: () => dashboardFetch<SubaccountSettlements>(`/api/dashboard/subaccounts/${path(reference)}/settlements`),
    enabled: target !== null,
    // Payouts move on their own (the worker): look again while one is on its way.
    refetchInterval: (query) => (query.state.data?.items.some((p) => p.status === "pending" || p.status === "processing") ? 3_000 : false),
  });
}

export function useSettleSubaccount(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      dashboardFetch<SettlementPayout>(`/api/dashboard/subaccounts/${path(reference)}/settle`, { method: "POST", body: {} }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moneyKeys.subaccounts(mode) }),
        client.invalidateQueries({ queryKey: moneyKeys.balances(mode) }),
      ]),
  });
}

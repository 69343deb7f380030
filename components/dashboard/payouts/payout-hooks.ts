"use client";
// React Query hooks of the payouts page. Keys carry the mode, like money-hooks.ts.
// A payout on its way (pending with a processor, or processing) is polled every
// POLL_MS until it settles; whenever a shown payout changes status, the balances are
// fetched again, since each move holds, delivers or returns money.
import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { moneyKeys, useMoneyMutation } from "@/components/dashboard/money-hooks";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { PayoutDetail, PayoutList, PayoutListItem, PayoutQuote } from "@/lib/payouts/payout-view-types";

export const POLL_MS = 1500;

export type PayoutFilters = { status: string; currency: string; from: string; to: string; merchant_reference: string };
export const NO_FILTERS: PayoutFilters = { status: "", currency: "", from: "", to: "", merchant_reference: "" };

export const payoutKeys = {
  all: (mode: DashboardMode) => ["dashboard", "payouts", mode] as const,
  list: (mode: DashboardMode, filters: PayoutFilters, page: number, perPage: number) => ["dashboard", "payouts", mode, "list", filters, page, perPage] as const,
  detail: (mode: DashboardMode, reference: string) => ["dashboard", "payouts", mode, "detail", reference] as const,
  quote: (mode: DashboardMode, currency: string, bankSlug: string) => ["dashboard", "payouts", mode, "quote", currency, bankSlug] as const,
};

const path = (reference: string) => encodeURIComponent(reference);

/**
 * Still moving on its own: processing, or pending while a processor will pick it up. A live
 * payout with no live processor waits in pending with a reason, and nothing will move it.
 */
export function isMoving(p: Pick<PayoutListItem, "status" | "status_reason">): boolean {
  return p.status === "processing" || (p.status === "pending" && !p.status_reason);
}

export function usePayouts(mode: DashboardMode, filters: PayoutFilters, page: number, perPage: number) {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return useQuery({
    queryKey: payoutKeys.list(mode, filters, page, perPage),
    queryFn: () => dashboardFetch<PayoutList>(`/api/dashboard/payouts?${params}`),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.items.some(isMoving) ? POLL_MS : false),
  });
}

/** How often the sidebar asks again for payouts waiting for the viewer: another member's payout shows up within this. */
const AWAITING_POLL_MS = 30_000;

/**
 * The payouts in this mode waiting for a decision the viewer may take: above the approval threshold
 * and created by someone else (for a role that approves), or held by the processor for the merchant's
 * approval (for a role that moves money). Counted from the first 100 waiting, newest first; `more`
 * says there are others. Under payoutKeys.all, so every decision counts again at once.
 */
export function usePayoutsAwaitingYou(mode: DashboardMode, can: { approve: boolean; move: boolean }) {
  const params = new URLSearchParams({ status: "auth_needed", page: "1", per_page: "100" });
  const query = useQuery({
    queryKey: [...payoutKeys.all(mode), "awaiting-you"] as const,
    queryFn: () => dashboardFetch<PayoutList>(`/api/dashboard/payouts?${params}`),
    enabled: can.approve || can.move,
    refetchInterval: AWAITING_POLL_MS,
  });
  const items = (query.data?.items ?? []).filter((p) => (p.approval.waiting ? can.approve && !p.approval.created_by_you : can.move));
  return { count: items.length, more: query.data?.pagination.has_more ?? false };
}

/** "1 payout waits for your approval", "3 payouts wait…": the cue's words, for the sidebar and the page. */
export function awaitingSentence(count: number, more = false): string {
  return `${count}${more ? "+" : ""} ${count === 1 && !more ? "payout waits" : "payouts wait"} for your approval`;
}

export function usePayoutDetail(mode: DashboardMode, reference: string, initialData?: PayoutDetail) {
  return useQuery({
    queryKey: payoutKeys.detail(mode, reference),
    queryFn: () => dashboardFetch<PayoutDetail>(`/api/dashboard/payouts/${path(reference)}`),
    initialData,
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? POLL_MS : false),
  });
}

export function usePayoutQuote(mode: DashboardMode, currency: string, bankSlug: string, enabled: boolean) {
  const params = new URLSearchParams({ currency });
  if (bankSlug) params.set("bank_slug", bankSlug);
  return useQuery({
    queryKey: payoutKeys.quote(mode, currency, bankSlug),
    queryFn: () => dashboardFetch<PayoutQuote>(`/api/dashboard/payouts/quote?${params}`),
    enabled: enabled && currency !== "",
    placeholderData: (previous) => (previous?.currency === currency ? previous : undefined),
  });
}

/** Fetches the balances again when the statuses shown change (not on the first render). */
export function useBalancesFollow(mode: DashboardMode, payouts: Pick<PayoutListItem, "gateway_reference" | "status">[] | undefined) {
  const client = useQueryClient();
  const signature = payouts?.map((p) => `${p.gateway_reference}:${p.status}`).join(",");
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (signature === undefined) return;
    if (previous.current !== undefined && previous.current !== signature) {
      void client.invalidateQueries({ queryKey: moneyKeys.balances(mode) });
    }
    previous.current = signature;
  }, [client, mode, signature]);
}

function usePayoutMutation<V, T>(mode: DashboardMode, mutationFn: (vars: V) => Promise<T>) {
  return useMoneyMutation(mode, mutationFn, payoutKeys.all(mode), "settled");
}

export type CreatePayoutBody = {
  amount: number;
  currency: string;
  account: { account_name: string; account_number: string; bank_slug: string; bank_name?: string };
  merchant_reference?: string;
  reason?: string;
};

export function useCreatePayout(mode: DashboardMode) {
  return usePayoutMutation(mode, (input: CreatePayoutBody) => dashboardFetch<PayoutListItem>("/api/dashboard/payouts", { method: "POST", body: input }));
}

export function useConfirmPayoutOtp(mode: DashboardMode, reference: string) {
  return usePayoutMutation(mode, (otp: string) =>
    dashboardFetch<PayoutListItem>(`/api/dashboard/payouts/${path(reference)}/otp`, { method: "POST", body: { otp } }),
  );
}

export function useDecidePayout(mode: DashboardMode, reference: string) {
  return usePayoutMutation(mode, (vars: { approve: boolean; reason?: string }) =>
    dashboardFetch<PayoutListItem>(`/api/dashboard/payouts/${path(reference)}/${vars.approve ? "approve" : "reject"}`, {
      method: "POST",
      body: vars.approve || !vars.reason ? {} : { reason: vars.reason },
    }),
  );
}

/** Per currency (major units), the amount above which a payout waits for a second approver. */
export type PayoutApprovalThresholds = Record<string, number>;

export function usePayoutApprovalThresholds(mode: DashboardMode) {
  return useQuery({
    queryKey: [...payoutKeys.all(mode), "approval-thresholds"] as const,
    queryFn: async () => (await dashboardFetch<{ thresholds: PayoutApprovalThresholds }>("/api/dashboard/payouts/approval-thresholds")).thresholds,
  });
}

export function useSetPayoutApprovalThreshold(mode: DashboardMode) {
  return usePayoutMutation(mode, (vars: { currency: string; amount: number | null }) =>
    dashboardFetch<{ thresholds: PayoutApprovalThresholds }>("/api/dashboard/payouts/approval-thresholds", { method: "PUT", body: vars }),
  );
}

/** Whether a payout of `amount` (major units) in `currency` will wait for a second approver; the server decides again. */
export function waitsForSecondApprover(thresholds: PayoutApprovalThresholds | undefined, currency: string, amount: number | bigint | null | undefined): boolean {
  const threshold = thresholds?.[currency];
  return threshold !== undefined && amount !== null && amount !== undefined && Number(amount) > threshold;
}

"use client";
// React Query hooks of the billing pages (plans, subscriptions, invoices, test clocks). Keys carry
// the mode, as every dashboard key does: each mode has its own billing. Lists page by the API's
// position cursors; every write on one object answers it as its own page shows it, which replaces
// the cached one, and refreshes the lists (and the overview's MRR, which a write may move).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { serializePlan } from "@/lib/plans/serialize-plan";
import type { serializeInvoice, serializeSubscription, serializeTestClock } from "@/lib/billing/serialize-billing";
import type { invoiceDetail, subscriptionDetail, testClockDetail } from "@/lib/billing/billing-views";
import type { CreatePlanInput } from "@/lib/schemas/plans";
import type { CreateInvoiceInput, UpdateInvoiceInput } from "@/lib/schemas/invoices";

export type PlanItem = ReturnType<typeof serializePlan>;
export type SubscriptionItem = ReturnType<typeof serializeSubscription>;
export type InvoiceItem = ReturnType<typeof serializeInvoice>;
export type TestClockItem = ReturnType<typeof serializeTestClock>;
export type SubscriptionDetail = Awaited<ReturnType<typeof subscriptionDetail>>;
export type InvoiceDetail = Awaited<ReturnType<typeof invoiceDetail>>;
export type TestClockDetail = Awaited<ReturnType<typeof testClockDetail>>;
export type CursorList<T> = { items: T[]; pagination: { has_more: boolean; next_cursor: string | null; prev_cursor: string | null } };

/** A list's filters in the API's names, "" when unset. */
export type Filters = Record<string, string>;

export const billingKeys = {
  all: (mode: DashboardMode) => ["dashboard", "billing", mode] as const,
  list: (mode: DashboardMode, kind: string, filters: Filters, cursor: string | null) => ["dashboard", "billing", mode, kind, "list", filters, cursor] as const,
  detail: (mode: DashboardMode, kind: string, id: string) => ["dashboard", "billing", mode, kind, "detail", id] as const,
};

const PER_PAGE = 20;

function listQuery(filters: Filters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set("per_page", String(PER_PAGE));
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

function useBillingList<T>(mode: DashboardMode, kind: "plans" | "subscriptions" | "invoices", filters: Filters, cursor: string | null) {
  return useQuery({
    queryKey: billingKeys.list(mode, kind, filters, cursor),
    queryFn: () => dashboardFetch<CursorList<T>>(`/api/dashboard/${kind}?${listQuery(filters, cursor)}`),
    placeholderData: (previous) => previous,
  });
}

export const usePlans = (mode: DashboardMode, filters: Filters, cursor: string | null) => useBillingList<PlanItem>(mode, "plans", filters, cursor);
export const useSubscriptions = (mode: DashboardMode, filters: Filters, cursor: string | null) => useBillingList<SubscriptionItem>(mode, "subscriptions", filters, cursor);
export const useInvoices = (mode: DashboardMode, filters: Filters, cursor: string | null) => useBillingList<InvoiceItem>(mode, "invoices", filters, cursor);

export function useTestClocks(mode: DashboardMode) {
  return useQuery({
    queryKey: billingKeys.list(mode, "test-clocks", {}, null),
    queryFn: () => dashboardFetch<{ items: TestClockItem[] }>("/api/dashboard/test-clocks"),
  });
}

export function useSubscriptionDetail(mode: DashboardMode, id: string, initialData: SubscriptionDetail) {
  return useQuery({ queryKey: billingKeys.detail(mode, "subscriptions", id), queryFn: () => dashboardFetch<SubscriptionDetail>(`/api/dashboard/subscriptions/${encodeURIComponent(id)}`), initialData });
}

export function useInvoiceDetail(mode: DashboardMode, id: string, initialData: InvoiceDetail) {
  return useQuery({ queryKey: billingKeys.detail(mode, "invoices", id), queryFn: () => dashboardFetch<InvoiceDetail>(`/api/dashboard/invoices/${encodeURIComponent(id)}`), initialData });
}

/** While the clock advances, its page asks again every second until it is ready. */
export function useTestClockDetail(mode: DashboardMode, id: string, initialData: TestClockDetail) {
  return useQuery({
    queryKey: billingKeys.detail(mode, "test-clocks", id),
    queryFn: () => dashboardFetch<TestClockDetail>(`/api/dashboard/test-clocks/${encodeURIComponent(id)}`),
    initialData,
    refetchInterval: (query) => (query.state.data?.status === "advancing" ? 1_000 : false),
  });
}

/** A write: its answer (when it is the object's page shape) replaces the cached object; every billing list is fetched again. */
function useBillingWrite<V, R>(mode: DashboardMode, write: (vars: V) => Promise<R>, detail?: { kind: string; id: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (data) => {
      if (detail) client.setQueryData(billingKeys.detail(mode, detail.kind, detail.id), data);
    },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: billingKeys.all(mode) }), client.invalidateQueries({ queryKey: ["dashboard", "overview"] })]),
  });
}

const post = <R>(path: string, body: unknown = {}) => dashboardFetch<R>(path, { method: "POST", body });

export const useCreatePlan = (mode: DashboardMode) => useBillingWrite(mode, (input: CreatePlanInput) => post<PlanItem>("/api/dashboard/plans", input));
export const useArchivePlan = (mode: DashboardMode) => useBillingWrite(mode, (id: string) => post<PlanItem>(`/api/dashboard/plans/${encodeURIComponent(id)}/archive`));

export type SubscriptionAction = "pause" | "resume" | "cancel_now" | "cancel_at_period_end";

export function useSubscriptionAction(mode: DashboardMode, id: string) {
  const base = `/api/dashboard/subscriptions/${encodeURIComponent(id)}`;
  return useBillingWrite(
    mode,
    (action: SubscriptionAction) =>
      action === "pause" || action === "resume" ? post<SubscriptionDetail>(`${base}/${action}`) : post<SubscriptionDetail>(`${base}/cancel`, { at_period_end: action === "cancel_at_period_end" }),
    { kind: "subscriptions", id },
  );
}

export const useCreateInvoice = (mode: DashboardMode) => useBillingWrite(mode, (input: CreateInvoiceInput) => post<InvoiceItem>("/api/dashboard/invoices", input));

export function useUpdateInvoice(mode: DashboardMode, id: string) {
  return useBillingWrite(mode, (input: UpdateInvoiceInput) => dashboardFetch<InvoiceDetail>(`/api/dashboard/invoices/${encodeURIComponent(id)}`, { method: "PATCH", body: input }), { kind: "invoices", id });
}

export type InvoiceAction = "finalize" | "void" | "send" | "mark-uncollectible";

export function useInvoiceAction(mode: DashboardMode, id: string) {
  return useBillingWrite(mode, (action: InvoiceAction) => post<InvoiceDetail>(`/api/dashboard/invoices/${encodeURIComponent(id)}/${action}`), { kind: "invoices", id });
}

export const useCreateTestClock = (mode: DashboardMode) => useBillingWrite(mode, (input: { frozen_time: string; name?: string }) => post<TestClockItem>("/api/dashboard/test-clocks", input));

export function useAdvanceTestClock(mode: DashboardMode, id: string) {
  return useBillingWrite(mode, (frozenTime: string) => post<TestClockDetail>(`/api/dashboard/test-clocks/${encodeURIComponent(id)}/advance`, { frozen_time: frozenTime }), { kind: "test-clocks", id });
}

"use client";
// React Query hooks of the Risk page (rules, lists and their values and imports, reviews). Keys carry
// the mode: each mode has its own rules and lists. Every write refreshes the page's queries.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { serializeRiskList, serializeRiskListImport, serializeRiskListItem, serializeRiskRule } from "@/lib/risk/manage/serialize";
import type { SerializedRiskReview } from "@/lib/risk/serialize-risk-review";
import type { CreateRiskListInput, CreateRiskRuleInput, UpdateRiskRuleInput } from "@/lib/risk/manage/schemas";

export type RiskRuleItem = ReturnType<typeof serializeRiskRule>;
export type RiskListItemRow = ReturnType<typeof serializeRiskListItem>;
export type RiskListRow = ReturnType<typeof serializeRiskList>;
export type RiskImportRow = ReturnType<typeof serializeRiskListImport>;
export type RiskReviewRow = SerializedRiskReview;

const base = "/api/dashboard/risk";
const keys = {
  all: (mode: DashboardMode) => ["dashboard", "risk", mode] as const,
  rules: (mode: DashboardMode) => ["dashboard", "risk", mode, "rules"] as const,
  lists: (mode: DashboardMode) => ["dashboard", "risk", mode, "lists"] as const,
  items: (mode: DashboardMode, id: string, page: number) => ["dashboard", "risk", mode, "items", id, page] as const,
  imports: (mode: DashboardMode, id: string) => ["dashboard", "risk", mode, "imports", id] as const,
  reviews: (mode: DashboardMode, status: string) => ["dashboard", "risk", mode, "reviews", status] as const,
};

export function useRiskRules(mode: DashboardMode) {
  return useQuery({ queryKey: keys.rules(mode), queryFn: () => dashboardFetch<{ items: RiskRuleItem[] }>(`${base}/rules`) });
}

export function useRiskLists(mode: DashboardMode) {
  return useQuery({ queryKey: keys.lists(mode), queryFn: () => dashboardFetch<{ items: RiskListRow[] }>(`${base}/lists`) });
}

export function useRiskListItems(mode: DashboardMode, id: string, page: number) {
  return useQuery({
    queryKey: keys.items(mode, id, page),
    queryFn: () => dashboardFetch<{ items: RiskListItemRow[]; pagination: { page: number; total: number; has_more: boolean } }>(`${base}/lists/${encodeURIComponent(id)}/items?page=${page}`),
  });
}

/** The list's imports, polled while one is still queued or running. */
export function useRiskImports(mode: DashboardMode, id: string) {
  return useQuery({
    queryKey: keys.imports(mode, id),
    queryFn: () => dashboardFetch<{ items: RiskImportRow[] }>(`${base}/lists/${encodeURIComponent(id)}/imports`),
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === "queued" || i.status === "running") ? 2000 : false),
  });
}

export function useRiskReviews(mode: DashboardMode, status: string) {
  return useQuery({
    queryKey: keys.reviews(mode, status),
    queryFn: () => dashboardFetch<{ items: RiskReviewRow[] }>(`${base}/reviews${status ? `?status=${status}` : ""}`),
  });
}

function useRiskWrite<I, O>(mode: DashboardMode, write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: keys.all(mode) }) });
}

export const useCreateRule = (mode: DashboardMode) => useRiskWrite(mode, (input: Partial<CreateRiskRuleInput>) => dashboardFetch<RiskRuleItem>(`${base}/rules`, { body: input }));
export const useUpdateRule = (mode: DashboardMode) =>
  useRiskWrite(mode, ({ id, input }: { id: string; input: UpdateRiskRuleInput }) => dashboardFetch<RiskRuleItem>(`${base}/rules/${encodeURIComponent(id)}`, { method: "PATCH", body: input }));
export const useDeleteRule = (mode: DashboardMode) => useRiskWrite(mode, (id: string) => dashboardFetch<RiskRuleItem>(`${base}/rules/${encodeURIComponent(id)}`, { method: "DELETE" }));
export const useCreateList = (mode: DashboardMode) => useRiskWrite(mode, (input: CreateRiskListInput) => dashboardFetch<RiskListRow>(`${base}/lists`, { body: input }));
export const useDeleteList = (mode: DashboardMode) => useRiskWrite(mode, (id: string) => dashboardFetch<RiskListRow>(`${base}/lists/${encodeURIComponent(id)}`, { method: "DELETE" }));
export const useAddValues = (mode: DashboardMode, id: string) =>
  useRiskWrite(mode, (values: string[]) => dashboardFetch<{ values: string[]; added_count: number; skipped_count: number }>(`${base}/lists/${encodeURIComponent(id)}/items`, { body: { values } }));
export const useRemoveValue = (mode: DashboardMode, id: string) => useRiskWrite(mode, (value: string) => dashboardFetch<RiskListItemRow>(`${base}/lists/${encodeURIComponent(id)}/items/remove`, { body: { value } }));
export const useImportCsv = (mode: DashboardMode, id: string) => useRiskWrite(mode, (csv: string) => dashboardFetch<RiskImportRow>(`${base}/lists/${encodeURIComponent(id)}/imports`, { body: { csv } }));
export const useCloseReview = (mode: DashboardMode) =>
  useRiskWrite(mode, ({ id, decision, note }: { id: string; decision: "approve" | "refuse"; note: string }) => dashboardFetch<RiskReviewRow>(`${base}/reviews/${encodeURIComponent(id)}/${decision}`, { body: { note } }));

"use client";
// React Query hooks of the reconciliation pages. Keys carry the mode, as everywhere in the dashboard.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SerializedItem, SerializedRun } from "@/lib/reconciliation/serialize-reconciliation";

export type RunList = { mode: DashboardMode; runs: SerializedRun[] };
export type RunDetail = SerializedRun & { items: SerializedItem[] };
export type StartRunInput = { connection_id: string; from: string; to: string; report?: { file_name: string; content: string } };

const keys = {
  list: (mode: DashboardMode) => ["dashboard", "reconciliation", mode] as const,
  run: (mode: DashboardMode, id: string) => ["dashboard", "reconciliation", mode, id] as const,
};

export function useReconciliationRuns(mode: DashboardMode) {
  return useQuery({ queryKey: keys.list(mode), queryFn: () => dashboardFetch<RunList>("/api/dashboard/reconciliation") });
}

export function useReconciliationRun(mode: DashboardMode, id: string) {
  return useQuery({ queryKey: keys.run(mode, id), queryFn: () => dashboardFetch<RunDetail>(`/api/dashboard/reconciliation/${encodeURIComponent(id)}`) });
}

export function useStartReconciliation(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartRunInput) => dashboardFetch<RunDetail>("/api/dashboard/reconciliation", { method: "POST", body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.list(mode) }),
  });
}

export function useResolveItem(mode: DashboardMode, runId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; note: string }) =>
      dashboardFetch<SerializedItem>(`/api/dashboard/reconciliation/items/${encodeURIComponent(input.itemId)}/resolve`, { method: "POST", body: { note: input.note } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.run(mode, runId) }),
  });
}

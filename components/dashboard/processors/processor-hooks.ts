"use client";
// React Query hooks of Settings → Processors. Keys carry the mode, as everywhere in the dashboard.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { ConnectProcessorBody, DashboardProcessor } from "@/lib/dashboard/processors";

export type ProcessorList = { mode: DashboardMode; connections: DashboardProcessor[] };
export type ProcessorCheck = { id: string; ok: boolean; outcome: string; detail: string; checked_at: string };

const processorKeys = { list: (mode: DashboardMode) => ["dashboard", "processors", mode] as const };

export function useProcessors(mode: DashboardMode) {
  return useQuery({ queryKey: processorKeys.list(mode), queryFn: () => dashboardFetch<ProcessorList>("/api/dashboard/processors") });
}

function useProcessorMutation<V, R>(mode: DashboardMode, fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: processorKeys.list(mode) }) });
}

export const useConnectProcessor = (mode: DashboardMode) =>
  useProcessorMutation(mode, (body: ConnectProcessorBody) => dashboardFetch<DashboardProcessor>("/api/dashboard/processors", { method: "POST", body }));
export const useDisableProcessor = (mode: DashboardMode) =>
  useProcessorMutation(mode, (id: string) => dashboardFetch<DashboardProcessor>(`/api/dashboard/processors/${encodeURIComponent(id)}/disable`, { method: "POST", body: {} }));
export const useCheckProcessor = (mode: DashboardMode) =>
  useProcessorMutation(mode, (id: string) => dashboardFetch<ProcessorCheck>(`/api/dashboard/processors/${encodeURIComponent(id)}/check`, { method: "POST", body: {} }));

"use client";
// React Query hooks for the bulk payout page. Keys carry the mode, as everywhere in
// the dashboard. The batch is polled while any of its payouts is still on its way.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { CsvPayout } from "@/lib/payouts/payout-csv";
import type { BulkPreview } from "@/lib/payouts/create-bulk-payouts";
import type { SerializedPayoutBatch } from "@/lib/payouts/find-payout-batch";

export const bulkKeys = {
  preview: (mode: DashboardMode, currency: string, fileVersion: number) => ["dashboard", "payout-bulk-preview", mode, currency, fileVersion] as const,
  batch: (mode: DashboardMode, reference: string) => ["dashboard", "payout-batches", mode, reference] as const,
};

/** How often a batch with payouts on their way is read again. */
export const BATCH_POLL_MS = 1_500;

export type BulkRequest = { title: string; currency: string; payouts: CsvPayout[] };

export function useBulkPreview(mode: DashboardMode, fileVersion: number, request: BulkRequest | null) {
  return useQuery({
    queryKey: bulkKeys.preview(mode, request?.currency ?? "", fileVersion),
    // The title does not change what is valid; the preview needs one only to satisfy the request's shape.
    queryFn: () =>
      dashboardFetch<BulkPreview>("/api/dashboard/payouts/bulk/preview", {
        method: "POST",
        body: { ...request!, title: request!.title.trim() || "Preview" },
      }),
    enabled: request !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCreateBatch(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkRequest) => dashboardFetch<SerializedPayoutBatch>("/api/dashboard/payouts/bulk", { method: "POST", body: request }),
    onSuccess: (batch) => client.setQueryData(bulkKeys.batch(mode, batch.batch_reference), batch),
    onSettled: () => {
      client.invalidateQueries({ queryKey: ["dashboard", "balances", mode] });
      client.invalidateQueries({ queryKey: ["dashboard", "payouts", mode] });
    },
  });
}

export function usePayoutBatch(mode: DashboardMode, reference: string) {
  return useQuery({
    queryKey: bulkKeys.batch(mode, reference),
    queryFn: () => dashboardFetch<SerializedPayoutBatch>(`/api/dashboard/payouts/bulk/${encodeURIComponent(reference)}`),
    refetchInterval: (query) => (query.state.data?.in_progress ? BATCH_POLL_MS : false),
    retry: false,
  });
}

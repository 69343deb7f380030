"use client";
// React Query hooks of the dispute pages. Keys carry the mode, like money-hooks.ts: each mode has its
// own disputes. The list pages by the API's position cursors; every write answers the dispute as its
// own page shows it (files and balance movements), which replaces the cached one, and refreshes the
// lists and the balances (a claim's hold, release or loss moves them).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { moneyKeys } from "@/components/dashboard/money-hooks";
import { DashboardRequestError, dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { disputeFileSchema, disputeListSchema, disputeSchema } from "@/lib/schemas/responses/disputes";

export type DisputeItem = z.infer<typeof disputeSchema>;
export type DisputeFileItem = z.infer<typeof disputeFileSchema>;
export type DisputeList = z.infer<typeof disputeListSchema>;

/** The list's filters in the API's names, "" when unset. */
export type DisputeFilters = { status: string; kind: string; open: string; due_before: string; payment_reference: string };
export const NO_DISPUTE_FILTERS: DisputeFilters = { status: "", kind: "", open: "", due_before: "", payment_reference: "" };

export const disputeKeys = {
  all: (mode: DashboardMode) => ["dashboard", "disputes", mode] as const,
  list: (mode: DashboardMode, filters: DisputeFilters, cursor: string | null, perPage: number) => ["dashboard", "disputes", mode, "list", filters, cursor, perPage] as const,
  detail: (mode: DashboardMode, id: string) => ["dashboard", "disputes", mode, "detail", id] as const,
};

const base = (id: string) => `/api/dashboard/disputes/${encodeURIComponent(id)}`;

/** The filters as a query string, without the empty ones (the export takes the same). */
export function disputeQuery(filters: DisputeFilters, paging?: { cursor: string | null; perPage: number }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (paging) {
    params.set("per_page", String(paging.perPage));
    if (paging.cursor) params.set("cursor", paging.cursor);
  }
  return params;
}

export function useDisputes(mode: DashboardMode, filters: DisputeFilters, cursor: string | null, perPage: number) {
  return useQuery({
    queryKey: disputeKeys.list(mode, filters, cursor, perPage),
    queryFn: () => dashboardFetch<DisputeList>(`/api/dashboard/disputes?${disputeQuery(filters, { cursor, perPage })}`),
    placeholderData: (previous) => previous,
  });
}

export function useDisputeDetail(mode: DashboardMode, id: string, initialData?: DisputeItem) {
  return useQuery({
    queryKey: disputeKeys.detail(mode, id),
    queryFn: () => dashboardFetch<DisputeItem>(base(id)),
    initialData,
  });
}

/** A write on one dispute: its answer becomes the cached dispute; lists, payments and balances are fetched again. */
function useDisputeWrite<V>(mode: DashboardMode, id: string, write: (vars: V) => Promise<DisputeItem | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (data) => {
      if (data) client.setQueryData(disputeKeys.detail(mode, id), data);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: disputeKeys.all(mode) }),
        client.invalidateQueries({ queryKey: moneyKeys.balances(mode) }),
        client.invalidateQueries({ queryKey: moneyKeys.payments(mode) }),
      ]),
  });
}

export function useStageEvidence(mode: DashboardMode, id: string) {
  return useDisputeWrite(mode, id, (evidence: Record<string, string | null>) => dashboardFetch<DisputeItem>(`${base(id)}/evidence`, { method: "POST", body: { evidence } }));
}

export function useUploadEvidenceFile(mode: DashboardMode, id: string) {
  return useDisputeWrite(mode, id, async (vars: { file: File; purpose: string }) => {
    await uploadDisputeFile(id, vars.file, vars.purpose);
    return null; // the upload answers the file alone: the refetch brings the dispute's list of files
  });
}

export function useSubmitEvidence(mode: DashboardMode, id: string) {
  return useDisputeWrite(mode, id, () => dashboardFetch<DisputeItem>(`${base(id)}/submit`, { method: "POST", body: {} }));
}

export function useAcceptDispute(mode: DashboardMode, id: string) {
  return useDisputeWrite(mode, id, () => dashboardFetch<DisputeItem>(`${base(id)}/accept`, { method: "POST", body: {} }));
}

export function useClaimStatus(mode: DashboardMode, id: string) {
  return useDisputeWrite(mode, id, (status: "funds_frozen" | "reversed" | "rejected") => dashboardFetch<DisputeItem>(`${base(id)}/claim-status`, { method: "POST", body: { status } }));
}

export type ReversalClaimInput = { payment_reference: string; operator_reference: string; reason: string; amount?: number; note?: string };

export function useRecordReversalClaim(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReversalClaimInput) => dashboardFetch<DisputeItem>("/api/dashboard/disputes", { method: "POST", body: input }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: disputeKeys.all(mode) }),
        client.invalidateQueries({ queryKey: moneyKeys.balances(mode) }),
        client.invalidateQueries({ queryKey: moneyKeys.payments(mode) }),
      ]),
  });
}

/**
 * Uploads one evidence file (multipart: `file` and `purpose`). Not JSON, so not through
 * dashboardFetch's body, but its envelope and errors are read the same way.
 */
async function uploadDisputeFile(id: string, file: File, purpose: string): Promise<DisputeFileItem> {
  const body = new FormData();
  body.set("file", file);
  body.set("purpose", purpose);
  let response: Response;
  try {
    response = await fetch(`${base(id)}/files`, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new DashboardRequestError("Could not reach the server; check your connection and retry", 0, "NETWORK_ERROR", null);
  }
  const payload = (await response.json().catch(() => null)) as { status?: string; message?: string; data?: DisputeFileItem; error?: { code?: string; details?: unknown } } | null;
  if (!response.ok || payload?.status !== "success" || !payload.data) {
    throw new DashboardRequestError(payload?.message ?? `Upload failed (${response.status})`, response.status, payload?.error?.code ?? "PROCESSING_FAILED", payload?.error?.details ?? null);
  }
  return payload.data;
}

/** Where an evidence file is downloaded (the team only; always as an attachment). */
export const disputeFileHref = (id: string, fileId: string) => `${base(id)}/files/${encodeURIComponent(fileId)}`;

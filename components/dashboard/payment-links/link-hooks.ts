"use client";
// React Query hooks of the dashboard's payment links pages. Keys carry the mode, as
// every dashboard key does, so test and live links never share a cache entry; the link's
// payments and tickets sit under the link's key, so an edit or a check-in refreshes its page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { dashboardFetch, DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { LinkKind } from "@/lib/catalog/payment-types";
import type { CreatePaymentLinkInput, UpdatePaymentLinkInput } from "@/lib/schemas/payment-links";
import type { paymentLinkSchema, ticketSchema } from "@/lib/schemas/responses/payment-links";
import type { PaymentListItem } from "@/lib/payments/payment-view-types";

/** The response schema's shape; the serializer answers any currency code as a string. */
export type PaymentLinkItem = Omit<z.output<typeof paymentLinkSchema>, "currency"> & { currency: string };
export type TicketItem = z.output<typeof ticketSchema>;
export type CursorPagination = { has_more: boolean; next_cursor: string | null; prev_cursor: string | null };
export type CursorList<T> = { items: T[]; pagination: CursorPagination };

export const linkKeys = {
  all: (mode: DashboardMode) => ["dashboard", "payment-links", mode] as const,
  list: (mode: DashboardMode, kind: LinkKind | "", cursor: string | null) => ["dashboard", "payment-links", mode, "list", kind, cursor] as const,
  detail: (mode: DashboardMode, id: string) => ["dashboard", "payment-links", mode, "detail", id] as const,
};

const base = (id: string) => `/api/dashboard/payment-links/${encodeURIComponent(id)}`;

export function usePaymentLinks(mode: DashboardMode, kind: LinkKind | "", cursor: string | null) {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (cursor) params.set("cursor", cursor);
  const qs = params.size ? `?${params}` : "";
  return useQuery({
    queryKey: linkKeys.list(mode, kind, cursor),
    queryFn: () => dashboardFetch<CursorList<PaymentLinkItem>>(`/api/dashboard/payment-links${qs}`),
    placeholderData: (previous) => previous,
  });
}

export function usePaymentLink(mode: DashboardMode, id: string, initialData?: PaymentLinkItem) {
  return useQuery({
    queryKey: linkKeys.detail(mode, id),
    queryFn: () => dashboardFetch<PaymentLinkItem>(base(id)),
    initialData,
  });
}

export function useLinkPayments(mode: DashboardMode, id: string, cursor: string | null) {
  const qs = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return useQuery({
    queryKey: [...linkKeys.detail(mode, id), "payments", cursor],
    queryFn: () => dashboardFetch<CursorList<PaymentListItem>>(`${base(id)}/payments${qs}`),
    placeholderData: (previous) => previous,
  });
}

export function useLinkTickets(mode: DashboardMode, id: string, cursor: string | null, enabled: boolean) {
  const qs = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return useQuery({
    queryKey: [...linkKeys.detail(mode, id), "tickets", cursor],
    queryFn: () => dashboardFetch<CursorList<TicketItem>>(`${base(id)}/tickets${qs}`),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useCreatePaymentLink(mode: DashboardMode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkInput) => dashboardFetch<PaymentLinkItem>("/api/dashboard/payment-links", { method: "POST", body: input }),
    onSuccess: (created) => {
      client.setQueryData(linkKeys.detail(mode, created.id), created);
      return client.invalidateQueries({ queryKey: [...linkKeys.all(mode), "list"] });
    },
  });
}

export function useUpdatePaymentLink(mode: DashboardMode, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePaymentLinkInput) => dashboardFetch<{ link: PaymentLinkItem; changed: string[] }>(base(id), { method: "PATCH", body: input }),
    onSuccess: ({ link }) => {
      client.setQueryData(linkKeys.detail(mode, id), link);
      return client.invalidateQueries({ queryKey: [...linkKeys.all(mode), "list"] });
    },
  });
}

export function useDeactivatePaymentLink(mode: DashboardMode, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dashboardFetch<PaymentLinkItem>(`${base(id)}/deactivate`, { method: "POST", body: {} }),
    onSuccess: (updated) => {
      client.setQueryData(linkKeys.detail(mode, id), updated);
      return client.invalidateQueries({ queryKey: [...linkKeys.all(mode), "list"] });
    },
  });
}

export function useCheckInTicket(mode: DashboardMode, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => dashboardFetch<TicketItem>(`${base(id)}/tickets/${encodeURIComponent(reference)}/check-in`, { method: "POST", body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: [...linkKeys.detail(mode, id), "tickets"] }),
  });
}

/**
 * Uploads a link's image (multipart, field `file`); answers its id. Not JSON, so not through
 * dashboardFetch's body, but its envelope and errors are read the same way.
 */
export async function uploadLinkImage(file: File): Promise<{ id: string }> {
  const body = new FormData();
  body.set("file", file);
  let response: Response;
  try {
    response = await fetch("/api/dashboard/payment-links/images", { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new DashboardRequestError("Could not reach the server; check your connection and retry", 0, "NETWORK_ERROR", null);
  }
  const payload = (await response.json().catch(() => null)) as { status?: string; message?: string; data?: { id: string }; error?: { code?: string; details?: unknown } } | null;
  if (!response.ok || payload?.status !== "success" || !payload.data) {
    throw new DashboardRequestError(payload?.message ?? `Upload failed (${response.status})`, response.status, payload?.error?.code ?? "PROCESSING_FAILED", payload?.error?.details ?? null);
  }
  return payload.data;
}

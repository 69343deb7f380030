"use client";
// React Query hooks of the webhooks pages. Keys carry the mode, as everywhere in the
// dashboard. A delivery log with pending deliveries is polled until they finish, so a test
// event's answer shows up without a reload.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type {
  RevealedWebhookSecret,
  RotatedWebhookSecret,
  WebhookDeliveryItem,
  WebhookDeliveryPage,
  WebhookDeliveryStatus,
  WebhookEndpointInput,
  WebhookEndpointItem,
  WebhookEndpointList,
} from "@/lib/webhooks/webhook-view-types";

export const POLL_MS = 1500;

export const webhookKeys = {
  all: (mode: DashboardMode) => ["dashboard", "webhooks", mode] as const,
  list: (mode: DashboardMode) => ["dashboard", "webhooks", mode, "list"] as const,
  endpoint: (mode: DashboardMode, id: string) => ["dashboard", "webhooks", mode, "endpoint", id] as const,
  deliveries: (mode: DashboardMode, id: string, status: string, cursor: string | null) => ["dashboard", "webhooks", mode, "deliveries", id, status, cursor] as const,
  delivery: (mode: DashboardMode, id: string) => ["dashboard", "webhooks", mode, "delivery", id] as const,
};

const base = "/api/dashboard/webhooks";
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useWebhookEndpoints(mode: DashboardMode) {
  return useQuery({ queryKey: webhookKeys.list(mode), queryFn: () => dashboardFetch<WebhookEndpointList>(base) });
}

export function useWebhookEndpoint(mode: DashboardMode, id: string, initialData?: WebhookEndpointItem) {
  return useQuery({ queryKey: webhookKeys.endpoint(mode, id), queryFn: () => dashboardFetch<WebhookEndpointItem>(at(id)), initialData });
}

export function useWebhookDeliveries(mode: DashboardMode, endpointId: string, status: WebhookDeliveryStatus | "all", cursor: string | null, perPage: number) {
  const params = new URLSearchParams({ per_page: String(perPage) });
  if (status !== "all") params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  return useQuery({
    queryKey: webhookKeys.deliveries(mode, endpointId, status, cursor),
    queryFn: () => dashboardFetch<WebhookDeliveryPage>(`${at(endpointId)}/deliveries?${params}`),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === "pending") ? POLL_MS : false),
  });
}

export function useWebhookDelivery(mode: DashboardMode, id: string | null) {
  return useQuery({
    queryKey: webhookKeys.delivery(mode, id ?? ""),
    queryFn: () => dashboardFetch<WebhookDeliveryItem>(`${base}/deliveries/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_MS : false),
  });
}

/** A change to webhooks: everything of this mode's webhooks is fetched again afterwards. */
function useWebhookMutation<V, T>(mode: DashboardMode, mutationFn: (vars: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all(mode) }) });
}

export function useCreateWebhookEndpoint(mode: DashboardMode) {
  return useWebhookMutation(mode, (input: WebhookEndpointInput) => dashboardFetch<WebhookEndpointItem>(base, { method: "POST", body: input }));
}

export function useUpdateWebhookEndpoint(mode: DashboardMode, id: string) {
  return useWebhookMutation(mode, (input: Partial<WebhookEndpointInput> & { enabled?: boolean }) =>
    dashboardFetch<WebhookEndpointItem>(at(id), { method: "PATCH", body: input }),
  );
}

export function useDeleteWebhookEndpoint(mode: DashboardMode, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dashboardFetch<{ id: string; deleted: true }>(at(id), { method: "DELETE" }),
    // Only the list: the deleted endpoint's own queries would answer 404 if fetched again.
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.list(mode) }),
  });
}

/** Not cached: a secret stays in the component that asked for it, and goes when it closes. */
export function useRevealWebhookSecret(id: string) {
  return useMutation({ mutationFn: () => dashboardFetch<RevealedWebhookSecret>(`${at(id)}/secret`, { method: "POST", body: {} }) });
}

export function useRotateWebhookSecret(mode: DashboardMode, id: string) {
  return useWebhookMutation(mode, (hours: number) => dashboardFetch<RotatedWebhookSecret>(`${at(id)}/rotate`, { method: "POST", body: { expires_in_hours: hours } }));
}

export function useSendTestWebhook(mode: DashboardMode, id: string) {
  return useWebhookMutation(mode, () => dashboardFetch<WebhookDeliveryItem>(`${at(id)}/test`, { method: "POST", body: {} }));
}

export function useResendWebhookDelivery(mode: DashboardMode) {
  return useWebhookMutation(mode, (deliveryId: string) =>
    dashboardFetch<WebhookDeliveryItem>(`${base}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: "POST", body: {} }),
  );
}

export function useReplayWebhookDeliveries(mode: DashboardMode, id: string) {
  return useWebhookMutation(mode, (since: string) => dashboardFetch<{ replayed: number; has_more: boolean }>(`${at(id)}/replay`, { method: "POST", body: { since } }));
}

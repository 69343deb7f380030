"use client";
// The Events page's reads: the feed (GET /api/dashboard/events, the API's own filters) and one
// event with its webhook deliveries.
import { useQuery } from "@tanstack/react-query";
import { dashboardFetch } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { CursorList } from "@/components/dashboard/payment-links/link-hooks";
import type { EventDetail, EventItem } from "@/lib/events/event-view-types";

export function useEvents(mode: DashboardMode, type: string, cursor: string | null) {
  const qs = new URLSearchParams({ per_page: "25", ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) });
  return useQuery({
    queryKey: ["dashboard", "events", mode, type, cursor] as const,
    queryFn: () => dashboardFetch<CursorList<EventItem>>(`/api/dashboard/events?${qs}`),
    placeholderData: (previous) => previous,
  });
}

export function useEvent(mode: DashboardMode, id: string, initial: EventDetail) {
  return useQuery({
    queryKey: ["dashboard", "events", mode, "detail", id] as const,
    queryFn: () => dashboardFetch<EventDetail>(`/api/dashboard/events/${encodeURIComponent(id)}`),
    initialData: initial,
  });
}

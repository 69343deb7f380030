// An event as the dashboard's Events page shows it (client-safe): the API's event and, on its own
// page, where it was delivered.
import type { DashboardMode } from "@/lib/catalog/modes";

export type EventItem = { id: string; type: string; object_type: string; object_id: string; mode: DashboardMode; created_at: string; data: unknown };

/** One webhook endpoint's delivery of the event: its status, tries and the last answer. */
export type EventDeliveryView = {
  id: string;
  endpoint: { id: string; url: string; description: string | null };
  status: string;
  attempts: number;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
};

export type EventDetail = EventItem & { deliveries: EventDeliveryView[] };

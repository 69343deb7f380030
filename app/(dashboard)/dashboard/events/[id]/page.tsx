// /dashboard/events/{id}: one event in the current mode with its payload and deliveries.
// Rendered with the data on the server (an unknown id, another merchant's or the other mode's
// event is the not-found page).
import type { Metadata } from "next";
import { EventDetailView } from "@/components/dashboard/events/event-detail";
import { db } from "@/lib/db";
import { findEvent } from "@/lib/events/find-event";
import { serializeEvent } from "@/lib/events/serialize-event";
import { eventDeliveries } from "@/lib/events/event-deliveries";
import type { EventDetail } from "@/lib/events/event-view-types";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail(async (s) => {
    const event = await findEvent(db(), { merchantId: s.merchantId, mode: s.mode, id, otherMode: "not_found" });
    return { ...serializeEvent(event), deliveries: await eventDeliveries(db(), { merchantId: s.merchantId, eventId: event.id }) } as EventDetail;
  });
  return <EventDetailView key={`${session.mode}:${found.id}`} initial={found} />;
}

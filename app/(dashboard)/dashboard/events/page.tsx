import type { Metadata } from "next";
import { EventsPage } from "@/components/dashboard/events/events-page";

export const metadata: Metadata = { title: "Events" };

export default function EventsRoute() {
  return <EventsPage />;
}

import "server-only";
// The dashboard's event page: where an event went. One delivery per webhook endpoint that
// subscribed to it, with its status, attempts and the last answer, newest endpoint first. Read
// naming the merchant in every statement, as the webhooks pages read them.
import type { Db } from "@/lib/db";
import type { EventDeliveryView } from "@/lib/events/event-view-types";

export async function eventDeliveries(db: Db, opts: { merchantId: string; eventId: string }): Promise<EventDeliveryView[]> {
  const rows = await db.webhookDelivery.findMany({
    where: { merchantId: opts.merchantId, eventId: opts.eventId },
    include: { endpoint: { select: { id: true, url: true, description: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((d) => ({
    id: d.id,
    endpoint: { id: d.endpoint.id, url: d.endpoint.url, description: d.endpoint.description },
    status: d.status,
    attempts: d.attempts,
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
  }));
}

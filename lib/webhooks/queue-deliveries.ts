import "server-only";
// The outbox's second half (issue 11): in the transaction that records an event, one delivery per
// enabled endpoint that wants it, each with its `webhook.deliver` job. So an event that commits is
// delivered even if the process dies right after the commit, and an event whose transaction rolls
// back never is. Costs one indexed read per event when the merchant has no endpoints.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { enqueueJobs } from "@/lib/jobs/enqueue-job";
import { endpointWants } from "@/lib/catalog/event-types";

type EventRef = { id: string; merchantId: string; mode: Mode; type: string };

export async function queueWebhookDeliveries(db: Db, event: EventRef, options: { endpointIds?: string[] } = {}): Promise<string[]> {
  const endpoints = await db.webhookEndpoint.findMany({
    where: { merchantId: event.merchantId, mode: event.mode, enabled: true, ...(options.endpointIds ? { id: { in: options.endpointIds } } : {}) },
    select: { id: true, enabledEvents: true, payloadVersion: true },
  });
  // A test event goes to the endpoint it was sent to, whatever that endpoint's filter says.
  const wanted = options.endpointIds ? endpoints : endpoints.filter((e) => endpointWants(e, event.type));
  if (wanted.length === 0) return [];
  const deliveries = wanted.map((e) => ({
    id: newId("whd"),
    merchantId: event.merchantId,
    mode: event.mode,
    endpointId: e.id,
    eventId: event.id,
    eventType: event.type,
  }));
  await db.webhookDelivery.createMany({ data: deliveries });
  await enqueueDeliveryJobs(db, deliveries);
  return deliveries.map((d) => d.id);
}

/** The jobs that send deliveries now (new ones, or resent ones). */
export async function enqueueDeliveryJobs(db: Db, deliveries: { id: string; merchantId: string; mode: Mode }[], runAt?: Date) {
  await enqueueJobs(
    db,
    deliveries.map((d) => ({
      type: "webhook.deliver" as const,
      payload: { delivery_id: d.id },
      runAt,
      owner: { merchantId: d.merchantId, mode: d.mode },
      object: { type: "webhook_delivery", id: d.id },
    })),
  );
}

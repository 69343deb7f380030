import "server-only";
// The outbox's second half: in the transaction that records an event, one delivery per
// enabled endpoint that wants it, each with its `webhook.deliver` job. So an event that commits is
// delivered even if the process dies right after the commit, and an event whose transaction rolls
// back never is. Costs one indexed read per event when the merchant has no endpoints.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { enqueueJobs } from "@/lib/jobs/enqueue-job";
import { MAX_ENDPOINTS_PER_MODE, V1_EVENT_NAMES } from "@/lib/catalog/event-types";
import { OneStatement } from "@/lib/db/one-statement";
import { currentTraceparent } from "@/lib/telemetry/tracing";

type EventRef = { id: string; merchantId: string; mode: Mode; type: string };

/**
 * The deliveries of an event already written, as a statement of their own: a test event goes to
 * the endpoints named (`endpointIds`), whatever their filters say. The same parts as
 * addWebhookDeliveries adds to the event's own statement. Returns the deliveries' ids.
 */
export async function queueWebhookDeliveries(db: Db, event: EventRef, options: { endpointIds?: string[] } = {}): Promise<string[]> {
  const statement = new OneStatement();
  const deliveries = addWebhookDeliveries(statement, event, options);
  const rows = await statement.run<{ id: string }>(db, "id", deliveries);
  return rows.map((r) => r.id);
}

/**
 * The same deliveries and jobs as a part of a one-statement write (lib/db/one-statement.ts), for an
 * event inserted by the same statement: the endpoints are chosen in SQL by the rule endpointWants (lib/catalog/event-types.ts)
 * applies in code (a v1 endpoint only for events v1 has names for; no filter, "*", the exact type or
 * its family), and the delivery and job ids are made here, as every id is: a merchant has at most
 * MAX_ENDPOINTS_PER_MODE endpoints, so that many of each are enough.
 */
export function addWebhookDeliveries(statement: OneStatement, event: EventRef, options: { endpointIds?: string[] } = {}): string {
  const v = statement.value.bind(statement);
  const ids = (prefix: "whd" | "job") => Array.from({ length: MAX_ENDPOINTS_PER_MODE }, () => newId(prefix));
  const deliveries = statement.name("deliveries");
  const now = new Date();
  statement.with(
    deliveries,
    `INSERT INTO "WebhookDelivery" (id, "merchantId", mode, "endpointId", "eventId", "eventType", "createdAt", "updatedAt")
     SELECT (${v(ids("whd"), "text[]")})[row_number() OVER (ORDER BY e.id)], e."merchantId", e.mode, e.id, ${v(event.id, "text")}, ${v(event.type, "text")},
       ${v(now, "timestamp(3)")}, ${v(now, "timestamp(3)")}
     FROM "WebhookEndpoint" e
     WHERE e."merchantId" = ${v(event.merchantId, "text")} AND e.mode = ${v(event.mode, '"Mode"')} AND e.enabled
       AND ${
         options.endpointIds
           ? `e.id = ANY(${v(options.endpointIds, "text[]")})`
           : `(e."payloadVersion" <> 'v1' OR ${v(Boolean(V1_EVENT_NAMES[event.type]), "boolean")})
       AND (cardinality(e."enabledEvents") = 0 OR e."enabledEvents" && ${v(["*", event.type, `${event.type.split(".")[0]}.*`], "text[]")})`
       }
     RETURNING id, "merchantId", mode`,
  );
  statement.with(
    statement.name("delivery_jobs"),
    `INSERT INTO "Job" (id, type, payload, "runAt", "merchantId", mode, "objectType", "objectId", traceparent, "createdAt")
     SELECT (${v(ids("job"), "text[]")})[row_number() OVER (ORDER BY d.id)], 'webhook.deliver', jsonb_build_object('delivery_id', d.id),
       ${v(now, "timestamp(3)")}, d."merchantId", d.mode, 'webhook_delivery', d.id, ${v(currentTraceparent(), "text")}, ${v(now, "timestamp(3)")}
     FROM ${deliveries} d`,
  );
  return deliveries;
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

// Request schemas for webhook endpoints and deliveries (/v2/webhook-endpoints and
// /v2/webhook-deliveries). Shapes are checked here (VALIDATION_ERROR); the values that need a rule
// of the service are checked there with INVALID_VALUE: the URL (https in live mode, the SSRF
// guard), the event types, the rotation overlap's range.
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";

/** Long enough for any real receiver; a URL past it is a mistake or an attack. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
const MAX_ENABLED_EVENTS = 50;

const url = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(MAX_WEBHOOK_URL_LENGTH, `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .meta({
    description:
      "Where events are POSTed, at most 2048 characters. Live mode: `https://` and a host that resolves only to public addresses (the SSRF guard). Test mode also accepts `http://` and private addresses, such as a receiver on your own machine.",
  });
const description = z
  .string({ error: "must be a string" })
  .trim()
  .max(500, "must be at most 500 characters")
  .nullable()
  .meta({ description: "Your note, at most 500 characters; null clears it" });
const enabledEvents = z
  .array(z.string({ error: "must be a string" }).max(100, "must be at most 100 characters"), { error: "must be an array of event types" })
  .min(1, 'give at least one event type, or ["*"] for all')
  .max(MAX_ENABLED_EVENTS, `at most ${MAX_ENABLED_EVENTS} entries`)
  .meta({ description: 'Exact event types (`payment.success`), families (`payout.*`), or `["*"]` for every event (the default at creation); at most 50 entries' });
const payloadVersion = z
  .enum(["v1", "v2"], { error: 'must be "v1" or "v2"' })
  .meta({ description: "`v2` (the default at creation) or `v1`, the older body, for a receiver being migrated: v1 gets only the events it has names for" });
const enabled = z.boolean({ error: "must be true or false" }).meta({ description: "false: nothing is sent (the default at creation is true)" });

export const createWebhookEndpointSchema = z
  .object({
    url,
    description: description.optional(),
    /** Exact types ("payout.success"), families ("payout.*") or ["*"]; all when left out. */
    enabled_events: enabledEvents.optional(),
    payload_version: payloadVersion.optional(),
    enabled: enabled.optional(),
  })
  .strict();

export const updateWebhookEndpointSchema = z
  .object({
    url: url.optional(),
    description: description.optional(),
    enabled_events: enabledEvents.optional(),
    payload_version: payloadVersion.optional(),
    enabled: enabled.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "send at least one field to change");

export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;
export type UpdateWebhookEndpointInput = z.output<typeof updateWebhookEndpointSchema>;

/** Whole hours from 0 to 72 is the service's rule: INVALID_VALUE. */
export const rotateWebhookSecretSchema = z
  .object({
    expires_in_hours: z
      .number({ error: "must be a number of hours" })
      .optional()
      .meta({ description: "How long the replaced secret keeps signing beside the new one: a whole number of hours from 0 to 72, default 24; 0 drops it at once" }),
  })
  .strict();

/** Test and resend take no fields. */
export const emptyWebhookBodySchema = z.object({}).strict();

export const replayWebhookDeliveriesSchema = z
  .object({
    since: z.iso
      .datetime({ offset: true, error: "must be an ISO 8601 date-time, e.g. 2026-11-01T00:00:00Z" })
      .meta({ description: "Replay the failed deliveries created at or after this time (ISO 8601 date-time with a zone)" }),
  })
  .strict();

export const listWebhookDeliveriesQuerySchema = listQuery(
  {
    /** pending | succeeded | failed; checked by the service (INVALID_VALUE, as the payout list does). */
    status: z.string().max(50).optional().meta({ description: "`pending`, `succeeded` or `failed`", example: "failed" }),
    event_type: z.string().max(100).optional().meta({ description: "One event type, e.g. `payment.success`" }),
  },
  cursorPaging({ items: "Deliveries" }),
);

/** GET /v2/webhook-endpoints takes no parameters (at most 16 endpoints: one page); any is refused, not ignored. */
export const listWebhookEndpointsQuerySchema = z.object({}).strict();

/** An endpoint's fields as the API and the dashboard send them (their schemas differ in messages only). */
type EndpointFields = Pick<UpdateWebhookEndpointInput, "url" | "description" | "enabled_events" | "payload_version" | "enabled">;

/** The wire's fields to the services' input (snake_case on the wire, camelCase inside). */
export function endpointInput<B extends EndpointFields>(body: B) {
  return {
    url: body.url as B["url"],
    description: body.description,
    enabledEvents: body.enabled_events,
    payloadVersion: body.payload_version,
    enabled: body.enabled,
  };
}

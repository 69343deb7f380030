// Response schemas of the webhooks API: the `data` of each /v2/webhook-endpoints and
// /v2/webhook-deliveries answer, as lib/webhooks/endpoints.ts and lib/webhooks/deliveries.ts
// serialize them.
import { z } from "zod";
import { cursorPaginationSchema, mode, modeAndTimestamps, timestamp } from "@/lib/schemas/responses/common";

export const webhookEndpointSchema = z
  .object({
    id: z.string().meta({ description: "The endpoint's id (`whe_…`)" }),
    url: z.string().meta({ description: "Where events are POSTed, as stored (normalised by the URL parser)" }),
    description: z.string().nullable(),
    enabled_events: z
      .array(z.string())
      .meta({ description: 'Exact event types (`payment.success`), families (`payout.*`), or `["*"]`: every event' }),
    payload_version: z.enum(["v1", "v2"]).meta({ description: "`v2` (default) or `v1`, the older format, for receivers being migrated" }),
    enabled: z.boolean().meta({ description: "false: nothing is sent; deliveries queued for it end `failed`" }),
    disabled_reason: z
      .string()
      .nullable()
      .meta({ description: "Why the gateway turned the endpoint off (it answered 410 Gone, or every delivery failed for 5 days); null when on, or turned off by hand" }),
    disabled_at: timestamp().nullable(),
    failing_since: timestamp().nullable().meta({ description: "The first failed attempt since the last success; null while deliveries succeed" }),
    previous_secret_expires_at: timestamp()
      .nullable()
      .meta({ description: "During a rotation's overlap: until when the replaced secret still signs beside the new one; null otherwise" }),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "WebhookEndpoint" });

/** The create and rotate-secret answers: the endpoint with its signing secret, shown only there. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({
    secret: z.string().meta({
      description:
        "The signing secret: `whsec_` and base64 of 32 random bytes. Shown only in this answer (and in the dashboard on demand): keep it with your receiver.",
      example: "whsec_Mx3vJ0cQ8yT2nR5bK7wLhP1sD4fG6jZ9aE0uV2iO8qY=",
    }),
  })
  .strict()
  .meta({ id: "WebhookEndpointWithSecret" });

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema).meta({ description: "At most 16, oldest first: one page" }) }).strict();

export const webhookEndpointDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).strict();

export const webhookAttemptSchema = z
  .object({
    id: z.string().meta({ description: "The attempt's id (`wha_…`)" }),
    created_at: timestamp(),
    request: z
      .object({
        url: z.string(),
        headers: z.record(z.string(), z.string()).meta({ description: "The headers sent: content-type, user-agent, webhook-id, webhook-timestamp, webhook-signature, Gateway-Signature" }),
        body: z.string().meta({ description: "The body exactly as sent and signed" }),
      })
      .strict(),
    response: z
      .object({
        status: z.number().int(),
        body: z.string().nullable().meta({ description: "The first 4 KB of the answer's body" }),
      })
      .strict()
      .nullable()
      .meta({ description: "null when there was no answer (a timeout, a refused connection, an address the SSRF guard refused)" }),
    duration_ms: z.number().int(),
    error: z.string().nullable().meta({ description: "Why the attempt failed without an answer, or was not sent" }),
  })
  .strict()
  .meta({ id: "WebhookAttempt" });

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

const deliveryFields = {
  id: z.string().meta({ description: "The delivery's id (`whd_…`): one per event and endpoint" }),
  endpoint_id: z.string(),
  event_id: z.string().meta({ description: "The event's id, sent as the `webhook-id` header: the same on every attempt and resend" }),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).meta({ description: "`pending` while attempts are scheduled; `succeeded` after a 2xx; `failed` after the last attempt failed" }),
  attempts: z.number().int().meta({ description: "Attempts made in the current round (a resend starts a new round from 0)" }),
  attempts_total: z
    .number()
    .int()
    .meta({ description: "Attempts in the attempt log over every round, resends included (the log keeps 30 days): what `attempt_log` lists" }),
  next_attempt_at: timestamp().nullable(),
  last_attempt_at: timestamp().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  mode: mode(),
  created_at: timestamp(),
  updated_at: timestamp(),
};

/** A delivery as listed (without its attempt log). */
export const webhookDeliverySummarySchema = z.object(deliveryFields).strict().meta({ id: "WebhookDeliverySummary" });

/** One delivery with every attempt of the last 30 days, oldest first. */
export const webhookDeliverySchema = z
  .object({ ...deliveryFields, attempt_log: z.array(webhookAttemptSchema).meta({ description: "Every attempt kept (30 days), oldest first" }) })
  .strict()
  .meta({ id: "WebhookDelivery" });


export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySummarySchema), pagination: cursorPaginationSchema }).strict();

export const webhookReplaySchema = z
  .object({
    replayed: z.number().int().meta({ description: "Failed deliveries made pending again (at most 1,000 per request)" }),
    has_more: z.boolean().meta({ description: "true: more failed deliveries are left; call again with the same `since`" }),
  })
  .strict();

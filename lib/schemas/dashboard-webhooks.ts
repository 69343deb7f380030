// Request bodies and queries of the dashboard's webhook routes, under
// /api/dashboard/webhooks. Strict: unknown fields are rejected. The URL, event filter and overlap
// rules themselves are the services' (lib/webhooks/endpoints.ts), so the API and the dashboard
// refuse the same things with the same messages.
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";

const url = z.string({ error: "is required" }).trim().min(1, "is required").max(2048, "must be at most 2048 characters");
const description = z.string().trim().max(500, "must be at most 500 characters").nullable();
const enabledEvents = z.array(z.string().max(100), { error: "must be a list of event types" }).max(64, "at most 64 entries");
const payloadVersion = z.enum(["v2", "v1"], "must be v2 or v1");

export const createWebhookEndpointBodySchema = z
  .object({
    url,
    description: description.optional(),
    enabled_events: enabledEvents.optional(),
    payload_version: payloadVersion.optional(),
    enabled: z.boolean({ error: "must be true or false" }).optional(),
  })
  .strict();

export const updateWebhookEndpointBodySchema = createWebhookEndpointBodySchema.partial().strict();

/** How long the replaced secret keeps signing, in whole hours (the service checks 0-72). */
export const rotateWebhookSecretBodySchema = z
  .object({ expires_in_hours: z.number({ error: "must be a number of hours" }).int("must be a whole number of hours").optional() })
  .strict();

export const webhookDeliveriesQuerySchema = listQuery(
  {
    /** pending | succeeded | failed; checked by the service (INVALID_VALUE). */
    status: z.string().max(50).optional(),
  },
  cursorPaging({ items: "Deliveries", cursorMax: 500 }),
);

/** "Replay all failed since…": a moment in the past, with its offset (the browser sends ISO 8601). */
export const replayWebhookDeliveriesBodySchema = z
  .object({
    since: z.iso
      .datetime({ offset: true, error: "must be a date and time such as 2026-11-20T09:00:00Z" })
      .refine((text) => Date.parse(text) <= Date.now(), "must not be in the future"),
  })
  .strict();

// Response schemas of the events feed: GET /v2/events and GET /v2/events/{id}, as
// lib/events/serialize-event.ts builds them. `data` is the payload stored with the event in the
// change's own transaction: the object as it was then. Its shape depends on object_type (the
// webhook payloads built from it are documented in the document's `webhooks`).
import { z } from "zod";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";
import { cursorPaginationSchema, mode, timestamp } from "@/lib/schemas/responses/common";

export const EVENT_TYPES: [string, ...string[]] = [WEBHOOK_EVENT_TYPES[0], ...WEBHOOK_EVENT_TYPES.slice(1), TEST_EVENT_TYPE];

export const EVENT_OBJECT_TYPES = ["payment", "payout", "refund", "dispute", "virtual_account", "webhook_endpoint", "subscription", "invoice", "payment_method"] as const;

export const eventSchema = z
  .object({
    id: z.string().meta({ description: "The event's id (`evt_…`); webhook deliveries of the event carry it as `id`" }),
    type: z.enum(EVENT_TYPES).meta({ description: "What happened" }),
    object_type: z.enum(EVENT_OBJECT_TYPES).meta({ description: "The kind of object the event is about" }),
    object_id: z.string().meta({ description: "The object's reference: `pay_…`, `po_…`, `rfd_…`, `dp_…`, `va_…` or `whe_…`" }),
    mode: mode(),
    created_at: timestamp(),
    data: z
      .record(z.string(), z.unknown())
      .meta({
        description:
          "The object as it was when the event happened. `payment`: the payment as verify shows it (without `split`), plus what the event adds: " +
          "`attempt` (the attempt's number), `reason` (failed, cancelled, incomplete, blocked), `challenge` (auth_needed), `refund_reference` and `refund_amount` (refunds), " +
          "`duplicate_charge` (payment.duplicate_charge_refunded), `review` (payment.review_opened, payment.review_closed). `payout`: the payout as its verify shows it, plus `previous_status` (and `approval: \"second_approver\"` when a payout waits for, or got, a second team member's approval). `virtual_account`: the credit or debit with `virtual_account_id`. " +
          "`webhook_endpoint` (webhook_endpoint.test): `message` and `webhook_endpoint`.",
      }),
  })
  .strict()
  .meta({ id: "Event" });

export const eventListSchema = z.object({ items: z.array(eventSchema), pagination: cursorPaginationSchema }).strict();

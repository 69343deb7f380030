// The events feed in the OpenAPI document: GET /v2/events, GET /v2/events/{id}.
import { defineOperations, listQueryShapeError, pathParamsSchema } from "@/lib/openapi/operation";
import { examplePayment } from "@/lib/openapi/operations/payments";
import { listEventsQuerySchema } from "@/lib/schemas/events";
import { eventListSchema, eventSchema } from "@/lib/schemas/responses/events";

const { split: _split, ...paymentWithoutSplit } = examplePayment;

const exampleEvent = {
  id: "evt_2Kd9Lq4Xw7Pz1Rm8Tb3Vn6",
  type: "payment.success",
  object_type: "payment",
  object_id: "pay_4cBq8kPz1xTn0aLm2VwQeR",
  mode: "test",
  created_at: "2026-11-23T08:02:11.000Z",
  // The payment as payments.ts shows it (one example, one set of figures); an event's payment carries
  // the attempt that settled it, and no `split` (the event schema leaves it out).
  data: { ...paymentWithoutSplit, attempt: 1 },
};

export const eventOperations = defineOperations([
  {
    method: "get",
    path: "/v2/events",
    operationId: "listEvents",
    tag: "Events",
    summary: "List events",
    description:
      "Everything that happened to your objects in the key's mode, newest first, as webhooks deliver it: each event with the object as it was then. " +
      "Events are kept indefinitely, so a receiver that missed webhooks can catch up by walking the feed with `cursor`.",
    query: listEventsQuerySchema,
    success: {
      status: 200,
      message: "Events retrieved",
      data: eventListSchema,
      example: {
        items: [exampleEvent],
        pagination: {
          limit: 1,
          per_page: 20,
          has_more: true,
          next_cursor: "WzEsImNyZWF0ZWRfYXQiLCJkZXNjIiwiMjAyNi0xMS0yM1QwODowMjoxMS4wMDBaIiwiZXZ0XzJLZDlMcTRYdzdQejFSbThUYjNWbjYiLCJuZXh0Il0.h3Kc9Tq1Zp7Wm2Lx5Vb8Ra",
          prev_cursor: null,
        },
      },
    },
    errors: [
      {
        code: "INVALID_VALUE",
        when: "type is neither an event type nor a family (`payout.*`), a date is malformed, `from` is not before `to`, or cursor is not from this list",
        message: 'type must be an event type such as "payment.success", or a family such as "payout.*"',
        details: [{ field: "type", message: 'must be an event type such as "payment.success", or a family such as "payout.*"' }],
      },
      listQueryShapeError,
    ],
  },
  {
    method: "get",
    path: "/v2/events/{id}",
    operationId: "getEvent",
    tag: "Events",
    summary: "Retrieve an event",
    description: "One event, with the object as it was when the event happened. Its id is the `id` of the webhook deliveries that carried it.",
    pathParams: pathParamsSchema({ id: { description: "The event's id (`evt_…`)", example: "evt_2Kd9Lq4Xw7Pz1Rm8Tb3Vn6" } }),
    success: { status: 200, message: "Event retrieved", data: eventSchema, example: exampleEvent },
    errors: [{ code: "NOT_FOUND", when: "No event of yours has that id", message: "event not found" }],
  },
]);

// GET /v2/events filters. Values are checked by the service with INVALID_VALUE.
import { z } from "zod";

export const listEventsQuerySchema = z
  .object({
    /** An event type (payment.success) or a family (payout.*). */
    type: z
      .string()
      .max(100)
      .optional()
      .meta({ description: "An event type (`payment.success`) or a family (`payout.*`)", example: "payment.success" }),
    from: z.string().max(40).optional().meta({ description: "Created at or after: a day (2026-11-23) or an ISO 8601 time" }),
    to: z.string().max(40).optional().meta({ description: "Created before: a day (then that whole day is included) or an ISO 8601 time" }),
    cursor: z.string().max(200).optional().meta({ description: "A next_cursor or prev_cursor of an earlier answer" }),
    per_page: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .default(20)
      .meta({ description: "Events per page, 1–100", example: 20 }),
  })
  .strict();

export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

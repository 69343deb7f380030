// GET /v2/events filters. Values are checked by the service with INVALID_VALUE.
import { z } from "zod";
import { createdRange, cursorPaging, listQuery } from "@/lib/schemas/list-query";

export const listEventsQuerySchema = listQuery(
  {
    /** An event type (payment.success) or a family (payout.*). */
    type: z
      .string()
      .max(100)
      .optional()
      .meta({ description: "An event type (`payment.success`) or a family (`payout.*`)", example: "payment.success" }),
    ...createdRange(),
  },
  cursorPaging({ items: "Events" }),
);

export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

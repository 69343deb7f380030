// GET /v2/events filters (issue 11). Values are checked by the service with INVALID_VALUE.
import { z } from "zod";

export const listEventsQuerySchema = z
  .object({
    /** An event type (payment.success) or a family (payout.*). */
    type: z.string().max(100).optional(),
    from: z.string().max(40).optional(),
    to: z.string().max(40).optional(),
    cursor: z.string().max(200).optional(),
    per_page: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(20),
  })
  .strict();

export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

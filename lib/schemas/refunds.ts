// Request schema for refunds (POST /v2/payments/{reference}/refunds and the dashboard's
// Refund dialog). The amount's value against the payment is checked by the service.
import { z } from "zod";

export const createRefundSchema = z
  .object({
    amount: z.number({ error: "must be a number" }).optional(),
    reason: z.string().trim().max(500, "must be at most 500 characters").optional(),
    merchant_reference: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
  })
  .strict();

export type CreateRefundInput = z.output<typeof createRefundSchema>;

// Request schema for refunds (POST /v2/payments/{reference}/refunds and the dashboard's
// Refund dialog). The amount's value against the payment is checked by the service.
import { z } from "zod";
import { merchantReferenceSchema } from "@/lib/schemas/payments";

export const createRefundSchema = z
  .object({
    amount: z
      .number({ error: "must be a number" })
      .optional()
      .meta({ description: "In major units of the payment's currency, at most what is still refundable; omit it to refund all of that" }),
    reason: z.string().trim().max(500, "must be at most 500 characters").optional().meta({ description: "Why, for your records and the dashboard" }),
    merchant_reference: merchantReferenceSchema.meta({ description: "Your own reference for the refund, unique among your refunds of this mode; GET /v2/refunds/{reference} finds the refund by it" }),
  })
  .strict();

export type CreateRefundInput = z.output<typeof createRefundSchema>;

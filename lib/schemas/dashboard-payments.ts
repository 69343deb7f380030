// Request bodies of the dashboard's payment actions (section 5). Strict: unknown
// fields (status, merchant_id, payment_type…) are refused, not dropped. The amount's rules
// that need the currency (decimals, minimum) are the service's, as for the API.
import { z } from "zod";
import { customerSchema, merchantReferenceSchema } from "@/lib/schemas/payments";

/** POST /api/dashboard/payments: a payment link to share (the service of POST /v2/payments/hosted). */
export const createPaymentLinkSchema = z
  .object({
    amount: z.number({ error: "must be a number" }),
    currency: z.string({ error: "must be a string" }),
    merchant_reference: merchantReferenceSchema,
    customer: customerSchema.optional(),
    /** Shown to the customer on the checkout page. */
    description: z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters").optional(),
  })
  .strict();

export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkSchema>;

/** POST /api/dashboard/payments/{reference}/cancel: an optional reason for the event. */
export const cancelPaymentBodySchema = z
  .object({ reason: z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters").optional() })
  .strict();

// Response schemas of refunds: the `data` of POST /v2/payments/{reference}/refunds and
// GET /v2/refunds/{reference}, as lib/payments/serialize-refund.ts builds it.
import { z } from "zod";
import { amount, currency, mode, timestamp } from "@/lib/schemas/responses/common";
import { paymentSchema } from "@/lib/schemas/responses/payments";

export const refundSchema = z
  .object({
    refund_reference: z.string().meta({ description: "The gateway's reference of the refund (`rfd_…`)" }),
    payment_reference: z.string().meta({ description: "The refunded payment's gateway reference (`pay_…`)" }),
    merchant_reference: z.string().nullable().meta({ description: "Your reference for the refund, as you sent it, or null" }),
    amount: amount().meta({ description: "The amount refunded, in major units of the payment's currency" }),
    currency: currency(),
    reason: z.string().nullable(),
    status: z.enum(["succeeded", "pending", "failed"]).meta({
      description:
        "`succeeded`: the refund is done (a test-mode refund is, at once). `pending`: a live refund sent through the processor that took the payment, not yet confirmed by it. `failed`: the processor refused it and the amount went back to your balance",
    }),
    mode: mode(),
    created_at: timestamp(),
  })
  .strict()
  .meta({ id: "Refund" });

export const refundCreatedSchema = refundSchema
  .extend({ payment: paymentSchema })
  .strict()
  .meta({ id: "RefundCreated", description: "The refund, and under `payment` the payment after it (its status and amount_refunded)" });

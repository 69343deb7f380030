// Response schemas of the payment list (GET /v2/payments): the spec's list item, as
// lib/payments/serialize-payment-list-item.ts builds it (the customer detail's `payments` use it
// too), and the list's pagination, which adds the page number when paging by number.
import { z } from "zod";
import { amount, currency, cursorPaginationSchema, timestamp } from "@/lib/schemas/responses/common";
import { paymentCustomerSchema, paymentStatusSchema } from "@/lib/schemas/responses/payments";

export const paymentListItemSchema = z
  .object({
    gateway_reference: z.string().meta({ description: "The gateway's reference of the payment (`pay_…`)" }),
    merchant_reference: z.string().nullable(),
    payment_type: z.string(),
    amount: amount(),
    currency: currency(),
    status: paymentStatusSchema,
    payment_method: z.string().nullable().meta({ description: "The payment method; null until the customer chooses one" }),
    service_fee: z.number().nullable().meta({ description: "The fee, once a method is chosen" }),
    customer: paymentCustomerSchema,
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .strict()
  .meta({ id: "PaymentListItem" });

export const paymentListPaginationSchema = cursorPaginationSchema
  .extend({
    page: z.number().int().optional().meta({ description: "The page number; present when paging by number (without `cursor`)" }),
  })
  .strict()
  .meta({
    id: "PaymentListPagination",
    description: "Cursors come with every answer, so you can switch from page numbers to cursors on any page. There is no total count.",
  });

export const paymentListSchema = z.object({ items: z.array(paymentListItemSchema), pagination: paymentListPaginationSchema }).strict();

// Response schemas of the payment links API: the `data` of each answer, as
// lib/payment-links/serialize-payment-link.ts builds it.
import { z } from "zod";
import { amount, currency, mode, modeAndTimestamps, timestamp } from "@/lib/schemas/responses/common";

export const ticketTypeSchema = z
  .object({
    id: z.string().meta({ example: "tkty_5Qm1Lr8Zt2Xc7Vb3Nk9Pw4" }),
    name: z.string(),
    price: amount(),
    quantity: z.number().int(),
    sold: z.number().int().meta({ description: "Paid tickets" }),
    available: z.number().int().meta({ description: "Left to sell: quantity minus paid and held tickets" }),
    sales_start_at: timestamp().nullable(),
    sales_end_at: timestamp().nullable(),
  })
  .strict()
  .meta({ id: "TicketType" });

export const paymentLinkSchema = z
  .object({
    id: z.string().meta({ description: "The link's id (`plink_…`)", example: "plink_3kTMd9Qw2Lp7Xc5Vb1Nm8R" }),
    url: z.string().meta({ description: "The public page to share: /l/{slug}", example: "https://pay.example.com/l/x7Kq2Mw9Lp3Zt" }),
    kind: z.enum(["payment", "donation", "event"]),
    title: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    currency: currency(),
    amount: amount().nullable().meta({ description: "The fixed amount; null when the customer chooses or tickets set the price" }),
    amount_options: z
      .object({ min: amount().nullable(), max: amount().nullable(), suggested: z.array(amount()) })
      .strict()
      .nullable(),
    quantity: z.object({ enabled: z.boolean(), max: z.number().int().nullable() }).strict(),
    collect: z.object({ name: z.boolean(), email: z.boolean(), phone: z.boolean() }).strict(),
    custom_fields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() }).strict()),
    ticket_types: z.array(ticketTypeSchema).nullable().meta({ description: "Event links only" }),
    subaccounts: z.array(z.record(z.string(), z.unknown())).nullable(),
    fee_bearer: z.enum(["merchant", "subaccounts"]),
    redirect_url: z.string().nullable(),
    active: z.boolean(),
    expires_at: timestamp().nullable(),
    max_payments: z.number().int().nullable(),
    payment_count: z.number().int().meta({ description: "Successful payments made through the link" }),
    amount_collected: amount().meta({ description: "Their total (before refunds), in major units" }),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "PaymentLink" });

export const ticketSchema = z
  .object({
    reference: z.string().meta({ example: "TKT-7Q3K-M9XD" }),
    ticket_type: z.object({ id: z.string(), name: z.string() }).strict(),
    attendee_name: z.string(),
    status: z.enum(["held", "paid", "released", "void"]).meta({
      description: "`held` while its payment is open, `paid`, `released` when the payment did not complete, `void` when the payment was refunded in full (it no longer admits)",
    }),
    payment_reference: z.string(),
    checked_in_at: timestamp().nullable(),
    qr_code_url: z.string(),
    created_at: timestamp(),
  })
  .strict()
  .meta({ id: "Ticket" });

export const paymentLinkImageSchema = z
  .object({
    id: z.string().meta({ description: "Pass as a link's `image_id`", example: "img_4Rt8Lp2Qw9Zx5Cv1Bn7Mk3" }),
    content_type: z.enum(["image/png", "image/jpeg", "image/webp", "image/gif"]).meta({ description: "Judged by the file's bytes, not its declared type" }),
    size: z.number().int().meta({ description: "Bytes" }),
    mode: mode(),
    created_at: timestamp(),
  })
  .strict()
  .meta({ id: "PaymentLinkImage" });

// Request schemas of the payment links API. `.strict()` everywhere. Amounts are major
// units as JSON numbers, like every amount of the API; the service checks them against the
// currency's decimals (parseAmount) and answers INVALID_VALUE.
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";
import { LINK_KINDS } from "@/lib/catalog/payment-types";
import { feeBearerSchema, splitRuleSchema } from "@/lib/schemas/payments";

const money = () => z.number({ error: "must be a number" }).positive("must be greater than 0");
const httpUrl = z.string().max(2000, "must be at most 2000 characters").pipe(z.url({ protocol: /^https?$/, message: "must be an http or https URL" }));
const futureTimestamp = z.iso.datetime({ offset: true, error: "must be an ISO 8601 timestamp, e.g. 2026-12-31T18:00:00Z" });

export const amountOptionsSchema = z
  .object({
    min: money().optional(),
    max: money().optional(),
    suggested: z.array(money()).max(6, "must have at most 6 suggested amounts").optional(),
  })
  .strict()
  .meta({ description: "The customer chooses the amount: optional bounds, and suggested amounts shown as buttons (donations)" });

export const customFieldSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "must be 1-40 lower-case letters, digits or _, starting with a letter"),
    label: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
    required: z.boolean().optional(),
  })
  .strict();

export const collectSchema = z
  .object({
    name: z.boolean().optional(),
    email: z.boolean().optional(),
    phone: z.boolean().optional(),
  })
  .strict()
  .meta({ description: "Which customer details the page asks for (name and e-mail by default)" });

export const ticketTypeInputSchema = z
  .object({
    name: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
    price: money(),
    quantity: z.number().int("must be a whole number").min(1, "must be at least 1").max(100_000, "must be at most 100000"),
    sales_start_at: futureTimestamp.optional(),
    sales_end_at: futureTimestamp.optional(),
  })
  .strict();

const linkFields = {
  title: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  description: z.string().trim().max(2000, "must be at most 2000 characters"),
  image_id: z.string().regex(/^img_[0-9A-Za-z]{22}$/, "must be an image id from POST /v2/payment-links/images").nullable().optional(),
  quantity: z
    .object({ enabled: z.boolean(), max: z.number().int().min(2, "must be at least 2").max(100, "must be at most 100").optional() })
    .strict()
    .optional()
    .meta({ description: "Fixed-amount links: the customer may buy up to `max` (10 by default)" }),
  collect: collectSchema.optional(),
  custom_fields: z.array(customFieldSchema).max(3, "must have at most 3 custom fields").optional(),
  subaccounts: z.array(splitRuleSchema).max(20).optional(),
  fee_bearer: feeBearerSchema.optional(),
  redirect_url: httpUrl.nullable().optional(),
  expires_at: futureTimestamp.nullable().optional(),
  max_payments: z.number().int().min(1, "must be at least 1").max(1_000_000).nullable().optional(),
};

export const createPaymentLinkSchema = z
  .object({
    kind: z.enum(LINK_KINDS, { error: 'must be "payment", "donation" or "event"' }),
    currency: z.string({ error: "must be a string" }),
    /** A fixed amount; exactly one of amount, amount_options (or ticket_types for an event). */
    amount: money().optional(),
    amount_options: amountOptionsSchema.optional(),
    ticket_types: z.array(ticketTypeInputSchema).min(1, "must have at least 1 ticket type").max(10, "must have at most 10 ticket types").optional(),
    ...linkFields,
  })
  .strict();

/** PATCH: what a merchant may change after sharing. Kind, currency and prices stay (payments were made at them). */
export const updatePaymentLinkSchema = z
  .object({
    title: linkFields.title.optional(),
    description: linkFields.description.optional(),
    image_id: linkFields.image_id,
    collect: linkFields.collect,
    custom_fields: linkFields.custom_fields,
    redirect_url: linkFields.redirect_url,
    expires_at: linkFields.expires_at,
    max_payments: linkFields.max_payments,
    active: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "must change at least one field");

export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkSchema>;
export type UpdatePaymentLinkInput = z.output<typeof updatePaymentLinkSchema>;

export const listPaymentLinksQuerySchema = listQuery(
  { kind: z.enum(LINK_KINDS).optional(), active: z.enum(["true", "false"]).optional() },
  cursorPaging({ items: "Links" }),
);

export const listTicketsQuerySchema = listQuery({ status: z.enum(["held", "paid", "released", "void"]).optional() }, cursorPaging({ items: "Tickets", defaultPerPage: 50 }));

/**
 * What the public page's form posts (application/x-www-form-urlencoded, no JavaScript
 * needed), as parsed by lib/payment-links/start-link-payment.ts after the form is read into this shape.
 */
export type LinkPaymentForm = {
  /** Major units as typed (customer-chosen amounts). */
  amount?: string;
  quantity?: number;
  /** Event links: one entry per ticket. */
  tickets?: { ticket_type_id: string; attendee_name: string }[];
  customer: { first_name?: string; last_name?: string; email?: string; phone_number?: string };
  custom_fields: Record<string, string>;
};

/**
 * POST /v2/payment-links/images: the multipart body as the route's schema sees it once
 * lib/http/read-file-upload.ts has read it (the file's bytes as base64); unknown fields are refused.
 */
export const linkImageUploadSchema = z
  .object({
    file: z.object(
      { filename: z.string(), declared_type: z.string(), size: z.number().int(), sha256: z.string(), base64: z.string() },
      { error: 'is required: send the image as a file in the multipart field "file"' },
    ),
  })
  .strict();
export type LinkImageUpload = z.output<typeof linkImageUploadSchema>;

/** How the OpenAPI document describes that body (multipart/form-data). */
export const linkImageUploadDocSchema = z
  .object({
    file: z.string().meta({ format: "binary", description: "The image: PNG, JPEG, WebP or GIF (judged by its bytes), at most 1 MB" }),
  })
  .strict()
  .meta({ id: "PaymentLinkImageUpload" });

/** The dashboard's list of one link's payments (GET /api/dashboard/payment-links/{id}/payments). */
export const linkPaymentsQuerySchema = listQuery({}, cursorPaging({ items: "Payments", cursorMax: 300 }));

/**
 * The dashboard's forms send every filter, empty when unset (`?cursor=&kind=`): there an empty
 * value means "not given". The API's own schemas keep refusing empty values.
 */
const withoutEmptyValues = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== "")) : value;

export const dashboardPaymentLinksQuerySchema = z.preprocess(withoutEmptyValues, listPaymentLinksQuerySchema);
export const dashboardTicketsQuerySchema = z.preprocess(withoutEmptyValues, listTicketsQuerySchema);
export const dashboardLinkPaymentsQuerySchema = z.preprocess(withoutEmptyValues, linkPaymentsQuerySchema);

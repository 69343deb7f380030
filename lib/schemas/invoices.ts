// Request schemas of one-off invoices (POST /v2/invoices, PATCH /v2/invoices/{id}, and their actions).
// Shapes here (VALIDATION_ERROR); what needs the currency or the invoice's state (an amount its
// currency cannot carry, a minimum above the total, an edit after finalize) is the service's to judge.
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

export const MAX_INVOICE_LINES = 50;

export const invoiceLineInputSchema = z
  .object({
    description: text(200).meta({ description: "What the line bills, as the customer reads it" }),
    quantity: z.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(10_000, "must be at most 10000").default(1),
    unit_amount: z.number({ error: "must be a number" }).min(0, "must be 0 or more").meta({ description: "The price of one, in major units" }),
  })
  .strict()
  .meta({ id: "InvoiceLineInput" });

export const invoiceCustomerSchema = z
  .object({
    name: text(200).optional(),
    email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters").optional(),
    phone_number: z.string().trim().min(4, "must be a phone number").max(32, "must be at most 32 characters").optional(),
  })
  .strict()
  .meta({ id: "InvoiceCustomer", description: "Who pays: an e-mail to send it to, a phone number for the pay link by text" });

const invoiceFields = {
  customer: invoiceCustomerSchema,
  lines: z.array(invoiceLineInputSchema).min(1, "must have at least one line").max(MAX_INVOICE_LINES, `must have at most ${MAX_INVOICE_LINES} lines`),
  tax_rate_percent: z
    .number({ error: "must be a number" })
    .min(0, "must be 0 or more")
    .max(100, "must be at most 100")
    .multipleOf(0.01, "must have at most two decimals")
    .default(0)
    .meta({ description: "Tax on the subtotal, in percent (15 for 15%); the tax is rounded half up to the currency's minor unit" }),
  description: z.string().trim().max(500, "must be at most 500 characters").optional().meta({ description: "What the invoice is for, shown on its page" }),
  days_until_due: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more").max(365, "must be at most 365").default(7).meta({ description: "Days from finalizing to its due date" }),
  allow_partial_payments: z.boolean({ error: "must be true or false" }).default(false).meta({ description: "Whether the customer may pay it in parts on its page" }),
  minimum_partial_amount: z.number({ error: "must be a number" }).positive("must be more than 0").optional().meta({ description: "With allow_partial_payments: the least one part may be, in major units (the rest due may always be paid whole)" }),
};

export const createInvoiceSchema = z
  .object({
    currency: z.string({ error: "is required" }).meta({ description: "USD, ETB, UGX or DJF (any case)", example: "ETB" }),
    ...invoiceFields,
  })
  .strict();
export type CreateInvoiceInput = z.output<typeof createInvoiceSchema>;

/** A draft's edit: what is given replaces what it had (lines as a whole). A finalized invoice cannot be edited. */
export const updateInvoiceSchema = z
  .object({
    customer: invoiceFields.customer.optional(),
    lines: invoiceFields.lines.optional(),
    tax_rate_percent: z.number({ error: "must be a number" }).min(0, "must be 0 or more").max(100, "must be at most 100").multipleOf(0.01, "must have at most two decimals").optional(),
    description: invoiceFields.description,
    days_until_due: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more").max(365, "must be at most 365").optional(),
    allow_partial_payments: z.boolean({ error: "must be true or false" }).optional(),
    minimum_partial_amount: z.number({ error: "must be a number" }).positive("must be more than 0").nullable().optional(),
  })
  .strict();
export type UpdateInvoiceInput = z.output<typeof updateInvoiceSchema>;

/** finalize, void and send take no options. */
export const emptyInvoiceActionSchema = z.object({}).strict();

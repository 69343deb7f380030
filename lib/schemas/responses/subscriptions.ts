// Response schemas of subscriptions and invoices, as lib/billing/serialize-billing.ts builds them:
// the `data` of the subscription.* and invoice.* webhooks (and of their API routes).
import { z } from "zod";
import { amount, currency, modeAndTimestamps, timestamp } from "@/lib/schemas/responses/common";
import { planSchema } from "@/lib/schemas/responses/plans";
import { COLLECTION_METHODS, INVOICE_STATUSES, RETRIES_EXHAUSTED_OUTCOMES, SUBSCRIPTION_STATUSES } from "@/lib/catalog/subscription-states";

const nullableText = () => z.string().nullable();

export const subscriptionSchema = z
  .object({
    subscription_reference: z.string().meta({ description: "The subscription's reference (`subs_…`)" }),
    status: z.enum(SUBSCRIPTION_STATUSES),
    plan: planSchema,
    collection_method: z.enum(COLLECTION_METHODS),
    payment_method: nullableText().meta({ description: "push: the wallet's method" }),
    wallet_number: nullableText().meta({ description: "push: the wallet's number (E.164)" }),
    customer_reference: z.string().nullable().meta({ description: "The customer profile it bills (`cus_…`)" }),
    customer: z.object({ first_name: nullableText(), last_name: nullableText(), email: nullableText(), phone_number: nullableText() }).strict(),
    time_zone: z.string().meta({ description: "The zone its periods keep their day and time in", example: "Africa/Addis_Ababa" }),
    billing_anchor: timestamp().meta({ description: "Period 0 starts here; every period is counted from it" }),
    trial_end: timestamp().nullable(),
    current_period_start: timestamp().nullable(),
    current_period_end: timestamp().nullable(),
    periods_invoiced: z.number().int(),
    next_action_at: timestamp().nullable().meta({ description: "When the gateway acts on it next (an invoice or a retry); null while a payment is on its way, or once it ended" }),
    cancel_at_period_end: z.boolean(),
    canceled_at: timestamp().nullable(),
    ended_at: timestamp().nullable(),
    dunning: z.object({ charge_attempts: z.number().int(), retry_interval_hours: z.number().int(), when_exhausted: z.enum(RETRIES_EXHAUSTED_OUTCOMES) }).strict(),
    days_until_due: z.number().int(),
    invoice_days_ahead: z.number().int().meta({ description: "Days before each period starts that its invoice is made" }),
    payment_method_reference: z.string().nullable().meta({ description: "token or preapproval: the saved payment method (`pm_…`) charged each cycle" }),
    test_clock: z.string().nullable().meta({ description: "The test clock (`clock_…`) whose time it lives in, or null" }),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "Subscription" });

export const invoiceLineSchema = z
  .object({ description: z.string(), quantity: z.number().int(), unit_amount: amount(), amount: amount() })
  .strict()
  .meta({ id: "InvoiceLine" });

export const invoiceSchema = z
  .object({
    invoice_reference: z.string().meta({ description: "The invoice's reference (`in_…`)" }),
    number: z.string().nullable().meta({ description: "Your own sequence per mode, without gaps, taken when it is finalized (null while a draft)", example: "INV-000042" }),
    subscription_reference: z.string().nullable(),
    period_index: z.number().int().nullable().meta({ description: "The subscription period it bills (0: the first)" }),
    customer_reference: z.string().nullable().meta({ description: "The customer profile it bills (`cus_…`)" }),
    description: nullableText().meta({ description: "What it is for, shown on its page" }),
    status: z.enum(INVOICE_STATUSES),
    currency: currency(),
    subtotal: amount(),
    tax: amount(),
    total: amount(),
    amount_paid: amount(),
    amount_due: amount(),
    lines: z.array(invoiceLineSchema),
    period_start: timestamp().nullable(),
    period_end: timestamp().nullable(),
    due_at: timestamp().nullable(),
    tax_rate_percent: z.number().meta({ description: "A one-off invoice's tax rate on its subtotal, in percent (0 for a subscription's)" }),
    days_until_due: z.number().int().nullable().meta({ description: "A one-off invoice's days from finalizing to its due date; null for a subscription's (see due_at)" }),
    allow_partial_payments: z.boolean().meta({ description: "Whether the customer may pay it in parts" }),
    minimum_partial_amount: amount().nullable().meta({ description: "The least one part may be (the rest due may always be paid whole)" }),
    hosted_invoice_url: z.url().nullable().meta({ description: "Its hosted page, where the customer pays it (null while a draft, and once void)" }),
    charge_attempts: z.number().int().meta({ description: "Charge tries made (push)" }),
    next_charge_attempt: timestamp().nullable().meta({ description: "When the next try is due, while tries remain after a failed one" }),
    last_failure_reason: nullableText().meta({ description: "Why the latest try failed" }),
    customer: z.object({ name: nullableText(), email: nullableText(), phone_number: nullableText() }).strict(),
    finalized_at: timestamp().nullable(),
    sent_at: timestamp().nullable().meta({ description: "When it was last e-mailed to the customer" }),
    paid_at: timestamp().nullable(),
    voided_at: timestamp().nullable(),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "Invoice" });

export const testClockSchema = z
  .object({
    test_clock_reference: z.string().meta({ description: "The clock's reference (`clock_…`)" }),
    name: nullableText(),
    frozen_time: timestamp().meta({ description: "The clock's time: its subscriptions live in it" }),
    status: z.enum(["ready", "advancing"]).meta({ description: "`advancing` while an advance runs (its subscriptions' cycles run in order), `ready` once it reached the target" }),
    advancing_to: timestamp().nullable().meta({ description: "Where the running advance is going" }),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "TestClock" });

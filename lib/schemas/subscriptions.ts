// Request schemas of subscriptions, invoices and test clocks (the /v2/subscriptions, /v2/invoices and
// /v2/test-clocks routes). Shapes here (VALIDATION_ERROR); what needs the plan, the wallet's rules or
// the clock is the services' to judge (INVALID_VALUE, NOT_FOUND, RESOURCE_CONFLICT).
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";
import { COLLECTION_METHODS, INVOICE_STATUSES, RETRIES_EXHAUSTED_OUTCOMES, SUBSCRIPTION_STATUSES } from "@/lib/catalog/subscription-states";
import { MAX_TRIAL_DAYS } from "@/lib/catalog/billing-intervals";

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const wholeNumber = () => z.number({ error: "must be a whole number" }).int("must be a whole number");

export const subscriptionCustomerSchema = z
  .object({
    first_name: text(100).optional(),
    last_name: text(100).optional(),
    email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters").optional(),
    phone_number: z.string().trim().min(4, "must be a phone number").max(32, "must be at most 32 characters").optional(),
  })
  .strict()
  .meta({ id: "SubscriptionCustomer", description: "Who is billed: an e-mail for invoices and receipts, a phone number for the wallet" });

export const createSubscriptionSchema = z
  .object({
    plan_reference: z.string({ error: "is required" }).min(1, "is required").max(64, "must be at most 64 characters").meta({ description: "The plan (`plan_…`)" }),
    customer: subscriptionCustomerSchema,
    collection_method: z.enum(COLLECTION_METHODS, { error: `must be one of ${COLLECTION_METHODS.join(", ")}` }).meta({
      description:
        "`push`: each cycle prompts the customer's wallet to pay (the invoice's pay link is the fallback); `send_invoice`: each cycle's invoice is e-mailed to be paid; `token`: each cycle charges the customer's saved card; `preapproval`: each cycle charges the customer's MTN MoMo pre-approval",
    }),
    payment_method: z.string().max(32, "must be at most 32 characters").optional().meta({ description: "push: the wallet's method (`telebirr`, `mpesa`, `mtn_momo`…, GET /v2/payment-methods)", example: "telebirr" }),
    wallet_number: z.string().trim().max(32, "must be at most 32 characters").optional().meta({ description: "push: the wallet's number, as the customer writes it; customer.phone_number when left out" }),
    payment_method_reference: z.string().max(64, "must be at most 64 characters").optional().meta({
      description: "token and preapproval: the customer's active saved payment method (`pm_…`, POST /v2/customers/{id}/payment-methods) charged each cycle: a card for `token`, an MTN MoMo wallet for `preapproval`",
    }),
    trial_days: wholeNumber().min(0, "must be 0 or more").max(MAX_TRIAL_DAYS, `must be at most ${MAX_TRIAL_DAYS}`).optional().meta({ description: "Free days before the first charge; the plan's trial_days when left out" }),
    dunning: z
      .object({
        charge_attempts: wholeNumber().min(1, "must be at least 1").max(10, "must be at most 10").optional().meta({ description: "Tries per invoice, the first charge included (default 3)" }),
        retry_interval_hours: wholeNumber().min(1, "must be at least 1").max(720, "must be at most 720").optional().meta({ description: "Hours between tries (default 24)" }),
        when_exhausted: z.enum(RETRIES_EXHAUSTED_OUTCOMES, { error: "must be unpaid or canceled" }).optional().meta({
          description: "What the subscription becomes when the next period comes with its invoice still unpaid after every try: `unpaid` (billing stops until it is paid) or `canceled` (default `unpaid`)",
        }),
      })
      .strict()
      .optional(),
    invoice_days_ahead: wholeNumber().min(0, "must be 0 or more").max(30, "must be at most 30").optional().meta({
      description: "Days before each period starts that its invoice is made and `invoice.created` sent, so the customer hears of it first (default 0); a charged invoice is still charged when its period starts",
    }),
    days_until_due: wholeNumber().min(0, "must be 0 or more").max(365, "must be at most 365").optional().meta({ description: "send_invoice: days the customer has to pay each invoice (default 7)" }),
    test_clock: z.string().max(64, "must be at most 64 characters").optional().meta({ description: "Test mode: the test clock (`clock_…`) whose time this subscription lives in" }),
  })
  .strict();
export type CreateSubscriptionInput = z.output<typeof createSubscriptionSchema>;

export const listSubscriptionsQuerySchema = listQuery(
  {
    status: z.enum(SUBSCRIPTION_STATUSES).optional().meta({ description: "Only subscriptions in this status" }),
    plan_reference: z.string().max(64, "must be at most 64 characters").optional().meta({ description: "Only this plan's subscriptions" }),
    customer_reference: z.string().max(64, "must be at most 64 characters").optional().meta({ description: "Only this customer's subscriptions (`cus_…`)" }),
  },
  cursorPaging({ items: "Subscriptions" }),
);
export type ListSubscriptionsQuery = z.output<typeof listSubscriptionsQuerySchema>;

export const cancelSubscriptionSchema = z
  .object({
    at_period_end: z.boolean({ error: "must be true or false" }).default(false).meta({ description: "true: it ends when the current period ends (nothing more is billed); false: it ends now" }),
  })
  .strict();
export type CancelSubscriptionInput = z.output<typeof cancelSubscriptionSchema>;

/**
 * PATCH /v2/subscriptions/{id}: how it is collected from now on, one way per request: a saved method
 * (`payment_method_reference`), a wallet (`payment_method` and `wallet_number`), or invoices
 * (`collection_method: "send_invoice"`). Which fields go together is the service's to judge
 * (INVALID_VALUE naming them); the dunning schedule and cancelling are not changed here.
 */
export const updateSubscriptionSchema = z
  .object({
    payment_method_reference: z.string().max(64, "must be at most 64 characters").optional().meta({
      description: "The customer's active saved payment method (`pm_…`): a card moves the subscription to `token`, an MTN MoMo wallet to `preapproval`",
    }),
    payment_method: z.string().max(32, "must be at most 32 characters").optional().meta({ description: "push: the wallet's method (`telebirr`, `mpesa`…); the subscription's own when it is push already", example: "telebirr" }),
    wallet_number: z.string().trim().max(32, "must be at most 32 characters").optional().meta({ description: "push: the wallet's number, as the customer writes it" }),
    collection_method: z.enum(COLLECTION_METHODS, { error: `must be one of ${COLLECTION_METHODS.join(", ")}` }).optional().meta({
      description: "`send_invoice` alone: each cycle's invoice is e-mailed (the customer needs an e-mail). With the other fields, it must be what they collect by (`push`, `token`, `preapproval`)",
    }),
  })
  .strict();
export type UpdateSubscriptionInput = z.output<typeof updateSubscriptionSchema>;

/** Pause and resume take no options: a paused subscription waits for its resume. */
export const emptySubscriptionActionSchema = z.object({}).strict();

export const listInvoicesQuerySchema = listQuery(
  {
    status: z.enum(INVOICE_STATUSES).optional().meta({ description: "Only invoices in this status" }),
    subscription_reference: z.string().max(64, "must be at most 64 characters").optional().meta({ description: "Only this subscription's invoices" }),
    customer_reference: z.string().max(64, "must be at most 64 characters").optional().meta({ description: "Only this customer's invoices (`cus_…`)" }),
    number: z.string().max(32, "must be at most 32 characters").optional().meta({ description: "The invoice with this number (`INV-000042`)" }),
  },
  cursorPaging({ items: "Invoices" }),
);
export type ListInvoicesQuery = z.output<typeof listInvoicesQuerySchema>;

export const createTestClockSchema = z
  .object({
    frozen_time: z.iso.datetime({ error: "must be an ISO 8601 UTC time" }).meta({ description: "The clock's time to start at" }),
    name: text(100).optional(),
  })
  .strict();

export const advanceTestClockSchema = z
  .object({
    frozen_time: z.iso.datetime({ error: "must be an ISO 8601 UTC time" }).meta({ description: "The time to move the clock to: after its current time, at most two years ahead" }),
  })
  .strict();

// The v2 webhook bodies, one schema per event type, as lib/webhooks/payloads.ts
// v2Payload builds them from the event row: flat, the spec's webhook fields extended, and a
// family's own fields (payments and refunds, a refund's outcome, payouts, virtual accounts, disputes,
// the test event). The
// OpenAPI document's `webhooks` section (lib/openapi/webhooks.ts) shows them, and
// tests/integration/webhooks/openapi-webhooks.test.ts checks real bodies against it.
import { z } from "zod";
import { PAYOUT_STATUSES } from "@/lib/catalog/payout-transitions";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";
import { amount, currency, mode, timestamp } from "@/lib/schemas/responses/common";
import { paymentCustomerSchema, paymentSplitSchema, paymentStatusSchema } from "@/lib/schemas/responses/payments";
import { virtualAccountCreditSchema, virtualAccountDebitSchema } from "@/lib/schemas/responses/virtual-accounts";
import { refundSchema } from "@/lib/schemas/responses/refunds";
import { disputeSchema } from "@/lib/schemas/responses/disputes";
import { DISPUTE_STATUSES } from "@/lib/catalog/dispute-states";
import { invoiceSchema, subscriptionSchema } from "@/lib/schemas/responses/subscriptions";
import { INVOICE_STATUSES, SAVED_PAYMENT_METHOD_STATUSES, SUBSCRIPTION_STATUSES } from "@/lib/catalog/subscription-states";
import { savedPaymentMethodSchema } from "@/lib/schemas/responses/saved-payment-methods";
import { RISK_REVIEW_EVENT_TYPES, RISK_REVIEW_STATUSES } from "@/lib/catalog/risk";

/** Every event type a webhook endpoint can receive: the filterable ones and the test event. */
export const DELIVERED_EVENT_TYPES: readonly string[] = [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE];

export type WebhookFamily = "payment" | "refund" | "payout" | "virtual_account" | "dispute" | "subscription" | "invoice" | "payment_method" | "test";

/** The family an event type's body belongs to: its `webhook_type`. */
export function webhookFamily(type: string): WebhookFamily {
  if (type === TEST_EVENT_TYPE) return "test";
  if (type === "payment.partially_refunded" || type === "payment.fully_refunded") return "refund";
  const family = type.split(".")[0];
  if (family === "payment" || family === "refund" || family === "payout" || family === "virtual_account" || family === "dispute" || family === "subscription" || family === "invoice" || family === "payment_method") return family;
  throw new Error(`no webhook payload schema for the event type ${type}`);
}

/** `payment.duplicate_charge_refunded` → `PaymentDuplicateChargeRefundedWebhook`: the schema's component name. */
export function webhookSchemaId(type: string): string {
  return `${type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("")}Webhook`;
}

const metaObject = () => z.record(z.string(), z.unknown()).meta({ description: "Your meta object, as you sent it; `{}` when you sent none" });

/** The fields every body has. */
function envelopeFields(type: string, family: WebhookFamily) {
  return {
    id: z.string().meta({ description: "The event id (`evt_…`), also sent as the `webhook-id` header. The same on every retry: de-duplicate by it.", example: "evt_4sV0k1yH3dMCXm9c2QjvA7" }),
    event: z.literal(type),
    webhook_type: z.literal(family),
    mode: mode(),
  };
}

/** The spec's webhook fields, shared by payments, refunds, payouts and virtual accounts. */
function baseFields(type: string, family: WebhookFamily, status: z.ZodType) {
  return {
    ...envelopeFields(type, family),
    status,
    amount: amount(),
    currency: currency(),
    merchant_reference: z.string().nullable().meta({ description: "Your reference, or null when you gave none" }),
    gateway_reference: z.string(),
    created_at: timestamp(),
    updated_at: timestamp().meta({ description: "When the object reached the state this event reports" }),
    meta: metaObject(),
  };
}

const duplicateChargeSchema = z
  .object({
    attempt: z.number().int().meta({ description: "The checkout attempt the processor charged late (1 is the first)" }),
    payment_method: z.string(),
    amount: amount().meta({ description: "What was charged, and given back: the payment's amount" }),
    refunded: z.literal(true).meta({ description: "Always true: the charge is refunded automatically" }),
  })
  .strict()
  .meta({ id: "WebhookDuplicateCharge" });

/** `review` of payment.review_opened and payment.review_closed: the review as the risk reviews' API shows it. */
const webhookRiskReviewSchema = z
  .object({
    id: z.string().meta({ description: "The review (`rrv_…`)" }),
    mode: mode(),
    status: z.enum(RISK_REVIEW_STATUSES).meta({ description: "`open` while held; `approved` (kept) or `refused` (refunded in full) once closed" }),
    payment_reference: z.string().meta({ description: "The held payment (`pay_…`)" }),
    attempt_id: z.string().meta({ description: "The attempt that paid it (`att_…`)" }),
    rule_id: z.string().nullable().meta({ description: "The rule that held it (`rrl_…`)" }),
    reason: z.string().meta({ description: "Why it was held: the rule's name" }),
    opened_at: timestamp(),
    closed_at: timestamp().nullable(),
    closed_by: z.string().nullable().meta({ description: "Who closed it: a team member's user id (`usr_…`), or `operator`; null while open" }),
    note: z.string().nullable().meta({ description: "The closer's note; null while open" }),
    refund_reference: z.string().nullable().meta({ description: "A refused review's refund (`rfd_…`); null otherwise" }),
  })
  .strict()
  .meta({ id: "WebhookRiskReview" });

function paymentPayloadSchema(type: string, family: "payment" | "refund") {
  const suffix = type.slice("payment.".length);
  const duplicate = type === "payment.duplicate_charge_refunded";
  const review = (RISK_REVIEW_EVENT_TYPES as readonly string[]).includes(type);
  const status = duplicate
    ? paymentStatusSchema.meta({ description: "The payment's own status, which the duplicate charge does not change" })
    : review
      ? paymentStatusSchema.meta({ description: "The payment's own status: `success` while held and once approved (a refused review's refund follows as `payment.fully_refunded`)" })
      : z.literal(suffix).meta({ description: "The payment's status after this change" });
  return z
    .object({
      ...baseFields(type, family, status),
      gateway_reference: z.string().meta({ description: "The payment's gateway reference (`pay_…`)", example: "pay_1xQmZ8cVbN4rT6yU2iO9pA" }),
      amount: amount().meta({ description: "The full payment amount, also for a split payment (spec events rule 1)" }),
      payment_type: z.string().meta({ description: "How the payment was made: `Hosted`, `Payment link`…" }),
      payment_method: z.string().nullable().meta({ description: "The method of the attempt that decided it (`card`, `telebirr`…); null before any attempt" }),
      service_fee: z.number().nullable().meta({ description: "The fee, once a method is chosen; null before" }),
      customer: paymentCustomerSchema,
      reason: z.string().nullable().meta({ description: "Why it failed, was cancelled, blocked or expired; null otherwise" }),
      amount_refunded: amount().meta({ description: "Refunded so far, in total" }),
      ...(family === "refund"
        ? {
            refund_reference: z.string().meta({ description: "The refund that made this change (`rfd_…`)" }),
            refund_amount: amount().meta({ description: "That refund's amount" }),
          }
        : {}),
      ...(duplicate ? { duplicate_charge: duplicateChargeSchema } : {}),
      ...(review ? { review: webhookRiskReviewSchema } : {}),
      split: z.array(paymentSplitSchema).meta({ description: "The split rules stored at initialization, with each share (spec events rule 2); empty when not split" }),
    })
    .strict();
}

const payoutAccountSchema = z
  .object({
    account_name: z.string(),
    account_number: z.string().meta({ description: "Digits for a bank account, E.164 for a wallet" }),
    bank_slug: z.string(),
    bank_name: z.string(),
  })
  .strict()
  .meta({ id: "WebhookPayoutAccount" });

function payoutPayloadSchema(type: string) {
  const status = type.slice("payout.".length);
  return z
    .object({
      ...baseFields(type, "payout", z.literal(status).meta({ description: "The payout's status after this change" })),
      gateway_reference: z.string().meta({ description: "The payout's gateway reference (`po_…`)", example: "po_3Fg8hK2mN5pQ7rS9tU1vW4" }),
      account: payoutAccountSchema,
      service_fee: amount().meta({ description: "The payout fee, held with the amount and earned on success" }),
      processed_at: timestamp().nullable().meta({ description: "When the processor's final word (success, failed, blocked) arrived; null before" }),
      reason: z.string().nullable().meta({ description: "The processor's reason (a failure, a block, a reversal), or why a live payout waits; null otherwise" }),
      previous_status: z.enum(PAYOUT_STATUSES).nullable().meta({ description: "The status before this change; null for `payout.pending` (just created)" }),
    })
    .strict();
}

/** `data` of virtual_account.credited: the credit (as the test-credit answer shows it), with the account. */
const virtualAccountCreditDataSchema = virtualAccountCreditSchema
  .extend({
    virtual_account_id: z.string().meta({ description: "The account credited (`va_…`)" }),
    account_number: z.string().meta({ description: "Its account number, the one the sender paid to" }),
  })
  .strict()
  .meta({ id: "WebhookVirtualAccountCredit" });

/** `data` of virtual_account.debited: the spec's debit item, with the account. */
const virtualAccountDebitDataSchema = virtualAccountDebitSchema
  .extend({ virtual_account_id: z.string().meta({ description: "The account debited (`va_…`)" }) })
  .strict()
  .meta({ id: "WebhookVirtualAccountDebit" });

function virtualAccountPayloadSchema(type: string) {
  const credited = type === "virtual_account.credited";
  return z
    .object({
      ...baseFields(type, "virtual_account", z.null().meta({ description: "Always null: a credit or debit has no status" })),
      gateway_reference: z.string().meta({ description: "The virtual account's id (`virtual_account_id`, `va_…`)", example: "va_6Yt3kP9wQ2mZ5xL8nB1vC4" }),
      amount: amount().meta({ description: credited ? "The amount received" : "The amount collected" }),
      merchant_reference: z.string().nullable().meta({ description: credited ? "Always null for a credit" : "The debit's merchant_reference, or null" }),
      created_at: timestamp().meta({ description: credited ? "When the credit was booked" : "When the debit was made" }),
      updated_at: timestamp().meta({ description: "When the event was written" }),
      meta: metaObject().meta({ description: credited ? "Always `{}` for a credit" : "The debit's meta, or `{}`" }),
      data: credited ? virtualAccountCreditDataSchema : virtualAccountDebitDataSchema,
    })
    .strict();
}

/**
 * `data` of refund.succeeded and refund.failed: the refund as GET /v2/refunds/{reference} shows it,
 * with why the processor refused it and the payment's status and refunded total after the outcome
 * (a refused refund moves the payment back).
 */
const refundOutcomeDataSchema = refundSchema
  .extend({
    failure_reason: z.string().nullable().meta({ description: "Why the processor refused the refund; null when it succeeded" }),
    payment_status: paymentStatusSchema.meta({ description: "The refunded payment's status after this outcome: a refused refund moves it back to `partially_refunded` or `success`" }),
    payment_amount_refunded: amount().meta({ description: "The payment's refunded total after this outcome: a refused refund no longer counts" }),
  })
  .strict()
  .meta({ id: "WebhookRefundOutcome" });

function refundOutcomePayloadSchema(type: string) {
  const status = type.slice("refund.".length);
  return z
    .object({
      ...baseFields(type, "refund", z.literal(status).meta({ description: "The refund's status after this outcome" })),
      gateway_reference: z.string().meta({ description: "The refund's gateway reference (`rfd_…`)", example: "rfd_8Kj3mP5rT7vX9zB1dF3hL5" }),
      amount: amount().meta({ description: "The refund's amount" }),
      merchant_reference: z.string().nullable().meta({ description: "Your reference for the refund, or null when you gave none" }),
      created_at: timestamp().meta({ description: "When the refund was created" }),
      updated_at: timestamp().meta({ description: "When the outcome was recorded" }),
      meta: metaObject().meta({ description: "Always `{}` for a refund" }),
      data: refundOutcomeDataSchema,
    })
    .strict();
}

/** `data` of the dispute.* events: the dispute as GET /v2/disputes lists it (its files and balance movements are on GET /v2/disputes/{id}). */
const disputeDataSchema = disputeSchema.omit({ files: true, balance_transactions: true }).strict().meta({ id: "WebhookDispute" });

function disputePayloadSchema(type: string) {
  return z
    .object({
      ...baseFields(type, "dispute", z.enum(DISPUTE_STATUSES).meta({ description: "The dispute's status after this change" })),
      gateway_reference: z.string().meta({ description: "The dispute's reference (`dispute_reference`, `dp_…`)", example: "dp_5Gh7jK9lQ1wE3rT5yU7iO9" }),
      amount: amount().meta({ description: "The disputed amount" }),
      merchant_reference: z.null().meta({ description: "Always null: a dispute has no reference of yours" }),
      created_at: timestamp().meta({ description: "When the dispute was recorded" }),
      updated_at: timestamp().meta({ description: "When the dispute reached the state this event reports" }),
      meta: metaObject().meta({ description: "Always `{}` for a dispute" }),
      data: disputeDataSchema,
    })
    .strict();
}

/** The subscription.* and invoice.* bodies: the object in `data`, its status, money and reference on top. */
function billingPayloadSchema(type: string, family: "subscription" | "invoice") {
  const subscription = family === "subscription";
  return z
    .object({
      ...baseFields(type, family, subscription ? z.enum(SUBSCRIPTION_STATUSES).meta({ description: "The subscription's status after this change" }) : z.enum(INVOICE_STATUSES).meta({ description: "The invoice's status after this change" })),
      gateway_reference: z.string().meta({ description: subscription ? "The subscription's reference (`subs_…`)" : "The invoice's reference (`in_…`)" }),
      amount: amount().meta({ description: subscription ? "The plan's amount, billed each period" : "The invoice's total" }),
      merchant_reference: z.null().meta({ description: "Always null" }),
      created_at: timestamp(),
      updated_at: timestamp(),
      meta: metaObject().meta({ description: "Always `{}`" }),
      data: subscription ? subscriptionSchema : invoiceSchema,
    })
    .strict();
}

/** `data` of payment_method.expiring: the saved method as the API shows it, and when it lapses. */
const paymentMethodExpiringDataSchema = savedPaymentMethodSchema
  .extend({ expires_at: timestamp().meta({ description: "When it lapses: the end of the card's expiry month, or the mandate's valid_until" }) })
  .strict()
  .meta({ id: "WebhookPaymentMethodExpiring" });

/** The payment_method.* bodies: the saved method in `data`, its status and reference on top; no money. */
function paymentMethodPayloadSchema(type: string) {
  return z
    .object({
      ...envelopeFields(type, "payment_method"),
      status: z.enum(SAVED_PAYMENT_METHOD_STATUSES).meta({ description: "The saved payment method's status" }),
      amount: z.null().meta({ description: "Always null: a saved payment method holds no money" }),
      currency: z.null().meta({ description: "Always null" }),
      merchant_reference: z.null().meta({ description: "Always null" }),
      gateway_reference: z.string().meta({ description: "The saved payment method's reference (`pm_…`)" }),
      created_at: timestamp(),
      updated_at: timestamp(),
      meta: metaObject().meta({ description: "Always `{}`" }),
      data: paymentMethodExpiringDataSchema,
    })
    .strict();
}

function testPayloadSchema() {
  return z
    .object({
      ...envelopeFields(TEST_EVENT_TYPE, "test"),
      message: z.string(),
      webhook_endpoint: z.string().meta({ description: "The endpoint the test was sent to (`whe_…`)" }),
      created_at: timestamp(),
    })
    .strict();
}

function buildSchema(type: string): z.ZodObject {
  const family = webhookFamily(type);
  const schema =
    family === "test"
      ? testPayloadSchema()
      : family === "payout"
        ? payoutPayloadSchema(type)
        : family === "virtual_account"
          ? virtualAccountPayloadSchema(type)
          : family === "dispute"
            ? disputePayloadSchema(type)
            : family === "subscription" || family === "invoice"
              ? billingPayloadSchema(type, family)
            : family === "payment_method"
              ? paymentMethodPayloadSchema(type)
            : type.startsWith("refund.")
              ? refundOutcomePayloadSchema(type)
              : paymentPayloadSchema(type, family);
  return schema.meta({ id: webhookSchemaId(type), description: `The v2 body of \`${type}\`` });
}

/** The v2 body's schema of each event type. */
export const WEBHOOK_PAYLOAD_SCHEMAS: Readonly<Record<string, z.ZodObject>> = Object.fromEntries(DELIVERED_EVENT_TYPES.map((type) => [type, buildSchema(type)]));

// Response schemas of the payments API: the `data` of each answer, as the
// serializers in lib/payments/ build it.
import { z } from "zod";
import { PAYMENT_METHODS } from "@/lib/catalog/payment-methods";
import { amount, currency, metaOut, mode, timestamp } from "@/lib/schemas/responses/common";

export const PAYMENT_STATUSES = ["pending", "auth_needed", "success", "failed", "cancelled", "incomplete", "blocked", "partially_refunded", "fully_refunded"] as const;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES).meta({
  id: "PaymentStatus",
  description: "`success` means paid. See the spec's states and transitions.",
});

export const hostedPaymentCreatedSchema = z
  .object({
    gateway_reference: z.string().meta({ description: "The gateway's reference of the payment (`pay_…`)" }),
    merchant_reference: z.string().nullable(),
    checkout_url: z.url().meta({ description: "Send the customer here to pay" }),
    created_at: timestamp(),
    expires_at: timestamp().meta({ description: "After this, the checkout no longer takes attempts" }),
  })
  .strict();

const nullableText = () => z.string().nullable();

export const paymentCustomerSchema = z
  .object({ first_name: nullableText(), last_name: nullableText(), email: nullableText(), phone_number: nullableText() })
  .strict()
  .meta({ id: "PaymentCustomer" });

export const paymentSplitSchema = z
  .object({
    subaccount_reference: z.string(),
    split_type: z.enum(["percentage", "flat"]),
    split_value: z.number().meta({ description: "Percent (3 means 3%) or an amount in major units" }),
    amount: amount().meta({ description: "The subaccount's share of the payment" }),
    fee: z.number().nullable().meta({ description: "The share's part of the service fee; null until a method sets the fee" }),
  })
  .strict()
  .meta({ id: "PaymentSplit" });

export const paymentSchema = z
  .object({
    gateway_reference: z.string(),
    merchant_reference: z.string().nullable(),
    status: paymentStatusSchema,
    amount: amount(),
    currency: currency(),
    service_fee: z.number().nullable().meta({ description: "The fee, once a method is chosen" }),
    amount_refunded: z.number(),
    payment_method: z.string().nullable(),
    payment_type: z.string(),
    fee_bearer: z.enum(["merchant", "subaccounts"]),
    customer: paymentCustomerSchema,
    meta: metaOut(),
    mode: mode(),
    attempts: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    expires_at: timestamp(),
    paid_at: timestamp().nullable(),
    split: z.array(paymentSplitSchema).optional().meta({ description: "The split rules and shares, for a split payment" }),
  })
  .strict()
  .meta({ id: "Payment" });

export const paymentMethodSchema = z
  .object({
    id: z.enum(PAYMENT_METHODS.map((m) => m.id) as [string, ...string[]]),
    name: z.string(),
    type: z.enum(["card", "wallet", "bank_transfer"]),
    currencies: z.array(currency()),
    available: z.boolean().meta({ description: "false when no processor serves this mode" }),
    pricing: z.array(z.object({ currency: currency(), percentage: z.number(), minimum: z.number() }).strict()),
  })
  .strict()
  .meta({ id: "PaymentMethod" });

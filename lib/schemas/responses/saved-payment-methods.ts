// Response schemas of saved payment methods, as lib/billing/saved-payment-methods.ts serializes them:
// the `data` of the /v2/customers/{id}/payment-methods routes and of payment_method.* webhooks. A card
// is its brand, last four digits and expiry; a wallet its masked number: never a card number or a
// wallet's full number.
import { z } from "zod";
import { cursorPaginationSchema, modeAndTimestamps, timestamp } from "@/lib/schemas/responses/common";
import { MANDATE_ACCEPTANCE_CHANNELS, SAVABLE_METHODS, SAVED_PAYMENT_METHOD_KINDS, SAVED_PAYMENT_METHOD_STATUSES } from "@/lib/catalog/subscription-states";

export const savedCardSchema = z
  .object({
    brand: z.string().nullable().meta({ example: "visa" }),
    last4: z.string().nullable().meta({ example: "4242" }),
    exp_month: z.number().int().nullable().meta({ example: 12 }),
    exp_year: z.number().int().nullable().meta({ example: 2029 }),
  })
  .strict()
  .meta({ id: "SavedCard", description: "What the processor says of the saved card, once it is active; the card itself stays at the processor" });

export const savedWalletSchema = z
  .object({ phone_number: z.string().nullable().meta({ description: "The wallet's number, masked", example: "+2567•••••456" }) })
  .strict()
  .meta({ id: "SavedWallet" });

export const mandateSchema = z
  .object({
    accepted_at: timestamp().nullable().meta({ description: "When the customer accepted it (the processor's page completed, the prompt approved); null while pending" }),
    ip: z.string().nullable().meta({ description: "The address of the request that attached it" }),
    user_agent: z.string().nullable().meta({ description: "The user agent of the request that attached it" }),
    channel: z.enum(MANDATE_ACCEPTANCE_CHANNELS).nullable().meta({ description: "`hosted_page`: on the processor's page; `phone_prompt`: on the phone; `api`: as your request said" }),
    valid_until: timestamp().nullable().meta({ description: "Until when it may be charged; null: until it is detached" }),
  })
  .strict()
  .meta({ id: "Mandate" });

export const savedPaymentMethodSchema = z
  .object({
    payment_method_reference: z.string().meta({ description: "The saved payment method's reference (`pm_…`): a subscription's `payment_method_reference`" }),
    customer_reference: z.string().meta({ description: "The customer it belongs to (`cus_…`)" }),
    type: z.enum(SAVABLE_METHODS),
    kind: z.enum(SAVED_PAYMENT_METHOD_KINDS),
    status: z.enum(SAVED_PAYMENT_METHOD_STATUSES),
    processor: z.string().meta({ description: "Who holds the mandate: `stripe`, `mtn_momo`, or `simulator` in test mode" }),
    setup_url: z.string().nullable().meta({ description: "card, while pending: the processor's page where the customer saves the card; send them there" }),
    card: savedCardSchema.nullable(),
    wallet: savedWalletSchema.nullable(),
    mandate: mandateSchema,
    failure_reason: z.string().nullable().meta({ description: "Why it failed, was cancelled or expired at the processor" }),
    detached_at: timestamp().nullable(),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "SavedPaymentMethod" });

export const savedPaymentMethodListSchema = z
  .object({ items: z.array(savedPaymentMethodSchema), pagination: cursorPaginationSchema })
  .strict()
  .meta({ id: "SavedPaymentMethodList" });

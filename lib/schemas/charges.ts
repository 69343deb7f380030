// Request schemas of direct charges: POST /v2/charges and POST /v2/charges/{reference}/authorize.
// `.strict()` as everywhere. The rules that need the currency or the wallet (a method of the
// currency, a wallet and not a card, a number of the wallet's country) are the service's and
// answer INVALID_VALUE (lib/charges/create-direct-charge.ts), as the hosted payment's do.
import { z } from "zod";
import { createHostedPaymentSchema, customerSchema, feeBearerSchema, metaSchema, splitRuleSchema } from "@/lib/schemas/payments";

export const createDirectChargeSchema = z
  .object({
    amount: createHostedPaymentSchema.shape.amount,
    currency: createHostedPaymentSchema.shape.currency,
    method: z
      .string({ error: "must be a string" })
      .trim()
      .min(1, "must not be empty")
      .max(40, "must be at most 40 characters")
      .meta({ description: "A wallet of the currency (GET /v2/payment-methods?currency=…): telebirr, mpesa, mtn_momo, airtel_money, waafi…", example: "telebirr" }),
    phone_number: z
      .string({ error: "must be a string" })
      .max(30, "must be at most 30 characters")
      .meta({
        description: "The customer's wallet number, checked as the checkout checks it: the wallet's country, written locally or with the country code (stored in E.164)",
        example: "+251911110001",
      }),
    merchant_reference: createHostedPaymentSchema.shape.merchant_reference,
    customer: customerSchema.optional(),
    meta: metaSchema.optional(),
    subaccounts: z.array(splitRuleSchema).optional(),
    fee_bearer: feeBearerSchema.optional(),
  })
  .strict();

export type CreateDirectChargeInput = z.output<typeof createDirectChargeSchema>;

export const authorizeChargeSchema = z
  .object({
    otp: z
      .string({ error: "must be a string" })
      .trim()
      .regex(/^\d{4,8}$/, "must be the 4 to 8 digit code")
      .meta({ description: "The code the wallet sent the customer (test mode: 123456). Three wrong codes fail the charge.", example: "123456" }),
  })
  .strict();

export type AuthorizeChargeInput = z.output<typeof authorizeChargeSchema>;

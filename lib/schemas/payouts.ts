// Request schemas for payouts: POST /v2/payouts, the bulk request, OTP, the list
// filters (test funds use lib/schemas/test-funds.ts). Shapes are checked here (VALIDATION_ERROR); the values
// that need the currency, the bank registry or the balance are checked by the services with
// the spec's codes (INVALID_VALUE, INVALID_FORMAT, INSUFFICIENT_BALANCE).
import { z } from "zod";
import { createdRange, listQuery, pagedWithCursor } from "@/lib/schemas/list-query";
import { merchantReferenceSchema, metaSchema } from "@/lib/schemas/payments";
import { bankAccountSchema } from "@/lib/schemas/subaccounts";

export const MAX_BULK_PAYOUTS = 100;

export const createPayoutSchema = z
  .object({
    amount: z
      .number({ error: "must be a number" })
      .meta({ description: "In major units, with at most the currency's decimals (ETB 100.5; UGX and DJF have none). The payout fee is paid on top.", example: 100 }),
    currency: z.string().meta({ description: "USD, ETB, UGX or DJF (any case); the bank or wallet must take it", example: "ETB" }),
    account: bankAccountSchema,
    merchant_reference: merchantReferenceSchema.meta({ description: "Your reference, unique among your payouts of this mode; verify takes it in place of the gateway reference" }),
    reason: z.string().trim().max(500, "must be at most 500 characters").optional().meta({ description: "Shown with the payout" }),
    meta: metaSchema.optional(),
  })
  .strict();

export type CreatePayoutInput = z.output<typeof createPayoutSchema>;

/** A bulk item: the single-payout shape; its currency, when given, must be the batch's. */
export const bulkPayoutItemSchema = createPayoutSchema
  .extend({ currency: z.string().optional().meta({ description: "May be left out; when given, must be the batch's currency" }) })
  .strict();

export const createBulkPayoutSchema = z
  .object({
    title: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
    currency: z.string(),
    payouts: z
      .array(bulkPayoutItemSchema)
      .min(1, "give at least one payout")
      .max(MAX_BULK_PAYOUTS, `at most ${MAX_BULK_PAYOUTS} payouts per batch`),
  })
  .strict();

export type CreateBulkPayoutInput = z.output<typeof createBulkPayoutSchema>;

export const payoutOtpSchema = z
  .object({
    otp: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, "must be the 4 to 8 digit code")
      .meta({ description: "The code the processor sent (test mode: 123456). Three wrong codes fail the payout.", example: "123456" }),
  })
  .strict();

/** Approve takes no body fields; reject may say why. */
export const approvePayoutSchema = z.object({}).strict();
export const rejectPayoutSchema = z
  .object({ reason: z.string().trim().max(500, "must be at most 500 characters").optional().meta({ description: "Why: kept in the payout's status_reason" }) })
  .strict();

/**
 * GET /v2/payouts filters (extension). Values are checked by the service with INVALID_VALUE
 * (spec: "invalid list filter values"); shapes here. `cursor` (from a previous answer's
 * next_cursor / prev_cursor) takes precedence over `page`.
 */
export const listPayoutsQuerySchema = listQuery(
  {
    status: z
      .string()
      .max(50)
      .optional()
      .meta({ description: "pending, processing, success (or its alias completed), failed, blocked, auth_needed, otp_needed or reversed", example: "success" }),
    currency: z.string().max(10).optional().meta({ description: "USD, ETB, UGX or DJF (any case)", example: "ETB" }),
    ...createdRange(),
    merchant_reference: z.string().max(100).optional().meta({ description: "Only the payout with this reference of yours" }),
    batch_reference: z.string().max(100).optional().meta({ description: "Only the payouts of this bulk batch (`pob_…`)" }),
    subaccount_reference: z.string().max(100).optional().meta({ description: "Only the settlement payouts of this subaccount (`sub_…`)" }),
  },
  pagedWithCursor({ items: "Payouts" }),
);

export type ListPayoutsQuery = z.output<typeof listPayoutsQuerySchema>;

// Request schemas for payouts (issue 10): POST /v2/payouts, the bulk request, OTP, the list
// filters (test funds use lib/schemas/test-funds.ts). Shapes are checked here (VALIDATION_ERROR); the values
// that need the currency, the bank registry or the balance are checked by the services with
// the spec's codes (INVALID_VALUE, INVALID_FORMAT, INSUFFICIENT_BALANCE).
import { z } from "zod";
import { metaSchema } from "@/lib/schemas/payments";
import { bankAccountSchema } from "@/lib/schemas/subaccounts";

export const MAX_BULK_PAYOUTS = 100;

export const createPayoutSchema = z
  .object({
    amount: z.number({ error: "must be a number" }),
    currency: z.string(),
    account: bankAccountSchema,
    merchant_reference: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
    reason: z.string().trim().max(500, "must be at most 500 characters").optional(),
    meta: metaSchema.optional(),
  })
  .strict();

export type CreatePayoutInput = z.output<typeof createPayoutSchema>;

/** A bulk item: the single-payout shape; its currency, when given, must be the batch's. */
export const bulkPayoutItemSchema = createPayoutSchema.extend({ currency: z.string().optional() }).strict();

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
  .object({ otp: z.string().trim().regex(/^\d{4,8}$/, "must be the 4 to 8 digit code") })
  .strict();

/** Approve takes no body fields; reject may say why. */
export const approvePayoutSchema = z.object({}).strict();
export const rejectPayoutSchema = z.object({ reason: z.string().trim().max(500, "must be at most 500 characters").optional() }).strict();

/**
 * GET /v2/payouts filters (extension). Values are checked by the service with INVALID_VALUE
 * (spec: "invalid list filter values"); shapes here. `cursor` (from a previous answer's
 * next_cursor / prev_cursor) takes precedence over `page`.
 */
export const listPayoutsQuerySchema = z
  .object({
    status: z.string().max(50).optional(),
    currency: z.string().max(10).optional(),
    from: z.string().max(40).optional(),
    to: z.string().max(40).optional(),
    merchant_reference: z.string().max(100).optional(),
    batch_reference: z.string().max(100).optional(),
    subaccount_reference: z.string().max(100).optional(),
    cursor: z.string().max(200).optional(),
    page: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(1),
    per_page: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(20),
  })
  .strict();

export type ListPayoutsQuery = z.output<typeof listPayoutsQuerySchema>;

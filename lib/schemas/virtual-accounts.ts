// Request schemas for virtual accounts. Shapes are checked here (VALIDATION_ERROR);
// values that need the currency or the balance are checked by the services (INVALID_VALUE,
// INSUFFICIENT_BALANCE). The list queries are checked by the services too, so that every bad
// filter answers INVALID_VALUE as the issue asks (lib/virtual-accounts/list-query.ts).
import { z } from "zod";
import { metaSchema } from "@/lib/schemas/payments";

const reference = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");

export const createVirtualAccountSchema = z
  .object({
    currency: z.string().meta({ description: "USD, ETB, UGX or DJF (any case; stored upper case). The account holds and is debited in this currency.", example: "ETB" }),
    account_name: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(100, "must be at most 100 characters")
      .meta({ description: "The name the paying customer sees for the account, usually your customer's name", example: "Abebe Kebede" }),
    merchant_reference: reference.optional().meta({ description: "Your own reference for the account (your customer id); unique among your virtual accounts in this mode" }),
    meta: metaSchema.optional(),
  })
  .strict();
export type CreateVirtualAccountInput = z.output<typeof createVirtualAccountSchema>;

/** Test mode: a simulated incoming bank transfer. */
export const testCreditSchema = z
  .object({
    amount: z.number({ error: "must be a number" }).meta({ description: "The transfer's amount in the account's currency, in major units: greater than zero, at most the currency's decimals" }),
    reference: reference.optional().meta({ description: "The sender's or the bank's reference for the transfer, as a real bank notification would carry it" }),
  })
  .strict();
export type TestCreditInput = z.output<typeof testCreditSchema>;

export const createDebitSchema = z
  .object({
    amount: z.number({ error: "must be a number" }).meta({ description: "The amount to collect, in the account's currency and major units: greater than zero and at most the account's balance" }),
    merchant_reference: reference.optional().meta({ description: "Your own reference for the debit; unique per virtual account" }),
    reason: z.string().trim().max(500, "must be at most 500 characters").optional().meta({ description: "Why the money is collected; shown in the debit history" }),
    meta: metaSchema.optional(),
  })
  .strict();
export type CreateDebitInput = z.output<typeof createDebitSchema>;

const page = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1, "must be at least 1")
  .optional()
  .meta({ description: "Page number, from 1 (default 1). Ignored when `cursor` is given.", example: "1" });

const perPage = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 100, "must be between 1 and 100")
  .optional()
  .meta({ description: "Records per page, 1 to 100 (default 20)", example: "20" });

const cursor = z
  .string()
  .max(500, "is not a cursor from this list")
  .optional()
  .meta({ description: "A `next_cursor` or `prev_cursor` from an earlier answer of the same list, as given; it takes precedence over `page`" });

/** GET /v2/virtual-accounts/{id}/debits (spec): from, to, page, per_page, merchant_reference, and cursor. */
export const listDebitsQuerySchema = z
  .object({
    from: z
      .string()
      .max(40, "must be an ISO 8601 date or time")
      .optional()
      .meta({ description: "Debits created at or after this ISO 8601 day (`2026-11-01`) or time (`2026-11-01T08:00:00Z`)", example: "2026-11-01" }),
    to: z
      .string()
      .max(40, "must be an ISO 8601 date or time")
      .optional()
      .meta({ description: "Debits created before this ISO 8601 time; a bare day includes that whole day. Must be after `from`." }),
    page,
    per_page: perPage,
    merchant_reference: z
      .string()
      .min(1, "must not be empty")
      .max(100, "must be at most 100 characters")
      .optional()
      .meta({ description: "Only the debit with this merchant_reference" }),
    cursor,
  })
  .strict();
export type ListDebitsQuery = z.output<typeof listDebitsQuerySchema>;

/** GET /v2/virtual-accounts (extension): the same paging, by currency or merchant_reference. */
export const listVirtualAccountsQuerySchema = z
  .object({
    currency: z.string().max(10).optional().meta({ description: "Only accounts in this currency: USD, ETB, UGX or DJF (any case)", example: "ETB" }),
    merchant_reference: z
      .string()
      .min(1, "must not be empty")
      .max(100, "must be at most 100 characters")
      .optional()
      .meta({ description: "Only the account with this merchant_reference" }),
    page,
    per_page: perPage,
    cursor,
  })
  .strict();
export type ListVirtualAccountsQuery = z.output<typeof listVirtualAccountsQuerySchema>;

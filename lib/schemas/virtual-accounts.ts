// Request schemas for virtual accounts (issue 12). Shapes are checked here (VALIDATION_ERROR);
// values that need the currency or the balance are checked by the services (INVALID_VALUE,
// INSUFFICIENT_BALANCE). The list queries are checked by the services too, so that every bad
// filter answers INVALID_VALUE as the issue asks (lib/virtual-accounts/list-query.ts).
import { z } from "zod";
import { metaSchema } from "@/lib/schemas/payments";

const reference = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");

export const createVirtualAccountSchema = z
  .object({
    currency: z.string(),
    account_name: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
    merchant_reference: reference.optional(),
    meta: metaSchema.optional(),
  })
  .strict();
export type CreateVirtualAccountInput = z.output<typeof createVirtualAccountSchema>;

/** Test mode: a simulated incoming bank transfer. */
export const testCreditSchema = z
  .object({
    amount: z.number({ error: "must be a number" }),
    reference: reference.optional(),
  })
  .strict();
export type TestCreditInput = z.output<typeof testCreditSchema>;

export const createDebitSchema = z
  .object({
    amount: z.number({ error: "must be a number" }),
    merchant_reference: reference.optional(),
    reason: z.string().trim().max(500, "must be at most 500 characters").optional(),
    meta: metaSchema.optional(),
  })
  .strict();
export type CreateDebitInput = z.output<typeof createDebitSchema>;

const page = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1, "must be at least 1")
  .optional();

const perPage = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 100, "must be between 1 and 100")
  .optional();

/** GET /v2/virtual-accounts/{id}/debits (spec): from, to, page, per_page, merchant_reference, and cursor. */
export const listDebitsQuerySchema = z
  .object({
    from: z.string().max(40, "must be an ISO 8601 date or time").optional(),
    to: z.string().max(40, "must be an ISO 8601 date or time").optional(),
    page,
    per_page: perPage,
    merchant_reference: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
    cursor: z.string().max(500, "is not a cursor from this list").optional(),
  })
  .strict();
export type ListDebitsQuery = z.output<typeof listDebitsQuerySchema>;

/** GET /v2/virtual-accounts (extension): the same paging, by currency or merchant_reference. */
export const listVirtualAccountsQuerySchema = z
  .object({
    currency: z.string().max(10).optional(),
    merchant_reference: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
    page,
    per_page: perPage,
    cursor: z.string().max(500, "is not a cursor from this list").optional(),
  })
  .strict();
export type ListVirtualAccountsQuery = z.output<typeof listVirtualAccountsQuerySchema>;

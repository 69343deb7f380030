// Request schemas for virtual accounts. Shapes are checked here (VALIDATION_ERROR);
// values that need the currency or the balance are checked by the services (INVALID_VALUE,
// INSUFFICIENT_BALANCE). The list queries are checked by the services too, so that every bad
// filter answers INVALID_VALUE as the issue asks (lib/virtual-accounts/list-query.ts).
import { z } from "zod";
import { createdRange, digitPaging, listQuery } from "@/lib/schemas/list-query";
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

const merchantReferenceFilter = (what: string) =>
  z
    .string()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .optional()
    .meta({ description: `Only the ${what} with this merchant_reference` });

/** GET /v2/virtual-accounts/{id}/debits (spec): from, to, page, per_page, merchant_reference, and cursor. */
export const listDebitsQuerySchema = listQuery(
  {
    ...createdRange(),
    merchant_reference: merchantReferenceFilter("debit"),
  },
  digitPaging({ items: "Debits" }),
);
export type ListDebitsQuery = z.output<typeof listDebitsQuerySchema>;

/** GET /v2/virtual-accounts (extension): the same paging, by currency or merchant_reference. */
export const listVirtualAccountsQuerySchema = listQuery(
  {
    currency: z.string().max(10).optional().meta({ description: "Only accounts in this currency: USD, ETB, UGX or DJF (any case)", example: "ETB" }),
    merchant_reference: merchantReferenceFilter("account"),
  },
  digitPaging({ items: "Accounts" }),
);
export type ListVirtualAccountsQuery = z.output<typeof listVirtualAccountsQuerySchema>;

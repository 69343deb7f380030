// Response schemas of the virtual-accounts API: the `data` of each answer, as
// lib/virtual-accounts/serialize-virtual-account.ts builds it (its return types are tied to
// these schemas) and the list services page it.
import { z } from "zod";
import { amount, currency, modeAndTimestamps, pageOrCursorPaginationSchema, timestamp } from "@/lib/schemas/responses/common";

/** A virtual account's and a debit's meta: never null in these answers (`{}` when none was sent). */
const metaObject = () => z.record(z.string(), z.unknown()).meta({ description: "Your meta object, as you sent it; `{}` when you sent none" });

export const virtualAccountSchema = z
  .object({
    virtual_account_id: z.string().meta({ description: "The account's id (`va_…`), used in the paths", example: "va_7Hq2LmX9pR4tVb1NcK8sWz" }),
    account_number: z.string().meta({
      description: "The number the customer transfers to: 13 digits, generated, the last a Luhn check digit over the other twelve",
      example: "4820193746105",
    }),
    account_name: z.string(),
    currency: currency(),
    balance: amount().meta({ description: "The money in the account, in major units: credits received minus debits collected" }),
    merchant_reference: z.string().nullable().meta({ description: "Your reference for the account, or null" }),
    meta: metaObject(),
    status: z.enum(["active"]).meta({ description: "`active`: the account receives transfers (accounts cannot be closed yet)" }),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "VirtualAccount" });

/** The spec's virtual-account debit item, exactly. */
export const virtualAccountDebitSchema = z
  .object({
    debit_reference: z.string().meta({ description: "The debit's unique reference (`vad_…`)", example: "vad_2Wk9Rt4YbN7qLm1XcV5sPd" }),
    merchant_reference: z.string().nullable().meta({ description: "Your reference for the debit, or null when you gave none" }),
    amount: amount().meta({ description: "The amount deducted, in major units" }),
    currency: currency(),
    reason: z.string().nullable().meta({ description: "The reason you gave, or null" }),
    meta: metaObject(),
    balance_before: amount().meta({ description: "The account's balance just before this debit" }),
    balance_after: amount().meta({ description: "The account's balance just after it: balance_before minus amount" }),
    created_at: timestamp().meta({ description: "When the debit was made; the history is ordered by it, newest first" }),
  })
  .strict()
  .meta({ id: "VirtualAccountDebit" });

/** A credit: an incoming bank transfer (in test mode, simulated). */
export const virtualAccountCreditSchema = z
  .object({
    credit_reference: z.string().meta({ description: "The credit's unique reference (`vac_…`)", example: "vac_5Jp8Sd2KfQ6wNz3BvT1rLx" }),
    reference: z.string().nullable().meta({ description: "The sender's or bank's reference for the transfer, or null" }),
    amount: amount(),
    currency: currency(),
    balance_before: amount().meta({ description: "The account's balance just before this credit" }),
    balance_after: amount().meta({ description: "The account's balance just after it: balance_before plus amount" }),
    created_at: timestamp(),
  })
  .strict()
  .meta({ id: "VirtualAccountCredit" });

/** The test-credit answer: the credit, and the account with its new balance. */
export const virtualAccountTestCreditSchema = virtualAccountCreditSchema
  .extend({ virtual_account: virtualAccountSchema.meta({ description: "The account after the credit, with its new balance" }) })
  .strict();


export const virtualAccountListSchema = z.object({ items: z.array(virtualAccountSchema), pagination: pageOrCursorPaginationSchema }).strict();

export const virtualAccountDebitListSchema = z
  .object({ items: z.array(virtualAccountDebitSchema).meta({ description: "Newest first" }), pagination: pageOrCursorPaginationSchema })
  .strict();

export type VirtualAccountOut = z.input<typeof virtualAccountSchema>;
export type VirtualAccountDebitOut = z.input<typeof virtualAccountDebitSchema>;
export type VirtualAccountCreditOut = z.input<typeof virtualAccountCreditSchema>;

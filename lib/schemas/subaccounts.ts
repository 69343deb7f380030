// Request schemas for subaccounts and split rules. Shapes are checked here
// (VALIDATION_ERROR); values that need the currency or the bank registry are checked by
// the services with the spec's codes (INVALID_VALUE, INVALID_FORMAT).
import { z } from "zod";
import { listQuery, numberedPaging } from "@/lib/schemas/list-query";
import { feeBearerSchema } from "@/lib/schemas/payments";

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

export const bankAccountSchema = z
  .object({
    account_name: text(100).meta({ description: "The account holder's name", example: "Abebe Kebede" }),
    account_number: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(34, "must be at most 34 characters")
      .meta({
        description:
          "A bank's account number (spaces and dashes are removed) or a wallet's phone number (local or international form, stored in E.164); GET /v2/banks gives each entry's format. In test mode its last four digits choose a payout's outcome (docs/testing.md).",
        example: "1000123450000",
      }),
    bank_slug: z.string().trim().min(1, "must not be empty").max(50).meta({ description: "A bank or wallet from GET /v2/banks, of the request's currency", example: "cbe" }),
    bank_name: z.string().trim().max(100).optional().meta({ description: "Shown instead of the registry's name of the bank" }),
  })
  .strict();

/** Required: subaccount_name, account, currency, split_type, split_value (docs/decisions.md). */
export const createSubaccountSchema = z
  .object({
    subaccount_name: text(100),
    account: bankAccountSchema.meta({ description: "Where its settlements are paid; one subaccount per bank account" }),
    currency: z.string().meta({ description: "USD, ETB, UGX or DJF: the subaccount's one currency; its bank must take it", example: "ETB" }),
    split_type: z.string().meta({ description: "`percentage` or `flat`", example: "percentage" }),
    split_value: z
      .number({ error: "must be a number" })
      .meta({ description: "The default share: a percent above 0 and at most 100, 2 decimals (`percentage`), or an amount in major units (`flat`)", example: 10 }),
    min_amount: z.number({ error: "must be a number" }).nullable().optional().meta({ description: "The smallest share it takes of a payment, in major units; null for none" }),
    max_amount: z.number({ error: "must be a number" }).nullable().optional().meta({ description: "The largest share it takes of a payment, in major units; null for none" }),
  })
  .strict();

export const updateSubaccountSchema = z
  .object({
    subaccount_name: text(100).optional(),
    split_type: z.string().optional().meta({ description: "`percentage` or `flat`; a change needs split_value too" }),
    split_value: z.number({ error: "must be a number" }).optional().meta({ description: "A new split_value alone keeps the current split_type" }),
    min_amount: z.number({ error: "must be a number" }).nullable().optional(),
    max_amount: z.number({ error: "must be a number" }).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "send at least one field to change");

export const listQuerySchema = listQuery({}, numberedPaging({ items: "Subaccounts" }));

/**
 * The dashboard's subaccount list: the API's paging and a search over name,
 * bank, account name, account number and reference.
 */
export const dashboardSubaccountListSchema = listQuery(
  { q: z.string().trim().max(100, "must be at most 100 characters").optional() },
  numberedPaging({ items: "Subaccounts" }),
);

/** A subaccount's payments (its splits) on its dashboard page: paged by number. */
export const subaccountPaymentsQuerySchema = listQuerySchema;

export const splitPreviewSchema = z
  .object({
    amount: z.number({ error: "must be a number" }).meta({ description: "The payment's amount, in major units" }),
    currency: z.string().meta({ description: "USD, ETB, UGX or DJF (any case); every subaccount named must receive this currency" }),
    subaccounts: z
      .array(
        z
          .object({
            subaccount_reference: z.string().min(1).max(100).meta({ description: "An active subaccount of this mode (`sub_…`)" }),
            split_type: z.string().optional().meta({ description: "`percentage` or `flat`; with split_value, or neither to use the subaccount's default" }),
            split_value: z.number().optional().meta({ description: "Percent (3 means 3%, above 0 and at most 100, two decimals) or an amount in major units" }),
          })
          .strict(),
      )
      .min(1, "give at least one split rule")
      .meta({ description: "The split rules, as POST /v2/payments/hosted takes them: at most 10, each subaccount once" }),
    fee_bearer: feeBearerSchema.optional().meta({ description: "Who pays the service fee: `merchant` (default) or `subaccounts`" }),
    payment_method: z.string().optional().meta({ description: "Use this method's fee; without it, the highest fee among the methods the payment would allow" }),
    preferred_payment_methods: z
      .array(z.string())
      .max(20)
      .optional()
      .meta({ description: "As for POST /v2/payments/hosted: narrows the allowed methods when your settings restrict the checkout to them" }),
  })
  .strict();

// Request schemas for subaccounts and split rules (issue 4). Shapes are checked here
// (VALIDATION_ERROR); values that need the currency or the bank registry are checked by
// the services with the spec's codes (INVALID_VALUE, INVALID_FORMAT).
import { z } from "zod";
import { feeBearerSchema } from "@/lib/schemas/payments";

const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

export const bankAccountSchema = z
  .object({
    account_name: text(100),
    account_number: z.string().trim().min(1, "must not be empty").max(34, "must be at most 34 characters"),
    bank_slug: z.string().trim().min(1, "must not be empty").max(50),
    bank_name: z.string().trim().max(100).optional(),
  })
  .strict();

/** Required: subaccount_name, account, currency, split_type, split_value (docs/decisions.md). */
export const createSubaccountSchema = z
  .object({
    subaccount_name: text(100),
    account: bankAccountSchema,
    currency: z.string(),
    split_type: z.string(),
    split_value: z.number({ error: "must be a number" }),
    min_amount: z.number({ error: "must be a number" }).nullable().optional(),
    max_amount: z.number({ error: "must be a number" }).nullable().optional(),
  })
  .strict();

export const updateSubaccountSchema = z
  .object({
    subaccount_name: text(100).optional(),
    split_type: z.string().optional(),
    split_value: z.number({ error: "must be a number" }).optional(),
    min_amount: z.number({ error: "must be a number" }).nullable().optional(),
    max_amount: z.number({ error: "must be a number" }).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "send at least one field to change");

export const listQuerySchema = z
  .object({
    page: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(1),
    per_page: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(20),
  })
  .strict();

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

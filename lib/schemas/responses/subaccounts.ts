// Response schemas of the subaccounts API: the `data` of each answer, as
// lib/subaccounts/serialize-subaccount.ts builds it.
import { z } from "zod";
import { amount, currency, mode, timestamp } from "@/lib/schemas/responses/common";
import { destinationAccountSchema } from "@/lib/schemas/responses/payouts";

const subaccountFields = {
  subaccount_reference: z.string().meta({ description: "The subaccount's reference (`sub_…`)", example: "sub_2Jx8QwLp5Nc3Vb7Rt1Mk9a" }),
  subaccount_name: z.string(),
  account: destinationAccountSchema,
  currency: currency(),
  split_type: z.enum(["percentage", "flat"]),
  split_value: z.number().meta({ description: "The default share: percent (3 means 3%) or an amount in major units" }),
  min_amount: z.number().nullable().meta({ description: "The smallest share it takes of a payment, in major units; null for none" }),
  max_amount: z.number().nullable().meta({ description: "The largest share it takes of a payment, in major units; null for none" }),
  active: z.boolean().meta({ description: "false once deactivated: no new split may name it (its balance still settles)" }),
  mode: mode(),
  created_at: timestamp(),
  updated_at: timestamp(),
};

/** The answers of PATCH and deactivate (no balance). */
export const subaccountSchema = z.object(subaccountFields).strict().meta({ id: "Subaccount" });

/** The answers of create, get and list: with the balance it has earned and not yet settled. */
export const subaccountWithBalanceSchema = z
  .object({ ...subaccountFields, balance: amount().meta({ description: "Earned from split payments and not yet settled, in major units" }) })
  .strict()
  .meta({ id: "SubaccountWithBalance" });

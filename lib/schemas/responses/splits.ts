// Response schema of POST /v2/splits/preview: what lib/payments/preview-split.ts returns.
import { z } from "zod";
import { METHOD_IDS } from "@/lib/catalog/payment-methods";
import { amount, currency } from "@/lib/schemas/responses/common";

/** The method whose fee the preview used, or the highest of the allowed ones (typed as text: the service passes the checked method id on). */
const FEE_BASES: [string, ...string[]] = ["highest_fee_of_allowed_methods", ...METHOD_IDS];

export const splitPreviewShareSchema = z
  .object({
    subaccount_reference: z.string(),
    subaccount_name: z.string(),
    split_type: z.enum(["percentage", "flat"]),
    split_value: z.number().meta({ description: "Percent (3 means 3%) or an amount in major units, as the rule or the subaccount's default gives it" }),
    amount: amount().meta({ description: "The subaccount's share" }),
    fee: z.number().meta({ description: "The share's part of the service fee: 0 unless fee_bearer is `subaccounts`" }),
  })
  .strict()
  .meta({ id: "SplitPreviewShare" });

export const splitPreviewResultSchema = z
  .object({
    amount: amount(),
    currency: currency(),
    service_fee: z.number().meta({ description: "The fee of payment_method when given, else the highest fee among the methods the payment would allow" }),
    fee_basis: z
      .enum(FEE_BASES)
      .meta({ description: "Which fee service_fee is: the payment_method you gave, or `highest_fee_of_allowed_methods`" }),
    fee_bearer: z.enum(["merchant", "subaccounts"]),
    shares: z.array(splitPreviewShareSchema).meta({ description: "One per split rule, in the order given" }),
    merchant_net: z.number().meta({ description: "What the merchant keeps: amount − shares − the fee it bears" }),
  })
  .strict()
  .meta({ id: "SplitPreview" });

import "server-only";
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { toMajorUnits } from "@/lib/money";
import { isMethodAvailable, orderCheckoutMethods } from "@/lib/catalog/payment-methods";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { resolveSplitRules } from "@/lib/splits/resolve-split-rules";
import { parseFeeBearer, parsePreferredMethods } from "@/lib/payments/create-hosted-payment";
import { splitValueToApi } from "@/lib/splits/split-values";
import type { z } from "zod";
import type { splitPreviewSchema } from "@/lib/schemas/subaccounts";
import type { splitPreviewResultSchema } from "@/lib/schemas/responses/splits";
import { getPaymentSettings } from "@/lib/merchants/payment-settings";

export async function previewSplit(
  db: Db,
  opts: { merchantId: string; mode: Mode; input: z.output<typeof splitPreviewSchema> },
): Promise<z.input<typeof splitPreviewResultSchema>> {
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const amount = parseAmount(input.amount, currency);
  if (input.payment_method !== undefined && !isMethodAvailable(input.payment_method, currency)) {
    throw new ApiError("INVALID_VALUE", `payment method "${input.payment_method}" is not available for ${currency}`, [{ field: "payment_method", message: `not available for ${currency}` }]);
  }
  const merchant = await getPaymentSettings(db, opts.merchantId);
  const preferred = parsePreferredMethods(input.preferred_payment_methods ?? [], currency); // the same rules as initialization
  const feeBearer = parseFeeBearer(input.fee_bearer, input.subaccounts.length);
  const { splits, fee, merchantNet } = await resolveSplitRules(db, {
    merchantId: opts.merchantId,
    mode: opts.mode,
    amount,
    currency,
    rules: input.subaccounts,
    allowedMethods: orderCheckoutMethods(currency, preferred, merchant.restrictToPreferredMethods).map((m) => m.id),
    method: input.payment_method,
    feeBearer,
  });
  const major = (v: bigint) => toMajorUnits(v, currency);
  return {
    amount: major(amount),
    currency,
    service_fee: major(fee),
    fee_basis: input.payment_method ? input.payment_method : "highest_fee_of_allowed_methods",
    fee_bearer: feeBearer,
    shares: splits.map((s) => ({
      subaccount_reference: s.subaccount.id,
      subaccount_name: s.subaccount.name,
      split_type: s.splitType,
      split_value: splitValueToApi(s.splitType, s.splitValue, major),
      amount: major(s.share),
      // this subaccount's part of the service fee (0 unless fee_bearer is "subaccounts")
      fee: major(s.feePart),
    })),
    merchant_net: major(merchantNet),
  };
}

import "server-only";
// Split rules of a payment: validated against the caller's active subaccounts,
// defaults filled from each subaccount, shares computed once. Initialization stores the
// result and settlement uses exactly those numbers. Nothing is written here.
import type { Db } from "@/lib/db";
import type { Subaccount } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import type { Currency } from "@/lib/money";
import { highestServiceFee, serviceFee } from "@/lib/catalog/fees";
import { computeSplit } from "@/lib/splits/compute-split";
import { settlementAmounts, type FeeBearer } from "@/lib/splits/allocate-fee";
import { parseSplitType, parseSplitValue, type SplitType } from "@/lib/splits/split-values";

export const MAX_SPLIT_RULES = 10;

export type SplitRuleRequest = { subaccount_reference: string; split_type?: string; split_value?: number };

export type ResolvedSplit = {
  subaccount: Subaccount;
  splitType: SplitType;
  splitValue: bigint;
  share: bigint;
  /** This share's part of the fee used here (0 unless fee_bearer is "subaccounts"). */
  feePart: bigint;
};

export async function resolveSplitRules(
  db: Db,
  opts: {
    merchantId: string;
    mode: Mode;
    amount: bigint;
    currency: Currency;
    rules: SplitRuleRequest[];
    /** The methods the payment allows: the highest of their fees is assumed until one is chosen. */
    allowedMethods: string[];
    /** A known method (preview with payment_method): its fee instead of the highest. */
    method?: string;
    /** Who pays the fee: the merchant's remainder (default) or the subaccounts' shares. */
    feeBearer?: FeeBearer;
  },
): Promise<{ splits: ResolvedSplit[]; fee: bigint; merchantNet: bigint }> {
  const { rules, currency, amount } = opts;
  if (rules.length > MAX_SPLIT_RULES) {
    throw new ApiError("INVALID_VALUE", `at most ${MAX_SPLIT_RULES} split rules per payment`, [{ field: "subaccounts", message: `at most ${MAX_SPLIT_RULES} rules` }]);
  }
  const seen = new Set<string>();
  rules.forEach((r, i) => {
    if (seen.has(r.subaccount_reference)) {
      throw new ApiError("INVALID_VALUE", `subaccount ${r.subaccount_reference} appears twice in the split`, [{ field: `subaccounts.${i}.subaccount_reference`, message: "listed twice" }]);
    }
    seen.add(r.subaccount_reference);
    if ((r.split_type === undefined) !== (r.split_value === undefined)) {
      throw new ApiError("INVALID_VALUE", "give both split_type and split_value, or neither to use the subaccount's default", [
        { field: `subaccounts.${i}`, message: "split_type and split_value go together" },
      ]);
    }
    if (r.split_type !== undefined) parseSplitType(r.split_type, `subaccounts.${i}.split_type`);
  });

  const found = await db.subaccount.findMany({
    where: { id: { in: [...seen] }, merchantId: opts.merchantId, mode: opts.mode, active: true },
  });
  const byId = new Map(found.map((s) => [s.id, s]));
  const resolved = rules.map((r, i) => {
    const subaccount = byId.get(r.subaccount_reference);
    if (!subaccount) {
      throw new ApiError("NOT_FOUND", "subaccount not found", [{ field: `subaccounts.${i}.subaccount_reference`, message: `subaccount ${r.subaccount_reference} not found` }]);
    }
    if (subaccount.currency !== currency) {
      throw new ApiError("INVALID_VALUE", `subaccount ${subaccount.id} receives ${subaccount.currency}, not ${currency}`, [
        { field: `subaccounts.${i}.subaccount_reference`, message: `currency ${subaccount.currency} differs from the payment's` },
      ]);
    }
    const splitType = r.split_type !== undefined ? parseSplitType(r.split_type, `subaccounts.${i}.split_type`) : subaccount.splitType;
    const splitValue = r.split_value !== undefined ? parseSplitValue(splitType, r.split_value, currency, `subaccounts.${i}.split_value`) : subaccount.splitValue;
    return { subaccount, splitType, splitValue };
  });

  const fee = opts.method ? serviceFee(amount, currency, opts.method) : highestServiceFee(amount, currency, opts.allowedMethods);
  const feeBearer = opts.feeBearer ?? "merchant";
  // The shares do not depend on the fee (computeSplit's rounding ignores it), so they are the
  // same whoever pays it; only the check and the net amounts differ.
  const result = computeSplit(
    amount,
    feeBearer === "merchant" ? fee : 0n,
    resolved.map((r) => ({ subaccountId: r.subaccount.id, type: r.splitType, value: r.splitValue, min: r.subaccount.minAmount, max: r.subaccount.maxAmount })),
  );
  if (result.merchant < 0n) {
    if (feeBearer === "merchant") {
      throw new ApiError("INVALID_VALUE", "merchant's share is not enough to cover the fee", [
        { field: "subaccounts", message: "shares plus the service fee exceed the amount; fee_bearer \"subaccounts\" takes the fee from the shares" },
      ]);
    }
    throw new ApiError("INVALID_VALUE", "the subaccounts' shares exceed the amount", [{ field: "subaccounts", message: "shares exceed the amount" }]);
  }
  const shares = result.shares.map((s) => s.amount);
  const totalShares = shares.reduce((t, s) => t + s, 0n);
  if (feeBearer === "subaccounts" && fee > totalShares) {
    // Known at initialization with the highest fee the payment allows (a decision,
    // docs/decisions.md): refused rather than quietly charged to the merchant.
    throw new ApiError("INVALID_VALUE", "the subaccounts' shares are not enough to cover the fee they bear", [
      { field: "fee_bearer", message: "the service fee exceeds the subaccounts' total share" },
    ]);
  }
  const settled = settlementAmounts(amount, fee, shares, feeBearer);
  return {
    splits: resolved.map((r, i) => ({ ...r, share: shares[i], feePart: settled.feeParts[i] })),
    fee,
    merchantNet: settled.merchant,
  };
}

import "server-only";
// What the dashboard's "New payout" form shows before it is submitted, from the same fee
// table and balances the payout service uses; the service checks everything again.
import type { Db } from "@/lib/db";
import type { Payout } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { findBank } from "@/lib/catalog/banks";
import { getBalances } from "@/lib/ledger/get-balances";
import { toMajorUnits } from "@/lib/money";
import { parseCurrency } from "@/lib/money/parse-amount";
import { merchantPayoutPricing } from "@/lib/payouts/draft-payout";
import { payoutFee } from "@/lib/payouts/payout-fees";

/**
 * What "New payout" shows before it is submitted: the available balance in the currency and,
 * once a bank or wallet is chosen, its payout fee for this merchant (0 when the operator
 * waived payout fees). The form adds the amount itself; the service checks everything again.
 */
export async function quotePayout(db: Db, opts: { merchantId: string; mode: Payout["mode"]; currency: string; bankSlug?: string }) {
  const currency = parseCurrency(opts.currency);
  let fee: number | null = null;
  if (opts.bankSlug) {
    const bank = findBank(opts.bankSlug);
    if (!bank) throw new ApiError("INVALID_FORMAT", `Unknown bank_slug "${opts.bankSlug}"`, [{ field: "bank_slug", message: "unknown bank" }]);
    if (bank.currency !== currency) {
      throw new ApiError("INVALID_VALUE", `${bank.name} accounts are in ${bank.currency}, not ${currency}`, [{ field: "bank_slug", message: `not available for ${currency}` }]);
    }
    const { feesWaived } = await merchantPayoutPricing(db, opts.merchantId);
    fee = toMajorUnits(payoutFee(bank, currency, { waived: feesWaived }), currency);
  }
  const balance = (await getBalances(db, { merchantId: opts.merchantId, mode: opts.mode })).find((b) => b.currency === currency);
  return { currency, available: balance?.available ?? 0, pending: balance?.pending ?? 0, fee };
}

export type PayoutQuote = Awaited<ReturnType<typeof quotePayout>>;

// The payout fee: a flat fee per destination type (bank account or mobile-money
// wallet) and currency, in minor units (docs/pricing.md). The merchant pays it on top of the
// amount: both are held when the payout is created, the fee is earned only when the payout
// succeeds, and a payout that fails, is blocked or is reversed returns both. A merchant
// whose pricing waives payout fees (Merchant.payoutFeesWaived, set by the operator) pays 0.
import type { Currency } from "@/lib/money";
import type { Bank } from "@/lib/catalog/banks";

export const PAYOUT_PRICING: Record<Bank["type"], Record<Currency, bigint>> = {
  bank: { USD: 100n, ETB: 1_000n, UGX: 2_000n, DJF: 100n }, // USD 1.00, ETB 10.00, UGX 2,000, DJF 100
  wallet: { USD: 50n, ETB: 500n, UGX: 1_000n, DJF: 50n }, // USD 0.50, ETB 5.00, UGX 1,000, DJF 50
};

export function payoutFee(bank: Pick<Bank, "type">, currency: Currency, opts: { waived: boolean }): bigint {
  return opts.waived ? 0n : PAYOUT_PRICING[bank.type][currency];
}

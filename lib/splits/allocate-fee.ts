// Who pays the service fee of a split payment: pure, integer, deterministic.
//   merchant    (the default): the merchant's remainder pays it; shares are paid in full.
//   subaccounts: the fee is taken from the subaccounts' shares in proportion to them, by
//                largest remainder (ties to the earlier rule), so the parts sum to the fee
//                exactly and no part exceeds its share.
// Shares are fixed at initialization; the fee depends on the method chosen at checkout, so
// this allocation runs at settlement (and in verify and preview, with the same numbers).
// Initialization refuses fee_bearer "subaccounts" when the highest possible fee exceeds the
// shares; should a fee still exceed them at settlement, the subaccounts pay up to their
// shares and the merchant the rest, so no balance can go negative.

export const FEE_BEARERS = ["merchant", "subaccounts"] as const;
export type FeeBearer = (typeof FEE_BEARERS)[number];

/** Each share's part of the fee, and the merchant's part. */
export function allocateFee(fee: bigint, shares: readonly bigint[], bearer: FeeBearer): { parts: bigint[]; merchant: bigint } {
  if (fee < 0n || shares.some((s) => s < 0n)) throw new RangeError("fee and shares must not be negative");
  const total = shares.reduce((t, s) => t + s, 0n);
  if (bearer === "merchant" || total === 0n) return { parts: shares.map(() => 0n), merchant: fee };
  const borne = fee < total ? fee : total;
  const parts = shares.map((s) => (borne * s) / total);
  const remainders = shares.map((s) => (borne * s) % total);
  let units = borne - parts.reduce((t, p) => t + p, 0n);
  const order = shares.map((_, i) => i).sort((a, b) => (remainders[a] === remainders[b] ? a - b : remainders[a] > remainders[b] ? -1 : 1));
  for (const i of order) {
    if (units === 0n) break;
    parts[i] += 1n;
    units -= 1n;
  }
  return { parts, merchant: fee - borne };
}

/**
 * What settlement pays: the fee, each subaccount's share net of its part of the fee, and the
 * merchant's remainder. fee + Σ subaccounts + merchant = amount, always.
 */
export function settlementAmounts(amount: bigint, fee: bigint, shares: readonly bigint[], bearer: FeeBearer) {
  const { parts } = allocateFee(fee, shares, bearer);
  const subaccounts = shares.map((s, i) => s - parts[i]);
  return { fee, feeParts: parts, subaccounts, merchant: amount - fee - subaccounts.reduce((t, s) => t + s, 0n) };
}

// The operator's holds on a merchant (docs/operator.md "Holds"), enforced where money would start
// to move: a suspended merchant takes no new payments and its payouts are held; a restricted one
// loses what its restrictions name. Refunds, disputes, verification and reads never ask here, so a
// hold stops new money without trapping the money already taken.
import { ApiError } from "@/lib/http/errors";
import type { Restriction } from "@/lib/catalog/merchant-states";

export type MerchantHolds = {
  suspendedAt: Date | null;
  suspensionReason: string | null;
  restrictedAt: Date | null;
  restrictionReason: string | null;
  restrictions: string[];
};

/** Refuses a new payment (hosted, checkout attempt, direct charge, payment link) of a suspended merchant. */
export function refuseIfSuspended(merchant: MerchantHolds): void {
  if (!merchant.suspendedAt) return;
  throw new ApiError("MERCHANT_SUSPENDED", `This account is suspended by the gateway's operator and takes no new payments${reasonSuffix(merchant.suspensionReason)}`);
}

/** Whether the operator's restriction names `restriction` for this merchant. */
export function isRestricted(merchant: MerchantHolds, restriction: Restriction): boolean {
  return merchant.restrictedAt !== null && merchant.restrictions.includes(restriction);
}

/** Refuses what a restriction forbids, naming it and the operator's reason. */
export function refuseIfRestricted(merchant: MerchantHolds, restriction: Restriction, what: string): void {
  if (!isRestricted(merchant, restriction)) return;
  throw new ApiError("MERCHANT_RESTRICTED", `${what} is restricted by the gateway's operator${reasonSuffix(merchant.restrictionReason)}`);
}

/**
 * Refuses a payout while the merchant's payouts are held: a suspension holds them all, as does the
 * `payouts_held` restriction. Called before anything is debited.
 */
export function refuseIfPayoutsHeld(merchant: MerchantHolds): void {
  if (merchant.suspendedAt) {
    throw new ApiError("MERCHANT_SUSPENDED", `This account is suspended by the gateway's operator: payouts are held${reasonSuffix(merchant.suspensionReason)}`);
  }
  refuseIfRestricted(merchant, "payouts_held", "Paying out");
}

function reasonSuffix(reason: string | null): string {
  return reason ? ` (${reason})` : "";
}

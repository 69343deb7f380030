// The operator's holds on a merchant (docs/operator.md "Holds"), enforced where money would start
// to move: a suspended merchant takes no new payments and its payouts are held; a restricted one
// loses what its restrictions name. Refunds, disputes, verification and reads never ask here, so a
// hold stops new money without trapping the money already taken.
import { ApiError } from "@/lib/http/errors";
import type { MerchantHolds, Restriction } from "@/lib/catalog/merchant-states";

export type { MerchantHolds };

/** The merchant's columns the holds are read from: a Prisma select. */
export const MERCHANT_HOLD_COLUMNS = { suspendedAt: true, suspensionReason: true, restrictedAt: true, restrictionReason: true, restrictions: true } as const;

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

/**
 * Refuses a payout to another account than the settlement account the operator reviewed with the
 * activation, while the merchant is restricted to it. `field` names the payout's account in the
 * error ("payouts.3.account" in a batch).
 */
export function refuseIfOutsideSettlementAccount(
  merchant: MerchantHolds & { settlementBankSlug: string | null; settlementAccountNumber: string | null },
  account: { bankSlug: string; accountNumber: string },
  field = "account",
): void {
  if (!isRestricted(merchant, "payouts_to_settlement_account_only")) return;
  if (account.bankSlug === merchant.settlementBankSlug && account.accountNumber === merchant.settlementAccountNumber) return;
  throw new ApiError("MERCHANT_RESTRICTED", `Payouts are restricted by the gateway's operator to the account's settlement account${reasonSuffix(merchant.restrictionReason)}`, [
    { field, message: "not the settlement account" },
  ]);
}

function reasonSuffix(reason: string | null): string {
  return reason ? ` (${reason})` : "";
}

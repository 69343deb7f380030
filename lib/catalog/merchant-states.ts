// A merchant's state as the operator sees it (docs/operator.md "Merchant states"): derived from the
// activation and the operator's holds, never stored as one column, so it cannot disagree with them.
// Client-safe: the console, the dashboard's banner and the services read the same rules.

export const MERCHANT_STATES = ["test", "activation_pending", "live", "restricted", "suspended"] as const;
export type MerchantState = (typeof MERCHANT_STATES)[number];

export const MERCHANT_STATE_LABELS: Record<MerchantState, string> = {
  test: "Test only",
  activation_pending: "Activation pending",
  live: "Live",
  restricted: "Restricted",
  suspended: "Suspended",
};

/**
 * What a restriction can limit. A restricted merchant keeps taking payments unless a restriction says
 * otherwise; a suspension is the stronger hold (no new payments, payouts held).
 */
export const RESTRICTIONS = [
  { id: "payouts_to_settlement_account_only", label: "Payouts only to the verified settlement account" },
  { id: "payouts_held", label: "Payouts held until the restriction is lifted" },
  { id: "no_new_payment_links", label: "No new payment links" },
] as const;
export type Restriction = (typeof RESTRICTIONS)[number]["id"];
export const RESTRICTION_IDS = RESTRICTIONS.map((r) => r.id) as [Restriction, ...Restriction[]];

export type MerchantHoldFields = {
  activationStatus: string;
  suspendedAt: Date | null;
  restrictedAt: Date | null;
};

/** The operator's holds as the merchant's row carries them (lib/merchants/holds.ts enforces them). */
export type MerchantHolds = {
  suspendedAt: Date | null;
  suspensionReason: string | null;
  restrictedAt: Date | null;
  restrictionReason: string | null;
  restrictions: string[];
};

/** The one state a merchant is in: a suspension outranks a restriction, which outranks the activation. */
export function merchantState(merchant: MerchantHoldFields): MerchantState {
  if (merchant.suspendedAt) return "suspended";
  if (merchant.restrictedAt) return "restricted";
  if (merchant.activationStatus === "activated") return "live";
  if (merchant.activationStatus === "submitted") return "activation_pending";
  return "test";
}

/** The hold a merchant sees in its dashboard: what the operator did and the reason they gave. */
export type AccountHold = { kind: "suspended" | "restricted"; reason: string | null; restrictions: Restriction[] };

export function accountHold(merchant: MerchantHolds): AccountHold | null {
  if (merchant.suspendedAt) return { kind: "suspended", reason: merchant.suspensionReason, restrictions: [] };
  if (merchant.restrictedAt) {
    const known = new Set<string>(RESTRICTION_IDS);
    return { kind: "restricted", reason: merchant.restrictionReason, restrictions: merchant.restrictions.filter((r): r is Restriction => known.has(r)) };
  }
  return null;
}

/** One sentence for the merchant on what a hold stops. */
export function holdSentence(hold: AccountHold): string {
  if (hold.kind === "suspended") return "Your account is suspended by the gateway's operator: it takes no new payments and payouts are held. Refunds and disputes still work.";
  const labels = hold.restrictions.map((id) => RESTRICTIONS.find((r) => r.id === id)!.label.toLowerCase());
  return `Your account is restricted by the gateway's operator${labels.length ? `: ${labels.join("; ")}` : ""}.`;
}

import "server-only";
// Live activation: where a merchant stands on its checklist. Read by the
// dashboard's checklist page, the CLI's `merchant list --pending` and `merchant activate`.
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { mailConfigured } from "@/lib/mail/send-mail";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { ACTIVATION_STEPS, type ActivationStatus, type ActivationStep, type ActivationView } from "@/lib/catalog/activation";
import { accountHold, type AccountHold } from "@/lib/catalog/merchant-states";
import { MERCHANT_HOLD_COLUMNS } from "@/lib/merchants/holds";

export const ACTIVATION_COLUMNS = {
  id: true,
  name: true,
  createdAt: true,
  activationStatus: true,
  activationSubmittedAt: true,
  activatedAt: true,
  activationNote: true,
  liveKeyRevealedAt: true,
  legalName: true,
  country: true,
  businessType: true,
  contactPhone: true,
  settlementBankSlug: true,
  settlementAccountNumber: true,
  settlementAccountName: true,
  emailVerifiedAt: true,
  timeZone: true,
} as const;

/** The merchant's owners, oldest first: the first one's e-mail is the one verified. */
export async function ownersOf(db: Db, merchantId: string) {
  const memberships = await db.membership.findMany({
    where: { merchantId, role: "owner" },
    orderBy: { createdAt: "asc" },
    select: { user: { select: { id: true, email: true, totpEnabledAt: true } } },
  });
  return memberships.map((m) => m.user);
}

export async function getActivation(db: Db, merchantId: string): Promise<ActivationView> {
  const [merchant, owners] = await Promise.all([
    db.merchant.findUnique({ where: { id: merchantId }, select: ACTIVATION_COLUMNS }),
    ownersOf(db, merchantId),
  ]);
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  const steps: Record<ActivationStep, boolean> = {
    business_details: Boolean(merchant.legalName && merchant.country && merchant.businessType && merchant.contactPhone),
    settlement_account: Boolean(merchant.settlementBankSlug && merchant.settlementAccountNumber && merchant.settlementAccountName),
    email_verified: Boolean(merchant.emailVerifiedAt),
    // Every owner: each one can do everything, moving money included.
    owner_two_factor: owners.length > 0 && owners.every((o) => o.totpEnabledAt !== null),
  };
  const status = merchant.activationStatus as ActivationStatus;
  return {
    status,
    steps,
    complete: ACTIVATION_STEPS.every((s) => steps[s]),
    submitted_at: merchant.activationSubmittedAt?.toISOString() ?? null,
    activated_at: merchant.activatedAt?.toISOString() ?? null,
    live_key_available: status === "activated" && merchant.liveKeyRevealedAt === null,
    email: owners[0]?.email ?? "",
    email_delivery: mailConfigured() ? "link" : "operator_code",
    business: { legal_name: merchant.legalName, country: merchant.country, business_type: merchant.businessType, contact_phone: merchant.contactPhone },
    settlement_account:
      merchant.settlementBankSlug && merchant.settlementAccountNumber && merchant.settlementAccountName
        ? { bank_slug: merchant.settlementBankSlug, account_number: merchant.settlementAccountNumber, account_name: merchant.settlementAccountName }
        : null,
    time_zone: merchantTimeZone(merchant),
    operator_note: merchant.activationNote,
  };
}

/** The checklist is editable until the operator activates; a rejected merchant edits and submits again. */
export function assertEditable(status: string) {
  if (status === "activated") throw new ApiError("INVALID_STATE", "Live mode is already activated; contact the operator to change these details");
}

/** What every dashboard page needs to know (the layout's banner and the mode switch): one row. */
export async function getActivationSummary(db: Db, merchantId: string): Promise<{ status: ActivationStatus; liveKeyAvailable: boolean; hold: AccountHold | null }> {
  const m = await db.merchant.findUnique({
    where: { id: merchantId },
    select: { activationStatus: true, liveKeyRevealedAt: true, ...MERCHANT_HOLD_COLUMNS },
  });
  const status = (m?.activationStatus ?? "pending") as ActivationStatus;
  return { status, liveKeyAvailable: status === "activated" && m?.liveKeyRevealedAt === null, hold: m ? accountHold(m) : null };
}

/** The dashboard's live-mode money actions (lib/dashboard/with-dashboard.ts): 403 ACTIVATION_PENDING until activated. */
export async function assertLiveActivated(db: Db, merchantId: string) {
  const m = await db.merchant.findUnique({ where: { id: merchantId }, select: { activationStatus: true } });
  if (m?.activationStatus !== "activated") {
    throw ApiError.forCase("activation_pending", "Live mode is not activated for this account yet: finish the go-live checklist (Settings, Go live); the operator then activates it");
  }
}

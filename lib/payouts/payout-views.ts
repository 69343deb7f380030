import "server-only";
// The dashboard's payout views (issue 10): what the payouts page, its detail page and the
// "New payout" form read. Writes go through the API's own services (lib/payouts/*); this
// only shapes what they store for people: the list masks account numbers (the detail page
// shows the full number, as the merchant entered it), the detail adds the status timeline
// from the payout's event rows, and the quote answers what a payout would cost before it is
// created, from the same fee table and balances the service uses.
import type { Db } from "@/lib/db";
import type { Payout } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { findBank } from "@/lib/catalog/banks";
import { getBalances } from "@/lib/ledger/get-balances";
import { toMajorUnits } from "@/lib/money";
import { parseCurrency } from "@/lib/money/parse-amount";
import { merchantPayoutPricing } from "@/lib/payouts/draft-payout";
import { findPayout, type PayoutLookup } from "@/lib/payouts/find-payout";
import { payoutFee } from "@/lib/payouts/payout-fees";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { maskAccountNumber } from "@/lib/subaccounts/mask-account-number";

/** A list row: the public payout shape with the account number masked (issue 9's rule for lists). */
export function serializePayoutListItem(p: Payout) {
  const item = serializePayout(p);
  return { ...item, account: { ...item.account, account_number: maskAccountNumber(item.account.account_number) } };
}

type TimelineEvent = { id: string; type: string; payload: unknown; createdAt: Date };

/** One step of the status timeline: the status the event reports, and why, when it says. */
function timelineStep(e: TimelineEvent) {
  const payload = (e.payload && typeof e.payload === "object" ? e.payload : {}) as { status?: unknown; status_reason?: unknown };
  return {
    id: e.id,
    type: e.type,
    status: typeof payload.status === "string" ? payload.status : e.type.replace(/^payout\./, ""),
    status_reason: typeof payload.status_reason === "string" ? payload.status_reason : null,
    created_at: e.createdAt.toISOString(),
  };
}

export function serializePayoutDetail(p: Payout, events: TimelineEvent[]) {
  return {
    ...serializePayout(p),
    /** While otp_needed: how many wrong codes are still allowed before the payout fails. */
    otp_tries_left: p.otpTriesLeft,
    /** Status changes, oldest first (payout.pending when it was created, then each move). */
    timeline: events.map(timelineStep),
  };
}

/** One payout of the signed-in merchant in the dashboard's mode, with its timeline. */
export async function getPayoutDetail(db: Db, lookup: PayoutLookup) {
  const payout = await findPayout(db, lookup);
  const events = await db.event.findMany({
    where: { objectId: payout.id, merchantId: payout.merchantId, mode: payout.mode, objectType: "payout" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, type: true, payload: true, createdAt: true },
  });
  return serializePayoutDetail(payout, events);
}

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

export type PayoutListItem = ReturnType<typeof serializePayoutListItem>;
export type PayoutDetail = ReturnType<typeof serializePayoutDetail>;
export type PayoutQuote = Awaited<ReturnType<typeof quotePayout>>;

import "server-only";
// GET /v2/payouts/bulk/{batch_reference} and the dashboard's batch page: a batch of
// the caller's merchant and mode with a count per status (all eight, zeros included) and its
// payouts (at most MAX_BULK_PAYOUTS, so all of them; GET /v2/payouts?batch_reference=… pages
// them with filters). Another merchant's batch is NOT_FOUND; the caller's own batch in the
// other mode is answered as the caller asks (lib/auth/other-mode.ts): 401 naming the mode for
// the API, NOT_FOUND for the dashboard.
import type { Db } from "@/lib/db";
import type { Mode, Payout, PayoutBatch } from "@/lib/generated/prisma/client";
import type { PayoutStatus } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { toMajorUnits } from "@/lib/money";
import { PAYOUT_STATUSES } from "@/lib/catalog/payout-transitions";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";

const BATCH_REFERENCE = /^pob_[0-9A-Za-z]{1,64}$/;

export async function findPayoutBatch(
  db: Db,
  opts: { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer },
): Promise<{ batch: PayoutBatch; payouts: Payout[] }> {
  const notFound = new ApiError("NOT_FOUND", "payout batch not found");
  if (!BATCH_REFERENCE.test(opts.reference)) throw notFound;
  const batch = await db.payoutBatch.findUnique({ where: { id: opts.reference } });
  if (!batch || batch.merchantId !== opts.merchantId) throw notFound;
  if (batch.mode !== opts.mode) throw otherModeError("payout batch", batch.mode, opts.otherMode);
  const payouts = await db.payout.findMany({ where: { batchId: batch.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { batch, payouts };
}

export function statusCounts(payouts: Pick<Payout, "status">[]): Record<PayoutStatus, number> {
  const counts = Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, 0])) as Record<PayoutStatus, number>;
  for (const p of payouts) counts[p.status] += 1;
  return counts;
}

/**
 * The batch as the API shows it. `masked`: the dashboard shows account numbers as ••••1234
 * (lib/subaccounts/mask-account-number.ts); the API gives them in full.
 */
export function serializePayoutBatch(batch: PayoutBatch, payouts: Payout[], opts: { masked?: boolean } = {}) {
  const items = payouts.map(serializePayout);
  return {
    batch_reference: batch.id,
    title: batch.title,
    currency: batch.currency,
    count: payouts.length,
    total_amount: toMajorUnits(batch.totalAmount, batch.currency),
    total_fee: toMajorUnits(batch.totalFee, batch.currency),
    status_counts: statusCounts(payouts),
    /** Some payout is still on its way (pending or processing): its status will change by itself. */
    in_progress: payouts.some((p) => p.status === "pending" || p.status === "processing"),
    mode: batch.mode,
    created_at: batch.createdAt.toISOString(),
    payouts: opts.masked ? items.map(withMaskedAccount) : items,
    /** The same payouts, paged and filterable. */
    payouts_url: `/v2/payouts?batch_reference=${batch.id}`,
  };
}

export type SerializedPayoutBatch = ReturnType<typeof serializePayoutBatch>;

/** The creation answer: data{…, payouts[{gateway_reference, merchant_reference, status, amount, service_fee}]}, created_at beside data. */
export function serializePayoutBatchCreated(batch: PayoutBatch, payouts: Payout[]) {
  return {
    data: {
      batch_reference: batch.id,
      title: batch.title,
      currency: batch.currency,
      count: payouts.length,
      total_amount: toMajorUnits(batch.totalAmount, batch.currency),
      total_fee: toMajorUnits(batch.totalFee, batch.currency),
      payouts: payouts.map((p) => ({
        gateway_reference: p.id,
        merchant_reference: p.merchantReference,
        status: p.status,
        amount: toMajorUnits(p.amount, p.currency),
        service_fee: toMajorUnits(p.fee, p.currency),
      })),
    },
    topLevel: { created_at: batch.createdAt.toISOString() },
  };
}

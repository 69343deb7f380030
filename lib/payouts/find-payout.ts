import "server-only";
// The one payout lookup: by gateway reference (po_…) or by the merchant's own
// reference, scoped to the caller's merchant and mode. Another merchant's payout is
// NOT_FOUND; the caller's own payout in the other mode is answered as the caller asks
// (lib/auth/other-mode.ts): 401 naming the mode for the API, NOT_FOUND for the dashboard.
import type { Db } from "@/lib/db";
import type { Mode, Payout } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const GATEWAY_REFERENCE = /^po_[0-9A-Za-z]{22}$/;
const MAX_REFERENCE_LENGTH = 255;

export type PayoutLookup = { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer };

export async function findPayout(db: Db, lookup: PayoutLookup): Promise<Payout> {
  const { merchantId, mode, reference } = lookup;
  if (reference.length === 0 || reference.length > MAX_REFERENCE_LENGTH) throw notFound();
  if (GATEWAY_REFERENCE.test(reference)) {
    const byId = await db.payout.findUnique({ where: { id: reference, merchantId } });
    if (byId && byId.merchantId === merchantId) {
      if (byId.mode === mode) return byId;
      throw otherModeError("payout", byId.mode, lookup.otherMode);
    }
  }
  const byReference = (m: Mode) => db.payout.findUnique({ where: { merchantId_mode_merchantReference: { merchantId, mode: m, merchantReference: reference } } });
  const found = await byReference(mode);
  if (found) return found;
  if (lookup.otherMode === "unauthorized") {
    const other: Mode = mode === "test" ? "live" : "test";
    if (await byReference(other)) throw otherModeError("payout", other, lookup.otherMode);
  }
  throw notFound();
}

function notFound() {
  return new ApiError("NOT_FOUND", "payout not found");
}

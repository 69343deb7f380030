import "server-only";
import type { Db } from "@/lib/db";
import type { Mode, Refund } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";

const REFUND_REFERENCE = /^rfd_[0-9A-Za-z]{22}$/;

/**
 * A refund by its reference or the merchant's own reference, scoped to the merchant; the
 * other mode's is 401. Equality lookups on unique indexes, as for payments
 * (lib/payments/get-payment-by-reference.ts), so the plan never depends on table statistics.
 */
export async function getRefundOrThrow(db: Db, opts: { merchantId: string; mode: Mode; reference: string }): Promise<Refund> {
  const { merchantId, mode, reference } = opts;
  if (REFUND_REFERENCE.test(reference)) {
    const byId = await db.refund.findUnique({ where: { id: reference } });
    if (byId && byId.merchantId === merchantId) return inMode(byId, mode);
  }
  const byReference = await db.refund.findUnique({ where: { merchantId_mode_merchantReference: { merchantId, mode, merchantReference: reference } } });
  if (byReference) return byReference;
  const otherMode: Mode = mode === "test" ? "live" : "test";
  const other = await db.refund.findUnique({
    where: { merchantId_mode_merchantReference: { merchantId, mode: otherMode, merchantReference: reference } },
    select: { id: true },
  });
  if (other) throw wrongMode(otherMode);
  throw new ApiError("NOT_FOUND", "refund not found");
}

function inMode(refund: Refund, mode: Mode): Refund {
  if (refund.mode !== mode) throw wrongMode(refund.mode);
  return refund;
}

function wrongMode(mode: Mode) {
  return new ApiError("UNAUTHORIZED", `this reference belongs to ${mode} mode; use your ${mode} secret key`);
}

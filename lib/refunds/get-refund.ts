import "server-only";
import type { Db } from "@/lib/db";
import type { Mode, Refund } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const REFUND_REFERENCE = /^rfd_[0-9A-Za-z]{22}$/;

/**
 * A refund by its reference or the merchant's own reference, scoped to the merchant; the
 * other mode's answers as the caller asks (lib/auth/other-mode.ts). Equality lookups on unique indexes, as for payments
 * (lib/payments/find-payment.ts), so the plan never depends on table statistics.
 */
export async function getRefundOrThrow(db: Db, opts: { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer }): Promise<Refund> {
  const { merchantId, mode, reference } = opts;
  if (REFUND_REFERENCE.test(reference)) {
    const byId = await db.refund.findUnique({ where: { id: reference, merchantId } });
    if (byId && byId.merchantId === merchantId) {
      if (byId.mode !== mode) throw otherModeError("refund", byId.mode, opts.otherMode);
      return byId;
    }
  }
  const byReference = await db.refund.findUnique({ where: { merchantId_mode_merchantReference: { merchantId, mode, merchantReference: reference } } });
  if (byReference) return byReference;
  const otherMode: Mode = mode === "test" ? "live" : "test";
  const other = await db.refund.findUnique({
    where: { merchantId_mode_merchantReference: { merchantId, mode: otherMode, merchantReference: reference } },
    select: { id: true },
  });
  if (other) throw otherModeError("refund", otherMode, opts.otherMode);
  throw new ApiError("NOT_FOUND", "refund not found");
}


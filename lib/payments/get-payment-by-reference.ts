import "server-only";
// Finds a payment by gateway reference or merchant reference, scoped to the caller's
// merchant (issue 3). Each lookup is one equality query on a unique index (the primary key,
// or (merchantId, mode, merchantReference)), so verification stays cheap at any table
// size. Another merchant's payment is NOT_FOUND; the caller's own payment in the other
// mode is 401, as the spec says mixing modes is an authentication error.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";

const GATEWAY_REFERENCE = /^pay_[0-9A-Za-z]{22}$/;

export async function getPaymentByReference(db: Db, opts: { merchantId: string; mode: Mode; reference: string }) {
  const { merchantId, mode, reference } = opts;
  if (reference.length > 255) throw new ApiError("NOT_FOUND", "payment not found");

  if (GATEWAY_REFERENCE.test(reference)) {
    const byId = await db.payment.findUnique({ where: { id: reference } });
    if (byId && byId.merchantId === merchantId) return inCallersMode(byId, mode);
    // Not ours (or no such id): a merchant may still use a pay_… text as its own reference.
  }
  const byReference = await db.payment.findUnique({
    where: { merchantId_mode_merchantReference: { merchantId, mode, merchantReference: reference } },
  });
  if (byReference) return byReference;
  const otherMode: Mode = mode === "test" ? "live" : "test";
  const inOtherMode = await db.payment.findUnique({
    where: { merchantId_mode_merchantReference: { merchantId, mode: otherMode, merchantReference: reference } },
    select: { id: true },
  });
  if (inOtherMode) throw wrongMode(otherMode);
  throw new ApiError("NOT_FOUND", "payment not found");
}

function inCallersMode<T extends { mode: Mode }>(payment: T, mode: Mode): T {
  if (payment.mode !== mode) throw wrongMode(payment.mode);
  return payment;
}

function wrongMode(mode: Mode) {
  return new ApiError("UNAUTHORIZED", `this reference belongs to ${mode} mode; use your ${mode} secret key`);
}

import "server-only";
// POST /v1/refund/{tx_ref} and GET /v1/refund/{ref_id}/verify: v2's refund service
// and lookup; v1's answer names the payment's tx_ref beside the refund.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { ApiError, isApiError } from "@/lib/http/errors";
import { createRefund } from "@/lib/refunds/create-refund";
import { getRefundOrThrow } from "@/lib/refunds/get-refund";
import { toRefundInput, type V1RefundInput } from "@/lib/v1/schemas";

type Lookup = { merchantId: string; mode: Mode; otherMode: OtherModeAnswer; reference: string };

export async function refundV1Payment(tx: Prisma.TransactionClient, opts: Lookup & { actor: AuditActor; body: V1RefundInput }) {
  const { body, ...rest } = opts;
  try {
    return await createRefund(tx, { ...rest, input: toRefundInput(body), meta: body.meta as Prisma.InputJsonValue | undefined });
  } catch (error) {
    if (isApiError(error) && error.code === "RESOURCE_CONFLICT") throw new ApiError("RESOURCE_CONFLICT", "Refund reference has been used before", [{ field: "reference", message: "has been used before" }]);
    throw error;
  }
}

export async function findV1Refund(db: Db, lookup: Lookup) {
  const refund = await getRefundOrThrow(db, lookup);
  // The refund's own payment (same merchant and mode, by the foreign key): its tx_ref.
  const payment = await db.payment.findUniqueOrThrow({ where: { id: refund.paymentId }, select: { id: true, merchantReference: true } });
  return { refund, payment };
}

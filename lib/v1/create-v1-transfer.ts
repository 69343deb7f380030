import "server-only";
// POST /v1/transfers: v2's createPayout; the transfer's `reference` is the payout's
// merchant reference, so a reused one is refused as v1 words it.
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import { ApiError, isApiError } from "@/lib/http/errors";
import { createPayout } from "@/lib/payouts/create-payout";
import { toPayoutInput, type V1TransferInput } from "@/lib/v1/schemas";

export async function createV1Transfer(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; actor: AuditActor; body: V1TransferInput }) {
  try {
    return await createPayout(tx, { merchantId: opts.merchantId, mode: opts.mode, actor: opts.actor, input: toPayoutInput(opts.body), origin: "api" });
  } catch (error) {
    if (isApiError(error) && error.code === "RESOURCE_CONFLICT") throw new ApiError("RESOURCE_CONFLICT", "Transfer reference has been used before", [{ field: "reference", message: "has been used before" }]);
    throw error;
  }
}

import "server-only";
// The merchant row a hold changes, locked, so two operators' holds at once apply one after the other.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { invalidateApiKeyCache } from "@/lib/auth/api-keys";
import { forgetPaymentSettings } from "@/lib/merchants/payment-settings";

export async function lockMerchantForHold(tx: Prisma.TransactionClient, merchantId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Merchant" WHERE "id" = ${merchantId} FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", "Merchant not found");
  return tx.merchant.findUniqueOrThrow({
    where: { id: merchantId },
    select: { id: true, activationStatus: true, suspendedAt: true, suspensionReason: true, restrictedAt: true, restrictionReason: true, restrictions: true },
  });
}

/**
 * Drops this process's cached copies of the merchant (API keys carry their merchant's row; checkout
 * reads the holds through the cached payment settings), so a hold applies here at once; other
 * processes see it within the caches' TTL (KEY_CACHE_TTL_MS, 5 s by default).
 */
export function forgetCachedMerchant(merchantId: string) {
  invalidateApiKeyCache();
  forgetPaymentSettings(merchantId);
}

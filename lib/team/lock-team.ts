import "server-only";
// Team changes of one merchant run one at a time: the merchant's row lock, so two owners
// demoting each other at once cannot both pass the last-owner check.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";

export async function lockMerchantTeam(tx: Prisma.TransactionClient, merchantId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Merchant" WHERE id = ${merchantId} FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", "Merchant not found");
}

/** Refuses a change that would leave the merchant without an owner. */
export async function assertAnotherOwner(tx: Prisma.TransactionClient, merchantId: string, leaving: string) {
  const others = await tx.membership.count({ where: { merchantId, role: "owner", id: { not: leaving } } });
  if (others === 0) {
    throw new ApiError("INVALID_STATE", "This is the team's last owner: make another member an owner first (transfer ownership)");
  }
}

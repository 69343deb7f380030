import "server-only";
// Ledger accounts (issue 4): one per owner, type, mode and currency, created on first use.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LedgerAccountType, Mode } from "@/lib/generated/prisma/enums";
import { newId } from "@/lib/ids";

export type AccountKey = {
  type: LedgerAccountType;
  merchantId: string;
  /** Defaults to the merchant; the subaccount's id for subaccount accounts. */
  ownerId?: string;
  mode: Mode;
  currency: string;
};

/** Accounts that hold money somebody can spend: the CHECK constraint keeps them >= 0. */
const SPENDABLE: readonly LedgerAccountType[] = ["merchant_available", "subaccount", "fee_revenue", "payouts_in_flight"];

export async function ensureLedgerAccount(tx: Prisma.TransactionClient, key: AccountKey): Promise<string> {
  const ownerId = key.ownerId ?? key.merchantId;
  // INSERT … ON CONFLICT DO NOTHING: racing creators never abort each other's transaction.
  await tx.$executeRaw`
    INSERT INTO "LedgerAccount" (id, type, "merchantId", "ownerId", mode, currency, "nonNegative", balance, "updatedAt")
    VALUES (${newId("lac")}, ${key.type}::"LedgerAccountType", ${key.merchantId}, ${ownerId}, ${key.mode}::"Mode", ${key.currency},
            ${SPENDABLE.includes(key.type)}, 0, now())
    ON CONFLICT (type, "ownerId", mode, currency) DO NOTHING`;
  const row = await tx.ledgerAccount.findUniqueOrThrow({
    where: { type_ownerId_mode_currency: { type: key.type, ownerId, mode: key.mode, currency: key.currency } },
    select: { id: true },
  });
  return row.id;
}

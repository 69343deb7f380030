import "server-only";
// Subaccount reads scoped to merchant and mode. Another merchant's is NOT_FOUND; the other
// mode's answers as the caller asks (lib/auth/other-mode.ts).
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

export type SubaccountLookup = { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer };

export async function getSubaccountOrThrow(db: Db, opts: SubaccountLookup) {
  const subaccount = await db.subaccount.findFirst({ where: { id: opts.reference, merchantId: opts.merchantId } });
  if (!subaccount) throw new ApiError("NOT_FOUND", "subaccount not found");
  if (subaccount.mode !== opts.mode) throw otherModeError("subaccount", subaccount.mode, opts.otherMode);
  return subaccount;
}

export async function subaccountBalances(db: Db, subaccountIds: string[]): Promise<Map<string, bigint>> {
  const accounts = await db.ledgerAccount.findMany({ where: { type: "subaccount", ownerId: { in: subaccountIds } }, select: { ownerId: true, balance: true } });
  return new Map(accounts.map((a) => [a.ownerId, a.balance]));
}

export async function listSubaccounts(db: Db, opts: { merchantId: string; mode: Mode; page: number; perPage: number }) {
  const where = { merchantId: opts.merchantId, mode: opts.mode };
  const [rows, total] = await Promise.all([
    db.subaccount.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (opts.page - 1) * opts.perPage, take: opts.perPage }),
    db.subaccount.count({ where }),
  ]);
  return { rows, total, balances: await subaccountBalances(db, rows.map((r) => r.id)) };
}

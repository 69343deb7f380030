import "server-only";
// Subaccount reads scoped to merchant and mode; another merchant's or mode's is NOT_FOUND.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";

export async function getSubaccountOrThrow(db: Db, opts: { merchantId: string; mode: Mode; reference: string }) {
  const subaccount = await db.subaccount.findFirst({ where: { id: opts.reference, merchantId: opts.merchantId } });
  if (!subaccount) throw new ApiError("NOT_FOUND", "subaccount not found");
  if (subaccount.mode !== opts.mode) {
    throw new ApiError("UNAUTHORIZED", `this reference belongs to ${subaccount.mode} mode; use your ${subaccount.mode} secret key`);
  }
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

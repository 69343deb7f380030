import "server-only";
// Subaccount reads scoped to merchant and mode. Another merchant's is NOT_FOUND; the other
// mode's answers as the caller asks (lib/auth/other-mode.ts).
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
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

/**
 * The dashboard's search: any part of the name, bank, account name or account
 * number, or the reference, any case. A merchant has tens or hundreds of subaccounts, not millions:
 * a filtered scan of the merchant's own rows (index (merchantId, mode, createdAt)) answers it.
 */
function subaccountSearch(q: string | undefined): Prisma.SubaccountWhereInput {
  const text = q?.trim();
  if (!text) return {};
  const contains = { contains: text, mode: "insensitive" as const };
  const digits = text.replace(/[\s-]/g, "");
  return {
    OR: [
      { name: contains },
      { bankName: contains },
      { accountName: contains },
      { id: contains },
      ...(/^[0-9]+$/.test(digits) ? [{ accountNumber: { contains: digits } }] : []),
    ],
  };
}

export async function listSubaccounts(db: Db, opts: { merchantId: string; mode: Mode; page: number; perPage: number; q?: string }) {
  const where: Prisma.SubaccountWhereInput = { merchantId: opts.merchantId, mode: opts.mode, ...subaccountSearch(opts.q) };
  const [rows, total] = await Promise.all([
    db.subaccount.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (opts.page - 1) * opts.perPage, take: opts.perPage }),
    db.subaccount.count({ where }),
  ]);
  return { rows, total, balances: await subaccountBalances(db, rows.map((r) => r.id)) };
}

/** A subaccount's page in the dashboard: the subaccount and its balance. */
export async function getSubaccountDetail(db: Db, opts: SubaccountLookup) {
  const subaccount = await getSubaccountOrThrow(db, opts);
  const balances = await subaccountBalances(db, [subaccount.id]);
  return { subaccount, balance: balances.get(subaccount.id) ?? 0n };
}

/**
 * The payments that fed a subaccount: its splits, newest payment first, each with the payment's
 * reference, status, amount and the subaccount's share (what settles to its balance once the
 * payment succeeds), paged by number.
 */
export async function listSubaccountPayments(db: Db, opts: SubaccountLookup & { page: number; perPage: number }) {
  const subaccount = await getSubaccountOrThrow(db, opts);
  const where = { subaccountId: subaccount.id, merchantId: opts.merchantId };
  const [splits, total] = await Promise.all([
    db.paymentSplit.findMany({
      where,
      orderBy: [{ payment: { createdAt: "desc" } }, { paymentId: "desc" }],
      skip: (opts.page - 1) * opts.perPage,
      take: opts.perPage,
      select: { paymentId: true, shareAmount: true },
    }),
    db.paymentSplit.count({ where }),
  ]);
  // The payments read on their own, by id and merchant (every statement names the merchant).
  const payments = await db.payment.findMany({
    where: { id: { in: splits.map((s) => s.paymentId) }, merchantId: opts.merchantId },
    select: { id: true, merchantReference: true, status: true, amount: true, currency: true, createdAt: true, paidAt: true },
  });
  const byId = new Map(payments.map((p) => [p.id, p]));
  const rows = splits.flatMap((s) => {
    const payment = byId.get(s.paymentId);
    return payment ? [{ shareAmount: s.shareAmount, payment }] : [];
  });
  return { subaccount, rows, total };
}

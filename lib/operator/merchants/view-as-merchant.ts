import "server-only";
// "View as merchant" (docs/operator.md "View as merchant"): a read-only summary of a merchant's recent
// payments, payouts and balances in one mode. Reading another's account is itself an action: it is
// audited in both logs with the operator's reason, so the merchant sees who looked and why.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { toMajorUnits } from "@/lib/money";
import { getBalances } from "@/lib/ledger/get-balances";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";

const RECENT = 20;

export async function viewAsMerchant(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; reason: string; actor: OperatorActor }) {
  const merchant = await tx.merchant.findUnique({ where: { id: opts.merchantId }, select: { id: true, name: true } });
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  const scope = { merchantId: merchant.id, mode: opts.mode };
  const [payments, payouts, balances] = await Promise.all([
    tx.payment.findMany({ where: scope, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT, select: { id: true, status: true, amount: true, currency: true, createdAt: true } }),
    tx.payout.findMany({ where: scope, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT, select: { id: true, status: true, amount: true, currency: true, createdAt: true } }),
    getBalances(tx, scope),
  ]);
  await recordOperatorAudit(tx, { actor: opts.actor, action: "merchant.viewed_as", reason: opts.reason, merchantId: merchant.id, details: { mode: opts.mode } });
  const row = (r: { id: string; status: string; amount: bigint; currency: string; createdAt: Date }) => ({
    id: r.id, status: r.status, amount: String(toMajorUnits(r.amount, r.currency)), currency: r.currency, created_at: r.createdAt.toISOString(),
  });
  return { merchant: { id: merchant.id, name: merchant.name }, mode: opts.mode, payments: payments.map(row), payouts: payouts.map(row), balances };
}

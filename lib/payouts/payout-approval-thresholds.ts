import "server-only";
// Maker-checker for payouts: per merchant and per currency, the amount above
// which a new payout (dashboard or API, single or bulk) waits in auth_needed until a second team
// member approves it. Kept on Merchant.payoutApprovalThresholds as minor units in decimal strings
// ({"ETB": "1000000"}), as supportRefundLimits is. A currency without a threshold needs no second
// approver. Only owners change them (permission "payouts.approval_limits"); every change is audited.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CURRENCIES, toMajorUnits, type Currency } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { parseAmount } from "@/lib/money/parse-amount";
import { authorizeActor } from "@/lib/team/authorize-actor";

export type PayoutApprovalThresholds = Partial<Record<Currency, bigint>>;

export function parsePayoutApprovalThresholds(value: unknown): PayoutApprovalThresholds {
  const thresholds: PayoutApprovalThresholds = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return thresholds;
  for (const [currency, minor] of Object.entries(value)) {
    if (currency in CURRENCIES && typeof minor === "string" && /^\d{1,18}$/.test(minor)) thresholds[currency as Currency] = BigInt(minor);
  }
  return thresholds;
}

/** In major units, as the dashboard shows and edits them. */
export function serializePayoutApprovalThresholds(thresholds: PayoutApprovalThresholds): Record<string, number> {
  return Object.fromEntries(
    Object.entries(thresholds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, minor]) => [currency, toMajorUnits(minor as bigint, currency)]),
  );
}

export async function getPayoutApprovalThresholds(db: Db, merchantId: string): Promise<PayoutApprovalThresholds> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId }, select: { payoutApprovalThresholds: true } });
  return parsePayoutApprovalThresholds(merchant?.payoutApprovalThresholds);
}

/** Whether a payout of `amount` (minor units, the fee not counted) must wait for a second approver. */
export function needsSecondApprover(thresholds: PayoutApprovalThresholds, currency: Currency, amount: bigint): boolean {
  const threshold = thresholds[currency];
  return threshold !== undefined && amount > threshold;
}

/** Sets (major units) or removes (null) one currency's threshold; audited before -> after. Owners only. */
export async function setPayoutApprovalThreshold(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; actor: AuditActor; currency: Currency; amount: number | null },
): Promise<Record<string, number>> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payouts.approval_limits" });
  await tx.$queryRaw`SELECT id FROM "Merchant" WHERE id = ${opts.merchantId} FOR UPDATE`;
  const thresholds = await getPayoutApprovalThresholds(tx, opts.merchantId);
  const before = thresholds[opts.currency];
  const after = opts.amount === null ? undefined : parseAmount(opts.amount, opts.currency);
  if (after === undefined) delete thresholds[opts.currency];
  else thresholds[opts.currency] = after;
  const stored = Object.fromEntries(Object.entries(thresholds).map(([c, minor]) => [c, String(minor)]));
  await tx.merchant.update({ where: { id: opts.merchantId }, data: { payoutApprovalThresholds: stored } });
  if (before !== after) {
    const major = (minor: bigint | undefined) => (minor === undefined ? null : toMajorUnits(minor, opts.currency));
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payout.approval_threshold_changed",
      targetId: opts.merchantId,
      details: { currency: opts.currency, before: major(before), after: major(after) },
    });
  }
  return serializePayoutApprovalThresholds(thresholds);
}

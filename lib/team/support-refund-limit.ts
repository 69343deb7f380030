import "server-only";
// Support's refund limit ("support: refunds up to a configurable amount"). Chosen:
// per merchant and per currency, the largest single refund a support member may make, kept on
// Merchant.supportRefundLimits as minor units ({"ETB": "50000"}). A currency without a limit
// cannot be refunded by support at all (the safe default: nothing until an owner or admin sets
// one). Owners and admins are not limited; neither are API keys.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { CURRENCIES, formatMoney, toMajorUnits, type Currency } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { parseAmount } from "@/lib/money/parse-amount";
import { authorizeActor } from "@/lib/team/authorize-actor";

export type SupportRefundLimits = Partial<Record<Currency, bigint>>;

export function parseSupportRefundLimits(value: unknown): SupportRefundLimits {
  const limits: SupportRefundLimits = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return limits;
  for (const [currency, minor] of Object.entries(value)) {
    if (currency in CURRENCIES && typeof minor === "string" && /^\d{1,18}$/.test(minor)) limits[currency as Currency] = BigInt(minor);
  }
  return limits;
}

/** The limits in major units, as the dashboard shows and edits them. */
export function serializeSupportRefundLimits(limits: SupportRefundLimits): Record<string, number> {
  return Object.fromEntries(Object.entries(limits).map(([currency, minor]) => [currency, toMajorUnits(minor as bigint, currency)]));
}

export async function getSupportRefundLimits(db: Db, merchantId: string): Promise<SupportRefundLimits> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId }, select: { supportRefundLimits: true } });
  return parseSupportRefundLimits(merchant?.supportRefundLimits);
}

/** Refuses (403) a support member's refund above the merchant's limit in its currency. */
export async function assertWithinSupportRefundLimit(db: Db, opts: { merchantId: string; currency: Currency; amount: bigint }) {
  const limit = (await getSupportRefundLimits(db, opts.merchantId))[opts.currency];
  if (limit === undefined) {
    throw ApiError.forCase("permission_refused", `Support members cannot refund in ${opts.currency}: no support refund limit is set for it; ask an owner or admin`);
  }
  if (opts.amount > limit) {
    throw ApiError.forCase(
      "permission_refused",
      `Support members may refund at most ${formatMoney(limit, opts.currency)} at a time; ask an owner or admin for ${formatMoney(opts.amount, opts.currency)}`,
    );
  }
}

/** Sets (amount in major units) or removes (null) one currency's limit; audited from -> to. */
export async function setSupportRefundLimit(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; actor: AuditActor; currency: Currency; amount: number | null },
): Promise<Record<string, number>> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "settings.manage" });
  await tx.$queryRaw`SELECT id FROM "Merchant" WHERE id = ${opts.merchantId} FOR UPDATE`;
  const limits = await getSupportRefundLimits(tx, opts.merchantId);
  const before = limits[opts.currency];
  const after = opts.amount === null ? undefined : parseAmount(opts.amount, opts.currency);
  if (after === undefined) delete limits[opts.currency];
  else limits[opts.currency] = after;
  const stored = Object.fromEntries(Object.entries(limits).map(([c, minor]) => [c, String(minor)]));
  await tx.merchant.update({ where: { id: opts.merchantId }, data: { supportRefundLimits: stored } });
  if (before !== after) {
    const major = (minor: bigint | undefined) => (minor === undefined ? null : toMajorUnits(minor, opts.currency));
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "team.support_refund_limit_changed",
      targetId: opts.merchantId,
      details: { currency: opts.currency, before: major(before), after: major(after) },
    });
  }
  return serializeSupportRefundLimits(limits);
}

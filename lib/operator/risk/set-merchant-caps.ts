import "server-only";
// A merchant's caps in one currency (docs/risk.md "Caps"), set by the operator: the most one payment may
// be and the most a UTC day's attempts may add up to, in major units as the API takes amounts; null lifts
// that cap. Both logs record the change with its reason; the next attempt reads the merchant's row.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { toMajorUnits, toMinorUnits, type Currency } from "@/lib/money";
import { parseRiskCaps, type RiskCaps } from "@/lib/risk/caps";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { lockMerchantForHold } from "@/lib/operator/holds/load-merchant-for-hold";

export type MerchantCapsView = Record<string, { payment: number | null; day: number | null }>;

export function capsView(raw: unknown): MerchantCapsView {
  const caps = parseRiskCaps(raw);
  return Object.fromEntries(
    Object.entries(caps).map(([currency, c]) => [
      currency,
      { payment: c.payment === undefined ? null : toMajorUnits(BigInt(c.payment), currency), day: c.day === undefined ? null : toMajorUnits(BigInt(c.day), currency) },
    ]),
  );
}

function minor(value: number | null, currency: Currency, field: string): string | undefined {
  if (value === null) return undefined;
  const converted = toMinorUnits(value, currency);
  if (!converted.ok) throw new ApiError("INVALID_VALUE", `${field} is not a valid ${currency} amount (${converted.problem.replace(/_/g, " ")})`, [{ field, message: converted.problem }]);
  return converted.minor.toString();
}

export async function setMerchantCaps(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; currency: Currency; paymentCap: number | null; dayCap: number | null; reason: string; actor: OperatorActor },
) {
  const payment = minor(opts.paymentCap, opts.currency, "payment_cap");
  const day = minor(opts.dayCap, opts.currency, "day_cap");
  if (payment !== undefined && day !== undefined && BigInt(payment) > BigInt(day)) {
    throw new ApiError("INVALID_VALUE", "payment_cap cannot be above day_cap: no payment could use it", [{ field: "payment_cap", message: "above day_cap" }]);
  }
  await lockMerchantForHold(tx, opts.merchantId);
  const row = await tx.merchant.findUniqueOrThrow({ where: { id: opts.merchantId }, select: { riskCaps: true } });
  const before = parseRiskCaps(row.riskCaps);
  const caps: RiskCaps = { ...before };
  if (payment === undefined && day === undefined) delete caps[opts.currency];
  else caps[opts.currency] = { ...(payment !== undefined ? { payment } : {}), ...(day !== undefined ? { day } : {}) };
  await tx.merchant.update({ where: { id: opts.merchantId }, data: { riskCaps: caps } });
  const view = capsView(caps);
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "merchant.risk_caps_set",
    reason: opts.reason,
    merchantId: opts.merchantId,
    details: { currency: opts.currency, before: capsView(before)[opts.currency] ?? null, after: view[opts.currency] ?? null },
  });
  return { caps: view };
}

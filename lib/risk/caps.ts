import "server-only";
// A merchant's caps per currency (Merchant.riskCaps, docs/risk.md "Caps"): `payment`, the most one
// payment may be, and `day`, the most the merchant's attempts may add up to in a UTC day (from the
// merchant dimension's daily counter). Amounts are minor units as strings. A breach blocks before any rule.
import { formatMoney } from "@/lib/money";

export type RiskCaps = Record<string, { payment?: string; day?: string }>;

export function parseRiskCaps(raw: unknown): RiskCaps {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const out: RiskCaps = {};
  for (const [currency, caps] of Object.entries(raw as Record<string, unknown>)) {
    if (!caps || typeof caps !== "object") continue;
    const { payment, day } = caps as { payment?: unknown; day?: unknown };
    out[currency] = {
      ...(typeof payment === "string" && /^\d+$/.test(payment) ? { payment } : {}),
      ...(typeof day === "string" && /^\d+$/.test(day) ? { day } : {}),
    };
  }
  return out;
}

/**
 * The cap this attempt breaks, as a reason for the merchant and the operator (never the customer), or
 * null. `dayAmount`: the merchant's amount today in the currency, read with the rules (evaluate-risk.ts).
 */
export function capBreach(caps: RiskCaps[string] | undefined, currency: string, amount: bigint, dayAmount: bigint): string | null {
  if (!caps) return null;
  if (caps.payment !== undefined && amount > BigInt(caps.payment)) return `cap: a payment over ${formatMoney(BigInt(caps.payment), currency)}`;
  if (caps.day !== undefined && dayAmount + amount > BigInt(caps.day)) return `cap: more than ${formatMoney(BigInt(caps.day), currency)} in a day`;
  return null;
}

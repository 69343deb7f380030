import "server-only";
// Value lists (docs/risk.md "Lists"): before the rules run, the engine's one statement
// (evaluate-risk.ts) reads which of the attempt's values are in the merchant's own lists and the
// installation's (merchantId null); in_list then answers from that, and no query runs inside an expression.
import { normalizePhone } from "@/lib/phone";
import type { RiskListKind } from "@/lib/catalog/risk";
import type { RiskContext } from "@/lib/risk/expression";

/** A value as lists store it: phones in E.164, e-mails in lower case, BINs as six digits, countries upper case. */
export function normalizeListValue(kind: RiskListKind | string, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  switch (kind) {
    case "phone": {
      const found = normalizePhone(value, null);
      return "phone" in found ? found.phone : null;
    }
    case "email":
      return value.includes("@") ? value.toLowerCase() : null;
    case "card_bin": {
      const digits = value.replace(/\D/g, "");
      return digits.length >= 6 ? digits.slice(0, 6) : null;
    }
    case "country":
      return /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : null;
    case "ip":
      return value.toLowerCase();
    default:
      return value;
  }
}

/** The attempt's values a list may hold: every non-empty string signal. */
export function candidateValues(context: Omit<RiskContext, "velocity">): string[] {
  const values = [context.phone, context.email, context.email_domain, context.ip, context.card_bin, context.card_fingerprint, context.customer, context.phone_country];
  return [...new Set(values.filter((v) => v !== ""))];
}

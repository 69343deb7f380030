import "server-only";
// A list item's value, checked and normalised for its list's kind (docs/risk-api.md "Items"). The
// engine's normaliser (lib/risk/lists.ts) decides the stored form, so a value the API accepts is the
// value in_list looks up; this file adds the precise refusal the API and a CSV import's problems name.
import { normalizeListValue } from "@/lib/risk/lists";
import type { RiskListKind } from "@/lib/catalog/risk";

export type CheckedValue = { ok: true; value: string } | { ok: false; problem: string };

/** The longest value any kind takes: an e-mail address is at most 254 characters. */
export const MAX_LIST_VALUE_LENGTH = 254;

const EXPECTED: Record<RiskListKind, string> = {
  phone: "a phone number in international form, such as +256 700 000001",
  card_bin: "a card BIN of 6 to 8 digits, such as 424242",
  card_fingerprint: "a card fingerprint as the gateway shows it on a payment attempt",
  ip: "an IPv4 or IPv6 address, such as 203.0.113.7",
  email: "an e-mail address, such as buyer@example.com",
  country: "a two-letter ISO 3166 country code, such as ET",
  customer: "a customer reference, such as cus_…",
};

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+(:(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})?$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CUSTOMER = /^cus_[0-9A-Za-z]{1,40}$/;
const FINGERPRINT = /^[0-9A-Za-z_-]{8,128}$/;

/** What a value of this kind looks like, for messages and the dashboard's placeholder. */
export function expectedValue(kind: RiskListKind): string {
  return EXPECTED[kind];
}

export function checkListValue(kind: RiskListKind, raw: string): CheckedValue {
  const text = raw.trim();
  const refuse = (): CheckedValue => ({ ok: false, problem: `"${text.slice(0, 60)}" is not ${EXPECTED[kind]}` });
  if (text === "") return { ok: false, problem: "the value is empty" };
  if (text.length > MAX_LIST_VALUE_LENGTH) return { ok: false, problem: `a value has at most ${MAX_LIST_VALUE_LENGTH} characters` };
  // Shapes the engine's normaliser takes more loosely than a list should: a whole card number is not
  // a BIN (and must not be pasted into a list), an address needs a dot in its domain.
  switch (kind) {
    case "card_bin":
      if (!/^\d{6,8}$/.test(text.replace(/[\s-]/g, ""))) return refuse();
      break;
    case "email":
      if (!EMAIL.test(text)) return refuse();
      break;
    case "ip":
      if (!IPV4.test(text) && !(text.includes(":") && IPV6.test(text))) return refuse();
      break;
    case "customer":
      if (!CUSTOMER.test(text)) return refuse();
      break;
    case "card_fingerprint":
      if (!FINGERPRINT.test(text)) return refuse();
      break;
  }
  const value = normalizeListValue(kind, text);
  return value === null ? refuse() : { ok: true, value };
}

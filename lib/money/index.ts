// Money is integers (docs/architecture.md, convention 7). Amounts arrive as JSON numbers in major
// units and are converted exactly — from the number's shortest decimal text, never by float
// arithmetic — into BigInt minor units with the ISO 4217 exponent.
import { InternalError } from "@/lib/http/errors";

export const CURRENCIES = {
  USD: { exponent: 2, name: "US dollar", max: 1_000_000_00n },
  ETB: { exponent: 2, name: "Ethiopian birr", max: 100_000_000_00n },
  UGX: { exponent: 0, name: "Ugandan shilling", max: 4_000_000_000n },
  DJF: { exponent: 0, name: "Djiboutian franc", max: 200_000_000n },
} as const;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

/**
 * A supported code exactly as stored (upper case). An own-key check, never `in`: "constructor",
 * "__proto__" or "toString" are keys of every object but no currency.
 */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && Object.hasOwn(CURRENCIES, value);
}

/**
 * A currency code as a client may send it: any case ("usd", "Usd"), three ASCII letters (so no
 * Unicode case mapping such as "ſ" -> "S" can reach a code), as the stored upper-case code; null
 * when it is not a supported currency.
 */
export function normalizeCurrency(value: unknown): Currency | null {
  if (typeof value !== "string" || !/^[A-Za-z]{3}$/.test(value)) return null;
  const code = value.toUpperCase();
  return isCurrency(code) ? code : null;
}

/** Decimal places of a stored code; 2 for anything unknown. */
export function currencyExponent(currency: string): number {
  return isCurrency(currency) ? CURRENCIES[currency].exponent : 2;
}

export type AmountProblem = "not_finite" | "not_positive" | "too_many_decimals" | "too_large";

/**
 * Exact conversion of a major-unit number to minor units.
 * 10.1 USD -> 1010n; 10.123 USD -> too_many_decimals; 1e-7 -> too_many_decimals.
 */
export function toMinorUnits(value: number, currency: Currency): { ok: true; minor: bigint } | { ok: false; problem: AmountProblem } {
  if (typeof value !== "number" || !Number.isFinite(value)) return { ok: false, problem: "not_finite" };
  if (value <= 0) return { ok: false, problem: "not_positive" };
  const { exponent, max } = CURRENCIES[currency];
  const [intPart, fracPart] = decimalDigits(value);
  if (fracPart.length > exponent) return { ok: false, problem: "too_many_decimals" };
  const minor = BigInt(intPart + fracPart.padEnd(exponent, "0"));
  if (minor > max) return { ok: false, problem: "too_large" };
  return { ok: true, minor };
}

/** The digits of a positive finite number's shortest round-trip text, without exponent. */
function decimalDigits(value: number): [string, string] {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) throw new InternalError(`unexpected number text ${text}`);
  let int = match[1];
  let frac = match[2] ?? "";
  const exp = Number(match[3] ?? 0);
  if (exp > 0) {
    frac = frac.padEnd(exp, "0");
    int += frac.slice(0, exp);
    frac = frac.slice(exp);
  } else if (exp < 0) {
    int = int.padStart(-exp + 1, "0");
    frac = int.slice(int.length + exp) + frac;
    int = int.slice(0, int.length + exp);
  }
  return [int.replace(/^0+(?=\d)/, ""), frac.replace(/0+$/, "")];
}

/** Minor units back to a JSON number in major units (exact for every amount we accept). */
export function toMajorUnits(minor: bigint, currency: Currency | string): number {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return Number(minor);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(exponent);
  const text = `${abs / scale}.${(abs % scale).toString().padStart(exponent, "0")}`;
  return Number(negative ? `-${text}` : text);
}

/** "USD 1,234.50", "UGX 25,000" — for people, never for the API. */
export function formatMoney(minor: bigint, currency: Currency | string, locale = "en-US"): string {
  return `${currency} ${numberFormat(locale, currencyExponent(currency)).format(toMajorUnits(minor, currency))}`;
}

// One Intl.NumberFormat per (locale, decimals), made on first use: building one is far dearer than
// formatting with it (a new one per amount was 4.7 % of the checkout page's CPU).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, exponent: number): Intl.NumberFormat {
  const key = `${locale}|${exponent}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    if (numberFormats.size < 64) numberFormats.set(key, format); // a handful in practice; never unbounded
  }
  return format;
}

export function describeAmountProblem(problem: AmountProblem, currency: Currency): string {
  const { exponent, max } = CURRENCIES[currency];
  switch (problem) {
    case "not_finite":
      return "amount must be a finite number";
    case "not_positive":
      return "amount must be greater than zero";
    case "too_many_decimals":
      return exponent === 0
        ? `${currency} amounts are whole numbers (no decimals)`
        : `${currency} amounts have at most ${exponent} decimal places`;
    case "too_large":
      return `amount must not exceed ${formatMoney(max, currency)}`;
  }
}

/**
 * A decimal written as text ("100", "100.50", " 0.03 ") as the JSON number with exactly that
 * value, or null when the text is not a plain non-negative decimal or no number holds it exactly
 * (too many significant digits). The v1 API and form bodies send amounts as text; checking the
 * round trip means the number handed on is the decimal written, never a float's neighbour, and
 * toMinorUnits then applies the currency's rules to it as to any JSON number.
 */
export function decimalTextToNumber(text: string): number | null {
  const match = /^\s*(\d{1,20})(?:\.(\d{1,20}))?\s*$/.exec(text);
  if (!match) return null;
  const int = match[1].replace(/^0+(?=\d)/, "");
  const frac = (match[2] ?? "").replace(/0+$/, "");
  const value = Number(frac ? `${int}.${frac}` : int);
  if (!Number.isFinite(value)) return null;
  const [valueInt, valueFrac] = value === 0 ? ["0", ""] : decimalDigits(value);
  return valueInt === int && valueFrac === frac ? value : null;
}

// Amounts as people type them into the dashboard ("1,000", "1 000", "1,000.50"), read into the
// JSON number the API takes. The API itself keeps taking JSON numbers; this is the one reader of
// typed text, so every amount field of the dashboard accepts the same writing and refuses the same
// mistakes with the same sentences. The bulk CSV reads its quoted "1,200.00" the same way.
//
// The rules:
// - digits, with an optional decimal point (a dot) and decimals;
// - thousands may be grouped by commas or by spaces (a plain, no-break or thin space), one kind per
//   amount, each group after the first exactly three digits: "1,000", "12 500", "1,000.50";
// - anything else with a comma is refused, not guessed: "1,00" may mean 100 or 1.00 (a decimal
//   comma), so the person is asked to write it again;
// - at most the currency's decimals (none for UGX and DJF), greater than zero, at most its maximum.
// Client-safe: pure functions only.
import { CURRENCIES, decimalTextToNumber, formatMoney, isCurrency, type Currency } from "@/lib/money";

export type TypedAmountProblem = "empty" | "format" | "ambiguous_comma" | "too_many_decimals" | "not_positive" | "too_large";
export type TypedAmount = { ok: true; value: number; text: string } | { ok: false; problem: TypedAmountProblem; message: string };

const SPACES = /[ \u00a0\u202f\u2009]/;
const PLAIN = /^\d+(?:\.\d+)?$/;
const COMMA_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const SPACE_GROUPED = /^\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?:\.\d+)?$/;

/** The sentence for each problem, in the dashboard's one style: a capital letter and an example. */
export function typedAmountMessage(problem: TypedAmountProblem, currency?: Currency | string): string {
  const code = currency && isCurrency(currency) ? currency : null;
  const exponent = code ? CURRENCIES[code].exponent : 2;
  switch (problem) {
    case "empty":
      return "Enter an amount";
    case "format":
      return exponent === 0 ? "Enter the amount in digits, like 1,000 or 1000" : "Enter the amount in digits, like 1,000 or 1,000.50";
    case "ambiguous_comma":
      return exponent === 0
        ? "Use a comma only between groups of three digits, like 1,000"
        : "Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00";
    case "too_many_decimals":
      return exponent === 0 ? `${code} amounts are whole numbers, with no decimals` : `${code ?? "Amounts"} ${code ? "amounts have" : "have"} at most ${exponent} decimal places`;
    case "not_positive":
      return "Enter an amount greater than zero";
    case "too_large":
      return code ? `Enter at most ${formatMoney(CURRENCIES[code].max, code)}` : "The amount is too large";
  }
}

function refuse(problem: TypedAmountProblem, currency?: Currency | string): TypedAmount {
  return { ok: false, problem, message: typedAmountMessage(problem, currency) };
}

/**
 * The plain decimal text of a well-written typed amount ("1,000.50" and "1 000.50" are "1000.50"),
 * or null when it is not digits grouped as above. Only the writing is read: the currency's rules are
 * parseTypedAmount's. An input field shows what was typed while the form holds this.
 */
export function typedAmountText(input: string): string | null {
  const trimmed = input.trim();
  if (PLAIN.test(trimmed)) return trimmed;
  if (COMMA_GROUPED.test(trimmed)) return trimmed.replace(/,/g, "");
  if (SPACE_GROUPED.test(trimmed)) return trimmed.replace(new RegExp(SPACES.source, "g"), "");
  return null;
}

/**
 * Typed text to the JSON number it means, checked against the currency (when it is known: an unknown
 * or not yet chosen currency is read with two decimals). `text` in the answer is the plain decimal
 * ("1000.50"), for code that wants the text rather than the number.
 */
export function parseTypedAmount(input: string, currency?: Currency | string): TypedAmount {
  const trimmed = input.trim();
  if (trimmed === "") return refuse("empty", currency);
  const plain = typedAmountText(trimmed);
  if (plain === null) return refuse(/^[\d.,\s\u00a0\u202f\u2009]+$/.test(trimmed) && trimmed.includes(",") ? "ambiguous_comma" : "format", currency);

  const code = currency && isCurrency(currency) ? currency : null;
  const exponent = code ? CURRENCIES[code].exponent : 2;
  const decimals = (plain.split(".")[1] ?? "").replace(/0+$/, "");
  if (decimals.length > exponent) return refuse("too_many_decimals", currency);
  const value = decimalTextToNumber(plain);
  if (value === null) return refuse(plain.length > 20 ? "too_large" : "format", currency);
  if (value <= 0) return refuse("not_positive", currency);
  if (code) {
    const [int, frac = ""] = plain.split(".");
    const minor = BigInt(int + frac.slice(0, exponent).padEnd(exponent, "0"));
    if (minor > CURRENCIES[code].max) return refuse("too_large", currency);
  }
  return { ok: true, value, text: plain };
}

/**
 * Optional amount fields: blank is undefined (the field is left out), anything else is read as above.
 * Forms put `value` in the body and `message` beside the field.
 */
export function readTypedAmount(input: string, currency?: Currency | string): { value: number | undefined; message?: string } {
  if (input.trim() === "") return { value: undefined };
  const result = parseTypedAmount(input, currency);
  return result.ok ? { value: result.value } : { value: Number.NaN, message: result.message };
}

/**
 * A list of typed amounts ("5,000, 10,000, 20,000", "100; 250; 500" or "100 250 500"). When the
 * list has a semicolon or a comma followed by a space, those separate the items (and an item may
 * group its thousands by spaces: "1 000; 2 500", while "10, 25 50" is three); otherwise spaces do.
 * A comma between digits is always a thousands separator, never a list's. Each item is then read by parseTypedAmount.
 */
export function splitTypedAmounts(input: string): string[] {
  const separated = /;|,(?=\s|$)/.test(input);
  return input
    .split(separated ? /;|,(?=\s|$)/ : /\s+/)
    .flatMap((part) => {
      const t = part.trim();
      return separated && !SPACE_GROUPED.test(t) ? t.split(/\s+/) : [t];
    })
    .filter(Boolean);
}

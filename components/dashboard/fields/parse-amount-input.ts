// What a person types in an amount field, read the way the gateway reads amounts: digits with
// optional thousands separators ("1,250.50"), then the currency's own rules from lib/money (its
// number of decimals, its maximum). Pure, so the forms and their tests share it.
import { currencyExponent, decimalTextToNumber, describeAmountProblem, isCurrency, toMinorUnits, type AmountProblem } from "@/lib/money";

/** Digits grouped by commas in threes ("1,250", "12,000,000"), with an optional decimal part. */
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * The amount as plain decimal text for the form's rules: "1,250.50" becomes "1250.50" and
 * surrounding spaces go. Text that is not a well-grouped decimal ("1,25.0", "12abc") comes back
 * trimmed but otherwise as typed, so the form's own check refuses it rather than a guess.
 */
export function plainAmountText(text: string): string {
  const trimmed = text.trim();
  return GROUPED.test(trimmed) ? trimmed.replace(/,/g, "") : trimmed;
}

export type AmountInputProblem = "required" | "not_a_number" | AmountProblem;

export type AmountInput = { ok: true; minor: bigint; major: number } | { ok: false; problem: AmountInputProblem };

/** The typed amount in the currency's minor units (UGX 1,250 → 1250n; USD 1,250.50 → 125050n), or why not. */
export function parseAmountInput(text: string, currency: string): AmountInput {
  const plain = plainAmountText(text);
  if (plain === "") return { ok: false, problem: "required" };
  const major = decimalTextToNumber(plain);
  if (major === null) return { ok: false, problem: "not_a_number" };
  if (!isCurrency(currency)) return { ok: false, problem: "not_a_number" };
  const result = toMinorUnits(major, currency);
  return result.ok ? { ok: true, minor: result.minor, major } : result;
}

/** The hint under an amount field: how many decimals the currency takes. */
export function amountDecimalsHint(currency: string): string {
  const exponent = currencyExponent(currency);
  return exponent === 0 ? `${currency} amounts are whole numbers.` : `Up to ${exponent} decimal places.`;
}

/** A sentence for a problem, in the words of the gateway's own amount rules where it has them. */
export function amountInputProblem(problem: AmountInputProblem, currency: string): string {
  if (problem === "required" || problem === "not_a_number" || problem === "not_positive" || !isCurrency(currency)) return "Enter an amount more than 0";
  const sentence = describeAmountProblem(problem, currency);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

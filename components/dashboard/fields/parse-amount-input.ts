// What a person types in an amount field, read by the dashboard's one reader of typed amounts
// (lib/money/typed-amount.ts: thousands grouped by commas or spaces, "1,250.50" or "1 250.50"),
// then the currency's own rules from lib/money (its number of decimals, its maximum). Pure, so the
// forms and their tests share it.
import { currencyExponent, decimalTextToNumber, describeAmountProblem, isCurrency, toMinorUnits, type AmountProblem } from "@/lib/money";
import { typedAmountMessage, typedAmountText } from "@/lib/money/typed-amount";

/**
 * The amount as plain decimal text for the form's rules: "1,250.50" becomes "1250.50" and
 * surrounding spaces go. Text that is not a well-grouped decimal ("1,25.0", "12abc") comes back
 * trimmed but otherwise as typed, so the form's own check refuses it rather than a guess.
 */
export function plainAmountText(text: string): string {
  return typedAmountText(text) ?? text.trim();
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
  if (problem === "required") return typedAmountMessage("empty", currency);
  if (problem === "not_positive") return typedAmountMessage("not_positive", currency);
  if (problem === "not_a_number" || !isCurrency(currency)) return typedAmountMessage("format", currency);
  const sentence = describeAmountProblem(problem, currency);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

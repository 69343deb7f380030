// Amounts as people read them (client-safe): the dashboard, and forms beside their domains.
import { currencyExponent } from "@/lib/money";

/**
 * "USD 1,234.50", "UGX 25,000": an API amount (major units, exact for every amount the API
 * accepts) for people, with the currency's own number of decimals, like formatMoney in lib/money.
 */
export function formatAmount(major: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const text = new Intl.NumberFormat("en-US", { minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(major);
  return `${currency} ${text}`;
}

/** A split rule as people read it: "10 %", "12.5 %" or "ETB 50.00". */
export function formatSplitRule(splitType: string, splitValue: number, currency: string): string {
  return splitType === "percentage" ? `${splitValue} %` : formatAmount(splitValue, currency);
}

/** An amount for an input field: "1000.5" for ETB becomes "1000.50"; no grouping separators. */
export function amountInputText(major: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return major.toFixed(exponent);
}

// The one phone number rule: a valid number by
// libphonenumber's full metadata, stored in E.164 (+256772120001). A number may be written the
// way people in the payment's country write it: with the trunk 0 (0772120001), without it
// (772120001), with the country code and no + (256772120001), or in international form
// (+256 772 120 001, 00256…), with spaces, dashes, dots or brackets. The default country comes
// from the currency (ETB → Ethiopia, UGX → Uganda, DJF → Djibouti); USD has none, so a USD
// number must start with + and its country code.
//
// Used by the API's schemas (lib/schemas/payments.ts), the hosted checkout's form rules
// (lib/payments/attempts/checkout-rules.ts, which the browser runs too) and the bank registry's wallets
// (lib/catalog/banks.ts: payouts and subaccounts, API, dashboard and bulk CSV).
// Client-safe, without zod: the checkout's browser code must not pull zod in for it.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/** Why a number was refused: nothing typed, a local form where no country is known, or not a real number. */
export type PhoneProblem = "required" | "needs_country_code" | "invalid";

export type NormalizedPhone = { phone: string; country: CountryCode | undefined } | { problem: PhoneProblem };

/** The country whose local numbers a payment in this currency takes; USD has none. */
const CURRENCY_COUNTRY: Record<string, CountryCode | undefined> = { ETB: "ET", UGX: "UG", DJF: "DJ" };

export function phoneCountryOf(currency: string): CountryCode | null {
  return CURRENCY_COUNTRY[currency] ?? null;
}

/** "+256" for "UG": the prefix the checkout fills in and shows in examples. */
export function callingCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * `input` as E.164, reading local forms as numbers of `country` (null: international form only).
 * A number with its own + and country code may be of any country; the caller decides whether
 * that is acceptable (the bank registry's wallets require their own country).
 */
export function normalizePhone(input: string, country: CountryCode | null): NormalizedPhone {
  const trimmed = input.trim();
  if (trimmed === "") return { problem: "required" };
  if (!/^\+?[0-9 ().\-/]{4,30}$/.test(trimmed)) return { problem: "invalid" };
  let compact = trimmed.replace(/[\s().\-/]/g, "");
  if (compact.startsWith("00")) compact = `+${compact.slice(2)}`; // the international call prefix
  const code = country ? getCountryCallingCode(country) : null;
  if (compact.startsWith("+")) {
    const found = validated(compact, undefined);
    // The country code was already there and the local form typed after it: +2560772120001.
    if (!("phone" in found) && code && compact.startsWith(`+${code}0`)) return validated(`+${code}${compact.slice(code.length + 2)}`, undefined);
    return found;
  }
  if (!country || !code) return { problem: "needs_country_code" };

  const candidates = [compact];
  // The country code without its + (256772120001).
  if (compact.startsWith(code)) candidates.push(`+${compact}`);
  // A leading 0 where the numbering plan has no trunk prefix (Djibouti: 077123456 is 77123456),
  // which the bank registry took before this rule.
  if (compact.startsWith("0")) candidates.push(compact.slice(1));
  for (const candidate of candidates) {
    const found = validated(candidate, country);
    if ("phone" in found) return found;
  }
  return { problem: "invalid" };
}

function validated(text: string, country: CountryCode | undefined): NormalizedPhone {
  const parsed = parsePhoneNumberFromString(text, country);
  // A local form must be a number of the default country, not one libphonenumber re-reads as another's.
  if (!parsed || !parsed.isValid() || (country && !text.startsWith("+") && parsed.country !== country)) return { problem: "invalid" };
  return { phone: parsed.number, country: parsed.country };
}

/** True for a valid number in international form (the API's customer phone_number without a currency). */
export function isValidPhone(value: string): boolean {
  return "phone" in normalizePhone(value, null);
}

/** What to type, for an error message: "+256 772 123 456 or 0772 123 456" (or only the international form). */
export function phoneExample(country: CountryCode | null): string {
  const example = country ? EXAMPLES[country] : undefined;
  return example ?? "+251 91 123 4567";
}

/** Example numbers per country, international and local, as people write them. */
const EXAMPLES: Partial<Record<CountryCode, string>> = {
  ET: "+251 91 123 4567 or 091 123 4567",
  UG: "+256 772 123 456 or 0772 123 456",
  DJ: "+253 77 12 34 56 or 77 12 34 56",
  // The neighbours a business may register in (lib/catalog/activation.ts).
  KE: "+254 712 123 456 or 0712 123 456",
  RW: "+250 788 123 456 or 0788 123 456",
  TZ: "+255 712 345 678 or 0712 345 678",
  SO: "+252 61 123 4567 or 061 123 4567",
};

/** A customer's phone as payments store it: as written, without spaces, brackets or dashes (not checked, not E.164). */
export function compactPhoneText(text: string): string {
  return text.replace(/[\s()-]/g, "");
}

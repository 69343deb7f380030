// What a person types in a phone field, read by the gateway's one phone rule (lib/phone.ts), as
// the hosted checkout reads it: the local form of the country (0772 123 456, 772123456), the
// country code without + (256772123456) or the international form (+256 772 123 456,
// 00256…). The form receives the number in E.164, which every route accepts. Pure.
import { callingCodeOf, normalizePhone, phoneExample, type PhoneProblem } from "@/lib/phone";
import type { CountryCode } from "libphonenumber-js/max";

export type PhoneInput = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

/** The typed number in E.164 (+256772123456), reading local forms as numbers of `country` (null: international only). */
export function parsePhoneInput(text: string, country: CountryCode | null): PhoneInput {
  const found = normalizePhone(text, country);
  return "phone" in found ? { ok: true, phone: found.phone } : { ok: false, problem: found.problem };
}

/** The value the form holds: the E.164 number when the text is one, else the text as typed (the form's rules refuse it). */
export function phoneFormValue(text: string, country: CountryCode | null): string {
  const parsed = parsePhoneInput(text, country);
  return parsed.ok ? parsed.phone : text.trim();
}

/** What the field's hint shows: the gateway's example for the country, else how to write one. */
export function phoneHint(country: CountryCode | null): string {
  const example = phoneExample(country);
  if (country && !example.startsWith(callingCodeOf(country))) return `With the country code (${callingCodeOf(country)}…), or as dialled in the country.`;
  return `For example ${example}.`;
}

"use client";
// The dashboard's one phone field, modelled on the hosted checkout's wallet number input
// (type tel, autocomplete tel, an example per country). It accepts the local and international
// forms lib/phone.ts accepts and hands the form the number in E.164; text that is no number yet
// is handed on as typed, so the form's own rules say what is wrong.
import type { CountryCode } from "libphonenumber-js/max";
import { NormalizedInputField, type NormalizedFieldProps } from "@/components/dashboard/fields/normalized-input-field";
import { parsePhoneInput, phoneFormValue, phoneHint } from "@/components/dashboard/fields/parse-phone-input";

export function PhoneField({
  country,
  onChange,
  ...field
}: NormalizedFieldProps & {
  /** Whose local forms to read (null: international form only). */
  country: CountryCode | null;
  onChange: (value: string, e164: string | null) => void;
}) {
  const normalize = (typed: string) => phoneFormValue(typed, country);
  return (
    <NormalizedInputField
      label="Phone number"
      name="phone_number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={24}
      hint={phoneHint(country)}
      {...field}
      normalize={normalize}
      onChange={(typed) => {
        const parsed = parsePhoneInput(typed, country);
        onChange(normalize(typed), parsed.ok ? parsed.phone : null);
      }}
    />
  );
}

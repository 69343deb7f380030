"use client";
// The dashboard's one phone field, modelled on the hosted checkout's wallet number input
// (type tel, autocomplete tel, an example per country). It accepts the local and international
// forms lib/phone.ts accepts and hands the form the number in E.164; text that is no number yet
// is handed on as typed, so the form's own rules say what is wrong.
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import type { CountryCode } from "libphonenumber-js/max";
import { parsePhoneInput, phoneFormValue, phoneHint } from "@/components/dashboard/fields/parse-phone-input";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id" | "children">;

export function PhoneField({
  label = "Phone number",
  country,
  value,
  onChange,
  error,
  hint,
  className,
  name = "phone_number",
  ...input
}: InputRest & {
  label?: ReactNode;
  /** Whose local forms to read (null: international form only). */
  country: CountryCode | null;
  /** The value the form holds: E.164 once the text is a number. */
  value: string;
  onChange: (value: string, e164: string | null) => void;
  error?: string;
  /** Defaults to an example for the country. */
  hint?: ReactNode;
  className?: string;
}) {
  // What the person typed (spaces, the local form), shown while it still means the form's value.
  const [typed, setTyped] = useState(value);
  const shown = phoneFormValue(typed, country) === value ? typed : value;
  return (
    <Field label={label} error={error} hint={hint ?? phoneHint(country)} className={className}>
      {(p) => (
        <Input
          {...p}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={24}
          {...input}
          value={shown}
          onChange={(e) => {
            const text = e.target.value;
            setTyped(text);
            const parsed = parsePhoneInput(text, country);
            onChange(phoneFormValue(text, country), parsed.ok ? parsed.phone : null);
          }}
        />
      )}
    </Field>
  );
}

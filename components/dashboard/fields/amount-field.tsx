"use client";
// The dashboard's one amount field: a label, a decimal input and the currency's hint. People
// may type thousands separators ("1,250.50"); the form receives the plain decimal text its rules
// read ("1250.50") and the amount in minor units (null while the text is no valid amount), so
// every form checks and sends amounts the same way.
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { amountDecimalsHint, parseAmountInput, plainAmountText } from "@/components/dashboard/fields/parse-amount-input";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id" | "children">;

export function AmountField({
  label = "Amount",
  currency,
  value,
  onChange,
  error,
  hint,
  className,
  name = "amount",
  ...input
}: InputRest & {
  label?: ReactNode;
  currency: string;
  /** The plain decimal text the form holds ("1250.50"). */
  value: string;
  onChange: (plain: string, minor: bigint | null) => void;
  error?: string;
  /** Defaults to the currency's decimals ("Up to 2 decimal places."); null shows none. */
  hint?: ReactNode | null;
  className?: string;
}) {
  // What the person typed, separators and all, shown while it still means the form's value;
  // a value the form sets itself (a reset, a prefill) replaces it.
  const [typed, setTyped] = useState(value);
  const shown = plainAmountText(typed) === value ? typed : value;
  return (
    <Field label={label} error={error} hint={hint === undefined ? amountDecimalsHint(currency) : (hint ?? undefined)} className={className}>
      {(p) => (
        <Input
          {...p}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          {...input}
          value={shown}
          onChange={(e) => {
            const text = e.target.value;
            setTyped(text);
            const parsed = parseAmountInput(text, currency);
            onChange(plainAmountText(text), parsed.ok ? parsed.minor : null);
          }}
        />
      )}
    </Field>
  );
}

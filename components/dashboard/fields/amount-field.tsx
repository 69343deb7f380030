"use client";
// The dashboard's one amount field: a label, a decimal input and the currency's hint. People
// may type thousands separators ("1,250.50"); the form receives the plain decimal text its rules
// read ("1250.50") and the amount in minor units (null while the text is no valid amount), so
// every form checks and sends amounts the same way.
import { NormalizedInputField, type NormalizedFieldProps } from "@/components/dashboard/fields/normalized-input-field";
import { amountDecimalsHint, parseAmountInput, plainAmountText } from "@/components/dashboard/fields/parse-amount-input";

export function AmountField({
  currency,
  onChange,
  hint,
  ...field
}: Omit<NormalizedFieldProps, "hint"> & {
  currency: string;
  onChange: (plain: string, minor: bigint | null) => void;
  /** Defaults to the currency's decimals ("Up to 2 decimal places."); null shows none. */
  hint?: NormalizedFieldProps["hint"] | null;
}) {
  return (
    <NormalizedInputField
      label="Amount"
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      {...field}
      hint={hint === undefined ? amountDecimalsHint(currency) : (hint ?? undefined)}
      normalize={plainAmountText}
      onChange={(typed) => {
        const parsed = parseAmountInput(typed, currency);
        onChange(plainAmountText(typed), parsed.ok ? parsed.minor : null);
      }}
    />
  );
}

"use client";
// The default split section of the subaccount forms: type, value and optional bounds.
import { useId } from "react";
import { SuffixInput } from "@/components/dashboard/subaccounts/suffix-input";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { sentence, type SplitFields } from "@/lib/subaccounts/subaccount-form";
import { CURRENCIES, type Currency } from "@/lib/money";

/** Split type (percentage or flat), value and optional bounds, shared by create and edit. */
export function SplitEditor({
  values,
  errors,
  currency,
  onChange,
  onBlur,
}: {
  values: SplitFields;
  errors: Record<string, string>;
  currency: string;
  onChange: (field: keyof SplitFields, value: string) => void;
  onBlur: (field: keyof SplitFields) => void;
}) {
  const typeName = useId();
  const exponent = CURRENCIES[currency as Currency]?.exponent ?? 2;
  const percentage = values.split_type === "percentage";
  const amountHint = exponent === 0 ? `Whole ${currency}` : `${currency}, up to ${exponent} decimals`;
  const field = (name: keyof SplitFields) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    onBlur: () => onBlur(name),
  });
  return (
    <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200 ring-inset">
      <legend className="px-1 text-sm font-medium text-slate-800">Default split</legend>
      <p className="-mt-1 text-[13px] text-slate-500">
        Used when a payment names this subaccount without its own rule. A payment can still set another.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800">Split type</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1">
            {(
              [
                ["percentage", "Percentage"],
                ["flat", "Flat amount"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center justify-center rounded px-2 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600",
                  values.split_type === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                )}
              >
                <input
                  type="radio"
                  name={`split_type-${typeName}`}
                  value={value}
                  checked={values.split_type === value}
                  onChange={() => onChange("split_type", value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.split_type ? <p className="mt-1.5 text-[13px] text-red-600">{sentence(errors.split_type)}</p> : null}
        </fieldset>
        <Field
          label={percentage ? "Share (%)" : `Share (${currency})`}
          error={sentence(errors.split_value)}
          hint={percentage ? "More than 0, at most 100, up to 2 decimals." : amountHint}
        >
          {(p) => <SuffixInput p={p} suffix={percentage ? "%" : currency} {...field("split_value")} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`Minimum share (${currency}, optional)`} error={sentence(errors.min_amount)}>
          {(p) => <SuffixInput p={p} suffix={currency} placeholder="No minimum" {...field("min_amount")} />}
        </Field>
        <Field label={`Maximum share (${currency}, optional)`} error={sentence(errors.max_amount)}>
          {(p) => <SuffixInput p={p} suffix={currency} placeholder="No maximum" {...field("max_amount")} />}
        </Field>
      </div>
    </fieldset>
  );
}

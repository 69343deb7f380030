"use client";
// The dashboard's one currency select: the gateway's currencies (lib/money), code and name, in
// the money table's order.
import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { CURRENCIES, CURRENCY_CODES } from "@/lib/money";

type SelectRest = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "id" | "children">;

export function CurrencySelect({
  label = "Currency",
  value,
  onChange,
  error,
  hint,
  className,
  name = "currency",
  children,
  codesOnly = false,
  ...select
}: SelectRest & {
  label?: ReactNode;
  value: string;
  onChange: (currency: string) => void;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Options before the currencies, e.g. "Any currency" in a filter. */
  children?: ReactNode;
  /** "USD" rather than "USD · US dollar", where the select is narrow (a filter row). */
  codesOnly?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(p) => (
        <select {...p} name={name} {...select} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          {children}
          {CURRENCY_CODES.map((c) => (
            <option key={c} value={c}>
              {codesOnly ? c : `${c} · ${CURRENCIES[c].name}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

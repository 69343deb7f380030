"use client";
// A labelled select: its options as data (value and label), optional leading options such as
// "Any status" given as children, and the Field's hint and error wiring.
import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";

type SelectRest = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "id" | "children">;

export type SelectOption = { value: string; label: ReactNode };

export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  hint,
  className,
  children,
  ...select
}: SelectRest & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Options before the list, e.g. "Any currency" in a filter. */
  children?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(p) => (
        <select {...p} {...select} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          {children}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

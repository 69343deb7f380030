"use client";
// A labelled text field whose form value is a normalized form of what is typed: the amount
// field hands on "1250.50" for "1,250.50", the phone field "+256772123456" for "0772 123 456".
// What the person typed stays on screen while it still means the form's value; a value the form
// sets itself (a reset, a prefill) replaces it.
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id" | "children">;

export type NormalizedFieldProps = InputRest & {
  label?: ReactNode;
  /** The value the form holds (normalized). */
  value: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export function NormalizedInputField({
  label,
  value,
  normalize,
  onChange,
  error,
  hint,
  className,
  ...input
}: NormalizedFieldProps & { normalize: (typed: string) => string; onChange: (typed: string) => void }) {
  const [typed, setTyped] = useState(value);
  const shown = normalize(typed) === value ? typed : value;
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(p) => (
        <Input
          {...p}
          {...input}
          value={shown}
          onChange={(e) => {
            setTyped(e.target.value);
            onChange(e.target.value);
          }}
        />
      )}
    </Field>
  );
}

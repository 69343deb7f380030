"use client";
// Form state for the dashboard's money forms: values as text, live validation with
// the shared rules (a field shows its error once it has been left, or after a submit), and
// the server's per-field errors, each kept until its field changes.
import { useState } from "react";
import type { FormErrors } from "@/lib/forms/form-errors";

export function useLiveForm<V extends Record<string, string>>(
  initial: V | (() => V),
  validate: (values: V) => FormErrors,
  /** The error key of a value field, when it differs (e.g. account_number → account.account_number). */
  errorKey: (field: keyof V & string) => string = (f) => f,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});

  const all = validate(values);
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(all)) if (submitted || touched.has(key)) errors[key] = message;
  for (const [key, message] of Object.entries(serverErrors)) errors[key] ??= message;

  return {
    values,
    errors,
    valid: Object.keys(all).length === 0,
    set(field: keyof V & string, value: string) {
      setValues((v) => ({ ...v, [field]: value }));
      const key = errorKey(field);
      setServerErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));
    },
    update(patch: Partial<V>) {
      setValues((v) => ({ ...v, ...patch }));
    },
    touch(field: keyof V & string) {
      const key = errorKey(field);
      setTouched((t) => (t.has(key) ? t : new Set([...t, key])));
    },
    /** Marks every field for display; answers the error keys of the fields with a problem (none: valid). */
    submit(): string[] {
      setSubmitted(true);
      return Object.keys(all);
    },
    setServerErrors,
    reset(next: V) {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
  };
}

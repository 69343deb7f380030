"use client";
// A checkout form that checks every field in the browser before sending (issue 9), with the same
// schema and the same sentences as the server (lib/schemas/checkout.ts), and shows each message
// beside its field. The form is `noValidate`, so the browser's own bubbles ("Please match the
// requested format") never show, with or without JavaScript: without it, the form is sent as is
// and the server's answer shows every message (`initialErrors`).
import { createContext, useContext, useState, type FormEvent, type ReactNode } from "react";
import { schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import { CHECKOUT_FORM_FIELDS, CHECKOUT_FORM_SCHEMAS, checkoutFormValues, type CheckoutFormKind } from "@/lib/schemas/checkout";

type FieldErrorsState = { errors: FormErrors; focus: string | null };

const FieldErrorsContext = createContext<FieldErrorsState | null>(null);

/** The message for a field of the enclosing CheckoutForm, and whether it takes the focus. */
export function useFieldError(name: string | undefined): { error: string | null; focus: boolean } | null {
  const state = useContext(FieldErrorsContext);
  if (!state || !name) return null;
  return { error: Object.hasOwn(state.errors, name) ? state.errors[name] : null, focus: state.focus === name };
}

const firstWithError = (kind: CheckoutFormKind, errors: FormErrors) =>
  (CHECKOUT_FORM_FIELDS[kind] as readonly string[]).find((name) => Object.hasOwn(errors, name)) ?? null;

type Props = {
  kind: CheckoutFormKind;
  /** The method's id (a wallet's schema checks it; hidden input `method`). */
  methodId?: string;
  action: string;
  initialErrors: FormErrors;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
};

export function CheckoutForm({ kind, methodId = "", action, initialErrors, className, children, ...rest }: Props) {
  const [errors, setErrors] = useState<FormErrors>(initialErrors);
  const [focus, setFocus] = useState<string | null>(() => firstWithError(kind, initialErrors));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = checkoutFormValues(kind, methodId, (name) => {
      const value = data.get(name);
      return typeof value === "string" ? value.slice(0, 200) : "";
    });
    const found = schemaErrors(CHECKOUT_FORM_SCHEMAS[kind], values);
    if (Object.keys(found).length === 0) return; // valid: the browser sends the form as usual
    event.preventDefault();
    setErrors(found);
    const first = firstWithError(kind, found);
    setFocus(first);
    const input = first ? form.elements.namedItem(first) : null;
    if (input instanceof HTMLInputElement) input.focus();
  }

  /** Typing in a field clears its message; the next submit checks it again. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && Object.hasOwn(errors, name)) {
      const rest = { ...errors };
      delete rest[name];
      setErrors(rest);
    }
  }

  return (
    <FieldErrorsContext.Provider value={{ errors, focus }}>
      <form method="post" action={action} noValidate onSubmit={onSubmit} onInput={onInput} className={className} aria-label={rest["aria-label"]}>
        {children}
      </form>
    </FieldErrorsContext.Provider>
  );
}

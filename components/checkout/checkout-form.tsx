"use client";
// A checkout form that checks every field in the browser before sending (issue 9), with the same
// rules and the same sentences as the server (lib/checkout/checkout-rules.ts, which the server's
// schemas are built from), and shows each message beside its field. The form is `noValidate`, so
// the browser's own bubbles ("Please match the requested format") never show, with or without
// JavaScript: without it, the form is sent as is and the server's answer shows every message
// (`initialErrors`).
// The rules (with libphonenumber's metadata) are not in the page's first-load JavaScript (issue
// 15): they are fetched when a form first takes the focus; a form sent before they arrive is held
// until they do, and sent unchecked (the server checks it) if they cannot be fetched.
import { createContext, useContext, useState, type FormEvent, type ReactNode } from "react";
import type { FormErrors } from "@/lib/forms/form-errors";
import { CHECKOUT_FORM_FIELDS, checkoutFormValues, type CheckoutFormKind } from "@/lib/checkout/checkout-fields";

type Rules = typeof import("@/lib/checkout/checkout-rules");

let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

function loadRules(): Promise<Rules> {
  loading ??= import("@/lib/checkout/checkout-rules").then(
    (m) => (rules = m),
    (error: unknown) => {
      loading = null; // offline for a moment: the next use asks again
      throw error;
    },
  );
  return loading;
}

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
  /** The method's id (hidden input `method`; the server's wallet schema checks it). */
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
    if (!rules) {
      // Sent before the rules arrived: hold it, then send it again through this check.
      event.preventDefault();
      loadRules().then(
        () => form.requestSubmit(),
        () => form.submit(),
      );
      return;
    }
    const data = new FormData(form);
    const values = checkoutFormValues(kind, methodId, (name) => {
      const value = data.get(name);
      return typeof value === "string" ? value.slice(0, 200) : "";
    });
    const found = rules.checkoutFormErrors(kind, values);
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
      <form
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={() => void loadRules().catch(() => {})}
        className={className}
        aria-label={rest["aria-label"]}
      >
        {children}
      </form>
    </FieldErrorsContext.Provider>
  );
}

// A checkout form: a plain HTML form that POSTs and works without JavaScript.
// `noValidate`, so the browser's own bubbles ("Please match the requested format") never show:
// without JavaScript the form is sent as is and the server's answer shows every message beside
// its field (`errors`); with it, lib/checkout/client/checkout-forms.ts finds the form by its
// data-checkout-form and checks it first, with the same rules and sentences as the server.
import type { ReactNode } from "react";
import type { FormErrors } from "@/lib/forms/form-errors";
import { CHECKOUT_FORM_FIELDS, type CheckoutFormKind } from "@/lib/payments/attempts/checkout-fields";

type Props = {
  kind: CheckoutFormKind;
  /** The method's id (hidden input `method`; the server's wallet schema checks it). */
  methodId?: string;
  action: string;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
};

export function CheckoutForm({ kind, methodId, action, className, children, ...rest }: Props) {
  return (
    <form method="post" action={action} noValidate data-checkout-form={kind} data-method={methodId} className={className} aria-label={rest["aria-label"]}>
      {children}
    </form>
  );
}

/** Each field's error and whether it takes the focus (the first with an error, in page order). */
export function fieldErrors(kind: CheckoutFormKind, errors: FormErrors) {
  const first = (CHECKOUT_FORM_FIELDS[kind] as readonly string[]).find((name) => Object.hasOwn(errors, name));
  return (name: string) => ({ error: Object.hasOwn(errors, name) ? errors[name] : null, autoFocus: name === first || undefined });
}

// The hosted checkout's field rules (issue 3, issue 9), one definition for the server and the
// browser: each field's check answers its value or an error code of CHECKOUT_FIELD_MESSAGES
// (lib/checkout/checkout-fields.ts). The server's zod schemas (lib/checkout/checkout-schemas.ts) are built
// from these checks; the browser runs them through checkoutFormErrors before sending a form.
// Client-safe and without zod: the checkout's script (lib/checkout/client/checkout-forms.ts) loads this module when a
// form is first used, so neither zod nor libphonenumber's metadata is in the page's first-load
// JavaScript (issue 15).
import { checkCardNumber, checkCvc, checkExpiry } from "@/lib/checkout/card";
import { isValidPhone } from "@/lib/phone";
import { CHECKOUT_FIELD_MESSAGES, CHECKOUT_FORM_FIELDS, type CheckoutFieldName, type CheckoutFormKind } from "@/lib/checkout/checkout-fields";

// Named results, so each check's value type is inferred exactly (object literals would widen it).
const ok = <T>(value: T) => ({ value });
const fail = <C extends string>(error: C) => ({ error });

const digitsOnly = (v: string) => v.replace(/[\s-]/g, "");

type Check<F extends CheckoutFieldName> = (text: string) => { value: unknown } | { error: keyof (typeof CHECKOUT_FIELD_MESSAGES)[F] & string };

export const CHECKOUT_FIELD_CHECKS = {
  card_number: checkCardNumber,
  expiry: (text: string) => checkExpiry(text),
  cvc: checkCvc,
  name: (text: string) => {
    const name = text.trim();
    if (name === "") return fail("required");
    return name.length > 100 ? fail("too_long") : ok(name);
  },
  // The API's own phone rule (lib/phone.ts), with the checkout's words.
  phone_number: (text: string) => {
    const phone = text.trim();
    if (phone === "") return fail("required");
    if (!phone.startsWith("+")) return fail("format");
    return isValidPhone(phone) ? ok(phone) : fail("invalid");
  },
  account_number: (text: string) => {
    const digits = digitsOnly(text);
    if (digits === "") return fail("required");
    return /^\d{6,20}$/.test(digits) ? ok(digits) : fail("format");
  },
  otp: (text: string) => {
    const otp = text.trim();
    if (otp === "") return fail("required");
    return /^\d{4,8}$/.test(otp) ? ok(otp) : fail("format");
  },
} satisfies { [F in CheckoutFieldName]: Check<F> };

/** A field's message when its check fails, else null. */
export function checkoutFieldError(field: CheckoutFieldName, text: string): string | null {
  const result = CHECKOUT_FIELD_CHECKS[field](text);
  if (!("error" in result)) return null;
  const messages: Record<string, string> = CHECKOUT_FIELD_MESSAGES[field];
  return messages[result.error];
}

/** Every field's message of a form's values (checkoutFormValues), in page order; empty when valid. */
export function checkoutFormErrors(kind: CheckoutFormKind, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CHECKOUT_FORM_FIELDS[kind]) {
    const message = checkoutFieldError(field, values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}

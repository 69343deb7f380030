// The hosted checkout's field rules, one definition for the server and the
// browser: each field's check answers its value or an error code of CHECKOUT_FIELD_MESSAGES
// (lib/payments/attempts/checkout-fields.ts). The server's zod schemas (lib/payments/attempts/checkout-schemas.ts) are built
// from these checks; the browser runs them through checkoutFormErrors before sending a form.
// Client-safe and without zod: the checkout's script (lib/checkout/client/checkout-forms.ts) loads this module when a
// form is first used, so neither zod nor libphonenumber's metadata is in the page's first-load
// JavaScript.
import { checkCardNumber, checkCvc, checkExpiry } from "@/lib/payments/attempts/card";
import { normalizePhone, phoneCountryOf } from "@/lib/phone";
import { findMethod } from "@/lib/catalog/payment-methods";
import { CHECKOUT_FIELD_MESSAGES, CHECKOUT_FORM_FIELDS, type CheckoutFieldName, type CheckoutFormKind } from "@/lib/payments/attempts/checkout-fields";

// Named results, so each check's value type is inferred exactly (object literals would widen it).
const ok = <T>(value: T) => ({ value });
const fail = <C extends string>(error: C) => ({ error });

/** What a field's check may know of the rest of its form: the wallet's method, for its country. */
export type FormContext = { method?: string };

/** The country whose local numbers a wallet takes: its currency's (telebirr: Ethiopia). */
function walletCountry(methodId: string | undefined) {
  const method = methodId ? findMethod(methodId) : undefined;
  return method?.kind === "wallet" ? phoneCountryOf(method.currencies[0]) : null;
}

/** The message naming the country's own way of writing its numbers. */
function notOfCountry(country: string) {
  return country === "ET" ? "invalid_et" : country === "UG" ? "invalid_ug" : country === "DJ" ? "invalid_dj" : "invalid";
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, "");

type Check<F extends CheckoutFieldName> = (text: string, form: FormContext) => { value: unknown } | { error: keyof (typeof CHECKOUT_FIELD_MESSAGES)[F] & string };

export const CHECKOUT_FIELD_CHECKS = {
  card_number: checkCardNumber,
  expiry: (text: string) => checkExpiry(text),
  cvc: checkCvc,
  name: (text: string) => {
    const name = text.trim();
    if (name === "") return fail("required");
    return name.length > 100 ? fail("too_long") : ok(name);
  },
  // The one phone rule (lib/phone.ts) with the wallet's country as default (0772120001
  // on a UGX checkout), answered in E.164, with the checkout's words.
  phone_number: (text: string, form: FormContext) => {
    const country = walletCountry(form.method);
    const result = normalizePhone(text, country);
    // A wallet serves numbers of its own country: an MTN Uganda wallet has a +256 number.
    if ("phone" in result) return !country || result.country === country ? ok(result.phone) : fail(notOfCountry(country));
    if (result.problem === "required") return fail("required");
    return result.problem === "needs_country_code" ? fail("format") : country ? fail(notOfCountry(country)) : fail("invalid");
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
export function checkoutFieldError(field: CheckoutFieldName, text: string, form: FormContext = {}): string | null {
  const result = CHECKOUT_FIELD_CHECKS[field](text, form);
  if (!("error" in result)) return null;
  const messages: Record<string, string> = CHECKOUT_FIELD_MESSAGES[field];
  return messages[result.error];
}

/** Every field's message of a form's values (checkoutFormValues), in page order; empty when valid. */
export function checkoutFormErrors(kind: CheckoutFormKind, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CHECKOUT_FORM_FIELDS[kind]) {
    const message = checkoutFieldError(field, values[field] ?? "", { method: values.method });
    if (message) errors[field] = message;
  }
  return errors;
}

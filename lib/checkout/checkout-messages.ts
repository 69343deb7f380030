// The hosted checkout's form errors (issue 3). A form handler redirects back to the page with
// a short code (`?error=<code>&field=<field>`); the page turns the code into a sentence from
// these tables. Codes, not sentences, travel in the URL: the page never shows text taken from
// the query string (no content injection on a payment page), and nothing the customer typed
// (least of all a card number) is ever put in a URL.
import type { z } from "zod";
import { isApiError } from "@/lib/http/errors";

export const FIELD_ERRORS = {
  card_number: {
    required: "Enter your card number.",
    length: "Enter the 12 to 19 digits of your card number.",
    invalid: "This card number is not valid. Check it for typos.",
  },
  expiry: {
    required: "Enter the card's expiry date.",
    format: "Enter the expiry date as MM / YY.",
    expired: "This card has expired.",
  },
  cvc: {
    required: "Enter the security code.",
    format: "Enter the 3 or 4 digit security code.",
  },
  name: {
    required: "Enter the name on the card.",
    too_long: "The name on the card is too long.",
  },
  phone_number: {
    required: "Enter your phone number.",
    format: "Enter the number in international format: + and the country code first.",
    invalid: "This is not a valid phone number for its country code.",
  },
  account_number: {
    required: "Enter your account number.",
    format: "Enter the 6 to 20 digits of your account number.",
  },
  otp: {
    required: "Enter the code you received.",
    format: "Enter the 4 to 8 digit code you received.",
  },
} as const satisfies Record<string, Record<string, string>>;

export const FORM_ERRORS = {
  in_progress: "A payment attempt is already in progress. Wait a moment for its result.",
  verify_first: "Complete the verification step of your current attempt first.",
  already_paid: "This payment has already been paid.",
  no_retries: "No retries left for this payment.",
  closed: "This payment can no longer be changed.",
  not_cancellable: "This payment can no longer be cancelled.",
  busy_cancel: "A payment attempt is in progress and cannot be cancelled now.",
  no_verification: "There is no verification step waiting for this payment.",
  expired: "This payment session has expired.",
  live_unavailable: "Live payments are not available yet.",
  method_unavailable: "This payment method is not available for this payment.",
  bad_form: "The form could not be read. Please try again.",
  unexpected: "Something went wrong on our side. Please try again.",
} as const;

export type FieldName = keyof typeof FIELD_ERRORS;
export type FormErrorCode = keyof typeof FORM_ERRORS;
export type FormError = { code: string; field?: FieldName };

export function isFieldName(value: unknown): value is FieldName {
  return typeof value === "string" && Object.hasOwn(FIELD_ERRORS, value);
}

/** The sentence for an error code from the query string; unknown codes get a generic sentence. */
export function formErrorMessage(code: string | undefined, field?: string): string | null {
  if (!code) return null;
  if (isFieldName(field)) {
    const table: Record<string, string> = FIELD_ERRORS[field];
    return Object.hasOwn(table, code) ? table[code] : "Check this field.";
  }
  return Object.hasOwn(FORM_ERRORS, code) ? FORM_ERRORS[code as FormErrorCode] : "Something went wrong. Please try again.";
}

/** The first problem of a zod error on a checkout form, as a code for the URL. */
export function formErrorFromZod(error: z.ZodError, values: Record<string, string>): FormError {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "");
  if (!isFieldName(field)) return { code: "bad_form" };
  if ((values[field] ?? "").trim() === "") return { code: "required", field };
  const message = issue.message;
  switch (field) {
    case "card_number":
      return { code: /digits/.test(message) ? "length" : "invalid", field };
    case "expiry":
      return { code: /expired/i.test(message) ? "expired" : "format", field };
    case "name":
      return { code: "too_long", field };
    case "phone_number":
      return { code: /international format/.test(message) ? "format" : "invalid", field };
    default:
      return { code: "format", field };
  }
}

/**
 * An error from the checkout services as a code. Their messages are written for customers but
 * may name values; the code keeps the URL short and the page's wording ours.
 */
export function formErrorFromException(error: unknown): FormError {
  if (!isApiError(error)) return { code: "unexpected" };
  const m = error.message;
  if (error.code === "NOT_FOUND") return { code: "closed" };
  if (/in progress and cannot be cancelled/.test(m)) return { code: "busy_cancel" };
  if (/already in progress/.test(m)) return { code: "in_progress" };
  if (/verification step of the current attempt/.test(m)) return { code: "verify_first" };
  if (/no verification step/i.test(m)) return { code: "no_verification" };
  if (/already been paid/.test(m)) return { code: "already_paid" };
  if (/^No retries left/.test(m)) return { code: "no_retries" };
  if (/expired/.test(m)) return { code: "expired" };
  if (/can no longer be cancelled/.test(m)) return { code: "not_cancellable" };
  if (/Live payments are not available/.test(m)) return { code: "live_unavailable" };
  if (error.code === "INVALID_VALUE") return { code: "method_unavailable" };
  if (error.code === "INVALID_STATE") return { code: "closed" };
  return { code: "unexpected" };
}

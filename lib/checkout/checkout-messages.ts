// The hosted checkout's general form errors: a form handler redirects back to the page
// with the problem in the query string, and the page turns it into a sentence from this table.
// The code (`wrong_otp`) stays in the code: the URL carries a readable phrase of words instead
// (`?error=code-not-correct`, ERROR_SLUGS), because a customer sees the address bar and may read it
// out to support. Never a sentence taken from the query string: the page shows only our own text
// (no content injection on a payment page), and nothing the customer typed (least of all a card
// number) is ever put in a URL. Field errors have their own table, with the schemas that use it
// (lib/payments/attempts/checkout-schemas.ts), and travel the same way (lib/forms/form-errors.ts).
import { isApiError } from "@/lib/http/errors";

export const FORM_ERRORS = {
  in_progress: "A payment attempt is already in progress. Wait a moment for its result.",
  verify_first: "Complete the verification step of your current attempt first.",
  already_paid: "This payment has already been paid.",
  no_retries: "No retries left for this payment.",
  closed: "This payment can no longer be changed.",
  not_cancellable: "This payment can no longer be cancelled.",
  busy_cancel: "A payment attempt is in progress and cannot be cancelled now.",
  no_verification: "There is no verification step waiting for this payment.",
  wrong_otp: "That code is not correct. Check it and try again.",
  not_a_wallet: "Only a mobile-money payment can change its number.",
  expired: "This payment session has expired.",
  live_unavailable: "Live payments are not available yet.",
  method_unavailable: "This payment method is not available for this payment.",
  sold_out: "These tickets have sold out: someone else bought them after this payment failed. Nothing was charged.",
  link_full: "Every place on this link was taken by other customers after this checkout's hold ended. Nothing was charged.",
  bad_form: "The form could not be read. Please try again.",
  rate_limited: "Too many tries in a short time. Please wait a minute, then try again.",
  unexpected: "Something went wrong on our side. Please try again.",
} as const;

export type FormErrorCode = keyof typeof FORM_ERRORS;
export type FormError = { code: string };

/** What the address bar says for each problem: a few words, lower case, joined by hyphens; one phrase per code. */
export const ERROR_SLUGS: Record<FormErrorCode, string> = {
  in_progress: "payment-in-progress",
  verify_first: "verify-first",
  already_paid: "already-paid",
  no_retries: "no-tries-left",
  closed: "payment-closed",
  not_cancellable: "cannot-cancel",
  busy_cancel: "cannot-cancel-now",
  no_verification: "nothing-to-confirm",
  wrong_otp: "code-not-correct",
  not_a_wallet: "number-cannot-change",
  expired: "link-expired",
  live_unavailable: "live-payments-unavailable",
  method_unavailable: "method-unavailable",
  sold_out: "tickets-sold-out",
  link_full: "no-places-left",
  bad_form: "form-not-readable",
  rate_limited: "too-many-tries",
  unexpected: "something-went-wrong",
};

const CODE_OF_SLUG: ReadonlyMap<string, FormErrorCode> = new Map(Object.entries(ERROR_SLUGS).map(([code, slug]) => [slug, code as FormErrorCode]));

/** The phrase a problem travels as in the page's URL (`?error=code-not-correct`); an unknown code is "something-went-wrong". */
export function formErrorSlug(code: string): string {
  return Object.hasOwn(ERROR_SLUGS, code) ? ERROR_SLUGS[code as FormErrorCode] : ERROR_SLUGS.unexpected;
}

/**
 * The sentence for the `error` of the query string: a phrase of ERROR_SLUGS, or a code of the
 * older addresses (`?error=wrong_otp`, still in a tab opened before). Anything else gets a generic sentence.
 */
export function formErrorMessage(value: string | undefined): string | null {
  if (!value) return null;
  const code = CODE_OF_SLUG.get(value) ?? (Object.hasOwn(FORM_ERRORS, value) ? (value as FormErrorCode) : null);
  return code ? FORM_ERRORS[code] : "Something went wrong. Please try again.";
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
  if (/Only a wallet payment can change its number/.test(m)) return { code: "not_a_wallet" };
  if (/already been paid/.test(m)) return { code: "already_paid" };
  // A retry of an event payment whose released tickets were bought meanwhile.
  if (/tickets have sold out/.test(m)) return { code: "sold_out" };
  // A link payment whose hold on a place ended, when the place went to someone else (lib/link-tickets/link-holds.ts).
  if (/^Every place on this link is taken|reached its limit of payments/.test(m)) return { code: "link_full" };
  if (/^No retries left/.test(m)) return { code: "no_retries" };
  if (/expired/.test(m)) return { code: "expired" };
  if (/can no longer be cancelled/.test(m)) return { code: "not_cancellable" };
  if (/Live payments are not available|not available for live payments/.test(m)) return { code: "live_unavailable" };
  if (error.code === "INVALID_VALUE") return { code: "method_unavailable" };
  if (error.code === "INVALID_STATE") return { code: "closed" };
  return { code: "unexpected" };
}

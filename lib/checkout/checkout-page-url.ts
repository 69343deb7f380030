// Addresses of the hosted checkout page and what its query string may carry.
// `embed_origin` is added by public/inline.js: the page opened in an iframe or popup reports
// its outcome to that origin (public/checkout-bridge.js). Forms carry it along in a hidden
// field so it survives the POST -> 303 -> page round trip; it is read with normalizeOrigin
// (lib/checkout/origins.ts), the one check of "a plain http(s) origin".
import { normalizeOrigin } from "@/lib/checkout/origins";
import { formErrorSlug, type FormError } from "@/lib/checkout/checkout-messages";
import type { FieldErrorCode } from "@/lib/forms/form-errors";

export type CheckoutPageParams = {
  embedOrigin?: string | null;
  error?: FormError | null;
  /** Every field's problem, as codes (`field_error=cvc:format`, once per field). */
  fieldErrors?: readonly FieldErrorCode[];
  /** The method whose form the error belongs to, so the page opens that one. */
  method?: string | null;
  /** An attempt just started on the processor's page; the page sends the customer there. */
  goToProcessor?: boolean;
  /** "Cancel payment" was tapped without confirming; the page asks "Cancel this payment?". */
  confirmCancel?: boolean;
};

const NAME = /^[a-z_]{1,40}$/;

/** A relative URL of the checkout page (same origin as the form that posted). */
export function checkoutPagePath(token: string, params: CheckoutPageParams = {}): string {
  const query = new URLSearchParams();
  // The problem as words (`code-not-correct`), never its code (lib/checkout/checkout-messages.ts).
  if (params.error) query.set("error", formErrorSlug(params.error.code));
  if (params.goToProcessor) query.set("go", "processor");
  if (params.confirmCancel) query.set("cancel", "confirm");
  for (const { field, code } of params.fieldErrors ?? []) {
    if (NAME.test(field) && NAME.test(code)) query.append("field_error", `${field}:${code}`);
  }
  if (params.method && NAME.test(params.method)) query.set("method", params.method);
  const embed = params.embedOrigin ? normalizeOrigin(params.embedOrigin) : null;
  if (embed) query.set("embed_origin", embed);
  const text = query.toString();
  return `/checkout/${encodeURIComponent(token)}${text ? `?${text}` : ""}`;
}

/** `field_error` values from the query string as codes (at most one per field; the rest ignored). */
export function fieldErrorCodes(values: string | string[] | undefined): FieldErrorCode[] {
  const list = Array.isArray(values) ? values : values ? [values] : [];
  return list.slice(0, 10).flatMap((value) => {
    const [field, code, extra] = value.split(":");
    return extra === undefined && field && code && NAME.test(field) && NAME.test(code) ? [{ field, code }] : [];
  });
}

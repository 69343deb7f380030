// The one phone number rule (issue 3, issue 9): international format (+ and the country code
// first) and a valid number for its country code by libphonenumber's full metadata. The API's
// schemas (lib/schemas/payments.ts) and the hosted checkout's form rules
// (lib/checkout/checkout-rules.ts, which the browser runs too) both call it.
// Client-safe, without zod: the checkout's browser code must not pull zod in for it (issue 15).
import { isValidPhoneNumber } from "libphonenumber-js/max";

export function isValidPhone(value: string): boolean {
  return /^\+[0-9 ()-]{6,20}$/.test(value) && isValidPhoneNumber(value);
}

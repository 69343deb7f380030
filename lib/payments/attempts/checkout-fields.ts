// What the hosted checkout's forms send and the one wording of their field errors
//: the server's schemas (lib/payments/attempts/checkout-schemas.ts) and the browser's check
// (lib/payments/attempts/checkout-rules.ts) give these sentences, and the page shows the same ones when
// the server answers (JavaScript off). Client-safe and dependency-free: the checkout's forms
// load it with the page (first-load JavaScript), the rules only when a form is used.

export const CHECKOUT_FIELD_MESSAGES = {
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
  // Local forms are read as numbers of the payment's country, so each country's message
  // shows both ways of writing one of its numbers (lib/phone.ts).
  phone_number: {
    required: "Enter your phone number.",
    format: "Enter the number with + and the country code first, e.g. +251 91 123 4567.",
    invalid: "This is not a valid phone number. Check it for typos.",
    invalid_et: "Enter an Ethiopian mobile number, e.g. 091 123 4567 or +251 91 123 4567.",
    invalid_ug: "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456.",
    invalid_dj: "Enter a Djiboutian mobile number, e.g. 77 12 34 56 or +253 77 12 34 56.",
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

export type CheckoutFieldName = keyof typeof CHECKOUT_FIELD_MESSAGES;

/** Which form: a payment method's kind, or the verification code. */
export type CheckoutFormKind = "card" | "wallet" | "bank_transfer" | "otp";

/** The fields each form sends, in page order (the first one with an error takes the focus). */
export const CHECKOUT_FORM_FIELDS = {
  card: ["card_number", "expiry", "cvc", "name"],
  wallet: ["phone_number"],
  bank_transfer: ["account_number"],
  otp: ["otp"],
} as const satisfies Record<CheckoutFormKind, readonly CheckoutFieldName[]>;

/**
 * The values a form's rules check, read with `get` (FormData on the server, the form element
 * in the browser): only the form's own fields, so both sides check exactly the same thing.
 */
export function checkoutFormValues(kind: CheckoutFormKind, methodId: string, get: (name: string) => string): Record<string, string> {
  const values: Record<string, string> = kind === "otp" ? {} : { method: kind === "wallet" ? methodId : kind };
  for (const name of CHECKOUT_FORM_FIELDS[kind]) values[name] = get(name);
  return values;
}

// What the hosted checkout's forms submit (issue 3), and the one wording of their field errors
// (issue 9): the schemas below use these sentences as their messages, the browser shows them
// beside each field before sending, and the page shows the same ones when the server answers
// (JavaScript off). Every field is checked on every parse, so every problem shows at once.
// Client-safe: the checkout's browser code parses with these schemas too.
import { z } from "zod";
import { cardBrand, checkCardNumber, checkCvc, checkExpiry } from "@/lib/checkout/card";
import { phoneNumberSchema } from "@/lib/schemas/payments";

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

export type CheckoutFieldName = keyof typeof CHECKOUT_FIELD_MESSAGES;
type CodeOf<F extends CheckoutFieldName> = keyof (typeof CHECKOUT_FIELD_MESSAGES)[F] & string;

/** A form field checked by `check`, whose error codes become this form's sentences. */
function checked<F extends CheckoutFieldName, T>(field: F, check: (text: string) => { value: T } | { error: CodeOf<F> }) {
  return z.string().transform((text, ctx): T => {
    const result = check(text);
    if ("error" in result) {
      const messages: Record<string, string> = CHECKOUT_FIELD_MESSAGES[field];
      ctx.addIssue({ code: "custom", message: messages[result.error] });
      return z.NEVER;
    }
    return result.value;
  });
}

// Named results, so each check's value type is inferred exactly (object literals would widen it).
const ok = <T>(value: T) => ({ value });
const fail = <C extends string>(error: C) => ({ error });

const digitsOnly = (v: string) => v.replace(/[\s-]/g, "");

export const cardAttemptSchema = z
  .object({
    method: z.literal("card"),
    card_number: checked("card_number", checkCardNumber),
    expiry: checked("expiry", (text) => checkExpiry(text)),
    cvc: checked("cvc", checkCvc),
    name: checked("name", (text) => {
      const name = text.trim();
      if (name === "") return fail("required");
      return name.length > 100 ? fail("too_long") : ok(name);
    }),
  })
  .strict()
  .transform((c) => ({ ...c, brand: cardBrand(c.card_number), last4: c.card_number.slice(-4) }));

export const walletAttemptSchema = z
  .object({
    method: z.string().min(1),
    // The API's own phone rule (lib/schemas/payments.ts), with the checkout's words.
    phone_number: checked("phone_number", (text) => {
      const phone = text.trim();
      if (phone === "") return fail("required");
      if (!phone.startsWith("+")) return fail("format");
      return phoneNumberSchema.safeParse(phone).success ? ok(phone) : fail("invalid");
    }),
  })
  .strict();

export const bankTransferAttemptSchema = z
  .object({
    method: z.literal("bank_transfer"),
    account_number: checked("account_number", (text) => {
      const digits = digitsOnly(text);
      if (digits === "") return fail("required");
      return /^\d{6,20}$/.test(digits) ? ok(digits) : fail("format");
    }),
  })
  .strict();

export const otpSchema = z
  .object({
    otp: checked("otp", (text) => {
      const otp = text.trim();
      if (otp === "") return fail("required");
      return /^\d{4,8}$/.test(otp) ? ok(otp) : fail("format");
    }),
  })
  .strict();

/** Which form: a payment method's kind, or the verification code. */
export type CheckoutFormKind = "card" | "wallet" | "bank_transfer" | "otp";

export const CHECKOUT_FORM_SCHEMAS = {
  card: cardAttemptSchema,
  wallet: walletAttemptSchema,
  bank_transfer: bankTransferAttemptSchema,
  otp: otpSchema,
} as const satisfies Record<CheckoutFormKind, z.ZodType>;

/** The fields each form sends, in page order (the first one with an error takes the focus). */
export const CHECKOUT_FORM_FIELDS = {
  card: ["card_number", "expiry", "cvc", "name"],
  wallet: ["phone_number"],
  bank_transfer: ["account_number"],
  otp: ["otp"],
} as const satisfies Record<CheckoutFormKind, readonly CheckoutFieldName[]>;

/**
 * The values a form's schema parses, read with `get` (FormData on the server, the form element
 * in the browser): only the form's own fields, so both sides parse exactly the same thing.
 */
export function checkoutFormValues(kind: CheckoutFormKind, methodId: string, get: (name: string) => string): Record<string, string> {
  const values: Record<string, string> = kind === "otp" ? {} : { method: kind === "wallet" ? methodId : kind };
  for (const name of CHECKOUT_FORM_FIELDS[kind]) values[name] = get(name);
  return values;
}

export type AttemptInput =
  | { method: "card"; card: { number: string; expMonth: number; expYear: number; cvc: string; name: string; brand: string; last4: string } }
  | { method: string; account: string; kind: "wallet" | "bank_transfer" };

// What the hosted checkout's forms submit, as the zod schemas the server parses with.
// Each field is checked by its rule in lib/payments/attempts/checkout-rules.ts (the browser runs the same
// rules before sending), whose error codes become the sentences of CHECKOUT_FIELD_MESSAGES
// (lib/payments/attempts/checkout-fields.ts). Every field is checked on every parse, so every problem
// shows at once. Server side only in practice: the browser does not load zod.
import { z } from "zod";
import { cardBrand } from "@/lib/payments/attempts/card";
import { CHECKOUT_FIELD_MESSAGES, type CheckoutFieldName, type CheckoutFormKind } from "@/lib/payments/attempts/checkout-fields";
import { CHECKOUT_FIELD_CHECKS, type FormContext } from "@/lib/payments/attempts/checkout-rules";

type ValueOf<F extends CheckoutFieldName> = Extract<ReturnType<(typeof CHECKOUT_FIELD_CHECKS)[F]>, { value: unknown }>["value"];

/** A form field checked by its rule, whose error codes become this form's sentences. */
function checked<F extends CheckoutFieldName>(field: F) {
  const check = CHECKOUT_FIELD_CHECKS[field] as (text: string, form: FormContext) => { value: ValueOf<F> } | { error: string };
  return z.string().transform((text, ctx): ValueOf<F> => {
    const result = check(text, {});
    if ("error" in result) {
      const messages: Record<string, string> = CHECKOUT_FIELD_MESSAGES[field];
      ctx.addIssue({ code: "custom", message: messages[result.error] });
      return z.NEVER;
    }
    return result.value;
  });
}

export const cardAttemptSchema = z
  .object({
    method: z.literal("card"),
    card_number: checked("card_number"),
    expiry: checked("expiry"),
    cvc: checked("cvc"),
    name: checked("name"),
  })
  .strict()
  .transform((c) => ({ ...c, brand: cardBrand(c.card_number), last4: c.card_number.slice(-4) }));

// The number's check needs the wallet (its country reads local forms), so it runs on
// the whole form; its message still lands on phone_number.
export const walletAttemptSchema = z
  .object({
    method: z.string().min(1),
    phone_number: z.string(),
  })
  .strict()
  .transform((form, ctx) => {
    const result = CHECKOUT_FIELD_CHECKS.phone_number(form.phone_number, { method: form.method });
    if ("error" in result) {
      ctx.addIssue({ code: "custom", path: ["phone_number"], message: CHECKOUT_FIELD_MESSAGES.phone_number[result.error] });
      return z.NEVER;
    }
    return { method: form.method, phone_number: result.value };
  });

export const bankTransferAttemptSchema = z
  .object({
    method: z.literal("bank_transfer"),
    account_number: checked("account_number"),
  })
  .strict();

export const otpSchema = z
  .object({
    otp: checked("otp"),
  })
  .strict();

export const CHECKOUT_FORM_SCHEMAS = {
  card: cardAttemptSchema,
  wallet: walletAttemptSchema,
  bank_transfer: bankTransferAttemptSchema,
  otp: otpSchema,
} as const satisfies Record<CheckoutFormKind, z.ZodType>;

export type AttemptInput =
  | { method: "card"; card: { number: string; expMonth: number; expYear: number; cvc: string; name: string; brand: string; last4: string } }
  | { method: string; account: string; kind: "wallet" | "bank_transfer" }
  /** A method a processor connection takes on its own page (a live card): nothing typed here. */
  | { method: string; kind: "redirect" };

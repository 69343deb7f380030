// What the hosted checkout's forms submit (issue 3). Shared by the form handlers and tests.
import { z } from "zod";
import { cardBrand, expiryInFuture, luhnValid, parseExpiry } from "@/lib/checkout/card";
import { phoneNumberSchema } from "@/lib/schemas/payments";

const digits = (v: string) => v.replace(/[\s-]/g, "");

export const cardAttemptSchema = z
  .object({
    method: z.literal("card"),
    card_number: z
      .string()
      .transform(digits)
      .pipe(z.string().regex(/^\d{12,19}$/, "Enter the 12 to 19 digits of the card number").refine(luhnValid, "This card number is not valid; check it for typos")),
    expiry: z
      .string()
      .transform((v, ctx) => {
        const parsed = parseExpiry(v);
        if (!parsed) {
          ctx.addIssue({ code: "custom", message: "Enter the expiry as MM/YY" });
          return z.NEVER;
        }
        if (!expiryInFuture(parsed)) {
          ctx.addIssue({ code: "custom", message: "This card has expired" });
          return z.NEVER;
        }
        return parsed;
      }),
    cvc: z.string().trim().regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code"),
    name: z.string().trim().min(1, "Enter the name on the card").max(100),
  })
  .strict()
  .transform((c) => ({ ...c, brand: cardBrand(c.card_number), last4: c.card_number.slice(-4) }));

export const walletAttemptSchema = z
  .object({
    method: z.string().min(1),
    phone_number: phoneNumberSchema,
  })
  .strict();

export const bankTransferAttemptSchema = z
  .object({
    method: z.literal("bank_transfer"),
    account_number: z.string().transform(digits).pipe(z.string().regex(/^\d{6,20}$/, "Enter the 6 to 20 digits of your account number")),
  })
  .strict();

export const otpSchema = z.object({ otp: z.string().trim().regex(/^\d{4,8}$/, "Enter the code you received") }).strict();

export type AttemptInput =
  | { method: "card"; card: { number: string; expMonth: number; expYear: number; cvc: string; name: string; brand: string; last4: string } }
  | { method: string; account: string; kind: "wallet" | "bank_transfer" };

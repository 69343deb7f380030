// Request schemas of the v1 compatibility layer. Strict, as every schema here: an
// unknown field is refused, whether it came as JSON or as a form (lib/v1/read-v1-body.ts). Forms
// send text, so numbers are read from text too ("100.50"), exactly (lib/money/index.ts). An empty
// optional field ("email=") counts as absent, as v1's form posts send them. Each schema's output
// is already in v2's terms (tx_ref -> merchant_reference, fractions -> percentages, bank ids ->
// slugs, local phone numbers -> E.164), so the v1 routes call the v2 services unchanged.
import { z } from "zod";
import { findBankById } from "@/lib/catalog/banks";
import { decimalTextToNumber } from "@/lib/money";
import { createHostedPaymentSchema, metaSchema, phoneNumberSchema, type CreateHostedPaymentInput } from "@/lib/schemas/payments";
import type { CreatePayoutInput } from "@/lib/schemas/payouts";
import type { CreateRefundInput } from "@/lib/schemas/refunds";

const blankAsAbsent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** A JSON number, or its decimal text ("100", "100.50"): the same number either way. */
export const v1Number = z.union([z.number({ error: "must be a number" }), z.string().max(40, "must be a number")], { error: "must be a number" }).transform((v, ctx) => {
  if (typeof v === "number") return v;
  const n = decimalTextToNumber(v);
  if (n === null) {
    ctx.addIssue({ code: "custom", message: "must be a number, such as 100 or 100.50" });
    return z.NEVER;
  }
  return n;
});

/** v1 references go into URL paths (GET /v1/transaction/verify/{tx_ref}): one path segment's safe characters. */
const v1Reference = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "may contain only letters, digits, dots, dashes and underscores");

const name = z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(100, "must be at most 100 characters");

/**
 * Ethiopian numbers in their local forms (09xxxxxxxx, 07xxxxxxxx) or without the + (2519…), as
 * v1 accepted them, become E.164 (+2519…, +2517…); then v2's rule checks the number.
 */
export function normalizeV1Phone(value: string): string {
  const compact = value.trim().replace(/[\s()-]/g, "");
  if (/^0[79]\d{8}$/.test(compact)) return `+251${compact.slice(1)}`;
  if (/^251[79]\d{8}$/.test(compact)) return `+${compact}`;
  return value.trim();
}
const v1Phone = z.string({ error: "must be a string" }).max(30, "must be at most 30 characters").transform(normalizeV1Phone).pipe(phoneNumberSchema);

/**
 * A v1 percentage is a fraction of the amount (0.03 = 3 %); v2's is a percentage with two
 * decimals. The fraction's decimal text is moved two places, never multiplied as a float.
 */
export function fractionToPercent(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0 || value > 1) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match || (match[2] ?? "").length > 4) return null;
  return Number(`${match[1]}${(match[2] ?? "").padEnd(4, "0")}`) / 100;
}

const v1SplitRule = z
  .object({
    id: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
    split_type: blankAsAbsent(z.string({ error: "must be a string" }).max(20)),
    split_value: blankAsAbsent(v1Number),
  })
  .strict()
  .transform((rule, ctx) => {
    let splitValue = rule.split_value;
    if (rule.split_type === "percentage" && splitValue !== undefined) {
      const percent = fractionToPercent(splitValue);
      if (percent === null) {
        ctx.addIssue({ code: "custom", path: ["split_value"], message: "a percentage is a fraction above 0 and at most 1 with up to 4 decimals (0.03 means 3%)" });
        return z.NEVER;
      }
      splitValue = percent;
    }
    return { subaccount_reference: rule.id, split_type: rule.split_type, split_value: splitValue };
  });

export const v1InitializeSchema = z
  .object({
    amount: v1Number,
    currency: z.string({ error: "must be a string" }),
    tx_ref: v1Reference,
    email: blankAsAbsent(z.string({ error: "must be a string" }).trim().max(254, "must be at most 254 characters").pipe(z.email("must be a valid e-mail address"))),
    first_name: blankAsAbsent(name),
    last_name: blankAsAbsent(name),
    phone_number: blankAsAbsent(v1Phone),
    callback_url: blankAsAbsent(createHostedPaymentSchema.shape.return_url.unwrap()),
    return_url: blankAsAbsent(createHostedPaymentSchema.shape.return_url.unwrap()),
    customization: createHostedPaymentSchema.shape.customization,
    meta: metaSchema.optional(),
    // v1 took one split rule as an object (subaccounts[id]=…) or several as a list.
    subaccounts: z.preprocess((v) => (v && typeof v === "object" && !Array.isArray(v) ? [v] : v), z.array(v1SplitRule, { error: "must be a list of split rules" }).optional()),
  })
  .strict();

export type V1InitializeInput = z.output<typeof v1InitializeSchema>;

/** The same request in v2's terms (createHostedPayment's input) and the callback_url beside it. */
export function toHostedPaymentInput(v1: V1InitializeInput): { input: CreateHostedPaymentInput; callbackUrl?: string } {
  const customer = { first_name: v1.first_name, last_name: v1.last_name, email: v1.email, phone_number: v1.phone_number };
  const hasCustomer = Object.values(customer).some((v) => v !== undefined);
  return {
    input: {
      amount: v1.amount,
      currency: v1.currency,
      merchant_reference: v1.tx_ref,
      customer: hasCustomer ? customer : undefined,
      subaccounts: v1.subaccounts,
      meta: v1.meta,
      return_url: v1.return_url,
      customization: v1.customization,
    },
    callbackUrl: v1.callback_url,
  };
}

/** bank_code: the integer id GET /v1/banks answers, as a number or as text. */
const v1BankCode = z
  .union([z.number({ error: "must be a bank id from GET /v1/banks" }).int("must be a bank id from GET /v1/banks"), z.string().regex(/^\s*\d{1,9}\s*$/, "must be a bank id from GET /v1/banks")], {
    error: "must be a bank id from GET /v1/banks",
  })
  .transform((v, ctx) => {
    const bank = findBankById(Number(v));
    if (!bank) {
      ctx.addIssue({ code: "custom", message: "is not a bank id; see GET /v1/banks" });
      return z.NEVER;
    }
    return bank.slug;
  });

export const v1TransferSchema = z
  .object({
    account_name: name,
    account_number: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(34, "must be at most 34 characters"),
    amount: v1Number,
    currency: z.string({ error: "must be a string" }),
    reference: blankAsAbsent(v1Reference),
    bank_code: v1BankCode,
  })
  .strict();

export type V1TransferInput = z.output<typeof v1TransferSchema>;

export function toPayoutInput(v1: V1TransferInput): CreatePayoutInput {
  return {
    amount: v1.amount,
    currency: v1.currency,
    account: { account_name: v1.account_name, account_number: v1.account_number, bank_slug: v1.bank_code },
    merchant_reference: v1.reference,
  };
}

export const v1RefundSchema = z
  .object({
    reason: blankAsAbsent(z.string({ error: "must be a string" }).trim().max(500, "must be at most 500 characters")),
    amount: blankAsAbsent(v1Number),
    reference: blankAsAbsent(v1Reference),
    meta: metaSchema.optional(),
  })
  .strict();

export type V1RefundInput = z.output<typeof v1RefundSchema>;

export function toRefundInput(v1: V1RefundInput): CreateRefundInput {
  return { amount: v1.amount, reason: v1.reason, merchant_reference: v1.reference };
}

/** GET /v1/banks?currency= (optional). */
export const v1BanksQuerySchema = z.object({ currency: z.string().optional() }).strict();

/**
 * Chapa's direct-charge types (`?type=` of POST /v1/charges and /v1/validate) and the
 * wallets they are here. Chapa's SDKs spell some several ways (CBEBirr, Coopay-Ebirr, AwashBirr);
 * case and dashes are ignored. Types this gateway has no wallet for (amole, yaya…) are refused.
 */
export const V1_CHARGE_TYPES: Record<string, string> = {
  telebirr: "telebirr",
  mpesa: "mpesa",
  cbebirr: "cbebirr",
  ebirr: "ebirr",
  coopayebirr: "ebirr",
  awashbirr: "awash_birr",
};

export const v1ChargeQuerySchema = z.object({ type: z.string({ error: "is required: the wallet, e.g. ?type=telebirr" }).max(40, "must be at most 40 characters") }).strict();

/** POST /v1/charges?type=: Chapa's direct-charge body (mobile is the wallet's number, e.g. 0911234567). */
export const v1ChargeSchema = z
  .object({
    amount: v1Number,
    currency: z.string({ error: "must be a string" }),
    tx_ref: v1Reference,
    mobile: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(30, "must be at most 30 characters"),
    email: blankAsAbsent(z.string({ error: "must be a string" }).trim().max(254, "must be at most 254 characters").pipe(z.email("must be a valid e-mail address"))),
    first_name: blankAsAbsent(name),
    last_name: blankAsAbsent(name),
    meta: metaSchema.optional(),
  })
  .strict();

export type V1ChargeInput = z.output<typeof v1ChargeSchema>;

/**
 * POST /v1/validate?type=: the charge's reference and the customer's code. Chapa sends the code
 * 3DES-encrypted as `client`; this gateway takes it in plain text (over HTTPS) as `otp`, or as
 * `client` when `client` is the code itself. An encrypted `client` is refused (lib/v1/v1-charges.ts).
 */
export const v1ValidateSchema = z
  .object({
    reference: v1Reference,
    otp: blankAsAbsent(z.string({ error: "must be a string" }).trim().max(20, "must be at most 20 characters")),
    client: blankAsAbsent(z.string({ error: "must be a string" }).trim().max(2000, "must be at most 2000 characters")),
  })
  .strict();

export type V1ValidateInput = z.output<typeof v1ValidateSchema>;

// The dashboard's "New payout" form: text fields to the body of POST /v2/payouts,
// validated in the browser with the server's own rules: createPayoutSchema (shape), the
// currency and amount parsers, the bank registry (bank for the currency, account-number
// rule), and the quoted balance and fee (amount + fee must be available). Error keys are the
// API's field paths ("account.account_number"), so the server's error details land on the
// same fields. Client-safe: pure functions only.
import { accountNumberValid, findBank } from "@/lib/catalog/banks";
import { amountFromText, requiredAmountError, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import { toMajorUnits, type Currency } from "@/lib/money";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { createPayoutSchema } from "@/lib/schemas/payouts";
import { formatAmount } from "@/lib/money/format-amount";

export type CreatePayoutValues = {
  currency: string;
  amount: string;
  bank_slug: string;
  account_name: string;
  account_number: string;
  bank_name: string;
  merchant_reference: string;
  reason: string;
};

export const EMPTY_PAYOUT: CreatePayoutValues = {
  currency: "ETB",
  amount: "",
  bank_slug: "",
  account_name: "",
  account_number: "",
  bank_name: "",
  merchant_reference: "",
  reason: "",
};

const ACCOUNT_FIELDS = new Set(["account_name", "account_number", "bank_slug", "bank_name"]);
/** The API's field path of a form field: account_number → account.account_number. */
export const payoutErrorKey = (field: string) => (ACCOUNT_FIELDS.has(field) ? `account.${field}` : field);

export function toCreatePayoutInput(v: CreatePayoutValues) {
  return {
    amount: amountFromText(v.amount, v.currency),
    currency: v.currency,
    account: {
      account_name: v.account_name,
      account_number: v.account_number,
      bank_slug: v.bank_slug,
      ...(v.bank_name.trim() ? { bank_name: v.bank_name } : {}),
    },
    ...(v.merchant_reference.trim() ? { merchant_reference: v.merchant_reference } : {}),
    ...(v.reason.trim() ? { reason: v.reason } : {}),
  };
}

/** What the form knows from the server: the available balance and the chosen bank's fee, in major units. */
export type PayoutQuoteView = { currency: string; available: number; fee: number | null };

/** Amount, fee and total in minor units (exact), or null while the amount or the fee is not known. */
export function payoutTotals(v: CreatePayoutValues, quote: PayoutQuoteView | undefined) {
  let currency: Currency;
  let amount: bigint;
  try {
    currency = parseCurrency(v.currency);
    amount = parseAmount(amountFromText(v.amount, currency), currency);
  } catch {
    return null;
  }
  if (!quote || quote.currency !== currency || quote.fee === null) return { currency, amount, fee: null, total: null };
  const fee = quote.fee === 0 ? 0n : parseAmount(quote.fee, currency, "fee");
  const total = amount + fee;
  const available = quote.available <= 0 ? 0n : parseAmount(quote.available, currency, "available");
  return { currency, amount, fee, total, available, remaining: available - total };
}

export function validateCreatePayout(v: CreatePayoutValues, quote?: PayoutQuoteView): FormErrors {
  const input = toCreatePayoutInput(v);
  const shape = schemaErrors(createPayoutSchema, input);
  const errors: FormErrors = { ...shape };
  let currency: Currency | null = null;
  if (!shape.currency) {
    Object.assign(errors, ruleErrors(() => (currency = parseCurrency(input.currency)), "currency"));
  }
  // The typed reading's sentence ("Enter the amount in digits…") in place of the schema's "must be a number".
  const typed = requiredAmountError(v.amount, currency ?? undefined);
  if (typed) errors.amount = typed;
  else if (currency && !shape.amount) Object.assign(errors, ruleErrors(() => parseAmount(input.amount, currency!), "amount"));
  if (v.bank_slug.trim() === "") errors["account.bank_slug"] = "Choose a bank or wallet";
  else if (currency && !shape["account.bank_slug"]) {
    const bank = findBank(v.bank_slug.trim());
    if (!bank) errors["account.bank_slug"] = "Choose a bank or wallet from the list";
    else if (bank.currency !== currency) errors["account.bank_slug"] = `${bank.name} accounts are in ${bank.currency}, not ${currency}`;
    else if (!shape["account.account_number"] && !accountNumberValid(bank, v.account_number)) {
      errors["account.account_number"] = `Expected ${bank.accountHint} for ${bank.name}`;
    }
  }
  if (!errors.amount) {
    const problem = balanceProblem(v, quote);
    if (problem) errors.amount = problem;
  }
  return errors;
}

/** Amount + fee above the quoted available balance: said before the server would refuse it (INSUFFICIENT_BALANCE). */
export function balanceProblem(v: CreatePayoutValues, quote: PayoutQuoteView | undefined): string | null {
  const totals = payoutTotals(v, quote);
  if (totals?.total == null || totals.remaining === undefined || totals.remaining >= 0n) return null;
  const money = (minor: bigint) => formatAmount(toMajorUnits(minor, totals.currency), totals.currency);
  return `Amount plus fee (${money(totals.total)}) is more than your available balance (${money(totals.available)})`;
}

/** The API's messages as sentences under a form field: "must not be empty" → "Must not be empty". */
export function payoutSentence(message: string | undefined): string | undefined {
  if (!message) return message;
  return message[0].toUpperCase() + message.slice(1);
}

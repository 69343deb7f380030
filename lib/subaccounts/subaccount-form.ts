// The dashboard's subaccount forms: text fields to the API's body, and validation
// with the server's own rules: createSubaccountSchema / updateSubaccountSchema (shape), the
// bank registry (bank for the currency, account-number rule) and the split parsers the
// services call (type, value, bounds). Error keys are the API's field paths
// ("account.account_number"), so the server's error details land on the same fields.
// Client-safe: pure functions only.
import { accountNumberValid, findBank } from "@/lib/catalog/banks";
import { amountErrors, amountFromText, numberFromText, ruleErrors, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import { typedAmountText } from "@/lib/money/typed-amount";
import { parseCurrency } from "@/lib/money/parse-amount";
import { createSubaccountSchema, updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { assertBoundsOrdered, parseBound, parseSplitType, parseSplitValue } from "@/lib/splits/split-values";

export type SplitFields = { split_type: string; split_value: string; min_amount: string; max_amount: string };

export type CreateSubaccountValues = SplitFields & {
  subaccount_name: string;
  currency: string;
  bank_slug: string;
  account_name: string;
  account_number: string;
  bank_name: string;
};

export type EditSubaccountValues = SplitFields & { subaccount_name: string };

// Bounds and a flat share are amounts as people type them ("1,000"); a percentage is a plain number.
// A bound may be 0 (no share), so only its writing is read here; the bound's own rules follow.
const optionalAmount = (text: string) => (text.trim() === "" ? null : Number(typedAmountText(text) ?? Number.NaN));
const splitValue = (v: SplitFields, currency: string) => (v.split_type === "flat" ? amountFromText(v.split_value, currency) : numberFromText(v.split_value));

/** The typed-amount sentences of the amount fields, in place of the schema's "must be a number". */
function typedErrors(v: SplitFields, currency: string): FormErrors {
  const bounds = Object.fromEntries(
    (["min_amount", "max_amount"] as const).filter((f) => v[f].trim() !== "" && typedAmountText(v[f]) === null).map((f) => [f, { text: v[f], currency }]),
  );
  return amountErrors({ ...(v.split_type === "flat" ? { split_value: { text: v.split_value, currency } } : {}), ...bounds });
}

export function toCreateInput(v: CreateSubaccountValues) {
  return {
    subaccount_name: v.subaccount_name,
    account: {
      account_name: v.account_name,
      account_number: v.account_number,
      bank_slug: v.bank_slug,
      ...(v.bank_name.trim() ? { bank_name: v.bank_name } : {}),
    },
    currency: v.currency,
    split_type: v.split_type,
    split_value: splitValue(v, v.currency),
    min_amount: optionalAmount(v.min_amount),
    max_amount: optionalAmount(v.max_amount),
  };
}

export function toUpdateInput(v: EditSubaccountValues, currency: string) {
  return {
    subaccount_name: v.subaccount_name,
    split_type: v.split_type,
    split_value: splitValue(v, currency),
    min_amount: optionalAmount(v.min_amount),
    max_amount: optionalAmount(v.max_amount),
  };
}

/** Split type, value and bounds with the services' parsers, for fields the schema found no problem with. */
function splitErrors(input: { split_type: string; split_value: number; min_amount: number | null; max_amount: number | null }, currency: string, shape: FormErrors): FormErrors {
  const errors: FormErrors = {};
  let cur;
  try {
    cur = parseCurrency(currency);
  } catch {
    return errors; // reported on the currency field
  }
  if (!shape.split_type) Object.assign(errors, ruleErrors(() => parseSplitType(input.split_type), "split_type"));
  if (!shape.split_type && !shape.split_value && !errors.split_type) {
    Object.assign(errors, ruleErrors(() => parseSplitValue(parseSplitType(input.split_type), input.split_value, cur), "split_value"));
  }
  let min: bigint | null = null;
  let max: bigint | null = null;
  let boundsOk = true;
  if (!shape.min_amount) {
    const e = ruleErrors(() => (min = parseBound(input.min_amount, cur, "min_amount")), "min_amount");
    if (Object.keys(e).length) boundsOk = false;
    Object.assign(errors, e);
  }
  if (!shape.max_amount) {
    const e = ruleErrors(() => (max = parseBound(input.max_amount, cur, "max_amount")), "max_amount");
    if (Object.keys(e).length) boundsOk = false;
    Object.assign(errors, e);
  }
  if (boundsOk && !shape.min_amount && !shape.max_amount) Object.assign(errors, ruleErrors(() => assertBoundsOrdered(min, max), "min_amount"));
  return errors;
}

export function validateCreateSubaccount(v: CreateSubaccountValues): FormErrors {
  const input = toCreateInput(v);
  const shape = schemaErrors(createSubaccountSchema, input);
  const errors: FormErrors = { ...shape };
  if (v.bank_slug.trim() === "") errors["account.bank_slug"] = "Choose a bank or wallet";
  if (!shape.currency) Object.assign(errors, ruleErrors(() => parseCurrency(input.currency), "currency"));
  if (!errors.currency && !shape["account.bank_slug"]) {
    const bank = findBank(v.bank_slug.trim());
    if (!bank) errors["account.bank_slug"] = "Choose a bank or wallet from the list";
    else if (bank.currency !== v.currency.toUpperCase()) errors["account.bank_slug"] = `${bank.name} accounts are in ${bank.currency}, not ${v.currency.toUpperCase()}`;
    else if (!shape["account.account_number"] && !accountNumberValid(bank, v.account_number)) {
      errors["account.account_number"] = `Expected ${bank.accountHint} for ${bank.name}`;
    }
  }
  return { ...splitErrors(input, v.currency, shape), ...errors, ...typedErrors(v, v.currency) };
}

export function validateEditSubaccount(v: EditSubaccountValues, currency: string): FormErrors {
  const input = toUpdateInput(v, currency);
  const shape = schemaErrors(updateSubaccountSchema, input);
  return { ...splitErrors(input, currency, shape), ...shape, ...typedErrors(v, currency) };
}

const FIELD_WORDS: Record<string, string> = {
  split_value: "the split value",
  split_type: "the split type",
  min_amount: "the minimum share",
  max_amount: "the maximum share",
};

/**
 * The API's messages as sentences under a form field: "must not be empty" → "Must not be
 * empty", "split_value must be greater than zero" → "The split value must be greater than zero".
 */
export function sentence(message: string | undefined): string | undefined {
  if (!message) return message;
  const text = message.replace(/\b(split_value|split_type|min_amount|max_amount)\b/g, (f) => FIELD_WORDS[f]);
  return text[0].toUpperCase() + text.slice(1);
}

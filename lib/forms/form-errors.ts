// The one way forms turn validation failures into per-field messages (section 4),
// shared by the dashboard's dialogs and the hosted checkout's form handlers (its browser code runs
// the same rules without zod: lib/payments/attempts/checkout-rules.ts): the same zod
// schemas the routes parse with, and the same parsers the services call (they throw ApiError
// with per-field details), become { "account.account_number": "message" } maps, one message per
// field and every field at once.
//
// The checkout also works without JavaScript: its form handlers redirect back to the page, and
// codes, not sentences, travel in that URL (`?field_error=cvc:format`). The page turns them back
// into the same sentences with the same table, so it never shows text taken from a query string.
// Client-safe: pure functions only.
import type { z } from "zod";
import { isApiError } from "@/lib/http/errors";
import { fieldErrors } from "@/lib/http/validation";
import { parseTypedAmount } from "@/lib/money/typed-amount";
import type { Currency } from "@/lib/money";

export type FormErrors = Record<string, string>;

function firstPerField(list: { field: string; message: string }[]): FormErrors {
  const out: FormErrors = {};
  for (const { field, message } of list) if (!Object.hasOwn(out, field)) out[field] = message;
  return out;
}

/** Per-field messages of a zod schema's parse, every field at once; empty when valid. */
export function schemaErrors(schema: z.ZodType, value: unknown): FormErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : firstPerField(fieldErrors(result.error));
}

/** Runs a service parser (parseAmount, parseSplitValue…); its ApiError details become field messages. */
export function ruleErrors(check: () => unknown, fallbackField: string): FormErrors {
  try {
    check();
    return {};
  } catch (error) {
    if (!isApiError(error)) throw error;
    const details = Array.isArray(error.details) ? (error.details as { field: string; message: string }[]) : [];
    return details.length ? firstPerField(details) : { [fallbackField]: error.message };
  }
}

/** Text from an amount field as the number the API takes: blank or not a number becomes NaN (reported by the schema). */
export function numberFromText(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/**
 * Text from an amount field as the number the API takes, read as people write amounts ("1,000",
 * "1 000", "1,000.50": lib/money/typed-amount.ts); blank or unreadable becomes NaN, and
 * amountErrors says why beside the field.
 */
export function amountFromText(text: string, currency?: Currency | string): number {
  const result = parseTypedAmount(text, currency);
  return result.ok ? result.value : Number.NaN;
}

/**
 * The typed-amount messages of a form's amount fields, keyed like the API's details; blank fields are
 * left to the schema (required, or simply absent). Spread after schemaErrors, so a field's message is
 * the typed reading's ("Use a comma only between groups of three digits…"), never "must be a number".
 */
export function amountErrors(fields: Record<string, { text: string; currency?: Currency | string }>): FormErrors {
  const out: FormErrors = {};
  for (const [field, { text, currency }] of Object.entries(fields)) {
    if (text.trim() === "") continue;
    const result = parseTypedAmount(text, currency);
    if (!result.ok) out[field] = result.message;
  }
  return out;
}

/**
 * The typed-amount message of a required amount field, blank included ("Enter an amount"), or
 * undefined when the text is an amount of the currency. Forms put it in place of the schema's words
 * for the field, so every amount field of the dashboard refuses in the same sentences.
 */
export function requiredAmountError(text: string, currency?: Currency | string): string | undefined {
  const result = parseTypedAmount(text, currency);
  return result.ok ? undefined : result.message;
}

/** Messages by field and code: the one wording of a form, used by its schema and its page. */
export type MessageTable = Record<string, Record<string, string>>;

export type FieldErrorCode = { field: string; code: string };

/**
 * Per-field messages as codes for a URL. A message must come from the table (the schema's
 * messages do); a field or message outside it is dropped, so `complete` tells the caller
 * whether every problem could be carried.
 */
export function errorCodes(errors: FormErrors, table: MessageTable): { codes: FieldErrorCode[]; complete: boolean } {
  const codes: FieldErrorCode[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const messages = Object.hasOwn(table, field) ? table[field] : null;
    const code = messages ? Object.keys(messages).find((c) => messages[c] === message) : undefined;
    if (code) codes.push({ field, code });
  }
  return { codes, complete: codes.length === Object.keys(errors).length };
}

/** Codes from a URL back to messages; unknown fields and codes are ignored (never echoed). */
export function errorMessages(codes: readonly FieldErrorCode[], table: MessageTable): FormErrors {
  const out: FormErrors = {};
  for (const { field, code } of codes) {
    if (!Object.hasOwn(table, field) || !Object.hasOwn(table[field], code) || Object.hasOwn(out, field)) continue;
    out[field] = table[field][code];
  }
  return out;
}

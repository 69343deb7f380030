// Client-side form validation with the server's own rules (issue 4): the same zod schemas the
// routes parse with, and the same parsers the services call (they throw ApiError with
// per-field details). Both become { "account.account_number": "message" } maps for the forms.
// Client-safe: pure functions only.
import type { z } from "zod";
import { isApiError } from "@/lib/http/errors";
import { fieldErrors } from "@/lib/http/validation";

export type FormErrors = Record<string, string>;

function firstPerField(list: { field: string; message: string }[]): FormErrors {
  const out: FormErrors = {};
  for (const { field, message } of list) if (!(field in out)) out[field] = message;
  return out;
}

/** Per-field messages of a zod schema's parse; empty when valid. */
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

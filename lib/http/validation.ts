// zod errors become 400 VALIDATION_ERROR with one { field, message } per problem (or the code a
// route asks for: GET /v2/payments answers every bad filter, unknown ones included, with
// INVALID_VALUE).
import type { z } from "zod";
import { ApiError, type ErrorCode, type FieldError } from "@/lib/http/errors";
import { assertStorableText } from "@/lib/http/unsafe-text";

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message: "Unknown field" }));
    }
    return [{ field: base || "(body)", message: issue.message }];
  });
}

/** Text the database cannot store (NUL, lone surrogates) is 400 INVALID_FORMAT before the schema runs. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = "body", code: ErrorCode = "VALIDATION_ERROR"): z.output<S> {
  assertStorableText(value, what);
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = fieldErrors(result.error);
    const first = details[0];
    throw new ApiError(code, `Invalid request ${what}: ${first.field}: ${first.message}`, details);
  }
  return result.data;
}

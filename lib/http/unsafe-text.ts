// Text the database cannot store (issue 9, section 1). PostgreSQL's text and jsonb refuse NUL
// (U+0000), and a lone UTF-16 surrogate has no UTF-8 form: either one reaching a query is a
// 500. The shared request layer (JSON body, query string, path parameters, checkout forms)
// rejects them up front with 400 INVALID_FORMAT naming the field, so no route can forget it.
import { ApiError, type FieldError } from "@/lib/http/errors";

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a NUL character (\\u0000)";
  if (LONE_SURROGATE.test(text)) return "must not contain an unpaired UTF-16 surrogate";
  return null;
}

/** A key as it can be shown in a field path: NUL and lone surrogates as \u escapes. */
function visibleKey(key: string): string {
  return unsafeTextProblem(key) === null ? key : JSON.stringify(key).slice(1, -1).replace(/\0/g, "\\u0000");
}

/**
 * The first string (object key or value, at any depth) that cannot be stored, as a field
 * error with the path the validation layer uses ("meta.note", "subaccounts.0.split_type").
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown, root = ""): FieldError | null {
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      const problem = unsafeTextProblem(current);
      if (problem) return { field: path || "(body)", message: problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: join(path, i) });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const problem = unsafeTextProblem(key);
        if (problem) return { field: join(path, visibleKey(key)), message: `has a key that ${problem}` };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: join(path, entries[i][0]) });
    }
  }
  return null;
}

/** Throws 400 INVALID_FORMAT naming the first field that cannot be stored. `what`: body, query, path. */
export function assertStorableText(value: unknown, what: string, root = ""): void {
  const problem = findUnsafeText(value, root);
  if (!problem) return;
  throw new ApiError("INVALID_FORMAT", `Invalid request ${what}: ${problem.field} ${problem.message}`, [problem]);
}

/** The same rule for an HTML form (the checkout's): the first field name or value that cannot be stored. */
export function findUnsafeFormField(form: FormData): FieldError | null {
  for (const [name, value] of form) {
    const keyProblem = unsafeTextProblem(name);
    if (keyProblem) return { field: visibleKey(name), message: `is a field name that ${keyProblem}` };
    if (typeof value === "string") {
      const problem = unsafeTextProblem(value);
      if (problem) return { field: name, message: problem };
    }
  }
  return null;
}

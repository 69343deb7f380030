// Text the database cannot store (section 1). PostgreSQL's text and jsonb refuse NUL
// (U+0000), and a lone UTF-16 surrogate has no UTF-8 form: either one reaching a query is a
// 500. The shared request layer (JSON body, query string, path parameters, checkout forms)
// rejects them up front with 400 INVALID_FORMAT naming the field, so no route can forget it.
// Bidirectional controls are refused the same way: stored as given, U+202E
// in a payee name makes it display reversed in the dashboard and in CSV exports, so "Sara" can
// read as a name it is not. The embeddings, overrides and isolates (U+202A-U+202E,
// U+2066-U+2069) go; the marks that right-to-left text needs (U+200E, U+200F, U+061C) stay.
import { ApiError, type FieldError } from "@/lib/http/errors";

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const codePoint = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Why a string cannot be stored, or null when it can. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a NUL character (\\u0000)";
  if (LONE_SURROGATE.test(text)) return "must not contain an unpaired UTF-16 surrogate";
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) return `must not contain a bidirectional control character (${codePoint(bidi[0])})`;
  return null;
}

/** A key as it can be shown in a field path: NUL, lone surrogates and bidirectional controls as \u escapes. */
export function visibleKey(key: string): string {
  if (unsafeTextProblem(key) === null) return key;
  return JSON.stringify(key)
    .slice(1, -1)
    .replace(/\0/g, "\\u0000")
    .replace(BIDI_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
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

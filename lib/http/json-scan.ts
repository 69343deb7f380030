// The shape rules a JSON body must pass before it is parsed, checked
// in one pass over the raw text, without building values and without recursion:
// - Nesting: at most MAX_JSON_DEPTH levels of objects and arrays in the whole body, and at most
//   MAX_META_DEPTH inside `meta`. A body nested thousands of levels used to parse fine and then
//   overflow the stack in the first recursive step (meta's 8 KB check: JSON.stringify), which
//   answered 500; a body checked here never reaches any recursive code deeper than the limit.
// - Duplicate keys: JSON.parse keeps the last of `{"amount":999999999,"amount":10}`, while a proxy
//   or a log reader may take the first; the two would disagree about the amount. Refused, at any
//   depth, comparing keys as decoded (`"amount"` and `"\u0061mount"` are the same key).
// Text that is not JSON is left to JSON.parse to word its error: the scan stops, saying nothing.
// It runs on every JSON body of the API and the dashboard (lib/http/read-json-body.ts), so it is
// kept cheap: strings are skipped with indexOf, and a key set is only made for an object with keys.
import type { FieldError } from "@/lib/http/errors";
import { visibleKey } from "@/lib/http/unsafe-text";

/** Objects and arrays, the body itself included: `{"a":{"b":[1]}}` is 3 levels. */
export const MAX_JSON_DEPTH = 32;
/** Levels inside `meta`, meta's own object included: `{"meta":{"a":{"b":1}}}` is 2 in meta. */
export const MAX_META_DEPTH = 16;
/** The free-form field whose nesting has its own, lower limit. */
const META_KEY = "meta";

const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125; // }
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93; // ]
const COMMA = 44;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * The first nesting or duplicate-key problem of a JSON text, as a field error with the path the
 * validation layer uses ("meta", "customer.first_name", "payouts.0.meta"), or null.
 */
export function scanJsonText(text: string): FieldError | null {
  const n = text.length;
  // One entry per open container, by depth (index 0: the body itself).
  const isObject: boolean[] = [];
  /** Each open object's keys so far; a list is cheaper than a Set for the few keys bodies have. */
  const keys: string[][] = [];
  /** The same as a Set, made once an object has more than SMALL_OBJECT keys (a body may send thousands). */
  const keySets: (Set<string> | undefined)[] = [];
  /** Each open object's current key, and each open array's current index. */
  const childName: string[] = [];
  const arrayIndex: number[] = [];
  let depth = 0;
  /** Depth of the outermost open `meta` container (1-based like `depth`), 0 when outside meta. */
  let metaDepth = 0;
  let expectKey = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end < 0) return null; // unterminated: JSON.parse words it
      const top = depth - 1;
      if (expectKey && top >= 0 && isObject[top]) {
        const key = decodeKey(text, i, end);
        if (key === null) return null;
        const seen = keys[top];
        let duplicate: boolean;
        if (seen.length < SMALL_OBJECT) {
          duplicate = seen.includes(key);
          seen.push(key);
        } else {
          const set = (keySets[top] ??= new Set(seen));
          duplicate = set.has(key);
          set.add(key);
        }
        if (duplicate) {
          return { field: pathOf(isObject, childName, arrayIndex, top, visibleKey(key)), message: "is given more than once (duplicate key)" };
        }
        childName[top] = key;
        expectKey = false;
      }
      i = end + 1;
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const parent = depth - 1;
      depth++;
      if (depth > MAX_JSON_DEPTH) {
        return { field: pathOf(isObject, childName, arrayIndex, 0, null), message: `nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays` };
      }
      if (metaDepth === 0 && parent >= 0 && isObject[parent] && childName[parent] === META_KEY) metaDepth = depth;
      if (metaDepth !== 0 && depth - metaDepth + 1 > MAX_META_DEPTH) {
        return { field: pathOf(isObject, childName, arrayIndex, metaDepth - 2, META_KEY), message: `nests deeper than ${MAX_META_DEPTH} levels of objects and arrays` };
      }
      const object = c === OPEN_OBJECT;
      isObject[depth - 1] = object;
      if (object) {
        keys[depth - 1] = [];
        keySets[depth - 1] = undefined;
        childName[depth - 1] = "";
      } else {
        arrayIndex[depth - 1] = 0;
      }
      expectKey = object;
      i++;
      continue;
    }
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 0) return null;
      if (metaDepth === depth) metaDepth = 0;
      depth--;
      expectKey = false;
      i++;
      continue;
    }
    if (c === COMMA && depth > 0) {
      const top = depth - 1;
      if (isObject[top]) expectKey = true;
      else arrayIndex[top]++;
    }
    i++;
  }
  return null;
}

/** Index of the quote closing the string opened at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let at = text.indexOf('"', start + 1);
  while (at >= 0) {
    // Escaped when preceded by an odd number of backslashes.
    let backslashes = 0;
    for (let k = at - 1; k > start && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/** A key as JSON.parse would read it: escapes decoded only when there are any. */
function decodeKey(text: string, start: number, end: number): string | null {
  const raw = text.slice(start + 1, end);
  if (!raw.includes("\\")) return raw;
  try {
    return JSON.parse(text.slice(start, end + 1)) as string;
  } catch {
    return null;
  }
}

/** Up to this many keys an object's keys are a list (cheaper than a Set for the few keys bodies have). */
const SMALL_OBJECT = 16;

/**
 * "a.b.0.key": the names of the children the open containers 0 … top-1 are in, then `last` (the
 * first name alone when `last` is null: the top-level field of a body nested too deep).
 */
function pathOf(isObject: boolean[], childName: string[], arrayIndex: number[], top: number, last: string | null): string {
  if (last === null) return isObject[0] ? visibleKey(childName[0]) : String(arrayIndex[0]);
  const names: string[] = [];
  for (let d = 0; d < top; d++) names.push(isObject[d] ? visibleKey(childName[d]) : String(arrayIndex[d]));
  names.push(last);
  return names.join(".");
}

// A v1 request body: JSON, as /v2 reads it, or a form. v1 integrations often post
// forms (application/x-www-form-urlencoded, or multipart/form-data without files) with bracket
// keys: `customization[title]=Shop`, `meta[order_id]=42`, `subaccounts[0][id]=sub_…`. Those
// become the nested object the JSON form of the same request would be, so one strict schema
// (lib/v1/schemas.ts) judges both. Form values stay text; the schema reads numbers from text.
import { ApiError } from "@/lib/http/errors";
import { assertStorableText } from "@/lib/http/unsafe-text";
import { assertUtf8Charset, MAX_BODY_BYTES, readJsonBody, readLimited, tooLarge } from "@/lib/http/read-json-body";

/** Nesting deeper than this, or a list index above MAX_INDEX, is refused: no form builds a huge object. */
const MAX_DEPTH = 5;
const MAX_INDEX = 99;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export async function readV1Body(req: Request): Promise<unknown> {
  const contentType = (req.headers.get("content-type") ?? "").toLowerCase();
  // No body at all (a full refund needs no fields): an empty request, judged by the schema.
  if (req.body === null && !/^application\/json\s*(;|$)/.test(contentType)) return {};
  if (/^application\/json\s*(;|$)/.test(contentType)) return readJsonBody(req);
  const form = /^application\/x-www-form-urlencoded\s*(;|$)/.test(contentType);
  const multipart = /^multipart\/form-data\s*;/.test(contentType);
  if (!form && !multipart) {
    throw new ApiError("INVALID_FORMAT", "Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data");
  }
  assertUtf8Charset(contentType); // a form is decoded as UTF-8 too, as /v2 reads JSON
  if (Number(req.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await readLimited(req, MAX_BODY_BYTES);
  const entries: [string, string][] = [];
  if (form) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError("INVALID_FORMAT", "Request body is not valid UTF-8");
    }
    assertWellEncoded(text);
    for (const [key, value] of new URLSearchParams(text)) entries.push([key, value]);
  } else {
    let data: FormData;
    try {
      data = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": req.headers.get("content-type")! } }).formData();
    } catch {
      throw new ApiError("INVALID_FORMAT", "Request body is not valid multipart/form-data");
    }
    for (const [key, value] of data) {
      if (typeof value !== "string") throw new ApiError("INVALID_FORMAT", `${key}: files are not accepted`, [{ field: key, message: "files are not accepted" }]);
      entries.push([key, value]);
    }
  }
  const body = nestFormEntries(entries);
  assertStorableText(body, "body");
  return body;
}

type Node = Record<string, unknown>;

/**
 * `a[b][0][c]=v` pairs to nested objects; an object whose keys are exactly 0..n-1 becomes a
 * list; `a[]=v` appends. A key given twice, or used both as a value and as an object, is 400.
 */
export function nestFormEntries(entries: [string, string][]): Node {
  const root: Node = {};
  for (const [key, value] of entries) {
    const path = splitKey(key);
    let node = root;
    for (const [i, segment] of path.entries()) {
      const last = i === path.length - 1;
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (last) {
        if (Object.hasOwn(node, name)) throw badKey(key, "is given more than once");
        node[name] = value;
      } else {
        const next = Object.hasOwn(node, name) ? node[name] : (node[name] = {});
        if (typeof next !== "object" || next === null) throw badKey(key, "mixes a value and nested fields");
        node = next as Node;
      }
    }
  }
  return toLists(root) as Node;
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw badKey(key, "is not a field name (use name or name[key] or name[0][key])");
  const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
  if (segments.length > MAX_DEPTH) throw badKey(key, `nests deeper than ${MAX_DEPTH} levels`);
  for (const segment of segments) {
    if (FORBIDDEN_KEYS.has(segment)) throw badKey(key, `must not use "${segment}" as a name`);
    if (/^\d+$/.test(segment) && Number(segment) > MAX_INDEX) throw badKey(key, `list indexes go up to ${MAX_INDEX}`);
  }
  return segments;
}

/** Objects keyed 0..n-1 (in any order) become lists, depth first. */
function toLists(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const node = value as Node;
  for (const key of Object.keys(node)) node[key] = toLists(node[key]);
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    const indexes = keys.map(Number).sort((a, b) => a - b);
    if (indexes.every((n, i) => n === i)) return indexes.map((n) => node[String(n)]);
  }
  return node;
}

function badKey(key: string, problem: string) {
  return new ApiError("INVALID_FORMAT", `Form field ${JSON.stringify(key)} ${problem}`, [{ field: key, message: problem }]);
}

/** URLSearchParams would turn "%FF" into U+FFFD silently: refuse it, as the query reader does. */
function assertWellEncoded(text: string) {
  if (!text.includes("%")) return;
  for (const part of text.split(/[&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      throw new ApiError("INVALID_FORMAT", "Request body has malformed percent-encoding");
    }
  }
}

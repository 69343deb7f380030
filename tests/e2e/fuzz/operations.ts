// Every /v2 operation as a generator of hostile requests, each with the one error code the API
// documents for it (docs/api.md, lib/http/errors.ts). Every generated request carries at least
// one invalid part, so a 2xx is always a failure and "nothing written" always means something.
//
// Where a request has several problems, only combinations whose answer the API defines are
// generated: authentication is checked first; text the database cannot store (NUL, lone
// surrogates), a wrong Content-Type and unparsable JSON are INVALID_FORMAT before any schema
// runs; schema problems (VALIDATION_ERROR) before business rules. Business rules
// (INVALID_VALUE, NOT_FOUND, RESOURCE_CONFLICT, INVALID_STATE) get exactly one problem each, so
// the expected code never depends on the order a service checks its rules in.
import crypto from "node:crypto";
import fc from "fast-check";
import type { z } from "zod";
import { ERROR_STATUS } from "../../../lib/http/errors";
import { MAX_BODY_BYTES } from "../../../lib/http/read-json-body";
import { MAX_JSON_DEPTH, MAX_META_DEPTH } from "../../../lib/http/json-scan";
import { createHostedPaymentSchema } from "../../../lib/schemas/payments";
import { createRefundSchema } from "../../../lib/schemas/refunds";
import { v1ChargeSchema, v1InitializeSchema, v1RefundSchema, v1TransferSchema, v1ValidateSchema } from "../../../lib/v1/schemas";
import { createSubaccountSchema, splitPreviewSchema, updateSubaccountSchema } from "../../../lib/schemas/subaccounts";
import { bulkPayoutItemSchema, createPayoutSchema, MAX_BULK_PAYOUTS, rejectPayoutSchema } from "../../../lib/schemas/payouts";
import { bulkPayoutRequestSchema } from "../../../lib/schemas/bulk-payouts";
import { PAYOUT_STATUSES } from "../../../lib/catalog/payout-transitions";
import { WEBHOOK_EVENT_FAMILIES, WEBHOOK_EVENT_TYPES } from "../../../lib/catalog/event-types";
import { accountNumberValid, BANKS, findBank } from "../../../lib/catalog/banks";
import { methodsFor } from "../../../lib/catalog/payment-methods";
import { CURRENCIES, type Currency } from "../../../lib/money";
import { DISPUTE_EVIDENCE_FIELDS, DISPUTE_REASONS, DISPUTE_STATUSES } from "../../../lib/catalog/dispute-states";
import { createReversalClaimSchema } from "../../../lib/schemas/disputes";
import { createPlanSchema } from "../../../lib/schemas/plans";
import { INVOICE_STATUSES, SAVED_PAYMENT_METHOD_STATUSES, SUBSCRIPTION_STATUSES } from "../../../lib/catalog/subscription-states";
import { BILLING_INTERVALS, MAX_INTERVAL_COUNT } from "../../../lib/catalog/billing-intervals";
import type { RawRequest } from "./http";
import { bodyShape, type BodyShape, type SchemaField } from "./schema";
import type { Targets } from "./harness";
import { API_OPERATIONS } from "../../../lib/openapi/operations";
import {
  anyNumber,
  base62,
  BANK_SLUGS,
  deepJson,
  INTERNAL_FIELDS,
  METHODS,
  nested,
  objectOf,
  oddText,
  poison,
  poisoned,
  PROTO_KEYS,
  raw,
  setOwn,
  storable,
  SUPPORTED_CURRENCIES,
  toJson,
  unknownCode,
  validText,
  valueNotOf,
  type JsonType,
} from "./values";

export type Code = keyof typeof ERROR_STATUS;
export type FuzzCase = {
  category: string;
  note: string;
  request: RawRequest;
  expect: Code;
  /** What else the answer's error.details must say, or null when it says it (a bulk batch's per-item entries). */
  details?: (details: unknown) => string | null;
  /** The v1 compatibility layer answers in its own envelope (lib/v1/envelope.ts; run.ts judges it). */
  envelope?: "v1";
};
export type Operation = {
  name: string;
  cases: (t: Targets) => fc.Arbitrary<FuzzCase>;
  /** The request body schema its schema mutations come from (tests/unit/fuzz-coverage.test.ts checks the cases against it). */
  bodySchema?: z.ZodType;
};

type Body = Record<string, unknown>;
type Path = (string | number)[];
const METHODS_ALL = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Answers the idempotency layer never stores: a valid Idempotency-Key may ride along without writing a row. */
const NOT_STORED: readonly Code[] = ["VALIDATION_ERROR", "INVALID_FORMAT", "INVALID_VALUE", "UNAUTHORIZED"];

// ---------------------------------------------------------------------------------------------
// Small helpers

/** "POST /v2/payments/{reference}" and "post /v2/payments/{id}" name the same operation. */
export const operationKey = (name: string) => name.replace(/ \(.*\)$/, "").replace(/\{[^}]*\}/g, "{}").toUpperCase();

/** The zod request schema the OpenAPI document gives the operation: the one its route validates with. */
function requestBody(name: string): z.ZodType {
  const op = API_OPERATIONS.find((o) => operationKey(`${o.method} ${o.path}`) === operationKey(name));
  if (!op?.body) throw new Error(`fuzz: the OpenAPI document has no request body for ${name}`);
  return op.body;
}

function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v !== null && typeof v === "object") return objectOf(Object.entries(v).map(([k, x]) => [k, clone(x)])) as T;
  return v;
}

function setPath(body: Body, path: Path, value: unknown) {
  let cur: Record<string | number, unknown> = body;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    let next = cur[k];
    if (next === null || typeof next !== "object") {
      next = typeof path[i + 1] === "number" ? [] : {};
      if (Array.isArray(cur)) cur[k as number] = next;
      else setOwn(cur as Body, String(k), next);
    }
    cur = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (Array.isArray(cur)) cur[last as number] = value;
  else setOwn(cur as Body, String(last), value);
}

function getPath(body: unknown, path: Path): unknown {
  let cur = body as Record<string | number, unknown> | undefined;
  for (const k of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = cur[k] as Record<string | number, unknown> | undefined;
  }
  return cur;
}

function deletePath(body: Body, path: Path) {
  const parent = getPath(body, path.slice(0, -1)) as Record<string, unknown> | undefined;
  if (parent && typeof parent === "object") delete parent[String(path[path.length - 1])];
}

/** Paths of every string value, and of every plain object, in a JSON value. */
function walk(v: unknown, path: Path = [], out = { strings: [] as Path[], objects: [] as Path[] }) {
  if (typeof v === "string") out.strings.push(path);
  else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i], out));
  else if (v !== null && typeof v === "object") {
    out.objects.push(path);
    for (const [k, x] of Object.entries(v)) walk(x, [...path, k], out);
  }
  return out;
}

function insertAt(text: string, piece: string, at: number): string {
  const chars = [...text];
  const i = chars.length ? at % (chars.length + 1) : 0;
  return [...chars.slice(0, i), piece, ...chars.slice(i)].join("");
}

const show = (v: unknown) => {
  const s = typeof v === "string" ? JSON.stringify(v) : toJson(v);
  return s === undefined ? String(v) : s.length > 80 ? `${s.slice(0, 77)}…` : s;
};

/** Header values Node can send: printable ASCII and Latin-1, nothing else. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((c) => String.fromCharCode(c));
const headerText = (minLength: number, maxLength: number) => fc.string({ unit: headerChar, minLength, maxLength });

// Malformed percent-encoding: escapes of bytes that are not UTF-8 (%FF, CESU-8 surrogates,
// overlong, truncated), and "escapes" that are not escapes at all (a lone %, %ZZ).
const NOT_UTF8 = ["%FF", "%ED%A0%80", "%ED%B0%80", "%ED%A0%BD%ED%B8%80", "%C3", "%E2%82", "%C0%AF", "%80", "%F8%88%80%80%80"];
const NOT_ESCAPES = ["%", "%G1", "%%", "%f", "%ZZ", "%u0041"];
// In a query only the first kind is malformed for us: Next rebuilds the query before the proxy
// and every route see it, turning a lone "%" into "%25" (the WHATWG URL rule: a "%" without
// two hex digits is a literal "%"), so "?x=%" and "?x=%25" are the same request to the app.
// Bytes that are not UTF-8 arrive as U+FFFD and are refused. Paths get both kinds.
const MALFORMED = { path: [...NOT_UTF8, ...NOT_ESCAPES], query: NOT_UTF8 };
const MARK = "\u0007";

/** Percent-encodes storable text (NUL becomes %00). */
const encode = (text: string): string => encodeURIComponent(text);

/** `text` percent-encoded with a malformed escape at `at`. */
function encodeWithMalformed(text: string, at: number, malformed: string): string {
  return encodeURIComponent(insertAt(text.replaceAll(MARK, ""), MARK, at)).split(encodeURIComponent(MARK)).join(malformed);
}

/** True when percent-decoding fails: "%" + "4F" from the text around it would be a valid escape. */
const malformed = (encoded: string) => {
  try {
    decodeURIComponent(encoded);
    return false;
  } catch {
    return true;
  }
};

/** A string with a NUL or malformed escape somewhere, for paths and queries. */
type Hostile = { encoded: string; code: Code; note: string };
const hostileSegment = (text: fc.Arbitrary<string>, where: "path" | "query"): fc.Arbitrary<Hostile> =>
  fc.oneof(
    fc.tuple(text, fc.nat()).map(([t, at]) => ({ encoded: encode(insertAt(t, "\u0000", at)), code: "INVALID_FORMAT" as Code, note: "NUL (%00)" })),
    fc.tuple(text, fc.nat(), fc.constantFrom(...MALFORMED[where])).map(([t, at, m]) => ({
      encoded: encodeWithMalformed(t, at, m),
      code: "INVALID_FORMAT" as Code,
      note: `malformed percent-encoding ${m}`,
    })).filter((h) => malformed(h.encoded)),
  );

// ---------------------------------------------------------------------------------------------
// Requests

type Neutral = { requestId: string | null; pretty: boolean; contentType: string; idempotencyKey: string | null };
/** What changes nothing about a request's validity: formatting, a valid Content-Type spelling, a hostile Request-Id. */
const neutral: fc.Arbitrary<Neutral> = fc.record({
  requestId: fc.option(headerText(0, 200), { freq: 3 }),
  pretty: fc.boolean(),
  contentType: fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON", "application/json;charset=UTF-8"),
  idempotencyKey: fc.option(base62(24).map((s) => `fz-${s}`), { freq: 2 }),
});

function build(
  method: string,
  target: string,
  opts: { auth: string | null; body?: string | Buffer; contentType?: string | null; n?: Neutral; idempotent?: boolean; expect: Code; extra?: Record<string, string> },
): RawRequest {
  const headers: Record<string, string> = {};
  if (opts.auth !== null) headers.Authorization = opts.auth;
  if (opts.body !== undefined && opts.contentType !== null) headers["Content-Type"] = opts.contentType ?? opts.n?.contentType ?? "application/json";
  if (opts.n?.requestId !== null && opts.n?.requestId !== undefined) headers["Request-Id"] = opts.n.requestId;
  // A valid key on a request the API refuses must not leave an IdempotencyKey row behind.
  if (opts.idempotent && opts.n?.idempotencyKey && NOT_STORED.includes(opts.expect)) headers["Idempotency-Key"] = opts.n.idempotencyKey;
  Object.assign(headers, opts.extra ?? {});
  return { method, target, headers, body: opts.body };
}

const bearer = (t: Targets) => `Bearer ${t.key}`;

/** Authorization headers that must all be 401: absent, malformed, other schemes, damaged or foreign keys. */
const hostileAuth = (t: Targets): fc.Arbitrary<{ header: string | null; note: string }> => {
  const K = t.key;
  const damaged = fc.tuple(fc.integer({ min: 8, max: K.length - 1 }), base62(1)).map(([i, c]) => K.slice(0, i) + (K[i] === c ? (c === "a" ? "b" : "a") : c) + K.slice(i + 1));
  return fc.oneof(
    fc.constant({ header: null, note: "no Authorization header" }),
    fc.constantFrom("", "Bearer", "Bearer null", "Bearer undefined", "Bearer sk_test_", "Bearer sk_live_", "Bearer pk_test_", "Bearer [object Object]", "Bearer\u00a0").map((h) => ({ header: h, note: `Authorization ${show(h)}` })),
    fc.constantFrom("Basic", "Token", "Digest", "Key", "Bearer:", "Bearer=", "Bearer,", "OAuth", "ApiKey", "sk", "Bearer-").map((s) => ({ header: `${s} ${K}`, note: `scheme ${show(s)}` })),
    fc.constantFrom(K, `Bearer${K}`, `Bearer ${K} ${K}`, `Bearer ${K},Bearer ${K}`, `Bearer "${K}"`, `Bearer '${K}'`, `Bearer ${K};`, `Bearer <${K}>`, `Bearer ${K}x`, `Bearer x${K}`, `Bearer ${K.toUpperCase()}`, `Bearer ${K.slice(0, -1)}`, `Bearer ${K.replace("sk_test_", "sk_live_")}`, `Bearer ${K.replace("sk_test_", "pk_test_")}`, `Bearer ${K}\u00e9`).map((h) => ({ header: h, note: "malformed or foreign key" })),
    damaged.map((k) => ({ header: `Bearer ${k}`, note: "key with one character changed" })),
    base62(40).map((k) => ({ header: `Bearer sk_test_${k}`, note: "random sk_test_ key" })),
    headerText(0, 60).map((h) => ({ header: `Bearer ${h}`, note: "random bearer text" })),
    headerText(1, 60).map((h) => ({ header: h, note: "random header" })),
    fc.constant({ header: `Bearer ${"A".repeat(8000)}`, note: "8,000-character key" }),
  ).filter((a) => a.header !== `Bearer ${K}`);
};

/** A reference that names nothing the merchant has (404), in any script, up to 3,000 characters. */
const unknownRef = (t: Targets): fc.Arbitrary<string> => {
  const seeded = new Set([
    t.paid.id,
    t.paid.reference,
    t.pending.id,
    t.pending.reference,
    t.refund.id,
    t.refund.reference,
    t.active,
    t.inactive,
    ...Object.values(t.payouts).flatMap((p) => [p.id, p.reference]),
    t.batch.id,
    ...t.batch.payouts.flatMap((p) => [p.id, p.reference]),
    ...Object.values(t.paymentLink),
  ]);
  return fc
    .oneof(
      oddText(40),
      base62(22).map((s) => `pay_${s}`),
      base62(22).map((s) => `rfd_${s}`),
      base62(22).map((s) => `sub_${s}`),
      base62(22).map((s) => `pob_${s}`),
      fc.constantFrom(...PROTO_KEYS, ...INTERNAL_FIELDS, "null", "undefined", "0", "-1", "1e400", "*", "%", "a/b", "?x=1", "#top", "ü", "🙂"),
      fc.constant(t.paid.id.toUpperCase()),
      fc.constant(`${t.paid.id}x`),
      fc.constantFrom(`${t.batch.id}x`, t.batch.id.toUpperCase(), t.batch.id.slice(0, -1)),
      fc.constant("R".repeat(3000)),
    )
    .map(storable)
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && !seeded.has(s.trim()));
};

// ---------------------------------------------------------------------------------------------
// Values per field

const amountsInvalidEverywhere = fc.oneof(
  fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ max: 0 }),
  fc.double({ min: 1e10, max: 1e308, noNaN: true, noDefaultInfinity: true }),
  fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 9 })).map(([i, d]) => i + d / 1000 + 0.0001 * (d % 2)),
  fc.constantFrom(5e-324, 1e-7, 0.001, 99.999, 1.005, 0.1 + 0.2, -1, -0),
  fc.constantFrom("1E-400", "-0.0", "123456789012345678901234567890", "-1e308").map(raw),
);
const percentInvalid = fc.oneof(
  fc.double({ min: 100.01, max: 1e308, noNaN: true, noDefaultInfinity: true }),
  fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(10.001, 33.333, 0.001, 100.001, 5e-324),
  fc.constant(raw("1E-400")),
);
const validPercent = fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 100, max: 5000 }).map((c) => c / 100));

/**
 * Values some schema refuses by its format rather than its type: blank text, e-mail addresses,
 * phone numbers, URLs, references, OTPs, date-times, bank codes, amounts written as text. A
 * field's bad-format mutation draws from the ones its own zod schema refuses there (see
 * badFormat), so no list here is tied to a field.
 */
const BAD_VALUES: readonly unknown[] = [
  ...["", " ", "   ", "\t\n"],
  ...["not-an-email", "a@", "@b.c", "a b@c.d", "a@b", "<a@b.c>", "a@b..c", "a@@b.co"],
  ...["0911234567", "+1", "+999999999999", "+251 91 abc", "251911234567", "+2519112345678901234", "+251911234567x", "++251911234567", "0811234567", "091123456", "0911 23 45 6"],
  ...["javascript:alert(1)", "ftp://example.com/x", "example.com", "http//x", "data:text/html,<b>", "file:///etc/passwd", "//example.com", "https://", "http://example.com/logo.png", "data:image/png;base64,AAAA"],
  ...["has space", "a/b", "ü", "a?b", "a#b", "tab\there"],
  ...["123", "123456789", "abcd", "12a456", "12 34", "１２３４５６", "-1234", "1234.5"],
  ...["yesterday", "now", "2026-11-01", "2026-11-01T00:00", "2026-11-01T00:00:00", "2026-11-01 00:00:00Z", "2026-11-01T25:00:00Z", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "1700000000", "2026-11-01T00:00:00+0300"],
  ...["ten", "1e3", "-1", "1,000", "0x10", "1.2.3", "NaN", "cbe", "1.5", "999", "0x1"],
  ...["v3", "V2", "2", "v2 ", "v1.0"],
  ...[1.5, -1, 0, 999, 1e21, -0.5],
];

/** Strings longer than `max`: a little longer, or very long (up to 200,000 characters). */
const tooLong = (max: number) =>
  fc.oneof(
    fc.tuple(fc.integer({ min: max + 1, max: max + 40 }), fc.constantFrom("x", "é", "𝔁", "ab")).map(([n, c]) => c.repeat(n)),
    // Very long is longer than the field allows whatever its limit (a CSV takes 900,000 characters).
    fc.constantFrom(10_000, 100_000).map((n) => "x".repeat(Math.max(n, max + 1_000))),
  );

// ---------------------------------------------------------------------------------------------
// Body mutations

type Mutation = { note: string; apply: (b: Body) => unknown };

/** A value of a JSON type the field does not accept, without randomness (a fallback). */
function plainlyWrong(f: SchemaField): unknown {
  const options: [JsonType, unknown][] = [["number", 12345], ["boolean", true], ["array", []], ["object", {}], ["string", "x"], ["null", null]];
  return options.find(([type]) => !f.accepts.includes(type))![1];
}

/**
 * One schema violation (VALIDATION_ERROR), from the route's zod schema (schema.ts): a wrong JSON
 * type, an unknown key in a strict object, a missing required field, a string over its maxLength,
 * a value outside an enum, too few or too many items, too many or too long free keys, and a
 * badly formatted value (one BAD_VALUES entry the schema refuses at that field).
 */
function schemaMutation(shape: BodyShape): fc.Arbitrary<Mutation> {
  const { fields, strict } = shape;
  const at = (f: SchemaField) => f.path.join(".");
  const set = (f: SchemaField, v: unknown) => (b: Body) => (setPath(b, f.path, v), b);
  const arbitraries: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...strict).chain((o) =>
      fc
        .tuple(fc.oneof(fc.constantFrom(...INTERNAL_FIELDS), fc.constantFrom(...PROTO_KEYS), oddText(12)).filter((k) => !o.known.includes(k)), deepJson(3))
        .map(([k, v]): Mutation => ({
          note: `unknown field ${[...o.path, k].join(".")}`,
          apply: (b) => {
            const target = o.path.length ? getPath(b, o.path) : b;
            if (target !== null && typeof target === "object" && !Array.isArray(target)) setOwn(target as Body, k, v);
            else setPath(b, [...o.path, k], v);
            return b;
          },
        })),
    ),
  ];
  if (fields.length) {
    arbitraries.push(fc.constantFrom(...fields).chain((f) => valueNotOf(f.accepts).map((v): Mutation => ({ note: `${at(f)}: wrong type ${show(v)}`, apply: set(f, v) }))));
    // A format the schema refuses at this field, chosen against the body as it is by then.
    const formatted = fields.filter((f) => f.accepts.includes("string") || f.accepts.includes("number"));
    if (formatted.length)
      arbitraries.push(
        fc.tuple(fc.constantFrom(...formatted), fc.nat()).map(([f, pick]): Mutation => {
          const m: Mutation = {
            note: `${at(f)}: bad format`,
            apply: (b) => {
              // The first value the schema refuses here, from a random place in the list round.
              const refused = (v: unknown) => {
                const probe = clone(b);
                setPath(probe, f.path, v);
                return shape.refusesAt(toJson(probe), f.path);
              };
              const found = Array.from({ length: BAD_VALUES.length }, (_, i) => BAD_VALUES[(pick + i) % BAD_VALUES.length]).find(refused);
              const v = found !== undefined ? found : plainlyWrong(f);
              m.note = `${at(f)}: bad format ${show(v)}`;
              setPath(b, f.path, v);
              return b;
            },
          };
          return m;
        }),
      );
  }
  const required = fields.filter((f) => f.required);
  // A required field of an optional object (subaccounts[0].subaccount_reference) is missing from an
  // object that is there: when the body has no such object, it gets one holding nothing.
  if (required.length)
    arbitraries.push(
      fc.constantFrom(...required).map((f): Mutation => ({
        note: `missing ${at(f)}`,
        apply: (b) => {
          const parent = f.path.length > 1 ? getPath(b, f.path.slice(0, -1)) : b;
          if (parent !== null && typeof parent === "object" && !Array.isArray(parent)) deletePath(b, f.path);
          else setPath(b, f.path.slice(0, -1), {});
          return b;
        },
      })),
    );
  const limited = fields.filter((f) => f.max !== undefined);
  if (limited.length) arbitraries.push(fc.constantFrom(...limited).chain((f) => tooLong(f.max!).map((s): Mutation => ({ note: `${at(f)}: ${s.length} characters`, apply: set(f, s) }))));
  const enums = fields.filter((f) => f.enum);
  if (enums.length) arbitraries.push(fc.constantFrom(...enums).chain((f) => unknownCode(f.enum!).map((v): Mutation => ({ note: `${at(f)}: ${show(v)} is not one of ${f.enum!.join(", ")}`, apply: set(f, v) }))));
  const arrays = fields.filter((f) => (f.minItems ?? 0) > 0 || f.maxItems !== undefined);
  if (arrays.length)
    arbitraries.push(
      fc.constantFrom(...arrays).chain((f) =>
        fc.constantFrom(...[(f.minItems ?? 0) > 0 ? 0 : null, f.maxItems !== undefined ? f.maxItems + 1 : null].filter((n): n is number => n !== null)).map((n): Mutation => ({
          note: `${at(f)}: ${n} items`,
          apply: (b) => {
            const current = getPath(b, f.path);
            const item = Array.isArray(current) && current.length ? current[0] : "x";
            setPath(b, f.path, Array.from({ length: n }, () => clone(item)));
            return b;
          },
        })),
      ),
    );
  const free = fields.filter((f) => f.maxProperties !== undefined || f.keyMax !== undefined);
  if (free.length)
    arbitraries.push(
      fc.constantFrom(...free).chain((f) =>
        fc.oneof(
          ...(f.maxProperties !== undefined
            ? [fc.integer({ min: f.maxProperties + 1, max: f.maxProperties + 30 }).map((n): Mutation => ({ note: `${at(f)} with ${n} keys`, apply: set(f, objectOf(Array.from({ length: n }, (_, i) => [`k${i}`, i]))) }))]
            : []),
          ...(f.keyMax !== undefined ? [tooLong(f.keyMax).map((k): Mutation => ({ note: `${at(f)} key of ${k.length} characters`, apply: set(f, objectOf([[k, 1]])) }))] : []),
        ),
      ),
    );
  return fc.oneof(...arbitraries);
}

/** NUL or a lone surrogate somewhere: in a value or a key, at any depth (INVALID_FORMAT). */
function poisonMutation(deepField: Path | null): fc.Arbitrary<Mutation> {
  return fc.oneof(
    fc.tuple(fc.nat(), poison, fc.nat()).map(([pick, p, at]): Mutation => ({
      note: `NUL/surrogate ${show(p)} in a string value`,
      apply: (b) => {
        const { strings } = walk(b);
        if (!strings.length) return (setOwn(b, `k${p}`, "v"), b);
        const path = strings[pick % strings.length];
        setPath(b, path, insertAt(String(getPath(b, path)), p, at));
        return b;
      },
    })),
    fc.tuple(fc.nat(), poisoned(oddText(10)), deepJson(2)).map(([pick, key, value]): Mutation => ({
      note: `NUL/surrogate in a key ${show(key)}`,
      apply: (b) => {
        const { objects } = walk(b);
        const path = objects[pick % objects.length];
        const target = path.length ? (getPath(b, path) as Body) : b;
        setOwn(target, key, value);
        return b;
      },
    })),
    fc.tuple(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constant(1500)), poisoned()).map(([levels, leaf]): Mutation => ({
      note: `NUL/surrogate ${levels} levels deep under prototype keys`,
      apply: (b) => {
        // Under meta when meta is still an object (a schema mutation may have made it an array).
        const holder = deepField ? getPath(b, deepField) : b;
        const target = holder !== null && typeof holder === "object" && !Array.isArray(holder) ? (holder as Body) : b;
        setOwn(target, "__proto__", nested(levels, leaf));
        return b;
      },
    })),
  );
}

/**
 * Valid JSON text the API refuses for its shape (INVALID_FORMAT, lib/http/json-scan.ts): a key given twice
 * (JSON.stringify never writes one, so it is spliced into the text), a field nested past the body's 32
 * levels, or meta past its 16.
 */
const DEEP_MARKER = "\u0001deep-meta";
function badShape(b: Body, deepField: Path | null): fc.Arbitrary<{ note: string; body: string }> {
  const text = toJson(b);
  const rest = text === "{}" ? "}" : `,${text.slice(1)}`;
  const keys = Object.keys(b);
  const shapes: fc.Arbitrary<{ note: string; body: string }>[] = [
    fc.tuple(fc.nat(), deepJson(2)).map(([pick, v]) => {
      const key = keys.length ? keys[pick % keys.length] : "amount";
      const body = keys.length ? `{${JSON.stringify(key)}:${toJson(v)}${rest}` : `{"amount":1,"amount":2}`;
      return { note: `${show(key)} given twice`, body };
    }),
    fc.integer({ min: MAX_JSON_DEPTH, max: 5_000 }).map((levels) => ({
      note: `a field nested ${levels} levels`,
      body: `{"nested":${"[".repeat(levels)}${"]".repeat(levels)}${rest}`,
    })),
  ];
  if (deepField) {
    shapes.push(
      fc.integer({ min: MAX_META_DEPTH + 1, max: 5_000 }).map((levels) => {
        const withMarker = clone(b);
        setPath(withMarker, deepField, DEEP_MARKER);
        const deep = '{"a":'.repeat(levels - 1) + "{}" + "}".repeat(levels - 1);
        return { note: `meta nested ${levels} levels`, body: toJson(withMarker).replace(JSON.stringify(DEEP_MARKER), deep) };
      }),
    );
  }
  return fc.oneof(...shapes);
}

/** Invalid JSON text, built from a valid body's text (INVALID_FORMAT). */
const brokenJson = (text: string): fc.Arbitrary<{ note: string; body: string }> =>
  fc
    .oneof(
      fc.nat().map((n) => ({ note: "truncated", body: text.slice(0, 1 + (n % Math.max(1, text.length - 1))) })),
      fc.constantFrom("}", ",", "x", "{}", "]", " true", "\u0000", "/* */").map((s) => ({ note: `trailing ${show(s)}`, body: text + s })),
      fc.constant({ note: "trailing comma", body: text.replace(/}$/, ",}") }),
      fc.constant({ note: "single quotes", body: text.replace(/"/g, "'") }),
      fc.constant({ note: "unquoted keys", body: text.replace(/"([a-z_]+)":/g, "$1:") }),
      fc.constantFrom("NaN", "Infinity", "-Infinity", "0x10", "01", "+1", ".5", "1.", "--1").map((n) => ({ note: `number literal ${n}`, body: text.replace(/:(-?\d[\d.eE+-]*)/, `:${n}`) })),
      fc.constantFrom("// c\n", "/* c */", "\uFEFF\uFEFF", "for(;;);", ")]}'\n").map((p) => ({ note: `prefix ${show(p)}`, body: p + text })),
      fc.constantFrom("\u0001", "\n", "\u0000", "\t", "\u001f").map((c) => ({ note: `raw control character ${show(c)} in a string`, body: text.replace(/":"/, `":"${c}`) })),
      fc.constantFrom("\\x41", "\\u12", "\\", "\\'").map((e) => ({ note: `bad escape ${e}`, body: text.replace(/":"/, `":"${e}`) })),
      fc.constantFrom("", " ", "\n\t", "[".repeat(50_000), "{".repeat(50_000), "\"", "'{}'").map((b) => ({ note: `body ${show(b)}`, body: b })),
      fc.constant({ note: "two JSON documents", body: `${text}${text}` }),
    )
    .filter(({ body }) => {
      try {
        JSON.parse(body);
        return false;
      } catch {
        return true;
      }
    });

/** The body's text with invalid UTF-8 bytes inside one string (INVALID_FORMAT: not JSON text, RFC 8259 §8.1). */
function invalidUtf8(body: Body, pick: number, bytes: number[]): Buffer {
  const marker = "\u0002utf8\u0002";
  const b = clone(body);
  const { strings } = walk(b);
  if (strings.length) {
    const path = strings[pick % strings.length];
    setPath(b, path, `${String(getPath(b, path)).slice(0, 5)}${marker}`);
  } else setOwn(b, "note", marker);
  const [before, after] = toJson(b).split(JSON.stringify(marker).slice(1, -1));
  return Buffer.concat([Buffer.from(before, "utf8"), Buffer.from(bytes), Buffer.from(after, "utf8")]);
}
const INVALID_UTF8 = [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xfe, 0xfe, 0xff, 0xff]];

const WRONG_CONTENT_TYPES = [
  null,
  "application/json; charset=iso-8859-1",
  'application/json; charset="latin1"',
  "application/json;charset=utf-16",
  "",
  "text/plain",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----fuzz",
  "application/xml",
  "text/html",
  "application/octet-stream",
  "application/jsonx",
  "application/json-patch+json",
  "application/javascript",
  "json",
  "application/json\u00e9",
  "*/*",
];

// ---------------------------------------------------------------------------------------------
// Operations

type BodyOp = {
  name: string;
  method: "POST" | "PATCH";
  path: (t: Targets) => string;
  idempotent: boolean;
  /** Methods the route answers; every other one is 405. */
  allowed: string[];
  base: (t: Targets) => fc.Arbitrary<Body>;
  /** The route's zod request schema: the schema mutations come from it (schema.ts). */
  schema: z.ZodType;
  /** Where deep free-form JSON may go (meta), if anywhere. */
  deepField: Path | null;
  /** Mutations the schema accepts and the extra schema-level ones (VALIDATION_ERROR). */
  extraSchema?: fc.Arbitrary<Mutation>;
  business: (t: Targets) => fc.Arbitrary<{ note: string; expect: Code; apply: (b: Body) => unknown; path?: string; auth?: string; details?: FuzzCase["details"]; headers?: Record<string, string> }>;
  /** For routes with a {reference}: build the path from a (percent-encoded) reference. */
  ref?: (encoded: string) => string;
  /** Content-Types the route refuses (INVALID_FORMAT); WRONG_CONTENT_TYPES unless given (v1 also reads forms). */
  wrongContentTypes?: readonly (string | null)[];
};

function bodyOperation(op: BodyOp): Operation {
  return {
    name: op.name,
    bodySchema: op.schema,
    cases: (t) => {
      const base = op.base(t);
      const path = op.path(t);
      const auth = bearer(t);
      // Pretty-printing grows with depth times size: a body 1,500 levels deep would become megabytes
      // of indentation (and so, by accident, a body over the 1 MB limit). Such bodies go compact;
      // the limit has its own category below.
      const json = (b: unknown, n: Neutral) => {
        const compact = toJson(b);
        return n.pretty && compact.length <= 16_384 ? toJson(b, 2) : compact;
      };
      const req = (category: string, note: string, expected: Code, n: Neutral, body: string | Buffer | undefined, extra: Partial<Parameters<typeof build>[2]> = {}, target = path, method: string = op.method): FuzzCase => {
        // Whatever a case meant to test, a body over the size limit is refused for its size first
        // (a schema mutation can grow a bulk request past 1 MB: 101 items of 10,000-character names).
        const expect = body !== undefined && Buffer.byteLength(body) > MAX_BODY_BYTES ? "INVALID_FORMAT" : expected;
        return { category, note, expect, request: build(method, target, { auth, body, n, idempotent: op.idempotent, expect, ...extra }) };
      };
      const schema = op.extraSchema ? fc.oneof({ weight: 4, arbitrary: schemaMutation(bodyShape(op.schema)) }, { weight: 1, arbitrary: op.extraSchema }) : schemaMutation(bodyShape(op.schema));
      const notObject = fc.oneof(fc.array(deepJson(2), { maxLength: 3 }), fc.constantFrom(null, true, false, 0, 1, "x", "{}")).map((v): Mutation => ({ note: `body is ${show(v)}`, apply: () => v }));
      // Prototype names are ordinary meta keys, at any depth; "__proto__" itself is refused (below).
      const neutralMeta = op.deepField
        ? fc.option(fc.tuple(fc.constantFrom(...DATA_PROTO_KEYS), deepJson(3, DATA_PROTO_KEYS)), { freq: 2 }).map((x) => (b: Body) => {
            if (x) setPath(b, [...op.deepField!, x[0]], x[1]);
          })
        : fc.constant(() => {});

      const categories: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [
        {
          // Wrong types, unknown and internal fields (status, merchant_id, prototype keys), missing and overlong fields.
          weight: 24,
          arbitrary: fc
            .tuple(base, fc.oneof({ weight: 6, arbitrary: fc.array(schema, { minLength: 1, maxLength: 3 }) }, { weight: 1, arbitrary: notObject.map((m) => [m]) }), neutralMeta, neutral)
            .map(([b, ms, meta, n]) => {
              let body: unknown = clone(b);
              meta(body as Body);
              for (const m of ms) body = m.apply(body as Body);
              return req("schema", ms.map((m) => m.note).join("; "), "VALIDATION_ERROR", n, json(body, n));
            }),
        },
        {
          // NUL and lone surrogates anywhere, alone or with schema problems: INVALID_FORMAT first.
          weight: 14,
          arbitrary: fc.tuple(base, poisonMutation(op.deepField), fc.array(schema, { maxLength: 2 }), neutral).map(([b, p, ms, n]) => {
            let body: unknown = clone(b);
            for (const m of ms) body = m.apply(body as Body);
            if (body === null || typeof body !== "object" || Array.isArray(body)) body = clone(b);
            body = p.apply(body as Body);
            return req("nul-surrogate", [p.note, ...ms.map((m) => m.note)].join("; "), "INVALID_FORMAT", n, json(body, n));
          }),
        },
        {
          weight: 8,
          arbitrary: fc.tuple(base, neutral).chain(([b, n]) => brokenJson(json(b, n)).map((j) => req("invalid-json", j.note, "INVALID_FORMAT", n, j.body))),
        },
        {
          // A key given twice or nesting past the limits: INVALID_FORMAT before any schema.
          weight: 4,
          arbitrary: fc.tuple(base, neutral).chain(([b, n]) => badShape(b, op.deepField).map((j) => req("json-shape", j.note, "INVALID_FORMAT", n, j.body))),
        },
        {
          weight: 4,
          arbitrary: fc.tuple(base, fc.nat(), fc.constantFrom(...INVALID_UTF8), neutral).map(([b, pick, bytes, n]) =>
            req("invalid-utf8", `bytes ${bytes.map((x) => x.toString(16)).join(" ")} inside a string`, "INVALID_FORMAT", n, invalidUtf8(b, pick, bytes)),
          ),
        },
        {
          // Over the 1 MB limit (lib/http/read-json-body.ts), however valid the JSON inside.
          weight: 1,
          arbitrary: fc.tuple(base, fc.integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES + 100_000 }), neutral).map(([b, size, n]) => {
            // The padding field is sized so the whole body is `size` characters (an empty base included).
            const text = toJson(b);
            const prefix = text.length > 2 ? `${text.slice(0, -1)},` : "{";
            const body = `${prefix}"padding":"${"p".repeat(Math.max(0, size - prefix.length - 13))}"}`;
            return req("too-large", `body of ${body.length} bytes`, "INVALID_FORMAT", n, body);
          }),
        },
        {
          weight: 6,
          arbitrary: fc.tuple(base, fc.constantFrom(...(op.wrongContentTypes ?? WRONG_CONTENT_TYPES)), neutral).map(([b, ct, n]) =>
            req("content-type", `Content-Type ${show(ct)}`, "INVALID_FORMAT", n, json(b, n), { contentType: ct }),
          ),
        },
        {
          // One business rule broken, everything else valid.
          weight: 20,
          arbitrary: fc.tuple(base, op.business(t), neutralMeta, neutral).map(([b, m, meta, n]) => {
            const body = clone(b);
            meta(body);
            const out = m.apply(body);
            const c = req("business", m.note, m.expect, n, json(out, n), { ...(m.auth ? { auth: m.auth } : {}), ...(m.headers ? { extra: m.headers } : {}) }, m.path ?? path);
            return m.details ? { ...c, details: m.details } : c;
          }),
        },
        {
          // Authentication first: whatever the body, a bad Authorization header is 401.
          weight: 9,
          arbitrary: fc.tuple(base, hostileAuth(t), fc.option(fc.array(schema, { maxLength: 2 })), fc.option(poisonMutation(op.deepField)), neutral).map(([b, a, ms, p, n]) => {
            let body: unknown = clone(b);
            for (const m of ms ?? []) body = m.apply(body as Body);
            if (p && body !== null && typeof body === "object" && !Array.isArray(body)) body = p.apply(body as Body);
            return { category: "auth", note: a.note, expect: "UNAUTHORIZED" as Code, request: build(op.method, path, { auth: a.header, body: json(body, n), n, idempotent: op.idempotent, expect: "UNAUTHORIZED" }) };
          }),
        },
        {
          // NUL or malformed percent-encoding in the query string, a valid body otherwise.
          weight: 5,
          arbitrary: fc.tuple(base, hostileSegment(oddText(10), "query"), oddText(6).filter((k) => k !== "__proto__"), fc.boolean(), neutral).map(([b, h, other, inKey, n]) => {
            const qs = inKey ? `${h.encoded}=1` : `${encode(other) || "q"}=${h.encoded}`;
            return req("query", `${h.note} in the query`, h.code, n, json(b, n), {}, `${path}?${qs}`);
          }),
        },
        {
          weight: 3,
          arbitrary: fc.tuple(fc.constantFrom(...METHODS_ALL.filter((m) => !op.allowed.includes(m))), base, neutral).map(([method, b, n]) =>
            req("method", `${method} not allowed`, "METHOD_NOT_ALLOWED", n, method === "GET" ? undefined : json(b, n), {}, path, method),
          ),
        },
      ];
      if (op.idempotent) {
        categories.push({
          weight: 4,
          arbitrary: fc
            .tuple(base, fc.oneof(fc.constantFrom("", "   "), headerText(256, 400).filter((s) => s.trim().length > 255), headerText(1, 40).map((s) => `${s}é`), fc.constant("a\tb")), neutral)
            .map(([b, key, n]) => req("idempotency-key", `Idempotency-Key ${show(key)}`, "INVALID_FORMAT", { ...n, idempotencyKey: null }, json(b, n), { extra: { "Idempotency-Key": key } })),
        });
      }
      if (op.ref) {
        const ref = op.ref;
        categories.push({
          // Hostile {reference}: unknown (404), NUL or malformed percent-encoding (400), with a valid body.
          weight: 8,
          arbitrary: fc.tuple(base, fc.oneof(unknownRef(t).map((r): Hostile => ({ encoded: encode(r), code: "NOT_FOUND", note: `unknown reference ${show(r)}` })), hostileSegment(unknownRef(t), "path")), neutral).map(([b, h, n]) =>
            req("path", h.note, h.code, n, json(b, n), {}, ref(h.encoded)),
          ),
        });
      }
      return fc.oneof(...categories);
    },
  };
}

/**
 * Bodies sent to a write without a body schema (lib/http/no-body.ts), each with its answer: none,
 * an empty one or `{}` is the request (`expect` null: the answer is the reference's); fields or a
 * value that is not an object are VALIDATION_ERROR; anything not JSON, not UTF-8, in another
 * charset or over 1 KB is INVALID_FORMAT. Authentication comes first, so a bad key is still 401.
 */
type SentBody = { body: string | Buffer; contentType: string | null; note: string; expect: Code | null };
const unexpectedBody: fc.Arbitrary<SentBody> = fc.oneof(
  fc.constantFrom("", "{}", " { }\n", "{ }").map((b) => ({ body: b, contentType: "application/json", note: `empty body ${show(b)}`, expect: null })),
  fc
    .oneof(
      fc.dictionary(base62(6), fc.oneof(fc.integer(), fc.boolean(), base62(8), fc.constant(null)), { minKeys: 1, maxKeys: 4 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      base62(10),
      fc.array(fc.integer(), { maxLength: 3 }),
    )
    .map((v) => ({ body: toJson(v), contentType: "application/json", note: `body ${show(v)} on a route that takes none`, expect: "VALIDATION_ERROR" as Code })),
  fc.constantFrom("{", "not json", "\u0000", "[".repeat(50_000), "x".repeat(100_000), `{"note":"${"x".repeat(2_000)}"}`).map((b) => ({ body: b, contentType: "application/json", note: `body ${show(b)}`, expect: "INVALID_FORMAT" as Code })),
  fc.constantFrom(...INVALID_UTF8).map((bytes) => ({ body: Buffer.from(bytes), contentType: "application/json", note: "body of invalid UTF-8", expect: "INVALID_FORMAT" as Code })),
  fc.constantFrom(...WRONG_CONTENT_TYPES).map((ct) => ({ body: "{}", contentType: ct, note: `body with Content-Type ${show(ct)}`, expect: "INVALID_FORMAT" as Code })),
);

/**
 * Routes with a {reference} and no body: GET verify, GET refund, GET subaccount, POST deactivate, …
 * `targets` are seeded references a well-formed request would act on (so only hostile requests
 * reach them). `refused`: seeded references whose well-formed request the service refuses with
 * one code (nothing written). `idempotent`: the route honours Idempotency-Key, so bad keys are
 * INVALID_FORMAT. `refusesBody`: the route has no body schema (as deactivate), so requests may
 * carry a body (unexpectedBody), and answer its code, or as without it for none, "" or `{}`.
 */
function referenceOperation(opts: {
  name: string;
  method: string;
  allowed: string[];
  /** The target for a (percent-encoded) reference; `t` for the routes whose path names a seeded object too. */
  path: (encoded: string, t?: Targets) => string;
  targets: (t: Targets) => string[];
  refused?: (t: Targets) => { reference: string; expect: Code; note: string }[];
  idempotent?: boolean;
  refusesBody?: boolean;
  /** References only this route does not know (404), besides unknownRef's: ids of its own shape, other objects' ids. */
  moreUnknown?: (t: Targets) => fc.Arbitrary<string>;
}): Operation {
  return {
    name: opts.name,
    cases: (t) => {
      const seeded = fc.constantFrom(...opts.targets(t));
      const unknown = opts.moreUnknown ? fc.oneof(unknownRef(t), opts.moreUnknown(t)) : unknownRef(t);
      const auth = bearer(t);
      const c = (category: string, note: string, expect: Code, target: string, n: Neutral, a: string | null = auth, method = opts.method, extra: Partial<Parameters<typeof build>[2]> = {}): FuzzCase => ({
        category,
        note,
        expect,
        request: build(method, target, { auth: a, n, expect, idempotent: opts.idempotent, ...extra }),
      });
      /** A body (sometimes), when the route takes none. */
      const body = opts.refusesBody ? fc.option(unexpectedBody, { freq: 2 }) : fc.constant(null);
      const withBody = (b: SentBody | null) => (b ? { body: b.body, contentType: b.contentType } : {});
      /** The body's refusal comes before the route looks the reference up. */
      const expected = (b: SentBody | null, otherwise: Code): Code => b?.expect ?? otherwise;
      const noted = (note: string, b: { note: string } | null) => (b ? `${note}; ${b.note}` : note);
      const categories: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [
        { weight: 30, arbitrary: fc.tuple(unknown, body, neutral).map(([r, b, n]) => c("path", noted(`unknown reference ${show(r)}`, b), expected(b, "NOT_FOUND"), opts.path(encode(r), t), n, auth, opts.method, withBody(b))) },
        { weight: 20, arbitrary: fc.tuple(fc.oneof(hostileSegment(unknown, "path"), hostileSegment(seeded, "path")), neutral).map(([h, n]) => c("path", h.note, h.code, opts.path(h.encoded, t), n)) },
        { weight: 25, arbitrary: fc.tuple(seeded, hostileAuth(t), body, neutral).map(([r, a, b, n]) => c("auth", noted(a.note, b), "UNAUTHORIZED", opts.path(encode(r), t), n, a.header, opts.method, withBody(b))) },
        {
          weight: 15,
          arbitrary: fc.tuple(seeded, hostileSegment(oddText(10), "query"), oddText(6).filter((k) => k !== "__proto__"), fc.boolean(), neutral).map(([r, h, other, inKey, n]) =>
            c("query", `${h.note} in the query`, h.code, `${opts.path(encode(r), t)}?${inKey ? `${h.encoded}=1` : `${encode(other) || "q"}=${h.encoded}`}`, n),
          ),
        },
        {
          weight: 10,
          arbitrary: fc.tuple(seeded, fc.constantFrom(...METHODS_ALL.filter((m) => !opts.allowed.includes(m))), neutral).map(([r, m, n]) => c("method", `${m} not allowed`, "METHOD_NOT_ALLOWED", opts.path(encode(r), t), n, auth, m)),
        },
      ];
      const refused = opts.refused?.(t) ?? [];
      if (refused.length) {
        categories.push({
          // A well-formed request on a seeded object the service refuses: its one code, nothing written.
          weight: 20,
          arbitrary: fc.tuple(fc.constantFrom(...refused), body, neutral).map(([r, b, n]) => c("state", noted(r.note, b), expected(b, r.expect), opts.path(encode(r.reference), t), n, auth, opts.method, withBody(b))),
        });
      }
      if (opts.idempotent) {
        categories.push({
          // A bad Idempotency-Key is refused before the route looks the reference up.
          weight: 10,
          arbitrary: fc
            .tuple(
              fc.oneof(seeded, fc.constantFrom(...(refused.length ? refused.map((r) => r.reference) : opts.targets(t))), unknown),
              fc.oneof(fc.constantFrom("", "   "), headerText(256, 400).filter((s) => s.trim().length > 255), headerText(1, 40).map((s) => `${s}é`), fc.constant("a\tb")),
              neutral,
            )
            .map(([r, key, n]) => c("idempotency-key", `Idempotency-Key ${show(key)}`, "INVALID_FORMAT", opts.path(encode(r), t), { ...n, idempotencyKey: null }, auth, opts.method, { extra: { "Idempotency-Key": key } })),
        });
      }
      return fc.oneof(...categories);
    },
  };
}

/** GET routes with a query schema, or none: hostile query strings, Authorization and methods. */
function queryOperation(opts: {
  name: string;
  path: string;
  /** Methods the path answers besides GET (each other one is 405). */
  alsoAllowed?: string[];
  /** Query strings the schema or the rules refuse, with their codes; none for routes without a query. */
  queries?: fc.Arbitrary<{ qs: string; expect: Code; note: string }>;
}): Operation {
  return {
    name: opts.name,
    cases: (t) => {
      const auth = bearer(t);
      const c = (category: string, note: string, expect: Code, target: string, n: Neutral, a: string | null = auth, method = "GET"): FuzzCase => ({
        category,
        note,
        expect,
        request: build(method, target, { auth: a, n, expect }),
      });
      const categories: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [
        {
          weight: opts.queries ? 15 : 35,
          arbitrary: fc.tuple(hostileSegment(oddText(10), "query"), fc.constantFrom("currency", "page", "per_page", "x", ...QUERY_PROTO_KEYS), fc.boolean(), neutral).map(([h, key, inKey, n]) =>
            c("query", `${h.note} in the query`, h.code, `${opts.path}?${inKey ? `${h.encoded}=1` : `${encode(key)}=${h.encoded}`}`, n),
          ),
        },
        { weight: opts.queries ? 25 : 55, arbitrary: fc.tuple(hostileAuth(t), neutral).map(([a, n]) => c("auth", a.note, "UNAUTHORIZED", opts.path, n, a.header)) },
        { weight: 10, arbitrary: fc.tuple(fc.constantFrom(...METHODS_ALL.filter((m) => m !== "GET" && !opts.alsoAllowed?.includes(m))), neutral).map(([m, n]) => c("method", `${m} not allowed`, "METHOD_NOT_ALLOWED", opts.path, n, auth, m)) },
      ];
      if (opts.queries) categories.push({ weight: 50, arbitrary: fc.tuple(opts.queries, neutral).map(([q, n]) => c("query-value", q.note, q.expect, `${opts.path}?${q.qs}`, n)) });
      return fc.oneof(...categories);
    },
  };
}

/**
 * Query text never holds U+FFFD: under `next start` a malformed escape reaches the handler as
 * U+FFFD, so the API refuses that character in a query as malformed (INVALID_FORMAT), which
 * would make a "valid but odd" value expect the wrong code.
 */
const noFFFD = (s: string) => s.replaceAll("\uFFFD", "");
const qs = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");

/** Query text zod's coerce.number().int().min(1).max(max) might accept: never generated as invalid. */
const maybeValidInt = (v: string, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max;
};
const invalidInt = (max: number) =>
  fc
    .oneof(
      fc.constantFrom("0", "-1", "1.5", "abc", "", "1e400", "-1e400", "NaN", "Infinity", "-0.5", "1,2", "½", "١", "0x", "true", "[]", "{}", "null", String(max + 1), "99999999999999999999999"),
      fc.double({ noNaN: true }).map(String),
      fc.integer({ max: 0 }).map(String),
      oddText(12),
    )
    .map((v) => noFFFD(storable(v)))
    .filter((v) => !maybeValidInt(v, max));

/**
 * Prototype names as query keys, except "__proto__": Next's router parses the query into a plain
 * object and rebuilds the URL from it before any of our code runs, so "?__proto__=…" is dropped
 * (never accepted, never stored) and no route can see it to refuse it.
 */
const QUERY_PROTO_KEYS = PROTO_KEYS.filter((k) => k !== "__proto__");

const unknownQueryKey = (known: string[]) =>
  fc.oneof(fc.constantFrom(...INTERNAL_FIELDS, ...QUERY_PROTO_KEYS), oddText(10)).map((k) => noFFFD(storable(k))).filter((k) => k !== "__proto__" && !known.includes(k));

function currencyQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  return fc.oneof(
    { weight: 5, arbitrary: unknownCode(SUPPORTED_CURRENCIES).map(noFFFD).filter((c) => !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase())).map((c) => ({ qs: qs([["currency", c]]), expect: "INVALID_VALUE" as Code, note: `currency ${show(c)}` })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...SUPPORTED_CURRENCIES), fc.constantFrom(...SUPPORTED_CURRENCIES)).map(([a, b]) => ({ qs: qs([["currency", a], ["currency", b]]), expect: "VALIDATION_ERROR" as Code, note: "currency given twice" })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(unknownQueryKey(["currency"]), oddText(10).map(noFFFD), fc.option(fc.constantFrom(...SUPPORTED_CURRENCIES))).map(([k, v, c]) => ({
        qs: qs([...(c ? ([["currency", c]] as [string, string][]) : []), [k, v]]),
        expect: "VALIDATION_ERROR" as Code,
        note: `unknown query parameter ${show(k)}`,
      })),
    },
  );
}

// --- POST /v2/payments/hosted -----------------------------------------------------------------

const PHONES = ["+251911234567", "+251911110003", "+256772120003", "+25377120003"];

const hostedBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        currency: fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])),
        amount: fc.integer({ min: 100, max: 10_000 }),
        merchant_reference: base62(16).map((s) => `fz-${s}`),
        customer: fc.record(
          { first_name: validText(100), last_name: validText(100), email: fc.constantFrom("abebe@example.test", "a.b+c@example.com"), phone_number: fc.constantFrom(...PHONES) },
          { requiredKeys: [] },
        ),
        methods: fc.nat(),
        split: fc.constantFrom("default", "explicit"),
        meta: fc.array(fc.tuple(oddText(10).filter((k) => k.length > 0), fc.oneof(oddText(20), anyNumber, fc.boolean())), { maxLength: 5 }).map(objectOf),
        return_url: fc.constant("https://shop.example.com/return?order=1"),
        customization: fc.record({ title: validText(100), description: validText(500), logo: fc.constant("https://cdn.example.com/logo.png") }, { requiredKeys: [] }),
        // The default, spelled out; "subaccounts" has rules of its own (hostedBusiness).
        fee_bearer: fc.constant("merchant"),
      },
      { requiredKeys: ["currency", "amount"] },
    )
    .map(({ methods, split, ...r }) => {
      const body = objectOf(Object.entries(r).filter(([, v]) => v !== undefined));
      if (methods !== undefined) {
        const available = methodsFor(r.currency).map((m) => m.id);
        body.preferred_payment_methods = available.filter((_, i) => (methods >> i) & 1);
      }
      if (split !== undefined && r.currency === "ETB") {
        body.subaccounts = [split === "default" ? { subaccount_reference: t.active } : { subaccount_reference: t.active, split_type: "percentage", split_value: 5 }];
      }
      return body;
    })
    .filter((b) => createHostedPaymentSchema.safeParse(b).success);

const splitRuleProblems = (t: Targets, knownCurrency: "ETB") =>
  fc.oneof(
    unknownRef(t)
      .filter((r) => r.length <= 100)
      .map((r) => ({ note: `unknown subaccount ${show(r)}`, expect: "NOT_FOUND" as Code, rules: [{ subaccount_reference: r }] })),
    fc.constant({ note: "deactivated subaccount", expect: "NOT_FOUND" as Code, rules: [{ subaccount_reference: t.inactive }] }),
    fc.constant({ note: "subaccount listed twice", expect: "INVALID_VALUE" as Code, rules: [{ subaccount_reference: t.active }, { subaccount_reference: t.active }] }),
    fc.uniqueArray(base62(22), { minLength: 11, maxLength: 14 }).map((ids) => ({ note: `${ids.length} split rules`, expect: "INVALID_VALUE" as Code, rules: [...new Set(ids)].map((id) => ({ subaccount_reference: `sub_${id}` })) })),
    unknownCode(["percentage", "flat"]).map((type) => ({ note: `split_type ${show(type)}`, expect: "INVALID_VALUE" as Code, rules: [{ subaccount_reference: t.active, split_type: type, split_value: 5 }] })),
    fc.constantFrom("split_type", "split_value").map((only) => ({
      note: `${only} without its pair`,
      expect: "INVALID_VALUE" as Code,
      rules: [{ subaccount_reference: t.active, ...(only === "split_type" ? { split_type: "percentage" } : { split_value: 5 }) }],
    })),
    percentInvalid.map((v) => ({ note: `percentage ${show(v)}`, expect: "INVALID_VALUE" as Code, rules: [{ subaccount_reference: t.active, split_type: "percentage", split_value: v }] })),
    amountsInvalidEverywhere.map((v) => ({ note: `flat ${show(v)}`, expect: "INVALID_VALUE" as Code, rules: [{ subaccount_reference: t.active, split_type: "flat", split_value: v }] })),
    fc.constant({ note: `flat share above the amount (${knownCurrency})`, expect: "INVALID_VALUE" as Code, rules: [{ subaccount_reference: t.active, split_type: "flat", split_value: 100_000_000 }] }),
  );

const unavailableMethod = fc
  .tuple(fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])), fc.constantFrom(...METHODS))
  .filter(([c, m]) => !methodsFor(c).some((x) => x.id === m));

function hostedBusiness(t: Targets) {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom(10.5, 1.01, 99.9).map((a) => ({ note: `amount ${a} in a currency without decimals`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = "UGX"), (b.amount = a), b) })),
    unknownCode(METHODS).map((m) => ({ note: `unknown preferred method ${show(m)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.preferred_payment_methods = [m]), b) })),
    unavailableMethod.map(([c, m]) => ({ note: `${m} is not offered in ${c}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), (b.preferred_payment_methods = [m]), b) })),
    fc.constant({ note: "preferred method listed twice", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.preferred_payment_methods = ["card", "card"]), b) }),
    splitRuleProblems(t, "ETB").map((p) => ({ note: p.note, expect: p.expect, apply: (b: Body) => ((b.currency = "ETB"), delete b.preferred_payment_methods, (b.subaccounts = p.rules), b) })),
    fc.constantFrom("USD", "UGX", "DJF").map((c) => ({
      note: `ETB subaccount on a ${c} payment`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => ((b.currency = c), delete b.preferred_payment_methods, (b.subaccounts = [{ subaccount_reference: t.active }]), b),
    })),
    fc.constant({ note: 'fee_bearer "subaccounts" without subaccounts', expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.fee_bearer = "subaccounts"), delete b.subaccounts, b) }),
    // Same merchant_reference as a payment that exists: 409, and nothing new.
    fc.constant({ note: "merchant_reference of an existing payment", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.merchant_reference = t.paid.reference), b) }),
  );
}


/** Prototype names that are plain data in meta; "__proto__" would vanish, so meta refuses it (VALIDATION_ERROR). */
const DATA_PROTO_KEYS = PROTO_KEYS.filter((k) => k !== "__proto__");

const hostedExtraSchema: fc.Arbitrary<Mutation> = fc.oneof(
  // At most 11 levels: with the __proto__ object and its leaf, meta stays within its 16 levels (deeper is INVALID_FORMAT).
  fc.tuple(fc.integer({ min: 0, max: 11 }), deepJson(2, DATA_PROTO_KEYS)).map(([levels, leaf]): Mutation => ({
    note: `meta with a __proto__ key ${levels} levels deep`,
    apply: (b) => ((b.meta = nested(levels, objectOf([["__proto__", leaf]]))), b),
  })),
  fc.integer({ min: 51, max: 80 }).map((n): Mutation => ({ note: `meta with ${n} keys`, apply: (b) => ((b.meta = objectOf(Array.from({ length: n }, (_, i) => [`k${i}`, i]))), b) })),
  fc.integer({ min: 9_000, max: 200_000 }).map((n): Mutation => ({ note: `meta of ${n} bytes`, apply: (b) => ((b.meta = { blob: "m".repeat(n) }), b) })),
  tooLong(100).map((k): Mutation => ({ note: `meta key of ${k.length} characters`, apply: (b) => ((b.meta = objectOf([[k, 1]])), b) })),
  fc.array(fc.constantFrom("card", "bank_transfer"), { minLength: 21, maxLength: 30 }).map((m): Mutation => ({ note: `${m.length} preferred methods`, apply: (b) => ((b.preferred_payment_methods = m), b) })),
);

// --- Direct charges: POST /v2/charges, POST /v2/charges/{reference}/authorize --------
// Each generated request has one problem, so no charge is ever made: a wallet the currency has,
// with a number of its country ending 0001 (the simulator's success), then one mutation.

const CHARGE_WALLETS: Record<"ETB" | "UGX" | "DJF", { methods: string[]; phones: string[]; foreign: string }> = {
  ETB: { methods: ["telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr"], phones: ["+251911110001", "0911110001", "251 91 111 0001"], foreign: "+256772120001" },
  UGX: { methods: ["mtn_momo", "airtel_money"], phones: ["+256772120001", "0772 120 001"], foreign: "+25377120001" },
  DJF: { methods: ["waafi", "d_money"], phones: ["+25377120001", "77 12 00 01"], foreign: "+251911110001" },
};
type ChargeCurrency = keyof typeof CHARGE_WALLETS;

const chargeBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .constantFrom(...(Object.keys(CHARGE_WALLETS) as ChargeCurrency[]))
    .chain((currency) =>
      fc.record(
        {
          currency: fc.constant(currency),
          amount: fc.integer({ min: 100, max: 10_000 }),
          method: fc.constantFrom(...CHARGE_WALLETS[currency].methods),
          phone_number: fc.constantFrom(...CHARGE_WALLETS[currency].phones),
          merchant_reference: base62(16).map((s) => `fz-dc-${s}`),
          customer: fc.record({ first_name: validText(100), last_name: validText(100), email: fc.constantFrom("abebe@example.test", "a.b+c@example.com"), phone_number: fc.constantFrom(...PHONES) }, { requiredKeys: [] }),
          meta: fc.array(fc.tuple(oddText(10).filter((k) => k.length > 0), fc.oneof(oddText(20), anyNumber, fc.boolean())), { maxLength: 5 }).map(objectOf),
          split: fc.constantFrom("default", "explicit"),
          fee_bearer: fc.constant("merchant"),
        },
        { requiredKeys: ["currency", "amount", "method", "phone_number"] },
      ),
    )
    .map(({ split, ...r }) => {
      const body = objectOf(Object.entries(r).filter(([, v]) => v !== undefined));
      if (split !== undefined && r.currency === "ETB") {
        body.subaccounts = [split === "default" ? { subaccount_reference: t.active } : { subaccount_reference: t.active, split_type: "percentage", split_value: 5 }];
      }
      return body;
    })
    .filter((b) => requestBody("POST /v2/charges").safeParse(b).success);

/** The body as an ETB telebirr charge (for problems that need a currency of their own). */
const asEtbCharge = (b: Body) => ((b.currency = "ETB"), (b.method = "telebirr"), (b.phone_number = "+251911110001"), b);

function chargeBusiness(t: Targets) {
  const wallets = Object.values(CHARGE_WALLETS).flatMap((w) => w.methods);
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), delete b.subaccounts, b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom(10.5, 1.01, 99.9).map((a) => ({
      note: `amount ${a} in a currency without decimals`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => ((b.currency = "UGX"), (b.method = "mtn_momo"), (b.phone_number = "+256772120001"), delete b.subaccounts, (b.amount = a), b),
    })),
    fc.constantFrom("card", "bank_transfer").map((m) => ({ note: `method ${m}: not a wallet`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.method = m), b) })),
    unknownCode(METHODS)
      .filter((m) => m.trim().length > 0 && m.length <= 40 && !(METHODS as readonly string[]).includes(m.trim()))
      .map((m) => ({ note: `unknown method ${show(m)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.method = m), b) })),
    fc
      .tuple(fc.constantFrom(...(Object.keys(CHARGE_WALLETS) as ChargeCurrency[])), fc.constantFrom(...wallets))
      .filter(([c, m]) => !CHARGE_WALLETS[c].methods.includes(m))
      .map(([c, m]) => ({ note: `${m} in ${c}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), (b.method = m), (b.phone_number = CHARGE_WALLETS[c].phones[0]), delete b.subaccounts, b) })),
    fc.constant({ note: "a number of another country than the wallet's", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.phone_number = CHARGE_WALLETS[b.currency as ChargeCurrency].foreign), b) }),
    fc.constantFrom("12345", "+1", "0000000000", "+251 00 000 0000").map((p) => ({ note: `phone_number ${show(p)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.phone_number = p), b) })),
    splitRuleProblems(t, "ETB").map((p) => ({ note: p.note, expect: p.expect, apply: (b: Body) => ((asEtbCharge(b).subaccounts = p.rules), b) })),
    fc.constantFrom("UGX", "DJF").map((c) => ({
      note: `ETB subaccount on a ${c} charge`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => ((b.currency = c), (b.method = CHARGE_WALLETS[c as ChargeCurrency].methods[0]), (b.phone_number = CHARGE_WALLETS[c as ChargeCurrency].phones[0]), (b.subaccounts = [{ subaccount_reference: t.active }]), b),
    })),
    fc.constant({ note: 'fee_bearer "subaccounts" without subaccounts', expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.fee_bearer = "subaccounts"), delete b.subaccounts, b) }),
    fc.constant({ note: "merchant_reference of an existing payment", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.merchant_reference = t.paid.reference), b) }),
  );
}

/** The OTP step on seeded payments that are not direct charges: NOT_FOUND, by either reference (the code is never checked). */
function notDirectCharges(t: Targets) {
  return fc.constantFrom(t.paid.id, t.paid.reference, t.pending.id, t.pending.reference).map((ref) => ({
    note: `a hosted payment (${ref.startsWith("pay_") ? "gateway" : "merchant"} reference) is not a direct charge`,
    expect: "NOT_FOUND" as Code,
    apply: (b: Body) => b,
    path: `/v2/charges/${encodeURIComponent(ref)}/authorize`,
  }));
}

const v1ChargeBase = (): fc.Arbitrary<Body> =>
  fc
  .record(
    {
      currency: fc.constant("ETB"),
      amount: fc.integer({ min: 100, max: 10_000 }).chain(v1Amount),
      tx_ref: base62(16).map((s) => `fz-v1dc-${s}`),
      mobile: fc.constantFrom("0911110001", "+251911110001", "251911110001"),
      email: fc.constantFrom("abebe@example.test", ""),
      first_name: validText(100),
      last_name: validText(100),
      meta: fc.array(fc.tuple(oddText(10).filter((k) => k.length > 0), fc.oneof(oddText(20), anyNumber, fc.boolean())), { maxLength: 5 }).map(objectOf),
    },
    { requiredKeys: ["currency", "amount", "tx_ref", "mobile"] },
  )
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
  .filter((b) => v1ChargeSchema.safeParse(b).success);

function v1ChargeBusiness(t: Targets) {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom("+256772120001", "12345").map((m) => ({ note: `mobile ${m}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.mobile = m), b) })),
    fc.constantFrom("amole", "yaya", "card", "enat_bank").map((type) => ({ note: `type ${type}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => b, path: `/v1/charges?type=${type}` })),
    fc.constant({ note: "tx_ref of an existing payment", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.tx_ref = t.paid.reference), b) }),
  );
}

// --- Subaccounts ------------------------------------------------------------------------------

const BANK_ACCOUNTS: Record<Currency, { slug: string; digits: [number, number] }[]> = {
  ETB: [
    { slug: "cbe", digits: [13, 13] },
    { slug: "dashen", digits: [13, 13] },
    { slug: "awash", digits: [13, 14] },
    { slug: "boa", digits: [8, 10] },
  ],
  UGX: [
    { slug: "stanbic_ug", digits: [13, 13] },
    { slug: "centenary", digits: [10, 13] },
  ],
  DJF: [
    { slug: "bcimr", digits: [10, 14] },
    { slug: "cac", digits: [10, 14] },
  ],
  USD: [
    { slug: "cbe_usd", digits: [13, 13] },
    { slug: "bcimr_usd", digits: [10, 14] },
  ],
};

const digitsOf = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.tuple(fc.integer({ min: 1, max: 9 }), fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n - 1, maxLength: n - 1 })).map(([d, rest]) => `${d}${rest}`));

const subaccountBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .constantFrom(...(SUPPORTED_CURRENCIES as Currency[]))
    .chain((currency) =>
      fc.record({
        currency: fc.constant(currency),
        bank: fc.constantFrom(...BANK_ACCOUNTS[currency]).chain((b) => digitsOf(b.digits[0], b.digits[1]).map((n) => ({ slug: b.slug, number: n }))),
        subaccount_name: validText(100),
        account_name: validText(100),
        bank_name: fc.option(validText(100), { nil: undefined }),
        split: fc.oneof(validPercent.map((v) => ["percentage", v] as const), fc.integer({ min: 1, max: 1000 }).map((v) => ["flat", v] as const)),
        bounds: fc.option(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 100, max: 10_000 })), { nil: undefined }),
      }),
    )
    .map((r) => {
      const body: Body = {
        subaccount_name: r.subaccount_name,
        account: objectOf([["account_name", r.account_name], ["account_number", r.bank.number], ["bank_slug", r.bank.slug], ...(r.bank_name ? ([["bank_name", r.bank_name]] as [string, unknown][]) : [])]),
        currency: r.currency,
        split_type: r.split[0],
        split_value: r.split[1],
      };
      if (r.bounds) {
        body.min_amount = r.bounds[0];
        body.max_amount = r.bounds[1];
      }
      return body;
    })
    .filter((b) => (b.account as Body).account_number !== t.activeAccount.account_number && createSubaccountSchema.safeParse(b).success);

function subaccountBusiness(t: Targets) {
  const otherCurrencyBank = (b: Body) => BANKS.find((x) => x.currency !== b.currency)!.slug;
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    unknownCode(BANK_SLUGS)
      .filter((s) => s.trim().length > 0 && s.trim().length <= 50)
      .map((s) => ({ note: `bank_slug ${show(s)}`, expect: "INVALID_FORMAT" as Code, apply: (b: Body) => (((b.account as Body).bank_slug = s), b) })),
    // Not available for the currency, as a payment method that is not.
    fc.constant({ note: "bank of another currency", expect: "INVALID_VALUE" as Code, apply: (b: Body) => (((b.account as Body).bank_slug = otherCurrencyBank(b)), b) }),
    fc
      .oneof(
        digitsOf(1, 34),
        fc.constantFrom("12345678901ab", "١٢٣٤٥٦٧٨٩٠١٢٣", "1234567890123.", "1234/567890123", "+", "0", "--", "1e12", "0x1234567890"),
        oddText(20).filter((s) => s.trim().length > 0 && s.length <= 34),
      )
      .map((n) => ({
        note: `account_number ${show(n)}`,
        expect: "INVALID_FORMAT" as Code,
        apply: (b: Body) => (((b.account as Body).account_number = n), b),
        valid: (b: Body) => {
          const bank = findBank(String((b.account as Body).bank_slug));
          return bank ? accountNumberValid(bank, n) : true;
        },
      }))
      .map(({ valid, ...m }) => ({ ...m, apply: (b: Body) => (valid(b) ? (((b.account as Body).account_number = "12"), b) : m.apply(b)) })),
    unknownCode(["percentage", "flat"]).map((s) => ({ note: `split_type ${show(s)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = s), b) })),
    percentInvalid.map((v) => ({ note: `percentage ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = "percentage"), (b.split_value = v), b) })),
    amountsInvalidEverywhere.map((v) => ({ note: `flat ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = "flat"), (b.split_value = v), b) })),
    fc.oneof(fc.double({ max: -1e-9, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1.001, 5e-324)).chain((v) =>
      fc.constantFrom("min_amount", "max_amount").map((f) => ({ note: `${f} ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.min_amount, delete b.max_amount, (b[f] = v), b) })),
    ),
    fc.tuple(fc.integer({ min: 2, max: 1000 }), fc.integer({ min: 1, max: 1000 })).map(([min, d]) => ({ note: "min_amount above max_amount", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.min_amount = min + d), (b.max_amount = min), b) })),
    // The bank account an existing subaccount already uses, written as is or with spaces and dashes.
    fc.constantFrom(t.activeAccount.account_number, "1000 2000 3000 4", "1000-2000-3000-4", " 1000200030004 ").map((n) => ({
      note: `existing bank account ${show(n)}`,
      expect: "RESOURCE_CONFLICT" as Code,
      apply: (b: Body) => ((b.currency = "ETB"), (b.account = { account_name: "Someone", account_number: n, bank_slug: t.activeAccount.bank_slug }), b),
    })),
  );
}


const patchBase: fc.Arbitrary<Body> = fc
  .record(
    {
      subaccount_name: validText(100),
      split: fc.oneof(validPercent.map((v) => ({ split_value: v })), validPercent.map((v) => ({ split_type: "percentage", split_value: v })), fc.integer({ min: 1, max: 100 }).map((v) => ({ split_type: "flat", split_value: v }))),
      bounds: fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 100, max: 10_000 })),
    },
    { requiredKeys: [] },
  )
  .map((r) => {
    const body: Body = {};
    if (r.subaccount_name !== undefined) body.subaccount_name = r.subaccount_name;
    if (r.split) Object.assign(body, r.split);
    if (r.bounds) Object.assign(body, { min_amount: r.bounds[0], max_amount: r.bounds[1] });
    if (!Object.keys(body).length) body.subaccount_name = "Renamed";
    return body;
  })
  .filter((b) => updateSubaccountSchema.safeParse(b).success);

function patchBusiness(t: Targets) {
  return fc.oneof(
    unknownCode(["percentage", "flat"]).map((s) => ({ note: `split_type ${show(s)} without split_value`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = s), delete b.split_value, b) })),
    fc.constantFrom("percentage", "flat").map((s) => ({ note: `split_type ${s} without split_value`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = s), delete b.split_value, b) })),
    unknownCode(["percentage", "flat"]).map((s) => ({ note: `split_type ${show(s)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = s), (b.split_value = 5), b) })),
    percentInvalid.map((v) => ({ note: `percentage ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.split_type, (b.split_value = v), b) })),
    amountsInvalidEverywhere.map((v) => ({ note: `flat ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.split_type = "flat"), (b.split_value = v), b) })),
    fc.oneof(fc.double({ max: -1e-9, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1.001, 5e-324)).chain((v) =>
      fc.constantFrom("min_amount", "max_amount").map((f) => ({ note: `${f} ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.min_amount, delete b.max_amount, (b[f] = v), b) })),
    ),
    fc.tuple(fc.integer({ min: 2, max: 1000 }), fc.integer({ min: 1, max: 1000 })).map(([min, d]) => ({ note: "min_amount above max_amount", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.min_amount = min + d), (b.max_amount = min), b) })),
    fc.constant({ note: "deactivated subaccount", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/subaccounts/${t.inactive}` }),
  );
}


// --- POST /v2/splits/preview --------------------------------------------------------------------

const previewBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        amount: fc.integer({ min: 100, max: 10_000 }),
        rule: fc.oneof(fc.constant({ subaccount_reference: t.active }), validPercent.map((v) => ({ subaccount_reference: t.active, split_type: "percentage", split_value: v }))),
        payment_method: fc.constantFrom(...methodsFor("ETB").map((m) => m.id)),
        preferred: fc.subarray(methodsFor("ETB").map((m) => m.id)),
        fee_bearer: fc.constant("merchant"),
      },
      { requiredKeys: ["amount", "rule"] },
    )
    .map((r) => {
      const body: Body = { amount: r.amount, currency: "ETB", subaccounts: [r.rule] };
      if (r.fee_bearer) body.fee_bearer = r.fee_bearer;
      if (r.payment_method) body.payment_method = r.payment_method;
      if (r.preferred) body.preferred_payment_methods = r.preferred;
      return body;
    })
    .filter((b) => splitPreviewSchema.safeParse(b).success);

function previewBusiness(t: Targets) {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    unknownCode(METHODS).map((m) => ({ note: `payment_method ${show(m)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.payment_method = m), b) })),
    fc.constantFrom(...METHODS.filter((m) => !methodsFor("ETB").some((x) => x.id === m))).map((m) => ({ note: `payment_method ${m} is not offered in ETB`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.payment_method = m), b) })),
    unknownCode(METHODS).map((m) => ({ note: `preferred method ${show(m)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.preferred_payment_methods = [m]), b) })),
    splitRuleProblems(t, "ETB").map((p) => ({ note: p.note, expect: p.expect, apply: (b: Body) => ((b.subaccounts = p.rules), b) })),
    fc.constantFrom("USD", "UGX", "DJF").map((c) => ({
      note: `ETB subaccount on a ${c} split`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => ((b.currency = c), delete b.payment_method, delete b.preferred_payment_methods, (b.subaccounts = [{ subaccount_reference: t.active }]), b),
    })),
  );
}


// --- POST /v2/payments/{reference}/refunds ------------------------------------------------------

const refundBase: fc.Arbitrary<Body> = fc
  .record({ amount: fc.integer({ min: 1, max: 100 }), reason: validText(500), merchant_reference: base62(12).map((s) => `fz-rfd-${s}`) }, { requiredKeys: [] })
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
  .filter((b) => createRefundSchema.safeParse(b).success);

function refundBusiness(t: Targets) {
  return fc.oneof(
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.integer({ min: t.refundableRemaining * 100 + 1, max: 1_000_000_00 }).map((c) => ({ note: `amount ${c / 100}, above what remains`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = c / 100), b) })),
    fc.constant({ note: "merchant_reference of an existing refund", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.amount = 1), (b.merchant_reference = t.refund.reference), b) }),
    fc.constantFrom(t.pending.id, t.pending.reference).map((ref) => ({ note: "pending payment", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/payments/${ref}/refunds` })),
  );
}


// --- Payouts ---------------------------------------------------------------------------

// Destinations per currency: the banks above and the wallets, with numbers their rules accept.
const WALLETS: Record<Currency, { slug: string; numbers: string[] }[]> = {
  ETB: [{ slug: "telebirr", numbers: ["+251911230000", "0911230000"] }, { slug: "mpesa_et", numbers: ["+251711230000"] }],
  UGX: [{ slug: "mtn_momo_ug", numbers: ["+256772120000", "0772120000"] }],
  DJF: [{ slug: "waafi", numbers: ["+25377120000"] }],
  USD: [],
};

/** A valid payout in `currency` (the single-payout shape; a bulk item too). */
const payoutIn = (currency: Currency): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        currency: fc.constant(currency),
        amount: fc.integer({ min: 1, max: 100 }),
        destination: fc.oneof(
          fc.constantFrom(...BANK_ACCOUNTS[currency]).chain((b) => digitsOf(b.digits[0], b.digits[1]).map((n) => ({ slug: b.slug, number: n }))),
          ...(WALLETS[currency].length ? [fc.constantFrom(...WALLETS[currency]).chain((w) => fc.constantFrom(...w.numbers).map((n) => ({ slug: w.slug, number: n })))] : []),
        ),
        account_name: validText(100),
        bank_name: validText(100),
        merchant_reference: base62(16).map((s) => `fz-po-${s}`),
        reason: validText(500),
        meta: fc.array(fc.tuple(oddText(10).filter((k) => k.length > 0), fc.oneof(oddText(20), anyNumber, fc.boolean())), { maxLength: 5 }).map(objectOf),
      },
      { requiredKeys: ["currency", "amount", "destination", "account_name"] },
    )
    .map(({ destination, account_name, bank_name, ...r }) => {
      const account = objectOf([["account_name", account_name], ["account_number", destination.number], ["bank_slug", destination.slug], ...(bank_name !== undefined ? ([["bank_name", bank_name]] as [string, unknown][]) : [])]);
      return objectOf([...Object.entries(r).filter(([, v]) => v !== undefined), ["account", account]]);
    });

const payoutBase: fc.Arbitrary<Body> = fc
  .constantFrom(...(SUPPORTED_CURRENCIES as Currency[]))
  .chain(payoutIn)
  .filter((b) => createPayoutSchema.safeParse(b).success);

/** An account number the bank (or wallet) of the body refuses. */
const badAccountNumber = fc
  .oneof(
    digitsOf(1, 34),
    fc.constantFrom("12345678901ab", "١٢٣٤٥٦٧٨٩٠١٢٣", "1234567890123.", "1234/567890123", "+", "0", "--", "1e12", "0x1234567890", "+1 202 555 0100", "0811234567"),
    oddText(20).filter((s) => s.trim().length > 0 && s.length <= 34),
  )
  .map((n) => ({
    note: `account_number ${show(n)}`,
    expect: "INVALID_FORMAT" as Code,
    apply: (b: Body) => {
      const account = b.account as Body;
      const bank = findBank(String(account.bank_slug));
      account.account_number = bank && accountNumberValid(bank, n) ? "12" : n;
      return b;
    },
  }));

function payoutBusiness(t: Targets) {
  const otherCurrencyBank = (b: Body) => BANKS.find((x) => x.currency !== b.currency)!.slug;
  const ugxBank = (b: Body) => ((b.currency = "UGX"), (b.account = { account_name: "Someone", account_number: "1000123450000", bank_slug: "stanbic_ug" }), b);
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom(10.5, 1.01, 99.9).map((a) => ({ note: `amount ${a} in a currency without decimals`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), ugxBank(b)) })),
    unknownCode(BANK_SLUGS)
      .filter((s) => s.trim().length > 0 && s.trim().length <= 50)
      .map((s) => ({ note: `bank_slug ${show(s)}`, expect: "INVALID_FORMAT" as Code, apply: (b: Body) => (((b.account as Body).bank_slug = s), b) })),
    fc.constant({ note: "bank of another currency", expect: "INVALID_VALUE" as Code, apply: (b: Body) => (((b.account as Body).bank_slug = otherCurrencyBank(b)), b) }),
    badAccountNumber,
    // Valid amounts above the balance (test funds, `payoutFunds`), up to the currency's maximum.
    fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])).map((c) => ({
      note: `${c} amount above the available balance`,
      expect: "INSUFFICIENT_BALANCE" as Code,
      apply: (b: Body) => {
        const bank = BANK_ACCOUNTS[c][0];
        b.currency = c;
        const amount = Number(CURRENCIES[c].max) / 10 ** CURRENCIES[c].exponent;
        if (amount <= t.payoutFunds[c]) throw new Error(`fuzz: ${c} funds reach the maximum amount`);
        b.amount = amount;
        b.account = { account_name: "Someone", account_number: "1".repeat(bank.digits[0]), bank_slug: bank.slug };
        return b;
      },
    })),
    fc.constantFrom(...Object.values(t.payouts).map((p) => p.reference)).map((r) => ({
      note: `merchant_reference of an existing payout (${r})`,
      expect: "RESOURCE_CONFLICT" as Code,
      apply: (b: Body) => ((b.merchant_reference = r), b),
    })),
  );
}


/** meta's own limits: a "__proto__" key at any depth, too many keys, too many bytes, a long key (VALIDATION_ERROR). */
const metaSchemaMutation: fc.Arbitrary<Mutation> = fc.oneof(
  // At most 11 levels: with the __proto__ object and its leaf, meta stays within its 16 levels (deeper is INVALID_FORMAT).
  fc.tuple(fc.integer({ min: 0, max: 11 }), deepJson(2, DATA_PROTO_KEYS)).map(([levels, leaf]): Mutation => ({
    note: `meta with a __proto__ key ${levels} levels deep`,
    apply: (b) => ((b.meta = nested(levels, objectOf([["__proto__", leaf]]))), b),
  })),
  fc.integer({ min: 51, max: 80 }).map((n): Mutation => ({ note: `meta with ${n} keys`, apply: (b) => ((b.meta = objectOf(Array.from({ length: n }, (_, i) => [`k${i}`, i]))), b) })),
  fc.integer({ min: 9_000, max: 200_000 }).map((n): Mutation => ({ note: `meta of ${n} bytes`, apply: (b) => ((b.meta = { blob: "m".repeat(n) }), b) })),
  tooLong(100).map((k): Mutation => ({ note: `meta key of ${k.length} characters`, apply: (b) => ((b.meta = objectOf([[k, 1]])), b) })),
);

const PAYOUT_FILTER_STATUSES = [...PAYOUT_STATUSES, "completed"];

function payoutListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const badDates = fc.constantFrom("yesterday", "2026-13-01", "2026-01-32", "26-01-01", "2026/01/01", "1700000000", "2026-01-01T25:00:00Z", "2026-01-01 10:00", "now", "-1", "0");
  return fc.oneof(
    unknownCode(PAYOUT_FILTER_STATUSES)
      .map(noFFFD)
      .filter((s) => s.length <= 50 && !PAYOUT_FILTER_STATUSES.includes(s))
      .map((s) => ({ qs: qs([["status", s]]), expect: "INVALID_VALUE" as Code, note: `status ${show(s)}` })),
    fc.constantFrom("SUCCESS", "Completed", " pending", "pending ").map((s) => ({ qs: qs([["status", s]]), expect: "INVALID_VALUE" as Code, note: `status ${show(s)}` })),
    unknownCode(SUPPORTED_CURRENCIES)
      .map(noFFFD)
      .filter((c) => c.length <= 10 && !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ qs: qs([["currency", c]]), expect: "INVALID_VALUE" as Code, note: `currency ${show(c)}` })),
    fc.tuple(fc.constantFrom("from", "to"), badDates).map(([k, v]) => ({ qs: qs([[k, v]]), expect: "INVALID_VALUE" as Code, note: `${k} ${show(v)}` })),
    fc.constant({ qs: qs([["from", "2026-02-01"], ["to", "2026-01-01"]]), expect: "INVALID_VALUE" as Code, note: "from after to" }),
    fc
      .oneof(base62(20), fc.constantFrom("x", "null", "e30", Buffer.from('["2026-01-01T00:00:00Z","po_x","up"]').toString("base64url"), Buffer.from('["never","po_x","next"]').toString("base64url")))
      .map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: `cursor ${show(c)}` })),
    invalidInt(Number.MAX_SAFE_INTEGER).map((v) => ({ qs: qs([["page", v]]), expect: "VALIDATION_ERROR" as Code, note: `page ${show(v)}` })),
    invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
    fc.tuple(fc.constantFrom("status", "currency", "from", "to", "merchant_reference", "cursor"), fc.integer({ min: 201, max: 3000 })).map(([k, n]) => ({
      qs: qs([[k, "x".repeat(n)]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} of ${n} characters`,
    })),
    fc
      .tuple(unknownQueryKey(["status", "currency", "from", "to", "merchant_reference", "batch_reference", "subaccount_reference", "cursor", "page", "per_page"]), oddText(10).map(noFFFD))
      .map(([k, v]) => ({ qs: qs([[k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
    fc.constantFrom("status", "currency", "page").map((k) => ({ qs: qs([[k, k === "page" ? "1" : k === "status" ? "success" : "ETB"], [k, k === "page" ? "2" : k === "status" ? "failed" : "USD"]]), expect: "VALIDATION_ERROR" as Code, note: `${k} given twice` })),
  );
}

// --- Events feed ------------------------------------------------------------------

/** lib/events/list-events.ts: an event type, or a family ("payout.*"); anything else is INVALID_VALUE. */
const EVENT_TYPE = /^[a-z_]+(\.[a-z_]+)+$/;
const EVENT_FAMILY = /^[a-z_]+\.\*$/;
const EVENT_QUERY_KEYS = ["type", "from", "to", "cursor", "per_page"];

function eventListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const badDates = fc.constantFrom("yesterday", "2026-13-01", "2026-01-32", "26-01-01", "2026/01/01", "1700000000", "2026-01-01T25:00:00Z", "2026-01-01 10:00", "now", "-1", "0");
  const badType = (s: string) => s.length <= 100 && !EVENT_TYPE.test(s) && !EVENT_FAMILY.test(s);
  return fc.oneof(
    fc
      .constantFrom("", "*", "*.*", "payout.**", "payout.*.*", "*.success", "payout*", "payout.", ".payout", "payout..success", "Payment.success", "PAYMENT.SUCCESS", "payment.success ", " payment.success", "payment-success", "payment success", "payment.succ3ss", "payout.%", "payout._%", "payment.success,payout.*", "payout/*", "ü.success")
      .filter(badType)
      .map((s) => ({ qs: qs([["type", s]]), expect: "INVALID_VALUE" as Code, note: `type ${show(s)}` })),
    oddText(30)
      .map((s) => noFFFD(storable(s)))
      .filter(badType)
      .map((s) => ({ qs: qs([["type", s]]), expect: "INVALID_VALUE" as Code, note: `type ${show(s)}` })),
    fc.tuple(fc.constantFrom("from", "to"), badDates).map(([k, v]) => ({ qs: qs([[k, v]]), expect: "INVALID_VALUE" as Code, note: `${k} ${show(v)}` })),
    fc.constantFrom<[string, string][]>(
      [["from", "2026-02-01"], ["to", "2026-01-01"]],
      [["from", "2026-01-01T10:00:00Z"], ["to", "2026-01-01T10:00:00Z"]],
      [["type", "payout.*"], ["from", "2026-03-01"], ["to", "2026-02-28"]],
    ).map((pairs) => ({ qs: qs(pairs), expect: "INVALID_VALUE" as Code, note: `from not before to (${show(pairs)})` })),
    fc
      .oneof(base62(20), fc.constantFrom("x", "null", "e30", Buffer.from('["2026-01-01T00:00:00Z","evt_x","up"]').toString("base64url"), Buffer.from('["never","evt_x","next"]').toString("base64url"), Buffer.from('[1,"evt_x","prev"]').toString("base64url")))
      .map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: `cursor ${show(c)}` })),
    invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
    fc.tuple(fc.constantFrom(["type", 100], ["from", 40], ["to", 40], ["cursor", 200]) as fc.Arbitrary<[string, number]>, fc.integer({ min: 1, max: 3000 })).map(([[k, max], extra]) => ({
      qs: qs([[k, "x".repeat(max + extra)]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} of ${max + extra} characters`,
    })),
    fc
      .tuple(fc.oneof(fc.constantFrom("page", "status", "currency", "object_id", "types", "limit"), unknownQueryKey(EVENT_QUERY_KEYS)), oddText(10).map(noFFFD))
      .filter(([k]) => !EVENT_QUERY_KEYS.includes(k))
      .map(([k, v]) => ({ qs: qs([[k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
    fc.constantFrom("type", "per_page", "cursor").map((k) => ({
      qs: qs([[k, k === "per_page" ? "1" : "payment.success"], [k, k === "per_page" ? "2" : "payout.*"]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} given twice`,
    })),
  );
}

/** Ids GET /v2/events/{id} does not know: well-formed ones, near misses of the seeded events', other objects' ids. */
const unknownEventIds = (t: Targets): fc.Arbitrary<string> => {
  const seeded = new Set(Object.values(t.events));
  const near = Object.values(t.events).flatMap((id) => [id.toUpperCase(), id.toLowerCase(), id.slice(0, -1), `${id}x`, `${id}0`, id.replace("evt_", "EVT_"), id.replace("evt_", "evt-"), id.slice(4), ` ${id}`, `${id} `]);
  return fc
    .oneof(
      base62(22).map((s) => `evt_${s}`),
      fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `evt_${s}`)),
      fc.constantFrom(...near, "evt_", "evt", "evt_*", "evt_%2A", "payout.*", "payment.success"),
      fc.constantFrom(t.paid.id, t.pending.id, t.refund.id, t.active, t.batch.id, ...Object.values(t.payouts).map((p) => p.id)),
    )
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && !seeded.has(s.trim()));
};

/** The OTP a waiting payout takes: any 4-8 digit code but the right one (a slip would send the payout on). */
const wrongOtp = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 4, maxLength: 8 }).filter((c) => c !== "123456");

/** The seeded payouts' states (harness.ts) and the state each decision needs. */
const SEEDED_PAYOUT_STATUS = { success: "success", otp: "otp_needed", approve: "auth_needed", reject: "auth_needed" } as const;
const DECISION_NEEDS = { otp: "otp_needed", approve: "auth_needed", reject: "auth_needed" } as const;

/** The decision on a seeded payout not waiting for it: INVALID_STATE, by either reference. */
function wrongStatePayouts(t: Targets, action: keyof typeof DECISION_NEEDS) {
  const others = (Object.keys(SEEDED_PAYOUT_STATUS) as (keyof typeof SEEDED_PAYOUT_STATUS)[]).filter((k) => SEEDED_PAYOUT_STATUS[k] !== DECISION_NEEDS[action]);
  return fc.tuple(fc.constantFrom(...others), fc.boolean()).map(([k, byReference]) => ({
    note: `${action} on the ${SEEDED_PAYOUT_STATUS[k]} payout (${byReference ? "merchant" : "gateway"} reference)`,
    expect: "INVALID_STATE" as Code,
    apply: (b: Body) => b,
    path: `/v2/payouts/${encodeURIComponent(byReference ? t.payouts[k].reference : t.payouts[k].id)}/${action}`,
  }));
}

// --- Bulk payouts --------------------------------------------------------------------


/** A valid batch item in `currency`: its own currency as the batch's, in lower case, or left out. */
const bulkItemIn = (currency: Currency): fc.Arbitrary<Body> =>
  fc.tuple(payoutIn(currency), fc.constantFrom("same", "lower", "none")).map(([b, own]) => {
    if (own === "none") delete b.currency;
    else if (own === "lower") b.currency = currency.toLowerCase();
    return b;
  });

const bulkBase: fc.Arbitrary<Body> = fc
  .constantFrom(...(SUPPORTED_CURRENCIES as Currency[]))
  .chain((currency) => fc.tuple(fc.constant(currency), validText(200), fc.array(bulkItemIn(currency), { minLength: 1, maxLength: 4 })))
  .map(([currency, title, payouts]) => ({ title, currency, payouts }))
  .filter((b) => {
    const refs = b.payouts.map((p) => p.merchant_reference).filter((r) => r !== undefined);
    return new Set(refs).size === refs.length && bulkPayoutRequestSchema.safeParse(b).success && b.payouts.every((p) => bulkPayoutItemSchema.safeParse(p).success);
  });


/** One bad item's problem: what is done to it and the code its entry in error.details carries. */
type ItemProblem = { note: string; code: Code; apply: (item: Body, batchCurrency: Currency) => void };

function bulkItemProblem(t: Targets): fc.Arbitrary<ItemProblem> {
  const existing = [...Object.values(t.payouts), ...t.batch.payouts].map((p) => p.reference);
  return fc.oneof(
    // Its shape (bulkPayoutItemSchema): wrong types, unknown and internal fields, missing and overlong fields, meta's limits.
    fc
      .oneof({ weight: 4, arbitrary: schemaMutation(bodyShape(bulkPayoutItemSchema)) }, { weight: 1, arbitrary: metaSchemaMutation })
      .map((m): ItemProblem => ({ note: m.note, code: "VALIDATION_ERROR", apply: (item) => void m.apply(item) })),
    fc
      .oneof(fc.constantFrom(...SUPPORTED_CURRENCIES), unknownCode(SUPPORTED_CURRENCIES))
      .map((c): ItemProblem => ({
        note: `item currency ${show(c)}`,
        code: "INVALID_VALUE",
        apply: (item, batch) => {
          // Another supported currency, or a code that is none.
          item.currency = c.toUpperCase() === batch ? "XXX" : c;
        },
      })),
    amountsInvalidEverywhere.map((a): ItemProblem => ({ note: `amount ${show(a)}`, code: "INVALID_VALUE", apply: (item) => void (item.amount = a) })),
    unknownCode(BANK_SLUGS)
      .filter((s) => s.trim().length > 0 && s.trim().length <= 50)
      .map((s): ItemProblem => ({ note: `bank_slug ${show(s)}`, code: "INVALID_FORMAT", apply: (item) => void ((item.account as Body).bank_slug = s) })),
    fc.constant<ItemProblem>({ note: "bank of another currency", code: "INVALID_VALUE", apply: (item, batch) => void ((item.account as Body).bank_slug = BANKS.find((x) => x.currency !== batch)!.slug) }),
    badAccountNumber.map((m): ItemProblem => ({ note: m.note, code: "INVALID_FORMAT", apply: (item) => void m.apply(item) })),
    fc.constantFrom(...existing).map((r): ItemProblem => ({ note: `merchant_reference of an existing payout (${r})`, code: "RESOURCE_CONFLICT", apply: (item) => void (item.merchant_reference = r) })),
  );
}

/** error.details names exactly the bad items, each once, with its code (lib/payouts/create-bulk-payouts.ts). */
function itemDetails(bad: Map<number, Code>): (details: unknown) => string | null {
  return (details) => {
    if (!Array.isArray(details)) return `error.details ${show(details)}, expected one entry per bad item`;
    const got = new Map<number, Code>();
    for (const d of details as { index?: unknown; code?: unknown; field?: unknown }[]) {
      if (typeof d?.index !== "number" || got.has(d.index) || typeof d.field !== "string") return `error.details entry ${show(d)}: no index and field, or an item named twice`;
      got.set(d.index, d.code as Code);
    }
    const want = [...bad].sort(([a], [b]) => a - b).map(([i, c]) => `${i}:${c}`).join(", ");
    const have = [...got].sort(([a], [b]) => a - b).map(([i, c]) => `${i}:${c}`).join(", ");
    return want === have ? null : `error.details names items ${have || "(none)"}, expected ${want}`;
  };
}

function bulkBusiness(t: Targets) {
  const items = (b: Body) => b.payouts as Body[];
  return fc.oneof(
    // The batch's currency: INVALID_VALUE before any item is looked at.
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `batch currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    // One to three bad items among good ones: VALIDATION_ERROR naming each of them (and no other).
    fc
      .tuple(fc.array(fc.tuple(bulkItemProblem(t), fc.nat()), { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 3 }))
      .map(([problems, extra]) => ({
        note: `bad items: ${problems.map(([p]) => p.note).join("; ")}`,
        problems,
        extra,
      }))
      .map(({ note, problems, extra }) => {
        const bad = new Map<number, Code>();
        return {
          note,
          expect: "VALIDATION_ERROR" as Code,
          apply: (b: Body) => {
            const list = items(b);
            // Room for every bad item and some good ones: more copies of the first item (a new reference each).
            while (list.length < problems.length + extra) {
              const copy = clone(list[0]);
              if (copy.merchant_reference !== undefined) copy.merchant_reference = `fz-po-copy-${list.length}`;
              list.push(copy);
            }
            const free = list.map((_, i) => i);
            for (const [p, pick] of problems) {
              const index = free.splice(pick % free.length, 1)[0];
              p.apply(list[index], b.currency as Currency);
              bad.set(index, p.code);
            }
            return b;
          },
          details: (d: unknown) => itemDetails(bad)(d),
        };
      }),
    // A later item repeating an earlier item's merchant_reference: the later one is the bad one.
    fc.tuple(fc.nat(), fc.nat()).map(([x, y]) => {
      const bad = new Map<number, Code>();
      return {
        note: "merchant_reference repeated within the batch",
        expect: "VALIDATION_ERROR" as Code,
        apply: (b: Body) => {
          const list = items(b);
          if (list.length < 2) list.push(clone(list[0]));
          const first = x % (list.length - 1);
          const later = first + 1 + (y % (list.length - 1 - first));
          list[first].merchant_reference ??= "fz-po-twice";
          list[later].merchant_reference = list[first].merchant_reference;
          bad.set(later, "RESOURCE_CONFLICT");
          return b;
        },
        details: (d: unknown) => itemDetails(bad)(d),
      };
    }),
    // Every item valid and within its own limits, the total (amounts + fees) above the available balance.
    fc.tuple(fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])), fc.integer({ min: 1, max: 5 })).map(([c, k]) => ({
      note: `${k} ${c} items whose total is above the available balance`,
      expect: "INSUFFICIENT_BALANCE" as Code,
      apply: (b: Body) => {
        // 1.2 × the test funds: more than the balance (funds plus the seeded payment's small net).
        const amount = Math.ceil((t.payoutFunds[c] * 1.2) / k);
        if (BigInt(amount) * 10n ** BigInt(CURRENCIES[c].exponent) > CURRENCIES[c].max) throw new Error(`fuzz: ${c} item of ${amount} above the maximum amount`);
        const bank = BANK_ACCOUNTS[c][0];
        b.currency = c;
        b.payouts = Array.from({ length: k }, () => ({ amount, account: { account_name: "Someone", account_number: "1".repeat(bank.digits[0]), bank_slug: bank.slug } }));
        return b;
      },
      details: (d: unknown) => (Array.isArray(d) && d.length === 1 && (d[0] as { code?: unknown }).code === "INSUFFICIENT_BALANCE" ? null : `error.details ${show(d)}, expected one INSUFFICIENT_BALANCE entry`),
    })),
  );
}

const bulkExtraSchema: fc.Arbitrary<Mutation> = fc.oneof(
  fc.integer({ min: MAX_BULK_PAYOUTS + 1, max: MAX_BULK_PAYOUTS + 30 }).map((n): Mutation => ({
    note: `${n} payouts`,
    apply: (b) => {
      // Valid items in the batch's currency (another mutation may already have changed the list).
      const bank = BANK_ACCOUNTS[(SUPPORTED_CURRENCIES.includes(String(b.currency)) ? b.currency : "ETB") as Currency][0];
      b.payouts = Array.from({ length: n }, () => ({ amount: 1, account: { account_name: "Someone", account_number: "1".repeat(bank.digits[0]), bank_slug: bank.slug } }));
      return b;
    },
  })),
  fc.constant<Mutation>({ note: "no payouts", apply: (b) => ((b.payouts = []), b) }),
);

// --- The list ------------------------------------------------------------------------------------


// --- Webhook endpoints and deliveries ------------------------------------------------

const WEBHOOK_FILTERS = [...WEBHOOK_EVENT_TYPES, ...WEBHOOK_EVENT_FAMILIES, "*"];

/** Receivers test mode accepts (http and loopback allowed); nothing is ever sent there. */
const webhookUrl = fc.constantFrom("http://127.0.0.1:9/hooks", "https://127.0.0.1:9/h?x=1", "http://[::1]:9/hooks", "http://10.0.0.1:9/in", "  http://127.0.0.1:9/trimmed  ");

const webhookEndpointBase: fc.Arbitrary<Body> = fc
  .record(
    {
      url: webhookUrl,
      description: fc.oneof(validText(500), fc.constant(null)),
      enabled_events: fc.uniqueArray(fc.constantFrom(...WEBHOOK_FILTERS), { minLength: 1, maxLength: 5 }),
      payload_version: fc.constantFrom("v1", "v2"),
      enabled: fc.boolean(),
    },
    { requiredKeys: ["url"] },
  )
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)));


/** The service's rules (INVALID_VALUE): a URL test mode still refuses, an entry that is no event type or family. */
function webhookEndpointValueProblems() {
  const badUrl = fc.constantFrom("not a url", "ftp://127.0.0.1/x", "javascript:alert(1)", "file:///etc/passwd", "//127.0.0.1/x", "127.0.0.1:9/x", "http://user:pw@127.0.0.1:9/x", "http://:pw@127.0.0.1:9/x", "data:text/plain,x", "mailto:a@b.test", "ws://127.0.0.1:9/x", "http://", "https://", "http://[::1/x", "http://127.0.0.1:99999/x");
  const badFilter = fc.oneof(
    fc.constantFrom("", " ", "payment.sucess", "PAYMENT.SUCCESS", "payout", "*.*", "payout.**", "nope.*", "payment.success ", " payout.*", "payout.%", "webhook_endpoint.test", "payment.*,payout.*"),
    oddText(30).map(storable).filter((s) => s.length <= 100 && !WEBHOOK_FILTERS.includes(s)),
  );
  return fc.oneof(
    badUrl.map((u) => ({ note: `url ${show(u)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.url = u), b) })),
    fc.tuple(badFilter, fc.uniqueArray(fc.constantFrom(...WEBHOOK_FILTERS), { maxLength: 3 }), fc.nat()).map(([bad, good, at]) => ({
      note: `enabled_events entry ${show(bad)}`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => ((b.enabled_events = [...good.slice(0, at % (good.length + 1)), bad, ...good.slice(at % (good.length + 1))]), b),
    })),
  );
}

/** Ids the webhook routes do not know: well-formed ones, near misses of the seeded ids, other objects' ids. */
const unknownWebhookIds = (t: Targets): fc.Arbitrary<string> => {
  const seeded = new Set([...Object.values(t.webhookEndpoint), t.webhookDelivery]);
  const near = [...seeded].flatMap((id) => [id.toUpperCase(), id.slice(0, -1), `${id}x`, id.replace("_", "-"), id.slice(4), ` ${id}`, `${id} `]);
  return fc
    .oneof(
      base62(22).map((s) => `whe_${s}`),
      base62(22).map((s) => `whd_${s}`),
      fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `whe_${s}`)),
      fc.constantFrom(...near, "whe_", "whd_", "whe_*", ...Object.values(t.events), t.paid.id, t.batch.id),
    )
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && !seeded.has(s.trim()));
};

const WEBHOOK_DELIVERY_QUERY_KEYS = ["status", "event_type", "cursor", "per_page"];

function webhookDeliveryQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const statuses = ["pending", "succeeded", "failed"];
  return fc.oneof(
    fc
      .oneof(fc.constantFrom("", "success", "completed", "PENDING", "Failed", " pending", "pending ", "pending,failed", "*"), oddText(20).map((s) => noFFFD(storable(s))))
      .filter((s) => !statuses.includes(s))
      .map((s) => ({ qs: qs([["status", s]]), expect: "INVALID_VALUE" as Code, note: `status ${show(s)}` })),
    fc
      .oneof(base62(20), fc.constantFrom("x", "null", "e30", Buffer.from('["2026-01-01T00:00:00Z","whd_x","up"]').toString("base64url"), Buffer.from('["never","whd_x","next"]').toString("base64url")))
      .map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: `cursor ${show(c)}` })),
    invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
    fc.tuple(fc.constantFrom(["event_type", 100], ["cursor", 200]) as fc.Arbitrary<[string, number]>, fc.integer({ min: 1, max: 3000 })).map(([[k, max], extra]) => ({
      qs: qs([[k, "x".repeat(max + extra)]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} of ${max + extra} characters`,
    })),
    fc
      .tuple(fc.oneof(fc.constantFrom("page", "type", "from", "to", "endpoint_id", "merchant_id", "limit"), unknownQueryKey(WEBHOOK_DELIVERY_QUERY_KEYS)), oddText(10).map(noFFFD))
      .filter(([k]) => !WEBHOOK_DELIVERY_QUERY_KEYS.includes(k))
      .map(([k, v]) => ({ qs: qs([[k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
    fc.constantFrom("status", "event_type", "per_page", "cursor").map((k) => ({
      qs: qs([[k, k === "per_page" ? "1" : k === "status" ? "failed" : "payout.success"], [k, k === "per_page" ? "2" : k === "status" ? "pending" : "payment.success"]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} given twice`,
    })),
  );
}

/** A query operation on a path that needs the seeded targets. */
const atTargets = (name: string, make: (t: Targets) => Operation): Operation => ({ name, cases: (t) => make(t).cases(t) });

/** The enabled or disabled seeded endpoint, refused (INVALID_STATE) when disabled. */
const disabledEndpoint = (t: Targets, tail: string, action: string) =>
  fc.constant({ note: `${action} on the disabled endpoint`, expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/webhook-endpoints/${t.webhookEndpoint.disabled}${tail}` });

// --- Customers ------------------------------------------------------------------------

/** lib/schemas/customers.ts */
const CUSTOMER_QUERY_KEYS = ["email", "phone", "q", "cursor", "per_page"];

function customerListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  return fc.oneof(
    fc
      .constantFrom("", " ", "x", "sara", "sara@", "@example.test", "a b@example.test", "sara@@example.test", "sara@exa mple.test")
      .map((v) => ({ qs: qs([["email", v]]), expect: "INVALID_VALUE" as Code, note: `email ${show(v)}` })),
    fc
      .constantFrom("", " ", "call me", "+12", "123", "++251911000111", "+251-911-abc", "0x1F", "+", "251911000111#1")
      .map((v) => ({ qs: qs([["phone", v]]), expect: "INVALID_VALUE" as Code, note: `phone ${show(v)}` })),
    fc
      .oneof(base62(20), fc.constantFrom("x", "null", "e30", Buffer.from('["2026-01-01T00:00:00Z","cus_x","up"]').toString("base64url"), Buffer.from('["never","cus_x","next"]').toString("base64url")))
      .map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: `cursor ${show(c)}` })),
    invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
    fc.tuple(fc.constantFrom(["email", 254], ["phone", 30], ["q", 100], ["cursor", 200]) as fc.Arbitrary<[string, number]>, fc.integer({ min: 1, max: 3000 })).map(([[k, max], extra]) => ({
      qs: qs([[k, "x".repeat(max + extra)]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} of ${max + extra} characters`,
    })),
    fc
      .tuple(fc.oneof(fc.constantFrom("page", "status", "currency", "name", "limit", "merchant_id"), unknownQueryKey(CUSTOMER_QUERY_KEYS)), oddText(10).map(noFFFD))
      .filter(([k]) => !CUSTOMER_QUERY_KEYS.includes(k))
      .map(([k, v]) => ({ qs: qs([[k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
    fc.constantFrom("email", "q", "per_page").map((k) => ({
      qs: qs([[k, k === "per_page" ? "1" : "sara@example.test"], [k, k === "per_page" ? "2" : "abel@example.test"]]),
      expect: "VALIDATION_ERROR" as Code,
      note: `${k} given twice`,
    })),
  );
}

/** Ids GET /v2/customers/{id} does not know: well-formed ones, near misses of the seeded id, other objects' ids. */
function unknownCustomerIds(t: Targets): fc.Arbitrary<string> {
  const id = t.customer.id;
  const near = [id.toUpperCase(), id.toLowerCase(), id.slice(0, -1), `${id}x`, `${id}0`, id.replace("cus_", "CUS_"), id.replace("cus_", "cus-"), id.slice(4), ` ${id}`, `${id} `];
  return fc
    .oneof(
      base62(22).map((s) => `cus_${s}`),
      fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `cus_${s}`)),
      fc.constantFrom(...near, "cus_", "cus", "cus_*", "sara@example.test", "+251911000111"),
      fc.constantFrom(t.paid.id, t.pending.id, t.customer.payment, t.refund.id, t.active, t.batch.id),
    )
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && s.trim() !== id);
}

// --- The v1 compatibility layer -------------------------------------------------------
// The same generators, judged against v1's envelope ({ message, status: "failed", data: null };
// run.ts): v1 answers every refusal of the request's content with 400 (a field object for schema
// failures, a sentence otherwise), so the expected code still decides the status and whether the
// message is per field. Bodies are JSON here; form bodies are covered by tests/integration/v1/.

/** Marks an operation's cases as v1's. */
const v1Operation = (op: Operation): Operation => ({ ...op, cases: (t) => op.cases(t).map((c) => ({ ...c, envelope: "v1" as const })) });

/** v1 reads forms too: a form Content-Type with a JSON body is a form of one odd field (VALIDATION_ERROR), so those are left out. */
const V1_WRONG_CONTENT_TYPES = WRONG_CONTENT_TYPES.filter((ct) => ct !== "application/x-www-form-urlencoded");

/** v1 amounts: JSON numbers or their decimal text. */
const v1Amount = (n: number) => fc.constantFrom(n, String(n), `${n}.00`);
const V1_PHONES = ["+251911234567", "0911234567", "0712345678", "251911234567", "+256772120003"];


const v1InitializeBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        currency: fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])),
        amount: fc.integer({ min: 100, max: 10_000 }).chain(v1Amount),
        tx_ref: base62(16).map((s) => `fz-v1-${s}`),
        email: fc.constantFrom("abebe@example.test", "a.b+c@example.com", ""),
        first_name: validText(100),
        last_name: validText(100),
        phone_number: fc.constantFrom(...V1_PHONES),
        callback_url: fc.constant("https://shop.example.com/callback"),
        return_url: fc.constant("https://shop.example.com/return?order=1"),
        customization: fc.record({ title: validText(100), description: validText(500), logo: fc.constant("https://cdn.example.com/logo.png") }, { requiredKeys: [] }),
        meta: fc.array(fc.tuple(oddText(10).filter((k) => k.length > 0), fc.oneof(oddText(20), anyNumber, fc.boolean())), { maxLength: 5 }).map(objectOf),
        split: fc.constantFrom("default", "explicit", "object"),
      },
      { requiredKeys: ["currency", "amount", "tx_ref"] },
    )
    .map(({ split, ...r }) => {
      const body = objectOf(Object.entries(r).filter(([, v]) => v !== undefined));
      if (split !== undefined && r.currency === "ETB") {
        body.subaccounts = split === "object" ? { id: t.active } : [split === "default" ? { id: t.active } : { id: t.active, split_type: "percentage", split_value: 0.05 }];
      }
      return body;
    })
    .filter((b) => v1InitializeSchema.safeParse(b).success);


const v1ExtraSchema: fc.Arbitrary<Mutation> = fc.oneof(
  hostedExtraSchema.filter((m) => m.note.startsWith("meta")),
  // v1 percentages are fractions above 0 and at most 1, four decimals at most.
  fc.constantFrom(1.5, 3, 100, 0, -0.1, 0.00001, "2", "0.123456").map((v): Mutation => ({
    note: `percentage fraction ${show(v)}`,
    apply: (b) => ((b.currency = "ETB"), (b.subaccounts = [{ id: "sub_any", split_type: "percentage", split_value: v }]), b),
  })),
);

function v1InitializeBusiness(t: Targets) {
  const rules = (rules: unknown[]) => (b: Body) => ((b.currency = "ETB"), (b.subaccounts = rules), b);
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom("0", "0.00", "10.123", "99999999999").map((a) => ({ note: `amount text ${a}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = "ETB"), delete b.subaccounts, (b.amount = a), b) })),
    fc.constantFrom(10.5, "1.01", 99.9).map((a) => ({ note: `amount ${a} in a currency without decimals`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = "UGX"), delete b.subaccounts, (b.amount = a), b) })),
    unknownRef(t)
      .filter((r) => r.trim().length > 0 && r.trim().length <= 100)
      .map((r) => ({ note: `unknown subaccount ${show(r)}`, expect: "NOT_FOUND" as Code, apply: rules([{ id: r }]) })),
    fc.constant({ note: "deactivated subaccount", expect: "NOT_FOUND" as Code, apply: rules([{ id: t.inactive }]) }),
    fc.constant({ note: "subaccount listed twice", expect: "INVALID_VALUE" as Code, apply: rules([{ id: t.active }, { id: t.active }]) }),
    fc.uniqueArray(base62(22), { minLength: 11, maxLength: 14 }).map((ids) => ({ note: `${ids.length} split rules`, expect: "INVALID_VALUE" as Code, apply: rules(ids.map((id) => ({ id: `sub_${id}` }))) })),
    unknownCode(["percentage", "flat"])
      .filter((type) => type.length <= 20)
      .map((type) => ({ note: `split_type ${show(type)}`, expect: "INVALID_VALUE" as Code, apply: rules([{ id: t.active, split_type: type, split_value: 0.05 }]) })),
    fc.constantFrom("split_type", "split_value").map((only) => ({
      note: `${only} without its pair`,
      expect: "INVALID_VALUE" as Code,
      apply: rules([{ id: t.active, ...(only === "split_type" ? { split_type: "percentage" } : { split_value: 0.05 }) }]),
    })),
    amountsInvalidEverywhere.map((v) => ({ note: `flat ${show(v)}`, expect: "INVALID_VALUE" as Code, apply: rules([{ id: t.active, split_type: "flat", split_value: v }]) })),
    fc.constant({ note: "flat share above the amount", expect: "INVALID_VALUE" as Code, apply: rules([{ id: t.active, split_type: "flat", split_value: 100_000_000 }]) }),
    fc.constantFrom(0.99, "0.98", 1).map((v) => ({ note: `percentage ${show(v)}: the fee exceeds the merchant's share`, expect: "INVALID_VALUE" as Code, apply: rules([{ id: t.active, split_type: "percentage", split_value: v }]) })),
    fc.constantFrom("USD", "UGX", "DJF").map((c) => ({ note: `ETB subaccount on a ${c} payment`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), (b.subaccounts = [{ id: t.active }]), b) })),
    // tx_ref is the merchant reference: the seeded v2 payments' are taken.
    fc.constantFrom(t.paid.reference, t.pending.reference).map((r) => ({ note: `tx_ref of an existing payment (${r})`, expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.tx_ref = r), b) })),
  );
}

// --- POST /v1/transfers ---


const v1TransferBase: fc.Arbitrary<Body> = fc
  .constantFrom(...(SUPPORTED_CURRENCIES as Currency[]))
  .chain((currency) =>
    fc.record(
      {
        currency: fc.constant(currency),
        amount: fc.integer({ min: 1, max: 100 }).chain(v1Amount),
        destination: fc.oneof(
          fc.constantFrom(...BANK_ACCOUNTS[currency]).chain((b) => digitsOf(b.digits[0], b.digits[1]).map((n) => ({ slug: b.slug, number: n }))),
          ...(WALLETS[currency].length ? [fc.constantFrom(...WALLETS[currency]).chain((w) => fc.constantFrom(...w.numbers).map((n) => ({ slug: w.slug, number: n })))] : []),
        ),
        asText: fc.boolean(),
        account_name: validText(100),
        reference: base62(16).map((s) => `fz-v1tr-${s}`),
      },
      { requiredKeys: ["currency", "amount", "destination", "asText", "account_name"] },
    ),
  )
  .map(({ destination, asText, ...r }) => {
    const id = findBank(destination.slug)!.id;
    return objectOf([...Object.entries(r).filter(([, v]) => v !== undefined), ["account_number", destination.number], ["bank_code", asText ? String(id) : id]]);
  })
  .filter((b) => v1TransferSchema.safeParse(b).success);


function v1TransferBusiness(t: Targets) {
  const bankId = (slug: string) => findBank(slug)!.id;
  const otherCurrencyBank = (b: Body) => BANKS.find((x) => x.currency !== b.currency)!.id;
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom(10.5, "1.01", 99.9).map((a) => ({
      note: `amount ${a} in a currency without decimals`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => Object.assign(b, { currency: "UGX", amount: a, account_number: "1000123450000", bank_code: bankId("stanbic_ug") }),
    })),
    fc.constant({ note: "bank of another currency", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.bank_code = otherCurrencyBank(b)), b) }),
    fc
      .oneof(digitsOf(1, 34), fc.constantFrom("12345678901ab", "1234567890123.", "+", "0", "--", "1e12", "0811234567"), oddText(20).filter((s) => s.trim().length > 0 && s.length <= 34))
      .map((n) => ({
        note: `account_number ${show(n)}`,
        expect: "INVALID_FORMAT" as Code,
        apply: (b: Body) => {
          const bank = BANKS.find((x) => x.id === Number(b.bank_code));
          b.account_number = bank && accountNumberValid(bank, n) ? "12" : n;
          return b;
        },
      })),
    fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])).map((c) => ({
      note: `${c} amount above the available balance`,
      expect: "INSUFFICIENT_BALANCE" as Code,
      apply: (b: Body) => {
        const bank = BANK_ACCOUNTS[c][0];
        const amount = Number(CURRENCIES[c].max) / 10 ** CURRENCIES[c].exponent;
        if (amount <= t.payoutFunds[c]) throw new Error(`fuzz: ${c} funds reach the maximum amount`);
        return Object.assign(b, { currency: c, amount, account_number: "1".repeat(bank.digits[0]), bank_code: bankId(bank.slug) });
      },
    })),
    fc.constantFrom(...Object.values(t.payouts).map((p) => p.reference)).map((r) => ({ note: `reference of an existing payout (${r})`, expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.reference = r), b) })),
  );
}

// --- POST /v1/refund/{tx_ref} ---

const v1RefundBase: fc.Arbitrary<Body> = fc
  .record({ amount: fc.integer({ min: 1, max: 100 }).chain(v1Amount), reason: validText(500), reference: base62(12).map((s) => `fz-v1rfd-${s}`), meta: fc.constant({ ticket: "T-1" }) }, { requiredKeys: [] })
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
  .filter((b) => v1RefundSchema.safeParse(b).success);


function v1RefundBusiness(t: Targets) {
  return fc.oneof(
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.integer({ min: t.refundableRemaining * 100 + 1, max: 1_000_000_00 }).map((c) => ({ note: `amount ${c / 100}, above what remains`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = String(c / 100)), b) })),
    fc.constant({ note: "reference of an existing refund", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.amount = 1), (b.reference = t.refund.reference), b) }),
    fc.constantFrom(t.pending.id, t.pending.reference).map((ref) => ({ note: "pending payment", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v1/refund/${ref}` })),
  );
}

const V1_OPERATIONS: Operation[] = [
  bodyOperation({
    name: "POST /v1/transaction/initialize",
    method: "POST",
    path: () => "/v1/transaction/initialize",
    idempotent: true,
    allowed: ["POST"],
    base: v1InitializeBase,
    schema: v1InitializeSchema,
    deepField: ["meta"],
    extraSchema: v1ExtraSchema,
    business: v1InitializeBusiness,
    wrongContentTypes: V1_WRONG_CONTENT_TYPES,
  }),
  referenceOperation({
    name: "GET /v1/transaction/verify/{tx_ref}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v1/transaction/verify/${r}`,
    targets: (t) => [t.paid.id, t.paid.reference, t.pending.id, t.pending.reference],
  }),
  queryOperation({ name: "GET /v1/banks", path: "/v1/banks", queries: currencyQueries() }),
  bodyOperation({
    name: "POST /v1/transfers",
    method: "POST",
    path: () => "/v1/transfers",
    idempotent: true,
    allowed: ["POST"],
    base: () => v1TransferBase,
    schema: v1TransferSchema,
    deepField: null,
    business: v1TransferBusiness,
    wrongContentTypes: V1_WRONG_CONTENT_TYPES,
  }),
  referenceOperation({
    name: "GET /v1/transfers/verify/{reference}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v1/transfers/verify/${r}`,
    targets: (t) => Object.values(t.payouts).flatMap((p) => [p.id, p.reference]),
  }),
  referenceOperation({
    name: "GET /v1/refund/{ref_id}/verify",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v1/refund/${r}/verify`,
    targets: (t) => [t.refund.id, t.refund.reference],
  }),
  bodyOperation({
    name: "POST /v1/charges",
    method: "POST",
    path: () => "/v1/charges?type=telebirr",
    idempotent: true,
    allowed: ["POST"],
    base: () => v1ChargeBase(),
    schema: v1ChargeSchema,
    deepField: ["meta"],
    extraSchema: hostedExtraSchema.filter((m) => m.note.startsWith("meta")),
    business: v1ChargeBusiness,
    wrongContentTypes: V1_WRONG_CONTENT_TYPES,
  }),
  // The code is never checked: every case is refused first (the schema, the type, a payment that is not a direct charge).
  bodyOperation({
    name: "POST /v1/validate",
    method: "POST",
    path: () => "/v1/validate?type=telebirr",
    idempotent: false,
    allowed: ["POST"],
    // The code as otp, or as Chapa's client when it is the code itself.
    base: (t) => fc.tuple(wrongOtp, fc.boolean()).map(([otp, asClient]) => (asClient ? { reference: t.paid.reference, client: otp } : { reference: t.paid.reference, otp })),
    schema: v1ValidateSchema,
    deepField: null,
    business: (t) =>
      fc.oneof(
        fc.constantFrom(t.paid.id, t.paid.reference, t.pending.reference).map((reference) => ({ note: "a hosted payment is not a direct charge", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.reference = reference), b) })),
        fc.constantFrom("amole", "yaya").map((type) => ({ note: `type ${type}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => b, path: `/v1/validate?type=${type}` })),
      ),
    wrongContentTypes: V1_WRONG_CONTENT_TYPES,
  }),
  // Changes the seeded paid payment if a hostile request slips through: last.
  bodyOperation({
    name: "POST /v1/refund/{tx_ref}",
    method: "POST",
    path: (t) => `/v1/refund/${t.paid.reference}`,
    idempotent: true,
    allowed: ["POST"],
    base: () => v1RefundBase,
    schema: v1RefundSchema,
    deepField: ["meta"],
    extraSchema: hostedExtraSchema.filter((m) => m.note.startsWith("meta")),
    business: v1RefundBusiness,
    ref: (r) => `/v1/refund/${r}`,
    wrongContentTypes: V1_WRONG_CONTENT_TYPES,
  }),
].map(v1Operation);

// ---------------------------------------------------------------------------------------------
// Processor callbacks: POST | PUT | GET /v2/processor-callbacks/{token}. No key: the token
// names a processor connection, and the body is the processor's own. The seeded connections
// (harness.ts: the merchant's Chapa and MTN MoMo, test mode, at an unreachable base URL) give real
// tokens; every case is refused before anything is looked up beyond the connection:
//   - any other token (any text, well-formed base62 of the token's length, a real one altered): NOT_FOUND;
//   - a NUL or malformed percent-encoding in the token or the query: INVALID_FORMAT;
//   - a body over 64 KiB, to any token: INVALID_VALUE;
//   - to the Chapa token, a body (any, small) without x-chapa-signature = HMAC-SHA256(body, webhook
//     secret): missing, random, another secret's, another body's, upper-case, truncated, sent twice,
//     or only Chapa's `chapa-signature` (which signs the secret, not the body): UNAUTHORIZED;
//   - to the MoMo token (unsigned), a body that names nothing: not JSON, not an object, an externalId
//     that is not text or is not an att_/po_/rfd_ id: UNAUTHORIZED;
//   - PATCH and DELETE: METHOD_NOT_ALLOWED.
// Not generated, because their answer is a 200 ("nothing to do"), not an error: a GET to a real
// token, and a MoMo body naming an id no attempt, payout or refund of that connection has (the
// callback only makes the gateway ask the processor about its own objects; see
// tests/integration/processors/connector-conformance.test.ts for forged and duplicated callbacks).

/** A body well under 64 KiB: JSON of any shape, text, NUL, invalid UTF-8, a deep array. */
const smallBody: fc.Arbitrary<{ body: string | Buffer; note: string }> = fc.oneof(
  deepJson(3).map((v) => ({ body: toJson(v), note: `body ${show(v)}` })),
  oddText(60).map((b) => ({ body: b, note: `text body ${show(b)}` })),
  fc.constantFrom("", "{", "not json", "\u0000", "null", "[]", "0", '"att_x"', "[".repeat(50_000), `{"amount":1e400}`, "\u0000{}\u0000").map((b) => ({ body: b, note: `body ${show(b)}` })),
  fc.constantFrom(...INVALID_UTF8).map((bytes) => ({ body: Buffer.from(bytes), note: "body of invalid UTF-8" })),
);

/** A Chapa webhook's shape, signed or not: what a forger would send. */
const chapaLikeBody: fc.Arbitrary<{ body: string; note: string }> = fc
  .tuple(fc.constantFrom("charge.success", "charge.refunded", "payout.success", "charge.failed", ""), fc.oneof(base62(22).map((s) => `att_${s}`), base62(22).map((s) => `po_${s}`), oddText(20)))
  .map(([event, ref]) => ({ body: JSON.stringify({ event, tx_ref: ref, reference: ref, status: "success", amount: "100.00", currency: "ETB" }), note: `Chapa-shaped ${event || "event"} for ${show(ref)}` }));

const hmacHex = (secret: string, body: string | Buffer) => crypto.createHmac("sha256", secret).update(body).digest("hex");

/** Every way a Chapa callback's signature is wrong; `good` is the one signature that would verify. */
const badChapaSignature = (secret: string): fc.Arbitrary<{ headers: Record<string, string>; note: string }> =>
  fc.oneof<fc.Arbitrary<{ headers: Record<string, string>; note: string }>[]>(
    fc.constant({ headers: {} as Record<string, string>, note: "no signature" }),
    fc.stringMatching(/^[0-9a-f]{64}$/).map((h) => ({ headers: { "x-chapa-signature": h }, note: "random signature" })),
    headerText(0, 80).map((h) => ({ headers: { "x-chapa-signature": h }, note: `signature ${show(h)}` })),
    fc.constant({ headers: { "chapa-signature": hmacHex(secret, secret) }, note: "only chapa-signature (it signs the secret, not the body)" }),
    fc.constant("other body").map((b) => ({ headers: { "x-chapa-signature": hmacHex(secret, b) }, note: "another body's signature" })),
  );

/** Signatures derived from the right one, so close to verifying: upper-case, truncated, doubled, with another secret. */
const nearlyRightSignature = (secret: string, body: string | Buffer): fc.Arbitrary<{ headers: Record<string, string>; note: string }> => {
  const good = hmacHex(secret, body);
  return fc.constantFrom(
    { headers: { "x-chapa-signature": good.toUpperCase() }, note: "upper-case signature" },
    { headers: { "x-chapa-signature": good.slice(0, -1) }, note: "truncated signature" },
    { headers: { "x-chapa-signature": `${good}, ${good}` }, note: "signature header sent twice" },
    { headers: { "x-chapa-signature": `${good}0` }, note: "signature with a digit more" },
    { headers: { "x-chapa-signature": hmacHex(`${secret}x`, body) }, note: "another secret's signature" },
    { headers: { "x-chapa-signature": hmacHex(secret, Buffer.concat([Buffer.from(body), Buffer.from(" ")])) }, note: "the signature of the body plus a space" },
  );
};

/** True when a MoMo body would name one of the gateway's objects (then its answer is 200, not an error). */
function momoBodyNamesObject(body: string | Buffer): boolean {
  try {
    const v = JSON.parse(Buffer.isBuffer(body) ? body.toString("utf8") : body) as unknown;
    const id = v !== null && typeof v === "object" ? (v as { externalId?: unknown }).externalId : undefined;
    return typeof id === "string" && /^(att_|po_|rfd_)/.test(id);
  } catch {
    return false;
  }
}

/** MoMo-shaped bodies that name nothing: externalId missing, not text, or not a gateway id. */
const momoNamelessBody: fc.Arbitrary<{ body: string; note: string }> = fc
  .oneof(
    fc.oneof(deepJson(2), fc.constantFrom(null, 5, true, [], {})).map((id) => ({ externalId: id })),
    oddText(30).map((id) => ({ externalId: id })),
    fc.constantFrom("ATT_x", "att", "att-x", " att_x", "pay_x", "po", "rfd", "\u0000att_x").map((id) => ({ externalId: id })),
    fc.constant({ status: "SUCCESSFUL", amount: "5000", currency: "UGX", financialTransactionId: "123" }),
  )
  .map((v) => ({ body: toJson({ status: "SUCCESSFUL", ...v }), note: `MoMo-shaped body, externalId ${"externalId" in v ? show(v.externalId) : "missing"}` }));

function callbackOperation(method: "POST" | "PUT" | "GET"): Operation {
  return {
    name: `${method} /v2/processor-callbacks/{token}`,
    cases: (t) => {
      const real = [t.callbacks.chapa.token, t.callbacks.mtn.token];
      const path = (encoded: string) => `/v2/processor-callbacks/${encoded}`;
      const realToken = fc.constantFrom(...real);
      const unknownToken = fc
        .oneof(
          unknownRef(t),
          fc.integer({ min: 20, max: 64 }).chain((n) => base62(n)),
          realToken.chain((r) => fc.constantFrom(r.toUpperCase(), r.toLowerCase(), r.slice(0, -1), `${r}x`, `${r} `, ` ${r}`, `${r}/`, r.split("").reverse().join(""))),
        )
        .map(storable)
        .filter((s) => s.trim().length > 0 && s !== "." && s !== ".." && !real.includes(s) && !real.includes(s.replace(/\/$/, "")) && !real.includes(s.trim()));
      const withBody = method !== "GET";
      const c = (category: string, note: string, expect: Code, target: string, n: Neutral, body?: string | Buffer, extra: Record<string, string> = {}, m: string = method): FuzzCase => ({
        category,
        note,
        expect,
        request: build(m, target, { auth: null, n, expect, body, contentType: body === undefined ? null : undefined, extra }),
      });
      const body = withBody ? fc.option(smallBody, { freq: 4 }) : fc.constant(null);
      const noted = (note: string, b: { note: string } | null) => (b ? `${note}; ${b.note}` : note);
      const categories: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [
        { weight: 25, arbitrary: fc.tuple(unknownToken, body, neutral).map(([tok, b, n]) => c("token", noted(`unknown token ${show(tok)}`, b), "NOT_FOUND", path(encode(tok)), n, b?.body)) },
        {
          weight: 15,
          arbitrary: fc.tuple(fc.oneof(hostileSegment(unknownToken, "path"), hostileSegment(realToken, "path")), body, neutral).map(([h, b, n]) => c("path", noted(`token: ${h.note}`, b), h.code, path(h.encoded), n, b?.body)),
        },
        {
          weight: 15,
          arbitrary: fc
            .tuple(fc.oneof(realToken, unknownToken), hostileSegment(oddText(10), "query"), fc.constantFrom("trx_ref", "tx_ref", "status", "ref_id", "x"), fc.boolean(), body, neutral)
            .map(([tok, h, key, inKey, b, n]) => c("query", noted(`${h.note} in the query`, b), h.code, `${path(encode(tok))}?${inKey ? `${h.encoded}=1` : `${key}=${h.encoded}`}`, n, b?.body)),
        },
        {
          weight: 10,
          arbitrary: fc.tuple(fc.oneof(realToken, unknownToken), fc.constantFrom(...METHODS_ALL.filter((m) => !["GET", "POST", "PUT"].includes(m))), neutral).map(([tok, m, n]) =>
            c("method", `${m} not allowed`, "METHOD_NOT_ALLOWED", path(encode(tok)), n, undefined, {}, m),
          ),
        },
      ];
      if (withBody) {
        const secret = t.callbacks.chapa.webhookSecret;
        const chapaBody = fc.oneof(smallBody, chapaLikeBody);
        categories.push(
          {
            weight: 10,
            arbitrary: fc
              .tuple(fc.oneof(realToken, unknownToken), fc.integer({ min: 64 * 1024 + 1, max: 200_000 }), fc.constantFrom("x", "é", "{", "\u0000"), neutral)
              .map(([tok, size, ch, n]) => c("size", `${size}-character body of ${show(ch)}`, "INVALID_VALUE", path(encode(tok)), n, ch.repeat(size))),
          },
          {
            weight: 15,
            arbitrary: fc
              .tuple(chapaBody, badChapaSignature(secret), neutral)
              .filter(([b, sig]) => sig.headers["x-chapa-signature"] !== hmacHex(secret, b.body))
              .map(([b, sig, n]) => c("signature", `Chapa: ${sig.note}; ${b.note}`, "UNAUTHORIZED", path(t.callbacks.chapa.token), n, b.body, sig.headers)),
          },
          {
            weight: 10,
            arbitrary: fc
              .tuple(chapaBody, neutral)
              .chain(([b, n]) => nearlyRightSignature(secret, b.body).map((sig) => c("signature", `Chapa: ${sig.note}; ${b.note}`, "UNAUTHORIZED", path(t.callbacks.chapa.token), n, b.body, sig.headers))),
          },
          {
            weight: 15,
            arbitrary: fc
              .tuple(fc.oneof(smallBody, momoNamelessBody), neutral)
              .filter(([b]) => !momoBodyNamesObject(b.body))
              .map(([b, n]) => c("body", `MoMo: ${b.note}`, "UNAUTHORIZED", path(t.callbacks.mtn.token), n, b.body)),
          },
        );
      }
      return fc.oneof(...categories);
    },
  };
}

// Not here: GET /v2/openapi.json. It takes no key, no body and no parameter, so no
// request to it is invalid; it answers the same document to everyone (tests/integration/api/cross-tenant.test.ts).
export const OPERATIONS: Operation[] = [
  bodyOperation({
    name: "POST /v2/payments/hosted",
    method: "POST",
    path: () => "/v2/payments/hosted",
    idempotent: true,
    allowed: ["POST"],
    base: hostedBase,
    schema: requestBody("POST /v2/payments/hosted"),
    deepField: ["meta"],
    extraSchema: hostedExtraSchema,
    business: hostedBusiness,
  }),
  bodyOperation({
    name: "POST /v2/charges",
    method: "POST",
    path: () => "/v2/charges",
    idempotent: true,
    allowed: ["POST"],
    base: chargeBase,
    schema: requestBody("POST /v2/charges"),
    deepField: ["meta"],
    extraSchema: hostedExtraSchema.filter((m) => m.note.startsWith("meta")),
    business: chargeBusiness,
  }),
  bodyOperation({
    name: "POST /v2/charges/{reference}/authorize",
    method: "POST",
    path: (t) => `/v2/charges/${t.paid.id}/authorize`,
    idempotent: false,
    allowed: ["POST"],
    base: () => wrongOtp.map((otp) => ({ otp })),
    schema: requestBody("POST /v2/charges/{reference}/authorize"),
    deepField: null,
    business: notDirectCharges,
    ref: (r) => `/v2/charges/${r}/authorize`,
  }),
  referenceOperation({
    name: "GET /v2/payments/{reference}/verify",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/payments/${r}/verify`,
    targets: (t) => [t.paid.id, t.paid.reference, t.pending.id, t.pending.reference],
  }),
  referenceOperation({
    name: "GET /v2/refunds/{reference}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/refunds/${r}`,
    targets: (t) => [t.refund.id, t.refund.reference],
  }),
  bodyOperation({
    name: "POST /v2/subaccounts",
    method: "POST",
    path: () => "/v2/subaccounts",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: subaccountBase,
    schema: requestBody("POST /v2/subaccounts"),
    deepField: null,
    business: subaccountBusiness,
  }),
  queryOperation({
    name: "GET /v2/subaccounts",
    path: "/v2/subaccounts",
    alsoAllowed: ["POST"],
    queries: fc.oneof(
      invalidInt(Number.MAX_SAFE_INTEGER).map((v) => ({ qs: qs([["page", v]]), expect: "VALIDATION_ERROR" as Code, note: `page ${show(v)}` })),
      invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
      fc.tuple(unknownQueryKey(["page", "per_page"]), oddText(10).map(noFFFD)).map(([k, v]) => ({ qs: qs([["page", "1"], [k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
      fc.constantFrom("page", "per_page").map((k) => ({ qs: qs([[k, "1"], [k, "2"]]), expect: "VALIDATION_ERROR" as Code, note: `${k} given twice` })),
    ),
  }),
  referenceOperation({
    name: "GET /v2/subaccounts/{reference}",
    method: "GET",
    allowed: ["GET", "PATCH"],
    path: (r) => `/v2/subaccounts/${r}`,
    targets: (t) => [t.active, t.inactive],
  }),
  bodyOperation({
    name: "POST /v2/splits/preview",
    method: "POST",
    path: () => "/v2/splits/preview",
    idempotent: false,
    allowed: ["POST"],
    base: previewBase,
    schema: requestBody("POST /v2/splits/preview"),
    deepField: null,
    extraSchema: fc.constant({ note: "no split rules", apply: (b) => ((b.subaccounts = []), b) }),
    business: previewBusiness,
  }),
  queryOperation({ name: "GET /v2/balances", path: "/v2/balances" }),
  queryOperation({ name: "GET /v2/payment-methods", path: "/v2/payment-methods", queries: currencyQueries() }),
  queryOperation({ name: "GET /v2/banks", path: "/v2/banks", queries: currencyQueries() }),
  queryOperation({ name: "GET /v2/account", path: "/v2/account" }),
  // The operator API: the same generators, with the operator API key where the merchant's key goes.
  ...operatorOperations(),
  // Payouts. Creating one writes a new payout (and holds money) but changes no seeded object.
  bodyOperation({
    name: "POST /v2/payouts",
    method: "POST",
    path: () => "/v2/payouts",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: () => payoutBase,
    schema: requestBody("POST /v2/payouts"),
    deepField: ["meta"],
    extraSchema: metaSchemaMutation,
    business: payoutBusiness,
  }),
  queryOperation({ name: "GET /v2/payouts", path: "/v2/payouts", alsoAllowed: ["POST"], queries: payoutListQueries() }),
  // Events feed: read-only, answers only GET.
  queryOperation({ name: "GET /v2/events", path: "/v2/events", queries: eventListQueries() }),
  referenceOperation({
    name: "GET /v2/events/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/events/${r}`,
    targets: (t) => Object.values(t.events),
    moreUnknown: unknownEventIds,
  }),
  referenceOperation({
    name: "GET /v2/payouts/{reference}/verify",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/payouts/${r}/verify`,
    targets: (t) => Object.values(t.payouts).flatMap((p) => [p.id, p.reference]),
  }),
  // Bulk payouts: a valid batch writes a PayoutBatch and its payouts (and holds their
  // money) but changes no seeded object; any bad item refuses the whole batch with one
  // error.details entry per bad item, checked here.
  bodyOperation({
    name: "POST /v2/payouts/bulk",
    method: "POST",
    path: () => "/v2/payouts/bulk",
    idempotent: true,
    allowed: ["POST"],
    base: () => bulkBase,
    schema: requestBody("POST /v2/payouts/bulk"),
    deepField: ["payouts", 0, "meta"],
    extraSchema: bulkExtraSchema,
    business: bulkBusiness,
  }),
  referenceOperation({
    name: "GET /v2/payouts/bulk/{batch_reference}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/payouts/bulk/${r}`,
    targets: (t) => [t.batch.id],
  }),
  // The operations that change a seeded object when a hostile request slips through run last,
  // so one slip does not change what the other operations' requests expect.
  bodyOperation({
    name: "POST /v2/payments/{reference}/refunds",
    method: "POST",
    path: (t) => `/v2/payments/${t.paid.id}/refunds`,
    idempotent: true,
    allowed: ["POST"],
    base: () => refundBase,
    schema: requestBody("POST /v2/payments/{reference}/refunds"),
    deepField: null,
    business: refundBusiness,
    ref: (r) => `/v2/payments/${r}/refunds`,
  }),
  bodyOperation({
    name: "PATCH /v2/subaccounts/{reference}",
    method: "PATCH",
    path: (t) => `/v2/subaccounts/${t.active}`,
    idempotent: false,
    allowed: ["GET", "PATCH"],
    base: () => patchBase,
    schema: requestBody("PATCH /v2/subaccounts/{reference}"),
    deepField: null,
    extraSchema: fc.constant({ note: "empty object", apply: () => ({}) }),
    business: patchBusiness,
    ref: (r) => `/v2/subaccounts/${r}`,
  }),
  // Only hostile variants: a well-formed deactivation of the active subaccount would succeed.
  referenceOperation({
    name: "POST /v2/subaccounts/{reference}/deactivate",
    method: "POST",
    allowed: ["POST"],
    path: (r) => `/v2/subaccounts/${r}/deactivate`,
    targets: (t) => [t.active],
    refusesBody: true,
  }),
  // Payout decisions: a valid request moves a seeded payout (a wrong OTP takes a try).
  bodyOperation({
    name: "POST /v2/payouts/{reference}/otp",
    method: "POST",
    path: (t) => `/v2/payouts/${t.payouts.otp.id}/otp`,
    idempotent: false,
    allowed: ["POST"],
    base: () => wrongOtp.map((otp) => ({ otp })),
    schema: requestBody("POST /v2/payouts/{reference}/otp"),
    deepField: null,
    business: (t) => wrongStatePayouts(t, "otp"),
    ref: (r) => `/v2/payouts/${r}/otp`,
  }),
  bodyOperation({
    name: "POST /v2/payouts/{reference}/approve",
    method: "POST",
    path: (t) => `/v2/payouts/${t.payouts.approve.id}/approve`,
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.constant({}),
    schema: requestBody("POST /v2/payouts/{reference}/approve"),
    deepField: null,
    business: (t) => wrongStatePayouts(t, "approve"),
    ref: (r) => `/v2/payouts/${r}/approve`,
  }),
  bodyOperation({
    name: "POST /v2/payouts/{reference}/reject",
    method: "POST",
    path: (t) => `/v2/payouts/${t.payouts.reject.id}/reject`,
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.record({ reason: validText(500) }, { requiredKeys: [] }).map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined))).filter((b) => rejectPayoutSchema.safeParse(b).success),
    schema: requestBody("POST /v2/payouts/{reference}/reject"),
    deepField: null,
    business: (t) => wrongStatePayouts(t, "reject"),
    ref: (r) => `/v2/payouts/${r}/reject`,
  }),
  // Test mode's funding: a valid request adds to the seeded balances.
  bodyOperation({
    name: "POST /v2/balances/test-funds",
    method: "POST",
    path: () => "/v2/balances/test-funds",
    idempotent: true,
    allowed: ["POST"],
    base: () => fc.record({ amount: fc.integer({ min: 1, max: 1000 }), currency: fc.constantFrom(...SUPPORTED_CURRENCIES) }),
    schema: requestBody("POST /v2/balances/test-funds"),
    deepField: null,
    business: () =>
      fc.oneof(
        unknownCode(SUPPORTED_CURRENCIES).map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
        amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
        fc.constantFrom(10.5, 1.01, 99.9).map((a) => ({ note: `amount ${a} in a currency without decimals`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = "UGX"), (b.amount = a), b) })),
      ),
  }),
  // Settling a subaccount writes a payout and empties the subaccount's balance. Only
  // hostile requests reach the active subaccount (its balance, from the seeded split, is above
  // the minimum: a well-formed settle would succeed); the deactivated one holds nothing, so a
  // well-formed settle of it is INVALID_STATE and writes nothing. No body schema: a body is
  // refused (as on deactivate) unless it is none, "" or {}.
  referenceOperation({
    name: "POST /v2/subaccounts/{reference}/settle",
    method: "POST",
    allowed: ["POST"],
    path: (r) => `/v2/subaccounts/${r}/settle`,
    targets: (t) => [t.active],
    refused: (t) => [{ reference: t.inactive, expect: "INVALID_STATE", note: "deactivated subaccount with a balance of 0 (below the minimum settlement)" }],
    idempotent: true,
    refusesBody: true,
  }),
  // Webhook endpoints and deliveries. The merchant has 16 test-mode endpoints (the
  // limit), so a well-formed create is 409 and writes nothing. The ones that would change a
  // seeded endpoint or delivery (PATCH, DELETE, rotate, test, replay, resend) only ever get
  // hostile or refused requests.
  bodyOperation({
    name: "POST /v2/webhook-endpoints",
    method: "POST",
    path: () => "/v2/webhook-endpoints",
    idempotent: false,
    allowed: ["GET", "POST"],
    base: () => webhookEndpointBase,
    schema: requestBody("POST /v2/webhook-endpoints"),
    deepField: null,
    business: () =>
      fc.oneof(
        { weight: 4, arbitrary: webhookEndpointValueProblems() },
        { weight: 1, arbitrary: fc.constant({ note: "a 17th endpoint in test mode", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => b }) },
      ),
  }),
  queryOperation({
    name: "GET /v2/webhook-endpoints",
    path: "/v2/webhook-endpoints",
    alsoAllowed: ["POST"],
    // No parameters: every one is refused, not ignored.
    queries: fc
      .tuple(fc.oneof(fc.constantFrom("page", "per_page", "cursor", "status", "mode", "limit"), unknownQueryKey([])), oddText(10).map(noFFFD))
      .map(([k, v]) => ({ qs: qs([[k, v]]), expect: "VALIDATION_ERROR" as Code, note: `query parameter ${show(k)}` })),
  }),
  referenceOperation({
    name: "GET /v2/webhook-endpoints/{id}",
    method: "GET",
    allowed: ["GET", "PATCH", "DELETE"],
    path: (r) => `/v2/webhook-endpoints/${r}`,
    targets: (t) => Object.values(t.webhookEndpoint),
    moreUnknown: unknownWebhookIds,
  }),
  referenceOperation({
    name: "GET /v2/webhook-endpoints/{id}/deliveries",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/webhook-endpoints/${r}/deliveries`,
    targets: (t) => Object.values(t.webhookEndpoint),
    moreUnknown: unknownWebhookIds,
  }),
  atTargets("GET /v2/webhook-endpoints/{id}/deliveries (query)", (t) =>
    queryOperation({ name: "GET /v2/webhook-endpoints/{id}/deliveries (query)", path: `/v2/webhook-endpoints/${t.webhookEndpoint.enabled}/deliveries`, queries: webhookDeliveryQueries() }),
  ),
  referenceOperation({
    name: "GET /v2/webhook-deliveries/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/webhook-deliveries/${r}`,
    targets: (t) => [t.webhookDelivery],
    moreUnknown: unknownWebhookIds,
  }),
  bodyOperation({
    name: "PATCH /v2/webhook-endpoints/{id}",
    method: "PATCH",
    path: (t) => `/v2/webhook-endpoints/${t.webhookEndpoint.enabled}`,
    idempotent: false,
    allowed: ["GET", "PATCH", "DELETE"],
    base: () => webhookEndpointBase.chain((b) => fc.subarray(Object.keys(b), { minLength: 1 }).map((keys) => objectOf(keys.map((k) => [k, b[k]])))),
    schema: requestBody("PATCH /v2/webhook-endpoints/{id}"),
    deepField: null,
    extraSchema: fc.constant({ note: "empty object", apply: () => ({}) }),
    business: () => webhookEndpointValueProblems(),
    ref: (r) => `/v2/webhook-endpoints/${r}`,
  }),
  // Only hostile variants: a well-formed delete of a seeded endpoint would succeed. No body schema.
  referenceOperation({
    name: "DELETE /v2/webhook-endpoints/{id}",
    method: "DELETE",
    allowed: ["GET", "PATCH", "DELETE"],
    path: (r) => `/v2/webhook-endpoints/${r}`,
    targets: (t) => Object.values(t.webhookEndpoint),
    moreUnknown: unknownWebhookIds,
    refusesBody: true,
  }),
  bodyOperation({
    name: "POST /v2/webhook-endpoints/{id}/rotate-secret",
    method: "POST",
    path: (t) => `/v2/webhook-endpoints/${t.webhookEndpoint.enabled}/rotate-secret`,
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.option(fc.integer({ min: 0, max: 72 }), { nil: undefined }).map((h) => (h === undefined ? {} : { expires_in_hours: h })),
    schema: requestBody("POST /v2/webhook-endpoints/{id}/rotate-secret"),
    deepField: null,
    business: () =>
      fc
        .oneof(
          fc.double({ min: 72.0001, max: 1e308, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1e308, max: -1e-6, noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom(73, 72.5, -1, 1e6),
          // Whole hours only: a fraction within the range is refused too.
          fc.double({ min: 0, max: 72, noNaN: true }).filter((h) => !Number.isInteger(h)),
          fc.constantFrom(1e-7, 0.5, 23.9, 71.5),
        )
        .map((h) => ({ note: `expires_in_hours ${show(h)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.expires_in_hours = h), b) })),
    ref: (r) => `/v2/webhook-endpoints/${r}/rotate-secret`,
  }),
  bodyOperation({
    name: "POST /v2/webhook-endpoints/{id}/test",
    method: "POST",
    path: (t) => `/v2/webhook-endpoints/${t.webhookEndpoint.enabled}/test`,
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.constant({}),
    schema: requestBody("POST /v2/webhook-endpoints/{id}/test"),
    deepField: null,
    business: (t) => disabledEndpoint(t, "/test", "a test event"),
    ref: (r) => `/v2/webhook-endpoints/${r}/test`,
  }),
  bodyOperation({
    name: "POST /v2/webhook-endpoints/{id}/replay",
    method: "POST",
    path: (t) => `/v2/webhook-endpoints/${t.webhookEndpoint.enabled}/replay`,
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => ({ since: d.toISOString() })),
    schema: requestBody("POST /v2/webhook-endpoints/{id}/replay"),
    deepField: null,
    business: (t) => disabledEndpoint(t, "/replay", "a replay"),
    ref: (r) => `/v2/webhook-endpoints/${r}/replay`,
  }),
  // The seeded delivery is pending (no worker runs): even a well-formed resend is INVALID_STATE.
  bodyOperation({
    name: "POST /v2/webhook-deliveries/{id}/resend",
    method: "POST",
    path: (t) => `/v2/webhook-deliveries/${t.webhookDelivery}/resend`,
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.constant({}),
    schema: requestBody("POST /v2/webhook-deliveries/{id}/resend"),
    deepField: null,
    business: () => fc.constant({ note: "resend of a delivery still pending", expect: "INVALID_STATE" as Code, apply: (b: Body) => b }),
    ref: (r) => `/v2/webhook-deliveries/${r}/resend`,
  }),
  // Customer profiles: read-only, answer only GET.
  queryOperation({ name: "GET /v2/customers", path: "/v2/customers", queries: customerListQueries() }),
  referenceOperation({
    name: "GET /v2/customers/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/customers/${r}`,
    targets: (t) => [t.customer.id],
    moreUnknown: unknownCustomerIds,
  }),
];

// --- Payment list -------------------------------------------------------------------

/** GET /v2/payments answers every bad parameter, unknown ones included, with INVALID_VALUE. */
const PAYMENT_LIST_KEYS = ["reference", "status", "currency", "email", "payment_link_id", "from", "to", "cursor", "page", "per_page"];
const PAYMENT_FILTER_STATUSES = ["pending", "auth_needed", "success", "failed", "cancelled", "incomplete", "blocked", "partially_refunded", "fully_refunded", "completed"];

function paymentListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const badDates = fc.constantFrom("yesterday", "2026-13-01", "2026-01-32", "26-01-01", "2026/01/01", "1700000000", "2026-01-01T25:00:00Z", "2026-01-01 10:00", "now", "-1", "0");
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "INVALID_VALUE" as Code, note });
  const forged = (parts: unknown[], signature: string) => `${Buffer.from(JSON.stringify(parts)).toString("base64url")}${signature}`;
  return fc.oneof(
    unknownCode(PAYMENT_FILTER_STATUSES)
      .map(noFFFD)
      .filter((s) => s.length <= 50 && !PAYMENT_FILTER_STATUSES.includes(s))
      .map((s) => invalid([["status", s]], `status ${show(s)}`)),
    fc.constantFrom("SUCCESS", "Completed", " pending", "pending ", "paid").map((s) => invalid([["status", s]], `status ${show(s)}`)),
    unknownCode(SUPPORTED_CURRENCIES)
      .map(noFFFD)
      .filter((c) => c.length <= 10 && !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => invalid([["currency", c]], `currency ${show(c)}`)),
    fc.constantFrom("", "buyer", "@example.test", "buyer@", "a b@example.test", "buyer@@").map((e) => invalid([["email", e]], `email ${show(e)}`)),
    fc.tuple(fc.constantFrom("from", "to"), badDates).map(([k, v]) => invalid([[k, v]], `${k} ${show(v)}`)),
    fc.constantFrom<[string, string][]>([["from", "2026-02-01"], ["to", "2026-01-01"]], [["from", "2026-01-01T10:00:00Z"], ["to", "2026-01-01T10:00:00Z"]]).map((pairs) => invalid(pairs, `from not before to (${show(pairs)})`)),
    fc
      .oneof(
        base62(20),
        fc.constantFrom("x", "null", "e30", "a.b", "..", forged([1, "created_at", "desc", "2026-01-01T00:00:00.000Z", "pay_x", "next"], ""), forged([1, "created_at", "desc", "2026-01-01T00:00:00.000Z", "pay_x", "next"], ".AAAAAAAAAAAAAAAAAAAAAA")),
        fc.tuple(base62(12), base62(22)).map(([id, sig]) => forged([1, "amount", "asc", "100", `pay_${id}`, "prev"], `.${sig}`)),
      )
      .map((c) => invalid([["cursor", c]], `cursor ${show(c)}`)),
    invalidInt(1_000_000).map((v) => invalid([["page", v]], `page ${show(v)}`)),
    invalidInt(100).map((v) => invalid([["per_page", v]], `per_page ${show(v)}`)),
    fc.tuple(fc.constantFrom(["reference", 100], ["status", 50], ["currency", 10], ["email", 254], ["from", 40], ["to", 40], ["cursor", 300]) as fc.Arbitrary<[string, number]>, fc.integer({ min: 1, max: 3000 })).map(([[k, max], extra]) =>
      invalid([[k, "x".repeat(max + extra)]], `${k} of ${max + extra} characters`),
    ),
    fc
      .tuple(fc.oneof(fc.constantFrom("method", "q", "sort", "order", "limit", "merchant_reference", "type"), unknownQueryKey(PAYMENT_LIST_KEYS)), oddText(10).map(noFFFD))
      .filter(([k]) => !PAYMENT_LIST_KEYS.includes(k))
      .map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    fc.constantFrom("status", "currency", "page").map((k) =>
      invalid([[k, k === "page" ? "1" : k === "status" ? "success" : "ETB"], [k, k === "page" ? "2" : k === "status" ? "failed" : "USD"]], `${k} given twice`),
    ),
  );
}

OPERATIONS.push(
  // The payment list: GET only; POST lives at /v2/payments/hosted.
  queryOperation({ name: "GET /v2/payments", path: "/v2/payments", queries: paymentListQueries() }),
);

/** The error status the API documents for a code (lib/http/errors.ts). */
export const statusOf = (code: Code) => ERROR_STATUS[code];

// --- Virtual accounts -------------------------------------------------------------
// Seeded: one USD account (`t.virtualAccount`) credited 100.00 and debited 10.00 once (merchant
// reference "fuzz-debit"), so a well-formed debit above 90.00 is INSUFFICIENT_BALANCE and one
// reusing that reference is RESOURCE_CONFLICT. A well-formed create or test credit would write,
// so only refused ones are generated. Every bad list filter is INVALID_VALUE, unknown
// and repeated parameters included (lib/virtual-accounts/list-query.ts).


const virtualAccountBase: fc.Arbitrary<Body> = fc
  .record(
    {
      currency: fc.constantFrom(...SUPPORTED_CURRENCIES),
      account_name: validText(100),
      merchant_reference: validText(100).filter((r) => r.trim() !== "fuzz-va"),
      meta: fc.constant({ customer_id: "fuzz" }),
    },
    { requiredKeys: ["currency", "account_name"] },
  )
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)));


/** A valid USD amount (the seeded account's currency), up to its maximum. */
const usdAmount = fc.integer({ min: 1, max: Number(CURRENCIES.USD.max) }).map((cents) => cents / 100);

const debitBase: fc.Arbitrary<Body> = fc
  .record(
    {
      amount: usdAmount,
      merchant_reference: validText(100).filter((r) => r.trim() !== "fuzz-debit"),
      reason: validText(500),
      meta: fc.constant({ invoice: "fuzz" }),
    },
    { requiredKeys: ["amount"] },
  )
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)));


const testCreditBase: fc.Arbitrary<Body> = fc
  .record({ amount: usdAmount, reference: validText(100) }, { requiredKeys: ["amount"] })
  .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)));

const invalidAmount = amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) }));

/** Ids the virtual-account routes do not know: well-formed ones, near misses of the seeded id, other objects' ids. */
const unknownVirtualAccountIds = (t: Targets): fc.Arbitrary<string> => {
  const id = t.virtualAccount.id;
  return fc
    .oneof(
      base62(22).map((s) => `va_${s}`),
      fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `va_${s}`)),
      fc.constantFrom(id.toUpperCase(), id.slice(0, -1), `${id}x`, id.replace("_", "-"), id.slice(3), ` ${id}`, `${id} `, "va_", "fuzz-va", t.paid.id, t.batch.id, t.webhookEndpoint.enabled),
    )
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && s.trim() !== id);
};

const VA_LIST_KEYS = ["currency", "merchant_reference", "page", "per_page", "cursor"];
const DEBIT_LIST_KEYS = ["from", "to", "page", "per_page", "merchant_reference", "cursor"];

/** Bad values of the virtual-account lists' shared parameters (page, per_page, cursor), unknown and repeated ones. */
function vaPagingQueries(known: string[]): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  return fc.oneof(
    invalidInt(999_999_999).map((v) => ({ qs: qs([["page", v]]), expect: "INVALID_VALUE" as Code, note: `page ${show(v)}` })),
    invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "INVALID_VALUE" as Code, note: `per_page ${show(v)}` })),
    fc
      .oneof(base62(20), fc.constantFrom("", "x", "null", "e30", Buffer.from('["2026-01-01T00:00:00Z","vad_x","up"]').toString("base64url"), Buffer.from('["never","vad_x","next"]').toString("base64url")))
      .map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: `cursor ${show(c)}` })),
    fc.tuple(fc.constantFrom("merchant_reference", "cursor"), fc.integer({ min: 501, max: 3000 })).map(([k, n]) => ({ qs: qs([[k, "x".repeat(n)]]), expect: "INVALID_VALUE" as Code, note: `${k} of ${n} characters` })),
    fc.constant({ qs: qs([["merchant_reference", ""]]), expect: "INVALID_VALUE" as Code, note: "empty merchant_reference" }),
    fc
      .tuple(fc.oneof(fc.constantFrom("status", "mode", "limit", "merchant_id", "account_number"), unknownQueryKey(known)), oddText(10).map(noFFFD))
      .filter(([k]) => !known.includes(k))
      .map(([k, v]) => ({ qs: qs([[k, v]]), expect: "INVALID_VALUE" as Code, note: `unknown query parameter ${show(k)}` })),
    fc.constantFrom("page", "per_page", "merchant_reference").map((k) => ({ qs: qs([[k, k === "merchant_reference" ? "a" : "1"], [k, k === "merchant_reference" ? "b" : "2"]]), expect: "INVALID_VALUE" as Code, note: `${k} given twice` })),
  );
}

function virtualAccountListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  return fc.oneof(
    vaPagingQueries(VA_LIST_KEYS),
    unknownCode(SUPPORTED_CURRENCIES)
      .map(noFFFD)
      .filter((c) => !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ qs: qs([["currency", c]]), expect: "INVALID_VALUE" as Code, note: `currency ${show(c)}` })),
  );
}

function debitHistoryQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const badDates = fc.constantFrom("", "yesterday", "2026-13-01", "2026-01-32", "26-01-01", "2026/01/01", "1700000000", "2026-01-01T25:00:00Z", "2026-01-01 10:00", "now", "-1", "0", "x".repeat(41));
  return fc.oneof(
    vaPagingQueries(DEBIT_LIST_KEYS),
    fc.tuple(fc.constantFrom("from", "to"), badDates).map(([k, v]) => ({ qs: qs([[k, v]]), expect: "INVALID_VALUE" as Code, note: `${k} ${show(v)}` })),
    fc.constant({ qs: qs([["from", "2026-02-01"], ["to", "2026-01-01"]]), expect: "INVALID_VALUE" as Code, note: "from after to" }),
  );
}

OPERATIONS.push(
  bodyOperation({
    name: "POST /v2/virtual-accounts",
    method: "POST",
    path: () => "/v2/virtual-accounts",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: () => virtualAccountBase,
    schema: requestBody("POST /v2/virtual-accounts"),
    deepField: ["meta"],
    extraSchema: metaSchemaMutation,
    business: (t) =>
      fc.oneof(
        unknownCode(SUPPORTED_CURRENCIES)
          .filter((c) => !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
          .map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
        fc.constant({ note: "merchant_reference of the seeded account", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.merchant_reference = t.virtualAccount.reference), b) }),
      ),
  }),
  queryOperation({ name: "GET /v2/virtual-accounts", path: "/v2/virtual-accounts", alsoAllowed: ["POST"], queries: virtualAccountListQueries() }),
  referenceOperation({
    name: "GET /v2/virtual-accounts/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/virtual-accounts/${r}`,
    targets: (t) => [t.virtualAccount.id],
    moreUnknown: unknownVirtualAccountIds,
  }),
  bodyOperation({
    name: "POST /v2/virtual-accounts/{id}/test-credits",
    method: "POST",
    path: (t) => `/v2/virtual-accounts/${t.virtualAccount.id}/test-credits`,
    idempotent: true,
    allowed: ["POST"],
    base: () => testCreditBase,
    schema: requestBody("POST /v2/virtual-accounts/{id}/test-credits"),
    deepField: null,
    business: () => invalidAmount,
    ref: (r) => `/v2/virtual-accounts/${r}/test-credits`,
  }),
  bodyOperation({
    name: "POST /v2/virtual-accounts/{id}/debits",
    method: "POST",
    path: (t) => `/v2/virtual-accounts/${t.virtualAccount.id}/debits`,
    idempotent: true,
    allowed: ["GET", "POST"],
    base: () => debitBase,
    schema: requestBody("POST /v2/virtual-accounts/{id}/debits"),
    deepField: ["meta"],
    extraSchema: metaSchemaMutation,
    business: (t) =>
      fc.oneof(
        invalidAmount,
        fc.constantFrom(0.001, 1.005, 99.999).map((a) => ({ note: `amount ${a} with more decimals than USD has`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
        fc.integer({ min: t.virtualAccount.balance * 100 + 1, max: Number(CURRENCIES.USD.max) }).map((cents) => ({
          note: `amount ${cents / 100} above the account's balance`,
          expect: "INSUFFICIENT_BALANCE" as Code,
          apply: (b: Body) => ((b.amount = cents / 100), delete b.merchant_reference, b),
        })),
        fc.constant({
          note: "merchant_reference of the seeded debit",
          expect: "RESOURCE_CONFLICT" as Code,
          apply: (b: Body) => ((b.amount = 1), (b.merchant_reference = t.virtualAccount.debitReference), b),
        }),
      ),
    ref: (r) => `/v2/virtual-accounts/${r}/debits`,
  }),
  referenceOperation({
    name: "GET /v2/virtual-accounts/{id}/debits",
    method: "GET",
    allowed: ["GET", "POST"],
    path: (r) => `/v2/virtual-accounts/${r}/debits`,
    targets: (t) => [t.virtualAccount.id],
    moreUnknown: unknownVirtualAccountIds,
  }),
  atTargets("GET /v2/virtual-accounts/{id}/debits (query)", (t) =>
    queryOperation({ name: "GET /v2/virtual-accounts/{id}/debits (query)", path: `/v2/virtual-accounts/${t.virtualAccount.id}/debits`, alsoAllowed: ["POST"], queries: debitHistoryQueries() }),
  ),
);

// Processor callbacks: no key, a connection's token.
OPERATIONS.push(callbackOperation("POST"), callbackOperation("PUT"), callbackOperation("GET"));

// The v1 compatibility layer, in v1's envelope; POST /v1/refund/{tx_ref} runs last.
OPERATIONS.push(...V1_OPERATIONS);

// ---------------------------------------------------------------------------------------------
// Payment links. Valid bodies of each kind; each business case breaks one rule of
// lib/payment-links/create-payment-link.ts (or update), so its code is the one that rule answers.

const LINK_EXPIRY = "2099-06-30T21:00:00Z";
const wholeAmount = fc.integer({ min: 100, max: 100_000 });
const customFields = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/), { minLength: 0, maxLength: 3 }).chain((keys) =>
  fc.tuple(...keys.map((key) => fc.record({ key: fc.constant(key), label: validText(80), required: fc.boolean() }))),
);
const collect = fc.record({ name: fc.boolean(), email: fc.boolean(), phone: fc.boolean() });

const linkBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record({
      shape: fc.constantFrom("fixed", "chosen", "event"),
      currency: fc.constantFrom(...SUPPORTED_CURRENCIES),
      title: validText(100),
      description: fc.oneof(fc.constant(""), validText(2000)),
      amount: wholeAmount,
      bounds: fc.tuple(fc.integer({ min: 100, max: 500 }), fc.integer({ min: 1_000, max: 100_000 })),
      quantity: fc.option(fc.integer({ min: 2, max: 100 }), { nil: undefined }),
      collect: fc.option(collect, { nil: undefined }),
      custom_fields: fc.option(customFields, { nil: undefined }),
      image: fc.boolean(),
      split: fc.boolean(),
      redirect: fc.boolean(),
      expires: fc.boolean(),
      max_payments: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
      tickets: fc.array(fc.record({ name: validText(80), price: wholeAmount, quantity: fc.integer({ min: 1, max: 100_000 }), window: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    })
    .map((r) => {
      const kind = r.shape === "event" ? "event" : r.shape === "chosen" ? "donation" : "payment";
      const body: Body = { kind, title: r.title, description: r.description, currency: r.currency };
      if (r.shape === "fixed") {
        body.amount = r.amount;
        if (r.quantity !== undefined) body.quantity = { enabled: true, max: r.quantity };
      } else if (r.shape === "chosen") {
        body.amount_options = { min: r.bounds[0], max: r.bounds[1], suggested: [r.bounds[0], r.bounds[1]] };
      } else {
        body.ticket_types = r.tickets.map((tt) => ({
          name: tt.name,
          price: tt.price,
          quantity: tt.quantity,
          ...(tt.window ? { sales_start_at: "2026-01-01T00:00:00Z", sales_end_at: "2099-12-31T00:00:00Z" } : {}),
        }));
      }
      if (r.collect) body.collect = r.collect;
      if (r.custom_fields) body.custom_fields = r.custom_fields;
      if (r.image) body.image_id = t.paymentLink.image;
      // The seeded subaccount receives ETB; 10 % of at least ETB 1.00 leaves the fee covered.
      if (r.split && r.currency === "ETB") {
        body.subaccounts = [{ subaccount_reference: t.active, split_type: "percentage", split_value: 10 }];
        body.fee_bearer = "merchant";
      }
      if (r.redirect) body.redirect_url = "https://shop.example.com/thanks";
      if (r.expires) body.expires_at = LINK_EXPIRY;
      if (r.max_payments !== undefined) body.max_payments = r.max_payments;
      return body;
    });

/** The body as a donation link with the given amount options (prices of other kinds dropped). */
const asDonation = (b: Body, options: Body) => {
  delete b.amount;
  delete b.quantity;
  delete b.ticket_types;
  b.kind = "donation";
  b.amount_options = options;
  return b;
};

function linkBusiness(t: Targets) {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES)
      .filter((c) => !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.subaccounts, delete b.fee_bearer, (b.currency = c), b) })),
    fc.constantFrom(10.001, 0.005, 123.4567).map((v) => ({
      note: `amount ${v} (too many decimals)`,
      expect: "INVALID_VALUE" as Code,
      apply: (b: Body) => (delete b.amount_options, delete b.ticket_types, delete b.subaccounts, delete b.fee_bearer, (b.kind = "payment"), (b.amount = v), b),
    })),
    fc.constant({ note: "amount and amount_options both", expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.ticket_types, delete b.quantity, (b.kind = "payment"), (b.amount = 500), (b.amount_options = { min: 100 }), b) }),
    fc.constant({ note: "neither amount nor amount_options", expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.amount, delete b.amount_options, delete b.ticket_types, delete b.quantity, (b.kind = "payment"), b) }),
    fc.constant({ note: "an event without ticket types", expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.amount, delete b.amount_options, delete b.ticket_types, delete b.quantity, (b.kind = "event"), b) }),
    fc.constant({ note: "ticket types on a payment link", expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.amount_options, delete b.quantity, (b.kind = "payment"), (b.amount = 500), (b.ticket_types = [{ name: "A", price: 10, quantity: 1 }]), b) }),
    fc.tuple(fc.integer({ min: 200, max: 1000 }), fc.integer({ min: 100, max: 199 })).map(([min, max]) => ({ note: "min above max", expect: "INVALID_VALUE" as Code, apply: (b: Body) => asDonation(b, { min, max }) })),
    fc.constant({ note: "a suggested amount below the minimum", expect: "INVALID_VALUE" as Code, apply: (b: Body) => asDonation(b, { min: 100, suggested: [50] }) }),
    fc.constant({ note: "a quantity on a chosen amount", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b = asDonation(b, { min: 100 })), (b.quantity = { enabled: true }), b) }),
    fc.constant({ note: "two custom fields with one key", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.custom_fields = [{ key: "a", label: "A" }, { key: "a", label: "B" }]), b) }),
    fc.constantFrom("2020-01-01T00:00:00Z", "2026-01-01T00:00:00+03:00").map((v) => ({ note: `expires_at ${v} (past)`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.expires_at = v), b) })),
    base62(22).map((s) => ({ note: "an unknown image", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.image_id = `img_${s}`), b) })),
    base62(22).map((s) => ({ note: "an unknown subaccount", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.currency = "ETB"), (b.subaccounts = [{ subaccount_reference: `sub_${s}` }]), delete b.fee_bearer, b) })),
    fc.constant({ note: "the deactivated subaccount", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.currency = "ETB"), (b.subaccounts = [{ subaccount_reference: t.inactive }]), delete b.fee_bearer, b) }),
    fc.constant({ note: 'fee_bearer "subaccounts" without subaccounts', expect: "INVALID_VALUE" as Code, apply: (b: Body) => (delete b.subaccounts, (b.fee_bearer = "subaccounts"), b) }),
  );
}

const linkPatchBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        title: validText(100),
        description: fc.oneof(fc.constant(""), validText(2000)),
        image_id: fc.constantFrom(t.paymentLink.image, null),
        collect,
        custom_fields: customFields,
        redirect_url: fc.constantFrom("https://shop.example.com/thanks", null),
        expires_at: fc.constantFrom(LINK_EXPIRY, null),
        max_payments: fc.constantFrom(1, 500, null),
        active: fc.boolean(),
      },
      { requiredKeys: ["title"] },
    )
    .map((r) => objectOf(Object.entries(r)));

function linkPatchBusiness(t: Targets) {
  return fc.oneof(
    fc.constant({ note: "expires_at in the past", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.expires_at = "2020-01-01T00:00:00Z"), b) }),
    fc.constant({ note: "two custom fields with one key", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.custom_fields = [{ key: "a", label: "A" }, { key: "a", label: "B" }]), b) }),
    base62(22).map((s) => ({ note: "an unknown image", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.image_id = `img_${s}`), b) })),
    fc.constant({ note: "another link's id as the image", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.image_id = `img_${t.paymentLink.donation.slice(6)}`), b) }),
  );
}

function linkListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  return fc.oneof(
    unknownCode(["payment", "donation", "event"]).map(noFFFD).map((k) => ({ qs: qs([["kind", k]]), expect: "VALIDATION_ERROR" as Code, note: `kind ${show(k)}` })),
    oddText(6).map(noFFFD).filter((v) => v !== "true" && v !== "false").map((v) => ({ qs: qs([["active", v]]), expect: "VALIDATION_ERROR" as Code, note: `active ${show(v)}` })),
    invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
    fc.tuple(unknownQueryKey(["kind", "active", "cursor", "per_page"]), oddText(10).map(noFFFD)).map(([k, v]) => ({ qs: qs([[k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
    base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
  );
}

/** A multipart/form-data body with one part, as curl -F or a browser form sends it. */
function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`), Buffer.from(p.content), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const TINY_PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6e1d20000000049454e44ae426082", "hex");
const IMAGE_MAGIC = [[0x89, 0x50], [0xff, 0xd8], [0x47, 0x49], [0x52, 0x49]];

/** POST /v2/payment-links/images: multipart bodies, every one refused with the code its one problem earns. */
const imageUploadOperation: Operation = {
  name: "POST /v2/payment-links/images",
  cases: (t) => {
    const auth = bearer(t);
    const path = "/v2/payment-links/images";
    const c = (category: string, note: string, expect: Code, body: { body: Buffer | string; contentType: string | null }, a: string | null = auth, method = "POST", extra: Record<string, string> = {}): FuzzCase => ({
      category,
      note,
      expect,
      request: build(method, path, { auth: a, body: body.body, contentType: body.contentType, expect, idempotent: true, extra }),
    });
    const notImage = fc.uint8Array({ minLength: 1, maxLength: 2000 }).filter((b) => !IMAGE_MAGIC.some(([x, y]) => b[0] === x && b[1] === y));
    const good = multipart([{ name: "file", filename: "poster.png", type: "image/png", content: TINY_PNG }]);
    return fc.oneof(
      // Bytes that are no image, whatever they claim to be; an empty file; one over 1 MB.
      { weight: 20, arbitrary: fc.tuple(notImage, fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "application/octet-stream")).map(([b, type]) => c("business", `${b.length} bytes declared ${type}`, "INVALID_VALUE", multipart([{ name: "file", filename: "x", type, content: Buffer.from(b) }]))) },
      { weight: 4, arbitrary: fc.constant(c("business", "an empty file", "INVALID_VALUE", multipart([{ name: "file", filename: "x.png", type: "image/png", content: Buffer.alloc(0) }]))) },
      { weight: 2, arbitrary: fc.integer({ min: 1_000_001, max: 1_050_000 }).map((n) => c("business", `a PNG of ${n} bytes`, "INVALID_VALUE", multipart([{ name: "file", filename: "big.png", type: "image/png", content: Buffer.concat([TINY_PNG, Buffer.alloc(n - TINY_PNG.length)]) }]))) },
      // No file: another field, text where the file goes, or an extra field beside it.
      {
        weight: 12,
        arbitrary: fc.tuple(base62(12), fc.constantFrom("text", "other", "extra")).map(([v, how]) =>
          c(
            "schema",
            `${how} field`,
            "VALIDATION_ERROR",
            how === "text" ? multipart([{ name: "file", content: v }]) : how === "other" ? multipart([{ name: "image", filename: "x.png", type: "image/png", content: TINY_PNG }]) : multipart([{ name: "file", filename: "x.png", type: "image/png", content: TINY_PNG }, { name: "purpose", content: v }]),
          ),
        ),
      },
      // Not multipart at all.
      { weight: 10, arbitrary: fc.constantFrom(null, "application/json", "text/plain", "image/png", "multipart/form-data", "application/x-www-form-urlencoded").map((ct) => c("content-type", `Content-Type ${show(ct)}`, "INVALID_FORMAT", { body: ct === "image/png" ? TINY_PNG : '{"file":"x"}', contentType: ct })) },
      { weight: 15, arbitrary: hostileAuth(t).map((a) => c("auth", a.note, "UNAUTHORIZED", good, a.header)) },
      // (GET and PATCH of this path would be GET and PATCH /v2/payment-links/{id} by the document's templates, though the
      // route answers them 405 too: the static segment wins.)
      { weight: 5, arbitrary: fc.constantFrom("PUT", "DELETE").map((m) => c("method", `${m} not allowed`, "METHOD_NOT_ALLOWED", good, auth, m)) },
      {
        weight: 5,
        arbitrary: fc.oneof(fc.constantFrom("", "   "), headerText(256, 400).filter((s) => s.trim().length > 255), fc.constant("a\tb")).map((key) =>
          c("idempotency-key", `Idempotency-Key ${show(key)}`, "INVALID_FORMAT", good, auth, "POST", { "Idempotency-Key": key }),
        ),
      },
    );
  },
};

OPERATIONS.push(
  bodyOperation({
    name: "POST /v2/payment-links",
    method: "POST",
    path: () => "/v2/payment-links",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: linkBase,
    schema: requestBody("POST /v2/payment-links"),
    deepField: null,
    business: linkBusiness,
  }),
  queryOperation({ name: "GET /v2/payment-links", path: "/v2/payment-links", alsoAllowed: ["POST"], queries: linkListQueries() }),
  referenceOperation({
    name: "GET /v2/payment-links/{id}",
    method: "GET",
    allowed: ["GET", "PATCH"],
    path: (r) => `/v2/payment-links/${r}`,
    targets: (t) => [t.paymentLink.donation, t.paymentLink.event],
  }),
  bodyOperation({
    name: "PATCH /v2/payment-links/{id}",
    method: "PATCH",
    path: (t) => `/v2/payment-links/${t.paymentLink.donation}`,
    idempotent: false,
    allowed: ["GET", "PATCH"],
    base: linkPatchBase,
    schema: requestBody("PATCH /v2/payment-links/{id}"),
    deepField: null,
    extraSchema: fc.constant({ note: "empty object", apply: () => ({}) }),
    business: linkPatchBusiness,
    ref: (r) => `/v2/payment-links/${r}`,
  }),
  // Only hostile variants: a well-formed deactivation of a seeded link would succeed.
  referenceOperation({
    name: "POST /v2/payment-links/{id}/deactivate",
    method: "POST",
    allowed: ["POST"],
    path: (r) => `/v2/payment-links/${r}/deactivate`,
    targets: (t) => [t.paymentLink.donation],
    idempotent: true,
    refusesBody: true,
  }),
  referenceOperation({
    name: "GET /v2/payment-links/{id}/tickets",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/payment-links/${r}/tickets`,
    targets: (t) => [t.paymentLink.event],
  }),
  // The ticket's reference varies; the event is the seeded one. A held ticket and one checked in
  // already are refused (409) and change nothing; a well-formed check-in of a paid one is never sent.
  referenceOperation({
    name: "POST /v2/payment-links/{id}/tickets/{reference}/check-in",
    method: "POST",
    allowed: ["POST"],
    path: (r, t) => `/v2/payment-links/${t!.paymentLink.event}/tickets/${r}/check-in`,
    targets: (t) => [t.paymentLink.heldTicket, t.paymentLink.checkedInTicket],
    refused: (t) => [
      { reference: t.paymentLink.heldTicket, expect: "INVALID_STATE", note: "a held ticket (its payment is open)" },
      { reference: t.paymentLink.checkedInTicket, expect: "INVALID_STATE", note: "a ticket checked in already" },
    ],
    idempotent: true,
    refusesBody: true,
  }),
  imageUploadOperation,
);

// ---------------------------------------------------------------------------------------------
// Disputes. Seeded: two ETB 5.00 reversal claims on `paid`, an open one and a reversed (closed)
// one. Well-formed requests that would act on a dispute go to the closed claim, where each is
// refused with INVALID_STATE and changes nothing; the open one is only a target of hostile
// requests, and its operator reference a second claim may not reuse (RESOURCE_CONFLICT).

/** The seeded claims: every dispute operation needs them. */
function disputeTargets(t: Targets): NonNullable<Targets["dispute"]> {
  if (!t.dispute) throw new Error("fuzz: the dispute operations need the seeded claims (Targets.dispute)");
  return t.dispute;
}

const DISPUTE_LIST_KEYS = ["status", "kind", "payment_reference", "open", "due_before", "cursor", "per_page"];

function disputeListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "VALIDATION_ERROR" as Code, note });
  return fc.oneof(
    unknownCode(DISPUTE_STATUSES).map(noFFFD).filter((s) => !(DISPUTE_STATUSES as readonly string[]).includes(s)).map((s) => invalid([["status", s]], `status ${show(s)}`)),
    unknownCode(["chargeback", "reversal"]).map(noFFFD).filter((k) => k !== "chargeback" && k !== "reversal").map((k) => invalid([["kind", k]], `kind ${show(k)}`)),
    oddText(6).map(noFFFD).filter((v) => v !== "true" && v !== "false").map((v) => invalid([["open", v]], `open ${show(v)}`)),
    fc.constantFrom("tomorrow", "2026-13-01T00:00:00Z", "2026-01-01", "2026-01-01 10:00", "1700000000", "now").map((v) => invalid([["due_before", v]], `due_before ${show(v)}`)),
    fc.integer({ min: 65, max: 500 }).map((n) => invalid([["payment_reference", "p".repeat(n)]], `payment_reference of ${n} characters`)),
    invalidInt(100).map((v) => invalid([["per_page", v]], `per_page ${show(v)}`)),
    fc.tuple(unknownQueryKey(DISPUTE_LIST_KEYS), oddText(10).map(noFFFD)).map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    fc.constantFrom("status", "kind", "open").map((k) => invalid([[k, k === "status" ? "open" : k === "kind" ? "reversal" : "true"], [k, k === "status" ? "reversed" : k === "kind" ? "chargeback" : "false"]], `${k} given twice`)),
    base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
  );
}

/** Ids no dispute has: well-formed ones, near misses of the seeded ones, other objects' ids. */
function unknownDisputeIds(t: Targets): fc.Arbitrary<string> {
  const seeded = [disputeTargets(t).open, disputeTargets(t).closed];
  const near = seeded.flatMap((id) => [id.toUpperCase(), id.slice(0, -1), `${id}x`, id.replace("dp_", "DP_"), id.slice(3), ` ${id}`]);
  return fc
    .oneof(
      base62(22).map((s) => `dp_${s}`),
      fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `dp_${s}`)),
      fc.constantFrom(...near, "dp_", "dp", disputeTargets(t).openReference, t.paid.id, t.refund.id, t.active),
    )
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && !seeded.includes(s.trim()));
}

const claimBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        payment_reference: fc.constantFrom(t.paid.id, t.paid.reference),
        operator_reference: validText(100),
        amount: fc.integer({ min: 1, max: 99_000 }).map((cents) => cents / 100),
        reason: fc.constantFrom(...DISPUTE_REASONS),
        note: validText(2000),
      },
      { requiredKeys: ["payment_reference", "operator_reference", "reason"] },
    )
    .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
    .filter((b) => createReversalClaimSchema.safeParse(b).success && (b.operator_reference as string).trim() !== disputeTargets(t).openReference);

function claimBusiness(t: Targets) {
  return fc.oneof(
    base62(22).map((s) => ({ note: "an unknown payment", expect: "NOT_FOUND" as Code, apply: (b: Body) => ((b.payment_reference = `pay_${s}`), b) })),
    fc.constantFrom(t.pending.id, t.pending.reference).map((ref) => ({ note: "a pending payment", expect: "INVALID_STATE" as Code, apply: (b: Body) => (delete b.amount, (b.payment_reference = ref), b) })),
    fc.integer({ min: t.refundableRemaining * 100 + 1, max: 1_000_000_00 }).map((c) => ({ note: `amount ${c / 100}, above what the customer still has paid`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = c / 100), b) })),
    fc.constantFrom(0, -1, -0.01, 1.005, 10.001).map((a) => ({ note: `amount ${a}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constant({ note: "the open claim's operator reference", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => ((b.operator_reference = disputeTargets(t).openReference), b) }),
  );
}

/** Text evidence: a few of the fields, each text or null (null clears a staged field). */
const evidenceBase: fc.Arbitrary<Body> = fc
  .subarray([...DISPUTE_EVIDENCE_FIELDS], { minLength: 1, maxLength: 4 })
  .chain((fields) => fc.tuple(...fields.map((f) => fc.tuple(fc.constant(f), fc.option(validText(500), { freq: 5, nil: null })))))
  .map((pairs) => ({ evidence: objectOf(pairs) }));

const EVIDENCE_PDF = Buffer.from("%PDF-1.4\nfuzz evidence\n%%EOF\n");

/** POST /v2/disputes/{id}/files: multipart bodies, every one refused with the code its one problem earns. */
const disputeFileOperation: Operation = {
  name: "POST /v2/disputes/{id}/files",
  cases: (t) => {
    const auth = bearer(t);
    const at = (id: string) => `/v2/disputes/${encode(id)}/files`;
    const c = (category: string, note: string, expect: Code, body: { body: Buffer | string; contentType: string | null }, opts: { a?: string | null; method?: string; extra?: Record<string, string>; target?: string } = {}): FuzzCase => ({
      category,
      note,
      expect,
      request: build(opts.method ?? "POST", opts.target ?? at(disputeTargets(t).closed), { auth: opts.a === undefined ? auth : opts.a, body: body.body, contentType: body.contentType, expect, idempotent: true, extra: opts.extra ?? {} }),
    });
    const upload = (content: Buffer, opts: { purpose?: string | null; type?: string } = {}) =>
      multipart([{ name: "file", filename: "evidence.pdf", type: opts.type ?? "application/pdf", content }, ...(opts.purpose === null ? [] : [{ name: "purpose", content: opts.purpose ?? "receipt" }])]);
    const good = upload(EVIDENCE_PDF);
    // A NUL first: neither a PDF, PNG nor JPEG signature, and no text the sniffer takes.
    const notEvidence = fc.uint8Array({ minLength: 0, maxLength: 2000 }).map((b) => Buffer.concat([Buffer.from([0]), Buffer.from(b)]));
    return fc.oneof(
      { weight: 15, arbitrary: fc.tuple(notEvidence, fc.constantFrom("application/pdf", "image/png", "text/plain", "application/octet-stream")).map(([b, type]) => c("business", `${b.length} bytes declared ${type}`, "INVALID_VALUE", upload(b, { type }))) },
      { weight: 4, arbitrary: fc.constant(c("business", "an empty file", "INVALID_VALUE", upload(Buffer.alloc(0)))) },
      { weight: 1, arbitrary: fc.integer({ min: 5 * 1024 * 1024 + 1, max: 5 * 1024 * 1024 + 20_000 }).map((n) => c("business", `a PDF of ${n} bytes`, "INVALID_VALUE", upload(Buffer.concat([EVIDENCE_PDF, Buffer.alloc(n - EVIDENCE_PDF.length)])))) },
      { weight: 10, arbitrary: fc.constantFrom(...(["receipt", "other", "customer_communication"] as const)).map((purpose) => c("state", `a good file (${purpose}) for the closed claim`, "INVALID_STATE", upload(EVIDENCE_PDF, { purpose }))) },
      { weight: 10, arbitrary: unknownDisputeIds(t).map((id) => c("path", `unknown dispute ${show(id)}`, "NOT_FOUND", good, { target: at(id) })) },
      {
        weight: 12,
        arbitrary: fc.tuple(base62(12), fc.constantFrom("text", "no-purpose", "bad-purpose", "extra")).map(([v, how]) =>
          c(
            "schema",
            `${how} field`,
            "VALIDATION_ERROR",
            how === "text"
              ? multipart([{ name: "file", content: v }, { name: "purpose", content: "receipt" }])
              : how === "no-purpose"
                ? upload(EVIDENCE_PDF, { purpose: null })
                : how === "bad-purpose"
                  ? upload(EVIDENCE_PDF, { purpose: `x${v}` })
                  : multipart([{ name: "file", filename: "e.pdf", type: "application/pdf", content: EVIDENCE_PDF }, { name: "purpose", content: "receipt" }, { name: "note", content: v }]),
          ),
        ),
      },
      { weight: 10, arbitrary: fc.constantFrom(null, "application/json", "text/plain", "application/pdf", "multipart/form-data", "application/x-www-form-urlencoded").map((ct) => c("content-type", `Content-Type ${show(ct)}`, "INVALID_FORMAT", { body: ct === "application/pdf" ? EVIDENCE_PDF : '{"purpose":"receipt"}', contentType: ct })) },
      { weight: 15, arbitrary: hostileAuth(t).map((a) => c("auth", a.note, "UNAUTHORIZED", good, { a: a.header })) },
      { weight: 5, arbitrary: fc.constantFrom("GET", "PUT", "PATCH", "DELETE").map((m) => c("method", `${m} not allowed`, "METHOD_NOT_ALLOWED", good, { method: m })) },
      {
        weight: 5,
        arbitrary: fc.oneof(fc.constantFrom("", "   "), headerText(256, 400).filter((s) => s.trim().length > 255), fc.constant("a\tb")).map((key) =>
          c("idempotency-key", `Idempotency-Key ${show(key)}`, "INVALID_FORMAT", good, { extra: { "Idempotency-Key": key } }),
        ),
      },
    );
  },
};

const closedClaim = (what: string) => (t: Targets) => fc.constant({ note: `${what} the closed (reversed) claim`, expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/disputes/${disputeTargets(t).closed}` });

OPERATIONS.push(
  queryOperation({ name: "GET /v2/disputes", path: "/v2/disputes", alsoAllowed: ["POST"], queries: disputeListQueries() }),
  bodyOperation({
    name: "POST /v2/disputes",
    method: "POST",
    path: () => "/v2/disputes",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: claimBase,
    schema: requestBody("POST /v2/disputes"),
    deepField: null,
    business: claimBusiness,
  }),
  referenceOperation({
    name: "GET /v2/disputes/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/disputes/${r}`,
    targets: (t) => [disputeTargets(t).open, disputeTargets(t).closed],
    moreUnknown: unknownDisputeIds,
  }),
  bodyOperation({
    name: "POST /v2/disputes/{id}/evidence",
    method: "POST",
    path: (t) => `/v2/disputes/${disputeTargets(t).closed}/evidence`,
    idempotent: true,
    allowed: ["POST"],
    base: () => evidenceBase,
    schema: requestBody("POST /v2/disputes/{id}/evidence"),
    deepField: null,
    business: (t) =>
      fc.oneof(
        fc.constant({ note: "evidence for the closed (reversed) claim", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/disputes/${disputeTargets(t).closed}/evidence` }),
        fc.constant({ note: "evidence naming no field", expect: "INVALID_VALUE" as Code, apply: () => ({ evidence: {} }) }),
      ),
    ref: (r) => `/v2/disputes/${r}/evidence`,
  }),
  disputeFileOperation,
  ...(["submit", "accept"] as const).map((action) =>
    bodyOperation({
      name: `POST /v2/disputes/{id}/${action}`,
      method: "POST",
      path: (t) => `/v2/disputes/${disputeTargets(t).closed}/${action}`,
      idempotent: false,
      allowed: ["POST"],
      base: () => fc.constant({}),
      schema: requestBody(`POST /v2/disputes/{id}/${action}`),
      deepField: null,
      business: (t) => closedClaim(action === "submit" ? "submitting" : "accepting")(t).map((m) => ({ ...m, path: `${m.path}/${action}` })),
      ref: (r) => `/v2/disputes/${r}/${action}`,
    }),
  ),
  bodyOperation({
    name: "POST /v2/disputes/{id}/claim-status",
    method: "POST",
    path: (t) => `/v2/disputes/${disputeTargets(t).closed}/claim-status`,
    idempotent: true,
    allowed: ["POST"],
    base: () => fc.constantFrom("funds_frozen", "reversed", "rejected").map((status) => ({ status })),
    schema: requestBody("POST /v2/disputes/{id}/claim-status"),
    deepField: null,
    business: (t) => closedClaim("moving")(t).map((m) => ({ ...m, path: `${m.path}/claim-status` })),
    ref: (r) => `/v2/disputes/${r}/claim-status`,
  }),
);

// ---------------------------------------------------------------------------------------------
// Plans. Seeded: an active and an archived ETB monthly plan. Well-formed creation is never sent
// (it would write a plan); every case is refused by its one problem. Archiving the active plan well
// formed would succeed, so it is only a target of hostile requests.

function planTargets(t: Targets): NonNullable<Targets["plan"]> {
  if (!t.plan) throw new Error("fuzz: the plan operations need the seeded plans (Targets.plan)");
  return t.plan;
}

const planBase = (): fc.Arbitrary<Body> =>
  fc
    .tuple(fc.constantFrom(...(SUPPORTED_CURRENCIES as Currency[])), fc.constantFrom(...BILLING_INTERVALS))
    .chain(([currency, interval]) =>
      fc.record(
        {
          name: validText(120),
          description: validText(500),
          amount: fc.integer({ min: 1, max: 99_000 }).map((n) => (CURRENCIES[currency].exponent === 0 ? n : n / 100)),
          currency: fc.constantFrom(currency, currency.toLowerCase()),
          interval: fc.constant(interval),
          interval_count: fc.integer({ min: 1, max: MAX_INTERVAL_COUNT[interval] }),
          trial_days: fc.integer({ min: 0, max: 730 }),
          cycle_limit: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
          allow_multiple_subscriptions: fc.boolean(),
        },
        { requiredKeys: ["name", "amount", "currency", "interval"] },
      ),
    )
    .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
    .filter((b) => createPlanSchema.safeParse(b).success);

function planBusiness() {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES)
      .filter((c) => !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    amountsInvalidEverywhere.map((a) => ({ note: `amount ${show(a)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.amount = a), b) })),
    fc.constantFrom(...BILLING_INTERVALS).chain((interval) =>
      fc.integer({ min: MAX_INTERVAL_COUNT[interval] + 1, max: 100_000 }).map((n) => ({
        note: `${n} ${interval}s: a period over a year`,
        expect: "INVALID_VALUE" as Code,
        apply: (b: Body) => ((b.interval = interval), (b.interval_count = n), b),
      })),
    ),
    fc.constant({ note: "decimals UGX lacks", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = "UGX"), (b.amount = 100.5), b) }),
  );
}

const PLAN_LIST_KEYS = ["active", "currency", "cursor", "per_page"];

function planListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "VALIDATION_ERROR" as Code, note });
  return fc.oneof(
    oddText(6).map(noFFFD).filter((v) => v !== "true" && v !== "false").map((v) => invalid([["active", v]], `active ${show(v)}`)),
    unknownCode(SUPPORTED_CURRENCIES)
      .map(noFFFD)
      .filter((c) => c.length > 0 && !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ qs: qs([["currency", c]]), expect: "INVALID_VALUE" as Code, note: `currency ${show(c)}` })),
    invalidInt(100).map((v) => invalid([["per_page", v]], `per_page ${show(v)}`)),
    fc.tuple(unknownQueryKey(PLAN_LIST_KEYS), oddText(10).map(noFFFD)).map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    fc.constantFrom("active", "currency").map((k) => invalid([[k, k === "active" ? "true" : "ETB"], [k, k === "active" ? "false" : "USD"]], `${k} given twice`)),
    base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
  );
}

/** Ids no plan has: well-formed ones, near misses of the seeded ones, other objects' ids. */
function unknownPlanIds(t: Targets): fc.Arbitrary<string> {
  const seeded = [planTargets(t).active, planTargets(t).archived];
  const near = seeded.flatMap((id) => [id.toUpperCase(), id.slice(0, -1), `${id}x`, id.replace("plan_", "PLAN_"), id.slice(5), ` ${id}`]);
  return fc
    .oneof(base62(22).map((s) => `plan_${s}`), fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `plan_${s}`)), fc.constantFrom(...near, "plan_", "plan", t.paid.id, t.active))
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && !seeded.includes(s.trim()));
}

OPERATIONS.push(
  bodyOperation({
    name: "POST /v2/plans",
    method: "POST",
    path: () => "/v2/plans",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: planBase,
    schema: requestBody("POST /v2/plans"),
    deepField: null,
    business: planBusiness,
  }),
  queryOperation({ name: "GET /v2/plans", path: "/v2/plans", alsoAllowed: ["POST"], queries: planListQueries() }),
  referenceOperation({
    name: "GET /v2/plans/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/plans/${r}`,
    targets: (t) => [planTargets(t).active, planTargets(t).archived],
    moreUnknown: unknownPlanIds,
  }),
  referenceOperation({
    name: "POST /v2/plans/{id}/archive",
    method: "POST",
    allowed: ["POST"],
    path: (r) => `/v2/plans/${r}/archive`,
    targets: (t) => [planTargets(t).active],
    moreUnknown: unknownPlanIds,
    refusesBody: true,
  }),
);

// ---------------------------------------------------------------------------------------------
// Risk rules, lists, imports and reviews (docs/risk-api.md). Seeded (Targets.risk): a disabled rule,
// a card_bin list holding 424242 (a rule-free alias, so it could be deleted), and an import into it.
// Well-formed writes are never sent: each case is refused by its one problem (an expression that does
// not compile, the seeded list's alias again, a value not of the list's kind, a CSV over the line
// limit). No payment is held for review in the fuzz run, so the review operations are sent to a
// well-formed id no review has: every well-formed request to them is NOT_FOUND.

function riskTargets(t: Targets): NonNullable<Targets["risk"]> {
  if (!t.risk) throw new Error("fuzz: the risk operations need the seeded rule and list (Targets.risk)");
  return t.risk;
}

const NO_SUCH_REVIEW = "rrv_0000000000000000000000";
const BROKEN_EXPRESSIONS = ["amout > 5.0", "amount + 1.0", "in_list(alias, phone)", "amount >", 'phone == 3', "velocity.phone.attempts_9h > 1"];
const riskRuleBase = (): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        name: validText(120),
        action: fc.constantFrom("allow", "block", "review", "require_otp"),
        expression: fc.constantFrom("amount > 5000.0", 'currency == "ETB"', 'in_list("fuzz_bins", card_bin)', "attempt_number > 3"),
        status: fc.constantFrom("active", "shadow", "disabled"),
        position: fc.integer({ min: 0, max: 100_000 }),
      },
      { requiredKeys: ["name", "action", "expression"] },
    )
    .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)));
const brokenExpression = () => fc.constantFrom(...BROKEN_EXPRESSIONS).map((e) => ({ note: `expression ${show(e)} does not compile`, expect: "VALIDATION_ERROR" as Code, apply: (b: Body) => ((b.expression = e), b) }));
const unknownRiskIds = (prefix: string, seeded: string[]) => (t: Targets) =>
  fc
    .oneof(base62(22).map((s) => `${prefix}_${s}`), fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `${prefix}_${s}`)), fc.constantFrom(...seeded.flatMap((id) => [id.toUpperCase(), id.slice(0, -1), `${id}x`, ` ${id}`]), `${prefix}_`, t.paid.id))
    .filter((s) => s.length > 0 && s !== "." && s !== ".." && !seeded.includes(s.trim()));
const enumQueries = (keys: Record<string, readonly string[]>, extra: fc.Arbitrary<{ qs: string; expect: Code; note: string }>[] = []) => {
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "VALIDATION_ERROR" as Code, note });
  const known = Object.keys(keys);
  return fc.oneof(
    ...Object.entries(keys).map(([k, allowed]) => oddText(8).map(noFFFD).filter((v) => !allowed.includes(v)).map((v) => invalid([[k, v]], `${k} ${show(v)}`))),
    fc.tuple(unknownQueryKey(known), oddText(10).map(noFFFD)).map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    ...extra,
  );
};
/** A query operation on a path that names a seeded object. */
const seededQueryOperation = (name: string, path: (t: Targets) => string, alsoAllowed: string[], queries?: fc.Arbitrary<{ qs: string; expect: Code; note: string }>): Operation => ({
  name,
  cases: (t) => queryOperation({ name, path: path(t), alsoAllowed, queries }).cases(t),
});

OPERATIONS.push(
  queryOperation({ name: "GET /v2/risk/rules", path: "/v2/risk/rules", alsoAllowed: ["POST"], queries: enumQueries({ status: ["active", "shadow", "disabled"], scope: ["merchant", "installation", "all"] }) }),
  bodyOperation({
    name: "POST /v2/risk/rules",
    method: "POST",
    path: () => "/v2/risk/rules",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: riskRuleBase,
    schema: requestBody("POST /v2/risk/rules"),
    deepField: null,
    business: brokenExpression,
  }),
  referenceOperation({ name: "GET /v2/risk/rules/{id}", method: "GET", allowed: ["GET", "PATCH", "DELETE"], path: (r) => `/v2/risk/rules/${r}`, targets: (t) => [riskTargets(t).rule], moreUnknown: (t) => unknownRiskIds("rrl", [riskTargets(t).rule])(t) }),
  bodyOperation({
    name: "PATCH /v2/risk/rules/{id}",
    method: "PATCH",
    path: (t) => `/v2/risk/rules/${riskTargets(t).rule}`,
    idempotent: false,
    allowed: ["GET", "PATCH", "DELETE"],
    base: () => riskRuleBase().map((b) => ((b.status = "disabled"), b)),
    schema: requestBody("PATCH /v2/risk/rules/{id}"),
    deepField: null,
    business: brokenExpression,
    ref: (r) => `/v2/risk/rules/${r}`,
  }),
  referenceOperation({ name: "DELETE /v2/risk/rules/{id}", method: "DELETE", allowed: ["GET", "PATCH", "DELETE"], path: (r) => `/v2/risk/rules/${r}`, targets: (t) => [riskTargets(t).rule], moreUnknown: (t) => unknownRiskIds("rrl", [riskTargets(t).rule])(t) }),
  queryOperation({ name: "GET /v2/risk/lists", path: "/v2/risk/lists", alsoAllowed: ["POST"], queries: enumQueries({}) }),
  bodyOperation({
    name: "POST /v2/risk/lists",
    method: "POST",
    path: () => "/v2/risk/lists",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: (t) => fc.record({ name: validText(120), kind: fc.constantFrom("phone", "card_bin", "email") }).map((r) => objectOf([["alias", riskTargets(t).alias], ["name", r.name], ["kind", r.kind]])),
    schema: requestBody("POST /v2/risk/lists"),
    deepField: null,
    // The base names the seeded list's alias: a well-formed create is that one problem.
    business: () => fc.constant({ note: "the seeded list's alias", expect: "RESOURCE_CONFLICT" as Code, apply: (b: Body) => b }),
  }),
  referenceOperation({ name: "GET /v2/risk/lists/{id}", method: "GET", allowed: ["GET", "DELETE"], path: (r) => `/v2/risk/lists/${r}`, targets: (t) => [riskTargets(t).list], moreUnknown: (t) => unknownRiskIds("rls", [riskTargets(t).list])(t) }),
  referenceOperation({ name: "DELETE /v2/risk/lists/{id}", method: "DELETE", allowed: ["GET", "DELETE"], path: (r) => `/v2/risk/lists/${r}`, targets: (t) => [riskTargets(t).list], moreUnknown: (t) => unknownRiskIds("rls", [riskTargets(t).list])(t) }),
  seededQueryOperation(
    "GET /v2/risk/lists/{id}/items",
    (t) => `/v2/risk/lists/${riskTargets(t).list}/items`,
    ["POST"],
    enumQueries({}, [
      invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
      fc.constantFrom("12", "abc", "4242424242424242", "+251911").map((v) => ({ qs: qs([["value", v]]), expect: "INVALID_VALUE" as Code, note: `value ${show(v)} is no card BIN` })),
    ]),
  ),
  bodyOperation({
    name: "POST /v2/risk/lists/{id}/items",
    method: "POST",
    path: (t) => `/v2/risk/lists/${riskTargets(t).list}/items`,
    idempotent: true,
    allowed: ["GET", "POST"],
    base: () => fc.array(fc.stringMatching(/^\d{6,8}$/), { minLength: 1, maxLength: 5 }).map((values) => objectOf([["values", values]])),
    schema: requestBody("POST /v2/risk/lists/{id}/items"),
    deepField: null,
    business: () =>
      fc.constantFrom("12", "abc", "4242424242424242", "+251911000001", "").map((v) => ({ note: `value ${show(v)} is no card BIN`, expect: "VALIDATION_ERROR" as Code, apply: (b: Body) => ((b.values = [...(b.values as string[]), v]), b) })),
    ref: (r) => `/v2/risk/lists/${r}/items`,
  }),
  referenceOperation({
    name: "DELETE /v2/risk/lists/{id}/items/{value}",
    method: "DELETE",
    allowed: ["DELETE"],
    path: (r, t) => `/v2/risk/lists/${riskTargets(t!).list}/items/${r}`,
    targets: (t) => [riskTargets(t).value],
    moreUnknown: () => fc.oneof(fc.stringMatching(/^\d{6,8}$/), base62(12)).filter((v) => !v.startsWith("424242")),
  }),
  bodyOperation({
    name: "POST /v2/risk/lists/{id}/imports",
    method: "POST",
    path: (t) => `/v2/risk/lists/${riskTargets(t).list}/imports`,
    idempotent: true,
    allowed: ["POST"],
    base: () => fc.array(fc.stringMatching(/^\d{6}$/), { minLength: 1, maxLength: 5 }).map((values) => objectOf([["csv", values.join("\n")]])),
    schema: requestBody("POST /v2/risk/lists/{id}/imports"),
    deepField: null,
    business: () => fc.integer({ min: 50_001, max: 60_000 }).map((n) => ({ note: `a CSV of ${n} lines`, expect: "VALIDATION_ERROR" as Code, apply: (b: Body) => ((b.csv = "1\n".repeat(n)), b) })),
    ref: (r) => `/v2/risk/lists/${r}/imports`,
  }),
  referenceOperation({
    name: "GET /v2/risk/lists/{id}/imports/{importId}",
    method: "GET",
    allowed: ["GET"],
    path: (r, t) => `/v2/risk/lists/${riskTargets(t!).list}/imports/${r}`,
    targets: (t) => [riskTargets(t).import],
    moreUnknown: (t) => unknownRiskIds("rli", [riskTargets(t).import])(t),
  }),
  queryOperation({
    name: "GET /v2/risk/reviews",
    path: "/v2/risk/reviews",
    queries: enumQueries({ status: ["open", "approved", "refused"] }, [
      invalidInt(100).map((v) => ({ qs: qs([["per_page", v]]), expect: "VALIDATION_ERROR" as Code, note: `per_page ${show(v)}` })),
      base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
    ]),
  }),
  referenceOperation({ name: "GET /v2/risk/reviews/{id}", method: "GET", allowed: ["GET"], path: (r) => `/v2/risk/reviews/${r}`, targets: () => [NO_SUCH_REVIEW], moreUnknown: (t) => unknownRiskIds("rrv", [])(t) }),
  ...(["approve", "refuse"] as const).map((decision) =>
    bodyOperation({
      name: `POST /v2/risk/reviews/{id}/${decision}`,
      method: "POST",
      path: () => `/v2/risk/reviews/${NO_SUCH_REVIEW}/${decision}`,
      idempotent: true,
      allowed: ["POST"],
      base: () => validText(500).filter((s) => s.trim().length > 0).map((note) => objectOf([["note", note]])),
      schema: requestBody(`POST /v2/risk/reviews/{id}/${decision}`),
      deepField: null,
      business: () => fc.constant({ note: "no review has the id", expect: "NOT_FOUND" as Code, apply: (b: Body) => b }),
      ref: (r) => `/v2/risk/reviews/${r}/${decision}`,
    }),
  ),
);

// ---------------------------------------------------------------------------------------------
// Subscriptions, invoices and test clocks. Seeded (Targets.billing): on the active plan, a trialing
// push subscription and a canceled one; a test clock at rest and one left advancing (no worker runs
// after seeding); one-off invoices as a draft, an open one, a voided draft, a paid one and an open
// one whose customer has only a phone number. Well-formed writes go where the service refuses them
// with one code and changes nothing (the canceled subscription, the advancing clock, the voided
// draft, the paid invoice); the rest are only targets of hostile requests. Creation is never sent
// well formed (it would write); every case is refused by its one problem.

function billingTargets(t: Targets): NonNullable<Targets["billing"]> {
  if (!t.billing || !t.plan) throw new Error("fuzz: the billing operations need the seeded plans and billing objects (Targets.plan, Targets.billing)");
  return t.billing;
}

/** Ids of `prefix` no seeded object has: well-formed ones, near misses of the seeded ones, other objects' ids. */
function unknownBillingIds(prefix: string, seeded: (t: Targets) => string[]) {
  return (t: Targets): fc.Arbitrary<string> => {
    const own = seeded(t);
    const near = own.flatMap((id) => [id.toUpperCase(), id.slice(0, -1), `${id}x`, id.replace(`${prefix}_`, `${prefix.toUpperCase()}_`), id.slice(prefix.length + 1), ` ${id}`]);
    return fc
      .oneof(base62(22).map((s) => `${prefix}_${s}`), fc.integer({ min: 0, max: 40 }).chain((n) => base62(n).map((s) => `${prefix}_${s}`)), fc.constantFrom(...near, `${prefix}_`, prefix, t.paid.id, t.active))
      .filter((s) => s.length > 0 && s !== "." && s !== ".." && !own.includes(s.trim()));
  };
}
const subscriptionIds = (t: Targets) => [billingTargets(t).subscription, billingTargets(t).canceled];
const clockIds = (t: Targets) => [billingTargets(t).clock, billingTargets(t).advancingClock];
const invoiceIds = (t: Targets) => Object.values(billingTargets(t).invoice);
const unknownSubscriptionIds = unknownBillingIds("subs", subscriptionIds);
const unknownClockIds = unknownBillingIds("clock", clockIds);
const unknownInvoiceIds = unknownBillingIds("in", invoiceIds);

const subscriptionBodySchema = requestBody("POST /v2/subscriptions");
const invoiceBodySchema = requestBody("POST /v2/invoices");
const invoiceEditSchema = requestBody("PATCH /v2/invoices/{id}");

/** ETB wallets and Ethiopian numbers none of the seeded subscriptions bills. */
const ETB_WALLETS = ["telebirr", "cbebirr", "ebirr", "awash_birr"];
const subscriberPhone = fc.integer({ min: 300, max: 999 }).map((n) => `+251911000${n}`);

const subscriptionBase = (t: Targets): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        customer: fc.record(
          { first_name: validText(100), last_name: validText(100), email: fc.constantFrom("abebe@example.test", "a.b+c@example.com"), phone_number: subscriberPhone },
          { requiredKeys: ["phone_number"] },
        ),
        payment_method: fc.constantFrom(...ETB_WALLETS),
        wallet_number: subscriberPhone,
        trial_days: fc.integer({ min: 0, max: 730 }),
        dunning: fc.record(
          { charge_attempts: fc.integer({ min: 1, max: 10 }), retry_interval_hours: fc.integer({ min: 1, max: 720 }), when_exhausted: fc.constantFrom("unpaid", "canceled") },
          { requiredKeys: [] },
        ),
        invoice_days_ahead: fc.integer({ min: 0, max: 30 }),
        days_until_due: fc.integer({ min: 0, max: 365 }),
        test_clock: fc.constant(billingTargets(t).clock),
      },
      { requiredKeys: ["customer", "payment_method"] },
    )
    .map((r) => objectOf([["plan_reference", t.plan!.active], ["collection_method", "push"], ...Object.entries(r).filter(([, v]) => v !== undefined)]))
    .filter((b) => subscriptionBodySchema.safeParse(b).success);

function subscriptionBusiness(t: Targets) {
  const b = billingTargets(t);
  const set = (fields: Body, drop: string[] = []) => (body: Body) => {
    for (const k of drop) delete body[k];
    return Object.assign(body, fields);
  };
  return fc.oneof(
    unknownBillingIds("plan", (x) => [x.plan!.active, x.plan!.archived])(t)
      .filter((r) => r.length <= 64)
      .map((r) => ({ note: `unknown plan ${show(r)}`, expect: "NOT_FOUND" as Code, apply: set({ plan_reference: r }) })),
    fc.constant({ note: "the archived plan", expect: "INVALID_STATE" as Code, apply: set({ plan_reference: t.plan!.archived }) }),
    fc.constant({ note: "push without payment_method", expect: "INVALID_VALUE" as Code, apply: set({}, ["payment_method"]) }),
    fc.constantFrom("card", "mtn_momo", "waafi", "bank_transfer", "paypal").map((m) => ({ note: `push to ${m}, not an ETB wallet`, expect: "INVALID_VALUE" as Code, apply: set({ payment_method: m }) })),
    fc.constantFrom("+256772120003", "+25377120003", "12", "not a number").map((n) => ({ note: `wallet_number ${show(n)}`, expect: "INVALID_VALUE" as Code, apply: set({ wallet_number: n }) })),
    fc.constant({ note: "push with no wallet_number and no phone", expect: "INVALID_VALUE" as Code, apply: (body: Body) => (delete body.wallet_number, (body.customer = { first_name: "Abebe" }), body) }),
    base62(22).map((s) => ({ note: "payment_method_reference with push", expect: "INVALID_VALUE" as Code, apply: set({ payment_method_reference: `pm_${s}` }) })),
    fc.constantFrom("token", "preapproval").map((m) => ({ note: `${m} without payment_method_reference`, expect: "INVALID_VALUE" as Code, apply: set({ collection_method: m }, ["payment_method", "wallet_number"]) })),
    fc.tuple(fc.constantFrom("token", "preapproval"), base62(22)).map(([m, s]) => ({ note: `${m} with an unknown saved method`, expect: "NOT_FOUND" as Code, apply: set({ collection_method: m, payment_method_reference: `pm_${s}` }, ["payment_method", "wallet_number"]) })),
    fc.constant({ note: "send_invoice to a customer without e-mail", expect: "INVALID_VALUE" as Code, apply: (body: Body) => (delete body.payment_method, delete body.wallet_number, (body.collection_method = "send_invoice"), (body.customer = { phone_number: "+251911000301" }), body) }),
    fc.constant({ note: "a second subscription to a one-per-customer plan", expect: "RESOURCE_CONFLICT" as Code, apply: (body: Body) => ((body.customer = { ...(body.customer as Body), email: b.subscriberEmail }), body) }),
    unknownClockIds(t)
      .filter((r) => r.length <= 64)
      .map((r) => ({ note: `unknown test clock ${show(r)}`, expect: "NOT_FOUND" as Code, apply: set({ test_clock: r }) })),
  );
}

const SUBSCRIPTION_LIST_KEYS = ["status", "plan_reference", "customer_reference", "cursor", "per_page"];

function subscriptionListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "VALIDATION_ERROR" as Code, note });
  return fc.oneof(
    unknownCode(SUBSCRIPTION_STATUSES).map(noFFFD).filter((s) => !(SUBSCRIPTION_STATUSES as readonly string[]).includes(s)).map((s) => invalid([["status", s]], `status ${show(s)}`)),
    fc.tuple(fc.constantFrom("plan_reference", "customer_reference"), fc.integer({ min: 65, max: 500 })).map(([k, n]) => invalid([[k, "p".repeat(n)]], `${k} of ${n} characters`)),
    invalidInt(100).map((v) => invalid([["per_page", v]], `per_page ${show(v)}`)),
    fc.tuple(unknownQueryKey(SUBSCRIPTION_LIST_KEYS), oddText(10).map(noFFFD)).map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    fc.constant(invalid([["status", "active"], ["status", "paused"]], "status given twice")),
    base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
  );
}

const INVOICE_LIST_KEYS = ["status", "subscription_reference", "customer_reference", "number", "cursor", "per_page"];

function invoiceListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "VALIDATION_ERROR" as Code, note });
  return fc.oneof(
    unknownCode(INVOICE_STATUSES).map(noFFFD).filter((s) => !(INVOICE_STATUSES as readonly string[]).includes(s)).map((s) => invalid([["status", s]], `status ${show(s)}`)),
    fc.tuple(fc.constantFrom("subscription_reference", "customer_reference"), fc.integer({ min: 65, max: 500 })).map(([k, n]) => invalid([[k, "r".repeat(n)]], `${k} of ${n} characters`)),
    fc.integer({ min: 33, max: 200 }).map((n) => invalid([["number", `INV-${"0".repeat(n)}`]], `number of ${n + 4} characters`)),
    fc
      .oneof(oddText(20), fc.constantFrom("INV-1", "INV-00001", "inv-000001", "INV000001", "INV-00000a", "42", "INV-", " INV-000001"))
      .map((v) => noFFFD(storable(v)))
      .filter((v) => v.length > 0 && v.length <= 32 && !/^INV-\d{6,}$/.test(v))
      .map((v) => ({ qs: qs([["number", v]]), expect: "INVALID_VALUE" as Code, note: `number ${show(v)}` })),
    invalidInt(100).map((v) => invalid([["per_page", v]], `per_page ${show(v)}`)),
    fc.tuple(unknownQueryKey(INVOICE_LIST_KEYS), oddText(10).map(noFFFD)).map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    fc.constant(invalid([["status", "open"], ["status", "paid"]], "status given twice")),
    base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
  );
}

/** A price of one, valid in ETB (two decimals), small enough that no total reaches the currency's limit. */
const unitAmount = fc.integer({ min: 1, max: 1_000_000 }).map((cents) => cents / 100);
const invoiceLines = fc.array(fc.record({ description: validText(200), quantity: fc.integer({ min: 1, max: 10_000 }), unit_amount: unitAmount }, { requiredKeys: ["description", "unit_amount"] }), { minLength: 1, maxLength: 3 });
const invoiceCustomer = fc.record(
  { name: validText(200), email: fc.constantFrom("abebe@example.test", "a.b+c@example.com"), phone_number: fc.constantFrom("+251911234567", "+256772120003") },
  { requiredKeys: ["email"] },
);

const invoiceBase = (): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        currency: fc.constantFrom("ETB", "etb"),
        customer: invoiceCustomer,
        lines: invoiceLines,
        tax_rate_percent: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        description: validText(500),
        days_until_due: fc.integer({ min: 0, max: 365 }),
        allow_partial_payments: fc.boolean(),
      },
      { requiredKeys: ["currency", "customer", "lines"] },
    )
    .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
    .filter((b) => invoiceBodySchema.safeParse(b).success);

/** Problems the invoice's pricing or customer has alone (INVALID_VALUE), whatever the rest of the body says. */
const invoicePricingProblems = fc.oneof(
  fc.constantFrom(0, 0.001, 1.005, 10.999, 1e15).map((a) => ({ note: `a line of unit_amount ${a}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.lines = [{ description: "Tuition", unit_amount: a }]), b) })),
  fc.constant({ note: "minimum_partial_amount without allow_partial_payments", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.allow_partial_payments = false), (b.minimum_partial_amount = 1), b) }),
  fc.constantFrom(100, 150.5, 1_000_000).map((m) => ({
    note: `minimum_partial_amount ${m}, not less than the total`,
    expect: "INVALID_VALUE" as Code,
    apply: (b: Body) => ((b.lines = [{ description: "Tuition", quantity: 1, unit_amount: 100 }]), (b.tax_rate_percent = 0), (b.allow_partial_payments = true), (b.minimum_partial_amount = m), b),
  })),
  fc.constantFrom(0.001, 2.555).map((m) => ({ note: `minimum_partial_amount ${m}: more decimals than ETB`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.lines = [{ description: "Tuition", unit_amount: 100 }]), (b.allow_partial_payments = true), (b.minimum_partial_amount = m), b) })),
  fc.constant({ note: "a customer with neither email nor phone_number", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.customer = { name: "Abebe Kebede" }), b) }),
);

function invoiceBusiness() {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES)
      .filter((c) => !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    fc.constant({ note: "decimals UGX lacks", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = "UGX"), (b.lines = [{ description: "Tuition", unit_amount: 100.5 }]), b) }),
    invoicePricingProblems,
  );
}

/** A draft's edit: a few of the fields, each valid. */
const invoiceEditBase = (): fc.Arbitrary<Body> =>
  fc
    .record(
      {
        customer: invoiceCustomer,
        lines: invoiceLines,
        tax_rate_percent: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        description: validText(500),
        days_until_due: fc.integer({ min: 0, max: 365 }),
        allow_partial_payments: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined)))
    .filter((b) => invoiceEditSchema.safeParse(b).success);

/** A frozen_time after the resting clock's time (2027-01-15T08:00:00Z), at most two years after it. */
const CLOCK_START_MS = Date.parse("2027-01-15T08:00:00Z");
const advanceBase = (): fc.Arbitrary<Body> => fc.integer({ min: 1, max: 700 * 86_400 }).map((s) => ({ frozen_time: new Date(CLOCK_START_MS + s * 1000).toISOString() }));

const invoicePath = (id: string, action = "") => `/v2/invoices/${id}${action ? `/${action}` : ""}`;
const subscriptionPath = (id: string, action: string) => `/v2/subscriptions/${id}/${action}`;

OPERATIONS.push(
  bodyOperation({
    name: "POST /v2/subscriptions",
    method: "POST",
    path: () => "/v2/subscriptions",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: subscriptionBase,
    schema: requestBody("POST /v2/subscriptions"),
    deepField: null,
    business: subscriptionBusiness,
  }),
  queryOperation({ name: "GET /v2/subscriptions", path: "/v2/subscriptions", alsoAllowed: ["POST"], queries: subscriptionListQueries() }),
  referenceOperation({
    name: "GET /v2/subscriptions/{id}",
    method: "GET",
    allowed: ["GET", "PATCH"],
    path: (r) => `/v2/subscriptions/${r}`,
    targets: subscriptionIds,
    moreUnknown: unknownSubscriptionIds,
  }),
  bodyOperation({
    name: "PATCH /v2/subscriptions/{id}",
    method: "PATCH",
    path: (t) => `/v2/subscriptions/${billingTargets(t).canceled}`,
    idempotent: false,
    allowed: ["GET", "PATCH"],
    base: () =>
      fc.oneof(
        fc.constant({ collection_method: "send_invoice" }),
        fc.constant({ payment_method: "telebirr", wallet_number: "+251911000001" }),
        base62(22).map((id) => ({ payment_method_reference: `pm_${id}` })),
      ),
    schema: requestBody("PATCH /v2/subscriptions/{id}"),
    deepField: null,
    business: (t) =>
      fc.oneof(
        fc.constant({ note: "changing the canceled subscription's payment method", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/subscriptions/${billingTargets(t).canceled}` }),
        fc.constant({ note: "no way to collect given", expect: "INVALID_VALUE" as Code, apply: () => ({}), path: `/v2/subscriptions/${billingTargets(t).subscription}` }),
      ),
    ref: (r) => `/v2/subscriptions/${r}`,
  }),
  ...(["pause", "resume"] as const).map((action) =>
    bodyOperation({
      name: `POST /v2/subscriptions/{id}/${action}`,
      method: "POST",
      path: (t) => subscriptionPath(billingTargets(t).canceled, action),
      idempotent: false,
      allowed: ["POST"],
      base: () => fc.constant({}),
      schema: requestBody(`POST /v2/subscriptions/{id}/${action}`),
      deepField: null,
      business: (t) =>
        fc.oneof(
          fc.constant({ note: `${action === "pause" ? "pausing" : "resuming"} the canceled subscription`, expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: subscriptionPath(billingTargets(t).canceled, action) }),
          // Resuming one that is neither paused nor set to cancel; a trialing one pauses, so it is only resume's.
          ...(action === "resume" ? [fc.constant({ note: "resuming the trialing subscription", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: subscriptionPath(billingTargets(t).subscription, action) })] : []),
        ),
      ref: (r) => subscriptionPath(r, action),
    }),
  ),
  bodyOperation({
    name: "POST /v2/subscriptions/{id}/cancel",
    method: "POST",
    path: (t) => subscriptionPath(billingTargets(t).canceled, "cancel"),
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.oneof(fc.constant({}), fc.boolean().map((at_period_end) => ({ at_period_end }))),
    schema: requestBody("POST /v2/subscriptions/{id}/cancel"),
    deepField: null,
    business: (t) => fc.constant({ note: "cancelling the canceled subscription", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: subscriptionPath(billingTargets(t).canceled, "cancel") }),
    ref: (r) => subscriptionPath(r, "cancel"),
  }),
  bodyOperation({
    name: "POST /v2/test-clocks",
    method: "POST",
    path: () => "/v2/test-clocks",
    idempotent: true,
    allowed: ["POST"],
    base: () =>
      fc
        .record({ frozen_time: fc.integer({ min: 0, max: 4_000_000_000 }).map((s) => new Date(s * 1000).toISOString()), name: validText(100) }, { requiredKeys: ["frozen_time"] })
        .map((r) => objectOf(Object.entries(r).filter(([, v]) => v !== undefined))),
    schema: requestBody("POST /v2/test-clocks"),
    deepField: null,
    // Any well-formed clock is made in test mode: the one rule a well-formed body can break is the
    // seeded clock's Idempotency-Key, used again with another body (no base body is the seeded one's).
    business: (t) =>
      fc.oneof(
        fc.constant({ note: "the seeded clock's Idempotency-Key with another body", expect: "IDEMPOTENCY_KEY_MISMATCH" as Code, apply: (b: Body) => b, headers: { "Idempotency-Key": billingTargets(t).clockIdempotencyKey } }),
        fc.constantFrom("2027-01-15T08:00:00+03:00", "2027-01-15T11:00:00+0300", "2027-01-15", "15/01/2027 08:00").map((v) => ({ note: `frozen_time ${show(v)}: not an ISO 8601 UTC time`, expect: "VALIDATION_ERROR" as Code, apply: (b: Body) => ((b.frozen_time = v), b) })),
      ),
  }),
  referenceOperation({
    name: "GET /v2/test-clocks/{id}",
    method: "GET",
    allowed: ["GET"],
    path: (r) => `/v2/test-clocks/${r}`,
    targets: clockIds,
    moreUnknown: unknownClockIds,
  }),
  bodyOperation({
    name: "POST /v2/test-clocks/{id}/advance",
    method: "POST",
    path: (t) => `/v2/test-clocks/${billingTargets(t).advancingClock}/advance`,
    idempotent: false,
    allowed: ["POST"],
    base: advanceBase,
    schema: requestBody("POST /v2/test-clocks/{id}/advance"),
    deepField: null,
    business: (t) =>
      fc.oneof(
        fc.constant({ note: "advancing the clock that is advancing", expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: `/v2/test-clocks/${billingTargets(t).advancingClock}/advance` }),
        fc.integer({ min: 0, max: 10 * 365 * 86_400 }).map((s) => ({
          note: "a time not after the clock's",
          expect: "INVALID_VALUE" as Code,
          apply: () => ({ frozen_time: new Date(CLOCK_START_MS - s * 1000).toISOString() }),
          path: `/v2/test-clocks/${billingTargets(t).clock}/advance`,
        })),
        fc.integer({ min: 2 * 366 * 86_400 + 1, max: 20 * 365 * 86_400 }).map((s) => ({
          note: "a time more than two years ahead",
          expect: "INVALID_VALUE" as Code,
          apply: () => ({ frozen_time: new Date(CLOCK_START_MS + s * 1000).toISOString() }),
          path: `/v2/test-clocks/${billingTargets(t).clock}/advance`,
        })),
      ),
    ref: (r) => `/v2/test-clocks/${r}/advance`,
  }),
  bodyOperation({
    name: "POST /v2/invoices",
    method: "POST",
    path: () => "/v2/invoices",
    idempotent: true,
    allowed: ["GET", "POST"],
    base: invoiceBase,
    schema: requestBody("POST /v2/invoices"),
    deepField: null,
    business: invoiceBusiness,
  }),
  queryOperation({ name: "GET /v2/invoices", path: "/v2/invoices", alsoAllowed: ["POST"], queries: invoiceListQueries() }),
  referenceOperation({
    name: "GET /v2/invoices/{id}",
    method: "GET",
    allowed: ["GET", "PATCH"],
    path: (r) => invoicePath(r),
    targets: invoiceIds,
    moreUnknown: unknownInvoiceIds,
  }),
  bodyOperation({
    name: "PATCH /v2/invoices/{id}",
    method: "PATCH",
    path: (t) => invoicePath(billingTargets(t).invoice.open),
    idempotent: false,
    allowed: ["GET", "PATCH"],
    base: invoiceEditBase,
    schema: requestBody("PATCH /v2/invoices/{id}"),
    deepField: null,
    business: (t) =>
      fc.oneof(
        fc.constantFrom("open", "void", "paid").map((which) => ({ note: `editing the ${which} invoice`, expect: "INVALID_STATE" as Code, apply: (b: Body) => b, path: invoicePath(billingTargets(t).invoice[which]) })),
        invoicePricingProblems.map((p) => ({ ...p, path: invoicePath(billingTargets(t).invoice.draft) })),
      ),
    ref: (r) => invoicePath(r),
  }),
  ...(
    [
      ["finalize", "void", false],
      ["void", "paid", false],
      ["mark-uncollectible", "paid", false],
      ["send", "void", true],
    ] as const
  ).map(([action, refusing, idempotent]) =>
    bodyOperation({
      name: `POST /v2/invoices/{id}/${action}`,
      method: "POST",
      path: (t) => invoicePath(billingTargets(t).invoice[refusing], action),
      idempotent,
      allowed: ["POST"],
      base: () => fc.constant({}),
      schema: requestBody(`POST /v2/invoices/{id}/${action}`),
      deepField: null,
      business: (t) => {
        const inv = billingTargets(t).invoice;
        // finalize: only a draft (a finalized one answers as it is); void: not once paid; mark-uncollectible: only open or part paid; send: only with something due, to an e-mail.
        const refused: { which: keyof typeof inv; expect: Code }[] =
          action === "finalize"
            ? [{ which: "void", expect: "INVALID_STATE" }]
            : action === "void"
              ? [{ which: "paid", expect: "INVALID_STATE" }]
              : action === "mark-uncollectible"
                ? [
                    { which: "draft", expect: "INVALID_STATE" },
                    { which: "void", expect: "INVALID_STATE" },
                    { which: "paid", expect: "INVALID_STATE" },
                  ]
                : [
                  { which: "draft", expect: "INVALID_STATE" },
                  { which: "void", expect: "INVALID_STATE" },
                  { which: "paid", expect: "INVALID_STATE" },
                  { which: "phoneOnly", expect: "INVALID_VALUE" },
                ];
        return fc.constantFrom(...refused).map((r) => ({ note: `${action} the ${r.which} invoice`, expect: r.expect, apply: (b: Body) => b, path: invoicePath(inv[r.which], action) }));
      },
      ref: (r) => invoicePath(r, action),
    }),
  ),
);

// A customer's saved payment methods and portal link, on the seeded customer profile (Targets.customer)
// and its two saved cards (Targets.billing.paymentMethod): well-formed saves and links are never sent
// (they would write); detaching goes to the detached card (INVALID_STATE), the active one is only a
// target of hostile requests.

const customerPath = (t: Targets, rest: string) => `/v2/customers/${t.customer.id}/${rest}`;
const paymentMethodIds = (t: Targets) => [billingTargets(t).paymentMethod.active, billingTargets(t).paymentMethod.detached];
const unknownPaymentMethodIds = unknownBillingIds("pm", paymentMethodIds);
const attachBodySchema = requestBody("POST /v2/customers/{id}/payment-methods");
/** Until when a mandate may be charged: always in the future. */
const futureTime = fc.integer({ min: Date.parse("2031-01-01T00:00:00Z") / 1000, max: 4_000_000_000 }).map((s) => new Date(s * 1000).toISOString());

const attachBase = (): fc.Arbitrary<Body> =>
  fc
    .oneof(
      fc.record({ type: fc.constant("card"), currency: fc.constantFrom(...SUPPORTED_CURRENCIES, "usd"), return_url: fc.constant("https://shop.example.com/billing") }, { requiredKeys: ["type", "currency"] }),
      fc.record({ type: fc.constant("mtn_momo"), currency: fc.constantFrom("UGX", "ugx"), phone_number: fc.constantFrom("+256772120003", "0772120003") }),
    )
    .chain((b) => fc.record({ description: validText(500), valid_until: futureTime }, { requiredKeys: [] }).map((more) => objectOf([...Object.entries(b), ...Object.entries(more)].filter(([, v]) => v !== undefined))))
    .filter((b) => attachBodySchema.safeParse(b).success);

function attachBusiness() {
  return fc.oneof(
    unknownCode(SUPPORTED_CURRENCIES)
      .filter((c) => c.length <= 8 && !SUPPORTED_CURRENCIES.some((k) => k.toLowerCase() === c.trim().toLowerCase()))
      .map((c) => ({ note: `currency ${show(c)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.currency = c), b) })),
    fc.constantFrom("USD", "ETB", "DJF").map((c) => ({ note: `an MTN MoMo wallet in ${c}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.type = "mtn_momo"), (b.currency = c), (b.phone_number = "+256772120003"), b) })),
    fc.constant({ note: "a wallet without phone_number", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.type = "mtn_momo"), (b.currency = "UGX"), delete b.phone_number, b) }),
    fc.constantFrom("+251911234567", "+25377120003", "12", "not a number").map((n) => ({ note: `an MTN Uganda wallet numbered ${show(n)}`, expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.type = "mtn_momo"), (b.currency = "UGX"), (b.phone_number = n), b) })),
    fc.constant({ note: "a card with a phone_number", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.type = "card"), (b.currency = "USD"), (b.phone_number = "+256772120003"), b) }),
    fc.integer({ min: 0, max: Date.parse("2025-01-01T00:00:00Z") / 1000 }).map((s) => ({ note: "valid_until in the past", expect: "INVALID_VALUE" as Code, apply: (b: Body) => ((b.valid_until = new Date(s * 1000).toISOString()), b) })),
    base62(22).map((s) => ({ note: "an unknown customer", expect: "NOT_FOUND" as Code, apply: (b: Body) => b, path: `/v2/customers/cus_${s}/payment-methods` })),
  );
}

const PAYMENT_METHOD_LIST_KEYS = ["status", "cursor", "per_page"];

function paymentMethodListQueries(): fc.Arbitrary<{ qs: string; expect: Code; note: string }> {
  const invalid = (pairs: [string, string][], note: string) => ({ qs: qs(pairs), expect: "VALIDATION_ERROR" as Code, note });
  return fc.oneof(
    unknownCode(SAVED_PAYMENT_METHOD_STATUSES).map(noFFFD).filter((s) => !(SAVED_PAYMENT_METHOD_STATUSES as readonly string[]).includes(s)).map((s) => invalid([["status", s]], `status ${show(s)}`)),
    invalidInt(100).map((v) => invalid([["per_page", v]], `per_page ${show(v)}`)),
    fc.tuple(unknownQueryKey(PAYMENT_METHOD_LIST_KEYS), oddText(10).map(noFFFD)).map(([k, v]) => invalid([[k, v]], `unknown query parameter ${show(k)}`)),
    fc.constant(invalid([["status", "active"], ["status", "detached"]], "status given twice")),
    base62(30).map((c) => ({ qs: qs([["cursor", c]]), expect: "INVALID_VALUE" as Code, note: "a cursor this list never handed out" })),
  );
}

OPERATIONS.push(
  bodyOperation({
    name: "POST /v2/customers/{id}/payment-methods",
    method: "POST",
    path: (t) => customerPath(t, "payment-methods"),
    idempotent: true,
    allowed: ["GET", "POST"],
    base: attachBase,
    schema: attachBodySchema,
    deepField: null,
    business: attachBusiness,
    ref: (r) => `/v2/customers/${r}/payment-methods`,
  }),
  // The list's path names the seeded customer, so its queries are built once the targets are known.
  {
    name: "GET /v2/customers/{id}/payment-methods",
    cases: (t) => queryOperation({ name: "GET /v2/customers/{id}/payment-methods", path: customerPath(t, "payment-methods"), alsoAllowed: ["POST"], queries: paymentMethodListQueries() }).cases(t),
  },
  referenceOperation({
    name: "GET /v2/customers/{id}/payment-methods/{pm}",
    method: "GET",
    allowed: ["GET", "DELETE"],
    path: (r, t) => customerPath(t!, `payment-methods/${r}`),
    targets: paymentMethodIds,
    moreUnknown: unknownPaymentMethodIds,
  }),
  referenceOperation({
    name: "DELETE /v2/customers/{id}/payment-methods/{pm}",
    method: "DELETE",
    allowed: ["GET", "DELETE"],
    path: (r, t) => customerPath(t!, `payment-methods/${r}`),
    targets: (t) => [billingTargets(t).paymentMethod.active],
    refused: (t) => [{ reference: billingTargets(t).paymentMethod.detached, expect: "INVALID_STATE", note: "detaching the detached card" }],
    moreUnknown: unknownPaymentMethodIds,
    refusesBody: true,
  }),
  bodyOperation({
    name: "POST /v2/customers/{id}/portal-link",
    method: "POST",
    path: (t) => customerPath(t, "portal-link"),
    idempotent: false,
    allowed: ["POST"],
    base: () => fc.oneof(fc.constant({}), fc.integer({ min: 1, max: 720 }).map((expires_in_hours) => ({ expires_in_hours }))),
    schema: requestBody("POST /v2/customers/{id}/portal-link"),
    deepField: null,
    business: () => base62(22).map((s) => ({ note: "an unknown customer", expect: "NOT_FOUND" as Code, apply: (b: Body) => b, path: `/v2/customers/cus_${s}/portal-link` })),
    ref: (r) => `/v2/customers/${r}/portal-link`,
  }),
);

// --- The operator API ---------------------------------------------------------------------

function operatorTargets(t: Targets): NonNullable<Targets["operator"]> {
  if (!t.operator) throw new Error("fuzz: the operator API's operations need the seeded operator API key (Targets.operator)");
  return t.operator;
}

/** An operation whose requests carry the operator API key (the merchant's key is one of its 401s elsewhere: tests/integration/api/operator-boundary.test.ts). */
function asOperator(op: Operation): Operation {
  return { ...op, cases: (t) => op.cases({ ...t, key: operatorTargets(t).key }) };
}

function operatorOperations(): Operation[] {
  const merchantBase = (): fc.Arbitrary<Body> =>
    fc
      .record({
        // Sign-up's rules: 2 to 100 characters once trimmed.
        name: validText(98).map((text) => `Fz${text}`),
        n: fc.integer({ min: 0, max: 1_000_000_000 }),
        activated: fc.option(fc.boolean(), { nil: undefined }),
        reason: fc.option(fc.constantFrom("Onboarded by the platform", "fuzz"), { nil: undefined }),
      })
      .map((r) => objectOf([["name", r.name], ["owner_email", `fuzz-owner-${r.n}@example.test`], ...(r.activated === undefined ? [] : ([["activated", r.activated]] as [string, unknown][])), ...(r.reason === undefined ? [] : ([["reason", r.reason]] as [string, unknown][]))]));
  const keyBase = (): fc.Arbitrary<Body> =>
    fc
      .record({ mode: fc.constantFrom("test", "live"), kind: fc.constantFrom("public", "secret"), reason: fc.option(fc.constant("fuzz"), { nil: undefined }) })
      .map((r) => objectOf([["mode", r.mode], ["kind", r.kind], ...(r.reason === undefined ? [] : ([["reason", r.reason]] as [string, unknown][]))]));
  return [
    asOperator(
      bodyOperation({
        name: "POST /v2/operator/merchants",
        method: "POST",
        path: () => "/v2/operator/merchants",
        idempotent: false,
        allowed: ["GET", "POST"],
        base: merchantBase,
        schema: requestBody("POST /v2/operator/merchants"),
        deepField: null,
        business: (t) =>
          fc.constantFrom(operatorTargets(t).ownerEmail, operatorTargets(t).ownerEmail.toUpperCase()).map((email) => ({
            note: `owner e-mail ${show(email)} already has an account`,
            expect: "RESOURCE_CONFLICT" as Code,
            apply: (b: Body) => ((b.owner_email = email), b),
          })),
      }),
    ),
    asOperator(
      queryOperation({
        name: "GET /v2/operator/merchants",
        path: "/v2/operator/merchants",
        alsoAllowed: ["POST"],
        queries: fc.oneof(
          invalidInt(100_000).map((v) => ({ qs: qs([["page", v]]), expect: "VALIDATION_ERROR" as Code, note: `page ${show(v)}` })),
          fc.tuple(unknownQueryKey(["q", "page"]), oddText(10).map(noFFFD)).map(([k, v]) => ({ qs: qs([["page", "1"], [k, v]]), expect: "VALIDATION_ERROR" as Code, note: `unknown query parameter ${show(k)}` })),
          fc.constantFrom("q", "page").map((k) => ({ qs: qs([[k, "1"], [k, "2"]]), expect: "VALIDATION_ERROR" as Code, note: `${k} given twice` })),
        ),
      }),
    ),
    asOperator(
      referenceOperation({
        name: "GET /v2/operator/merchants/{merchantId}",
        method: "GET",
        allowed: ["GET"],
        path: (r) => `/v2/operator/merchants/${r}`,
        targets: (t) => [operatorTargets(t).merchantId],
      }),
    ),
    asOperator(
      bodyOperation({
        name: "POST /v2/operator/merchants/{merchantId}/api-keys",
        method: "POST",
        path: (t) => `/v2/operator/merchants/${operatorTargets(t).merchantId}/api-keys`,
        idempotent: false,
        allowed: ["POST"],
        base: keyBase,
        schema: requestBody("POST /v2/operator/merchants/{merchantId}/api-keys"),
        deepField: null,
        business: () =>
          fc.oneof(
            fc.constant({ note: "a live secret key for a merchant not activated", expect: "INVALID_STATE" as Code, apply: (b: Body) => ((b.mode = "live"), (b.kind = "secret"), b) }),
            fc.constantFrom("mch_nosuchmerchant0000000", "mch_", "x").map((id) => ({ note: `unknown merchant ${show(id)}`, expect: "NOT_FOUND" as Code, apply: (b: Body) => b, path: `/v2/operator/merchants/${id}/api-keys` })),
          ),
        ref: (encoded) => `/v2/operator/merchants/${encoded}/api-keys`,
      }),
    ),
  ];
}

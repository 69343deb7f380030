// Hostile values for the fuzz suite: text the database cannot store, prototype keys, numbers
// no currency can carry, JSON a parser must refuse. Everything here is a fast-check arbitrary
// or a plain helper; fuzz/operations.ts assembles them into requests.
import fc from "fast-check";
import { CURRENCY_CODES } from "../../../lib/money";
import { METHOD_IDS } from "../../../lib/catalog/payment-methods";
import { BANKS } from "../../../lib/catalog/banks";

export const SUPPORTED_CURRENCIES: readonly string[] = CURRENCY_CODES;
export const METHODS: readonly string[] = METHOD_IDS;
export const BANK_SLUGS: readonly string[] = BANKS.map((b) => b.slug);

/** Names every JavaScript object inherits, and the two that reach the prototype itself. */
export const PROTO_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
] as const;

/** Fields a caller must never set: server-owned state, tenancy, internal ids. */
export const INTERNAL_FIELDS = [
  "status",
  "merchant_id",
  "merchantId",
  "id",
  "mode",
  "livemode",
  "amount_refunded",
  "service_fee",
  "fee",
  "paid_at",
  "created_at",
  "checkout_token",
  "gateway_reference",
  "ledger_account_id",
  "active",
  "deactivated_at",
  "balance",
  "api_key",
] as const;

/** Defines an own, enumerable property, so "__proto__" is a key like any other and JSON.stringify keeps it. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) setOwn(out, k, v);
  return out;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Bidirectional controls: refused like NUL (lib/http/unsafe-text.ts). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text the API accepts: no NUL, no lone surrogate, no bidirectional control. */
export function storable(text: string): string {
  return text.replace(/\u0000/g, "").replace(LONE_SURROGATE, "").replace(BIDI_CONTROLS, "");
}

/** Storable but unfriendly text: every plane, right-to-left marks, zero-width, markup, SQL, template syntax. */
export const oddText = (maxLength = 40): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.string({ unit: "binary", maxLength }),
      fc.string({ unit: "grapheme", maxLength }),
      fc.constantFrom(
        "\u200Flive\u061C",
        "a\u200Bb",
        "<script>alert(1)</script>",
        "'; DROP TABLE \"Payment\"; --",
        "${7*7}{{7*7}}",
        "%00",
        "\\u0000",
        "😀👍🏽🇪🇹",
        "é\u0301\u0301\u0301",
        "\uFEFFbom",
        "\uFFFF\uFFFE",
        "null",
        "undefined",
        "[object Object]",
        ...PROTO_KEYS,
      ),
    )
    .map(storable);

/** Non-empty after trim, within `max` characters: passes the schemas' text rules. */
export const validText = (max: number): fc.Arbitrary<string> =>
  oddText(Math.min(max, 40)).map((s) => `x${s}`.slice(0, max)).filter((s) => s.trim().length > 0 && s.length <= max);

/** A NUL or a lone surrogate, or a bidirectional control. */
export const poison = fc.constantFrom("\u0000", "\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\uD83D", "\uDE00\uD83D", "x\u0000y", "\u0000\u0000", "\u202E", "a\u2066b\u2069", "\u202A");

/** `text` with poison inserted at some position. */
export const poisoned = (text: fc.Arbitrary<string> = oddText(20)): fc.Arbitrary<string> =>
  fc.tuple(text, poison, fc.nat()).map(([t, p, at]) => {
    const chars = [...t];
    const i = chars.length ? at % (chars.length + 1) : 0;
    return [...chars.slice(0, i), p, ...chars.slice(i)].join("");
  });

/**
 * Numbers JSON.stringify can write (finite) plus the raw number texts it cannot:
 * beyond double range, subnormal underflow, 30-digit integers. `raw()` marks the latter.
 */
const RAW_PREFIX = "\u0001raw-number:";
export const raw = (text: string) => `${RAW_PREFIX}${text}`;
export const RAW_NUMBER_TEXTS = ["1e400", "-1e400", "1E-400", "-0.0", "123456789012345678901234567890", "0.000000000000000000000000000001", "9007199254740993"];

export const anyNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(-0, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, -1, 0, 1.005, 99.999),
  fc.constantFrom(...RAW_NUMBER_TEXTS).map(raw),
);

/** JSON.stringify, with raw number markers replaced by their text. */
export function toJson(value: unknown, space?: number): string {
  const text = JSON.stringify(value, null, space);
  return text.replace(/"\\u0001raw-number:([^"]*)"/g, "$1");
}

/** A JSON value of any shape, prototype keys (`protoKeys`) likely at every depth. */
export const deepJson = (depth = 4, protoKeys: readonly string[] = PROTO_KEYS): fc.Arbitrary<unknown> => {
  const { value } = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", maxDepth: depth },
      fc.constant(null),
      fc.boolean(),
      anyNumber,
      oddText(30),
      tie("array"),
      tie("object"),
    ),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...protoKeys), fc.constantFrom(...INTERNAL_FIELDS), oddText(12).filter((k) => protoKeys.includes(k) || !PROTO_KEYS.includes(k as never))), tie("value")), { maxLength: 4 })
      .map(objectOf),
  }));
  return value;
};

/** The same value nested `levels` deep under prototype keys: {"__proto__":{"constructor":{…}}}. */
export function nested(levels: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = objectOf([[PROTO_KEYS[i % PROTO_KEYS.length], v]]);
  return v;
}

/** Strings no code list accepts, whatever the case or surrounding space: prototype names first. */
export const unknownCode = (known: readonly string[]): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PROTO_KEYS) },
      fc.constantFrom("EUR", "XXX", "US D", "U$D", "ETB\u200B", "", " ", "*", "%", "null", "0"),
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 8 }),
      oddText(12),
      fc.constant("A".repeat(5000)),
    )
    .map(storable)
    .filter((s) => !known.some((k) => k.toLowerCase() === s.trim().toLowerCase()));

/** A value of some JSON type other than `accepted` (for wrong-type mutations). */
export type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";
export const valueNotOf = (accepted: readonly JsonType[]): fc.Arbitrary<unknown> => {
  const all: Record<JsonType, fc.Arbitrary<unknown>> = {
    string: fc.oneof(oddText(20), fc.constantFrom("100", "1e3", "-1", "true", "[]", "{}")),
    number: anyNumber,
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(deepJson(2), { maxLength: 3 }),
    object: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), oddText(8)), deepJson(2)), { maxLength: 3 }).map(objectOf),
  };
  const types = (Object.keys(all) as JsonType[]).filter((t) => !accepted.includes(t));
  return fc.oneof(...types.map((t) => all[t]));
};

/** Base62, as the gateway's ids use. */
export const base62 = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"), minLength: length, maxLength: length });

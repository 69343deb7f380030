// Position cursors for the API's lists (the payout list, the events feed, webhook
// deliveries, the payment list): a cursor is a position (the sort key and the id), the
// list's order and a direction, opaque to the client. The next page starts after the last item, so
// rows created meanwhile never shift a page, and each query walks an index ending in (key, id)
// whatever the page.
//
// Cursors are tamper-evident: the payload is signed with an HMAC under a key derived
// from the server secret, so a forged or edited cursor is 400 INVALID_VALUE, never a query on a
// position the server did not hand out. They are not encrypted: the position inside is the
// client's own data.
//
// A cursor is bound to what it pages: the list, the merchant and mode, and the filters (and the
// sort, above). Replayed anywhere else it is 400 INVALID_VALUE naming `cursor`, never a position
// applied to another list: a position taken from one list and read against another means nothing,
// and another merchant's cursor must not work at all. The merchant, mode and filters travel as
// keyed hashes, so the cursor shows nothing of them and cannot be matched offline to a guess.
import crypto from "node:crypto";
import { derivedKey } from "@/lib/http/derived-keys";
import { ApiError } from "@/lib/http/errors";
import type { Mode } from "@/lib/generated/prisma/client";

/** The key a list is ordered by: creation time (every list) or amount (the dashboard's payment table). */
export type CursorSort = "created_at" | "amount";
export type CursorOrder = "desc" | "asc";
export type Cursor = {
  sort: CursorSort;
  order: CursorOrder;
  /** The sort key of the row the cursor points at: an ISO time, or minor units as decimal text. */
  key: string;
  id: string;
  dir: "next" | "prev";
};
/** What a list is sorted by; every list but the dashboard's payment table is newest first. */
export type CursorSpec = { sort: CursorSort; order: CursorOrder };
export const NEWEST_FIRST: CursorSpec = { sort: "created_at", order: "desc" };

/**
 * What a cursor pages. `filters` is the list's query condition as the service applies it (its
 * WHERE, filters normalized), so two spellings of one filter (`completed` and `success`, `ugx` and
 * `UGX`) page the same list, and any other filter, parent object or time zone makes another list.
 */
export type CursorScope = {
  list: CursorList;
  merchantId: string;
  /** null for an account-wide list (the audit log). */
  mode: Mode | null;
  filters: unknown;
  /** Newest first unless set. */
  sort?: CursorSpec;
};

/**
 * Every list paged by cursor, by the name a refusal says, and the short code the cursor carries:
 * cursors stay within the 200 characters the lists' query schemas accept.
 */
const LIST_CODES = {
  payments: "p",
  payouts: "po",
  events: "e",
  customers: "c",
  "payment links": "l",
  tickets: "t",
  "virtual accounts": "va",
  debits: "d",
  "webhook deliveries": "w",
  "audit log": "a",
  disputes: "dp",
  plans: "pl",
  subscriptions: "sb",
  invoices: "in",
  "saved payment methods": "pm",
} as const;
export type CursorList = keyof typeof LIST_CODES;
const LIST_NAMES = new Map<string, CursorList>(Object.entries(LIST_CODES).map(([name, code]) => [code, name as CursorList]));

type Positioned = { createdAt: Date; id: string };
type Amounted = Positioned & { amount: bigint };

// Version 2 added the binding (list, account, filters); a version 1 cursor is refused like any other foreign one.
const VERSION = 2;
// The hashes only tell one scope from another inside a signed payload (forging needs the key), so 48 bits each are plenty.
const BINDING_BYTES = 6;
const SIGNATURE_BYTES = 16; // 128 bits: forging one is out of reach

/** A key of its own for cursors, derived from the server secret. */
const cursorKey = () => derivedKey("list cursor v1");

function sign(payload: string): Buffer {
  return crypto.createHmac("sha256", cursorKey()).update(payload).digest().subarray(0, SIGNATURE_BYTES);
}

/** Text to JSON for the binding: Dates as ISO text (JSON's own), bigints as decimal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
}

function bindingHash(label: string, value: unknown): string {
  return crypto.createHmac("sha256", cursorKey()).update(`${label}\0${canonical(value)}`).digest().subarray(0, BINDING_BYTES).toString("base64url");
}

/** The account part (merchant and mode) and the filter part, hashed apart so a refusal can say which differs. */
function bindingOf(scope: CursorScope) {
  return { account: bindingHash("account", [scope.merchantId, scope.mode]), filters: bindingHash("filters", scope.filters) };
}

export function encodeCursor(c: Cursor, scope: CursorScope): string {
  const binding = bindingOf(scope);
  const payload = Buffer.from(JSON.stringify([VERSION, c.sort, c.order, c.key, c.id, c.dir, LIST_CODES[scope.list], binding.account, binding.filters])).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

function invalidCursor(field: string, message = "is not a cursor from this list; use next_cursor or prev_cursor as given") {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

const validKey: Record<CursorSort, (key: string) => boolean> = {
  created_at: (key) => !Number.isNaN(Date.parse(key)),
  amount: (key) => /^-?\d{1,19}$/.test(key),
};

/**
 * The cursor a client sent back, checked: its signature (else it was forged or edited), that it
 * was made for this list, merchant, mode and filters (else it pages something else), and for
 * this list's order (a cursor of the amount-sorted table means nothing by date).
 */
export function decodeCursor(text: string, scope: CursorScope, field = "cursor"): Cursor {
  const expected = scope.sort ?? NEWEST_FIRST;
  const [payload, signature, extra] = text.split(".");
  if (extra !== undefined || !payload || !signature) throw invalidCursor(field);
  const given = Buffer.from(signature, "base64url");
  const wanted = sign(payload);
  if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted)) throw invalidCursor(field);
  let parts: unknown[];
  try {
    parts = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
  } catch {
    throw invalidCursor(field);
  }
  const [version, sort, order, key, id, dir, list, account, filters] = Array.isArray(parts) ? parts : [];
  const wellFormed =
    version === VERSION &&
    (sort === "created_at" || sort === "amount") &&
    (order === "desc" || order === "asc") &&
    typeof key === "string" &&
    validKey[sort](key) &&
    typeof id === "string" &&
    (dir === "next" || dir === "prev") &&
    typeof list === "string" &&
    LIST_NAMES.has(list) &&
    typeof account === "string" &&
    typeof filters === "string";
  if (!wellFormed) throw invalidCursor(field);
  if (list !== LIST_CODES[scope.list]) {
    throw invalidCursor(field, `was made for the ${LIST_NAMES.get(list)} list, not the ${scope.list} list; use a cursor this list handed out`);
  }
  const binding = bindingOf(scope);
  if (account !== binding.account) {
    throw invalidCursor(field, "was made for another account or mode; a cursor pages only the account and mode whose key listed it");
  }
  if (filters !== binding.filters) {
    throw invalidCursor(field, "was made with other filters or for another object's list; send the filters and path of the request that handed it out, or start again without a cursor");
  }
  if (sort !== expected.sort || order !== expected.order) {
    throw invalidCursor(field, `was made for the list sorted by ${sort} ${order}; this request asks for ${expected.sort} ${expected.order}`);
  }
  return { sort, order, key, id, dir };
}

/** Which way the rows after a cursor lie, in key order. */
function afterOp(cursor: Cursor): "lt" | "gt" {
  const towardsEnd = cursor.dir === "next";
  return (cursor.order === "desc") === towardsEnd ? "lt" : "gt";
}

/**
 * `key <= k AND (key < k OR id < i)` rather than the plain `key < k OR (key = k AND id < i)`:
 * the same rows, but the first term is an index condition, so a page deep in a large list is read
 * from the index where it starts instead of filtering every row before it.
 */
function keyset<V>(field: string, value: V, id: string, op: "lt" | "gt") {
  return { [field]: { [`${op}e`]: value }, OR: [{ [field]: { [op]: value } }, { id: { [op]: id } }] };
}

/** The rows after (or before) the cursor's position, and the order to read them in (by creation time). */
export function cursorPosition(cursor: Cursor) {
  const op = afterOp(cursor);
  const where = keyset("createdAt", new Date(cursor.key), cursor.id, op) as {
    createdAt: { lte?: Date; gte?: Date };
    OR: [{ createdAt: { lt?: Date; gt?: Date } }, { id: { lt?: string; gt?: string } }];
  };
  return { where, order: op === "lt" ? ("desc" as const) : ("asc" as const) };
}

/** The same for a list sorted by amount (the dashboard's payment table). */
export function amountCursorPosition(cursor: Cursor) {
  const op = afterOp(cursor);
  const where = keyset("amount", BigInt(cursor.key), cursor.id, op) as {
    amount: { lte?: bigint; gte?: bigint };
    OR: [{ amount: { lt?: bigint; gt?: bigint } }, { id: { lt?: string; gt?: string } }];
  };
  return { where, order: op === "lt" ? ("desc" as const) : ("asc" as const) };
}

function sortKey(row: Positioned | Amounted, sort: CursorSort): string {
  if (sort === "amount") return (row as Amounted).amount.toString();
  return row.createdAt.toISOString();
}

export function cursorOf(row: Positioned | Amounted, dir: Cursor["dir"], scope: CursorScope): string {
  const spec = scope.sort ?? NEWEST_FIRST;
  return encodeCursor({ ...spec, key: sortKey(row, spec.sort), id: row.id, dir }, scope);
}

/**
 * One page from `fetched` (read in the position's order, limit + 1 rows, or in list order without
 * a cursor), in list order, with the spec's pagination object.
 */
export function cursorPage<T extends Positioned>(fetched: T[], cursor: Cursor | null, limit: number, scope: CursorScope) {
  const more = fetched.length > limit;
  const page = fetched.slice(0, limit);
  const rows = cursor?.dir === "prev" ? page.reverse() : page;
  const hasNext = cursor?.dir === "prev" ? true : more;
  const hasPrev = cursor === null ? false : cursor.dir === "prev" ? more : true;
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    pagination: {
      limit: rows.length,
      per_page: limit,
      has_more: hasNext,
      next_cursor: hasNext && last ? cursorOf(last, "next", scope) : null,
      prev_cursor: hasPrev && first ? cursorOf(first, "prev", scope) : null,
    },
  };
}

import "server-only";
// The payment list: GET /v2/payments and the dashboard's payment table and CSV export,
// one service. Filters (each an exact match, so each is one indexed query on a large list; the
// indexes are in prisma/migrations/20261124010000_payment_list_indexes, the plans in
// docs/performance.md):
//   reference  the gateway reference or the merchant reference
//   status     any payment status; `completed` is `success` (as for payouts)
//   currency   USD, UGX, ETB, DJF, any case
//   email      the customer's e-mail address (stored lower-cased, compared lower-cased)
//   payment_link_id  the payments made through one payment link (index
//              Payment_paymentLinkId_createdAt_idx)
//   method     the payment method (dashboard only: the spec's list has no such parameter)
//   q          dashboard free text: a gateway reference or a merchant reference, matched exactly, or
//              the start of the customer's name, e-mail or phone number, any case (
//              item 10; lib/catalog/customer-search.ts): each an index lookup, OR-ed; no substring
//              search, which no btree index answers on a million rows
//   from, to   ISO 8601 against created_at (lib/catalog/date-range.ts)
// Ordered by created_at (newest first by default) or amount (dashboard only), ties broken by id.
// Paged by position cursor (lib/http/cursor.ts: signed, carries the sort key and the id; rows
// created meanwhile never shift a page) or by page number (an offset: the deeper, the slower).
import type { Db } from "@/lib/db";
import type { Mode, Payment, Prisma } from "@/lib/generated/prisma/client";
import { PaymentStatus } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import {
  amountCursorPosition,
  cursorOf,
  cursorPage,
  cursorPosition,
  decodeCursor,
  NEWEST_FIRST,
  type Cursor,
  type CursorScope,
  type CursorSpec,
} from "@/lib/http/cursor";
import { createdAtRange } from "@/lib/catalog/date-range";
import { CURRENCY_CODES, normalizeCurrency } from "@/lib/money";
import { METHOD_IDS } from "@/lib/catalog/payment-methods";
import { customerSearchArms } from "@/lib/catalog/customer-search";

/** The payment's copy of its customer's details, as the search reads them (lower-cased names are generated columns). */
const PAYMENT_SEARCH_COLUMNS = {
  firstName: "customerFirstNameLower",
  lastName: "customerLastNameLower",
  email: "customerEmail",
  phone: "customerPhone",
} as const;

export type PaymentListFilters = {
  reference?: string;
  status?: string;
  currency?: string;
  email?: string;
  payment_link_id?: string;
  method?: string;
  q?: string;
  from?: string;
  to?: string;
};

export type ListPaymentsOptions = {
  merchantId: string;
  mode: Mode;
  filters: PaymentListFilters;
  /** The zone a bare day in from/to is a day of: the dashboard's merchant zone; UTC for the API. */
  timeZone?: string;
  /** Newest first unless the dashboard asks otherwise. */
  sort?: CursorSpec;
  /** A next_cursor or prev_cursor of an earlier answer; takes precedence over `page`. */
  cursor?: string;
  /** 1-based page number (an offset); default 1. */
  page?: number;
  perPage: number;
};

const PAYMENT_STATUSES = Object.values(PaymentStatus);
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function invalid(field: string, message: string) {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

function parseStatus(value: string): PaymentStatus {
  const status = value === "completed" ? "success" : value;
  if (!(PAYMENT_STATUSES as string[]).includes(status)) throw invalid("status", `must be one of ${[...PAYMENT_STATUSES, "completed"].join(", ")}`);
  return status as PaymentStatus;
}

function nonEmpty(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalid(field, "must not be empty");
  return trimmed;
}

/** The query's WHERE: the merchant and mode always, then each filter given; bad values are INVALID_VALUE. */
export function paymentListWhere(opts: { merchantId: string; mode: Mode; filters: PaymentListFilters; timeZone?: string }): Prisma.PaymentWhereInput {
  const { filters } = opts;
  const where: Prisma.PaymentWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  const and: Prisma.PaymentWhereInput[] = [];
  if (filters.reference !== undefined) {
    const reference = nonEmpty("reference", filters.reference);
    and.push({ OR: [{ id: reference }, { merchantReference: reference }] });
  }
  if (filters.status !== undefined) where.status = parseStatus(filters.status);
  if (filters.currency !== undefined) {
    const currency = normalizeCurrency(filters.currency);
    if (!currency) throw invalid("currency", `must be one of ${CURRENCY_CODES.join(", ")}`);
    where.currency = currency;
  }
  if (filters.email !== undefined) {
    const email = filters.email.trim().toLowerCase();
    if (!EMAIL.test(email)) throw invalid("email", "must be an e-mail address");
    where.customerEmail = email;
  }
  if (filters.payment_link_id !== undefined) where.paymentLinkId = nonEmpty("payment_link_id", filters.payment_link_id);
  if (filters.method !== undefined) {
    if (!(METHOD_IDS as string[]).includes(filters.method)) throw invalid("method", `must be one of ${METHOD_IDS.join(", ")}`);
    where.paymentMethod = filters.method;
  }
  if (filters.q !== undefined) {
    const q = nonEmpty("q", filters.q);
    and.push({ OR: [{ id: q }, { merchantReference: q }, ...customerSearchArms(q, PAYMENT_SEARCH_COLUMNS)] });
  }
  const createdAt = createdAtRange(filters, opts.timeZone);
  if (createdAt) where.createdAt = createdAt;
  if (and.length) where.AND = and;
  return where;
}

function orderBy(sort: CursorSpec, order: "desc" | "asc" = sort.order): Prisma.PaymentOrderByWithRelationInput[] {
  return sort.sort === "amount" ? [{ amount: order }, { id: order }] : [{ createdAt: order }, { id: order }];
}

function positionOf(cursor: Cursor) {
  return cursor.sort === "amount" ? amountCursorPosition(cursor) : cursorPosition(cursor);
}

export type PaymentListPagination = {
  next_cursor: string | null;
  prev_cursor: string | null;
  limit: number;
  has_more: boolean;
  per_page: number;
  page?: number;
};

export async function listPayments(db: Db, opts: ListPaymentsOptions): Promise<{ rows: Payment[]; pagination: PaymentListPagination }> {
  const sort = opts.sort ?? NEWEST_FIRST;
  // Filters first, so a bad filter is named even when the cursor is bad too.
  const where = paymentListWhere(opts);
  const limit = opts.perPage;
  const scope: CursorScope = { list: "payments", merchantId: opts.merchantId, mode: opts.mode, filters: where, sort };

  if (opts.cursor !== undefined) {
    const cursor = decodeCursor(opts.cursor, scope);
    const position = positionOf(cursor);
    const fetched = await db.payment.findMany({
      where: { AND: [where, position.where] },
      orderBy: orderBy(sort, position.order),
      take: limit + 1,
    });
    return cursorPage(fetched, cursor, limit, scope);
  }

  // Page numbers are an offset: Postgres reads and drops every row before the page (see
  // docs/performance.md for how that degrades). No total: counting a million rows on every page
  // would cost more than the page; has_more comes from reading one row past the page.
  const page = opts.page ?? 1;
  const fetched = await db.payment.findMany({ where, orderBy: orderBy(sort), skip: (page - 1) * limit, take: limit + 1 });
  const hasMore = fetched.length > limit;
  const rows = fetched.slice(0, limit);
  return {
    rows,
    pagination: {
      // Cursors from a numbered page continue by position from its last (or first) row.
      next_cursor: hasMore && rows.length ? cursorOf(rows.at(-1)!, "next", scope) : null,
      prev_cursor: page > 1 && rows.length ? cursorOf(rows[0], "prev", scope) : null,
      limit: rows.length,
      has_more: hasMore,
      page,
      per_page: limit,
    },
  };
}

/**
 * Every payment matching the filters, in list order, in batches read by position (the CSV export):
 * one indexed query per batch, never more than a batch in memory, and rows created during the
 * walk never make it skip or repeat one.
 */
export async function* walkPayments(
  db: Db,
  opts: { merchantId: string; mode: Mode; filters: PaymentListFilters; timeZone?: string; sort?: CursorSpec; batchSize?: number },
): AsyncGenerator<Payment[]> {
  const sort = opts.sort ?? NEWEST_FIRST;
  const where = paymentListWhere(opts);
  const batchSize = opts.batchSize ?? 1000;
  let after: Cursor | null = null;
  for (;;) {
    const position = after ? positionOf(after) : null;
    const batch: Payment[] = await db.payment.findMany({
      where: position ? { AND: [where, position.where] } : where,
      orderBy: orderBy(sort),
      take: batchSize,
    });
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1];
    after = { ...sort, key: sort.sort === "amount" ? last.amount.toString() : last.createdAt.toISOString(), id: last.id, dir: "next" };
  }
}

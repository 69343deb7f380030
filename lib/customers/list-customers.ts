import "server-only";
// GET /v2/customers (extension) and the dashboard's Customers page: the merchant's
// profiles in one mode, newest first, filtered by exact email or phone number or by a search
// prefix of name, e-mail or phone number (q, lib/catalog/customer-search.ts), paged by position
// cursor (lib/http/cursor.ts), each with its numbers (lib/customers/customer-stats.ts).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { customerStats } from "@/lib/customers/customer-stats";
import type { ListCustomersQuery } from "@/lib/schemas/customers";
import { customerSearchArms } from "@/lib/catalog/customer-search";

/** The prefix search's columns: lower-cased names are generated columns. */
const CUSTOMER_SEARCH_COLUMNS = { firstName: "firstNameLower", lastName: "lastNameLower", email: "email", phone: "phone" } as const;

function invalid(field: string, message: string) {
  return new ApiError("INVALID_VALUE", `${field} ${message}`, [{ field, message }]);
}

/** Stored as on Payment: lower-cased. */
export function normalizeEmailFilter(value: string) {
  const email = value.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid("email", "must be an e-mail address");
  return email;
}

/** Stored as on Payment: spaces, brackets and dashes removed (lib/payments/create-hosted-payment.ts). */
export function normalizePhoneFilter(value: string) {
  const phone = value.trim().replace(/[\s()-]/g, "");
  if (!/^\+?[0-9]{4,20}$/.test(phone)) throw invalid("phone", "must be a phone number (digits, with an optional leading +)");
  return phone.startsWith("+") ? phone : `+${phone}`;
}

export function customerFilters(opts: { merchantId: string; mode: Mode; query: ListCustomersQuery }): Prisma.CustomerWhereInput {
  const { query } = opts;
  const where: Prisma.CustomerWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.email !== undefined) where.email = normalizeEmailFilter(query.email);
  if (query.phone !== undefined) where.phone = normalizePhoneFilter(query.phone);
  const arms = query.q === undefined ? [] : customerSearchArms(query.q, CUSTOMER_SEARCH_COLUMNS);
  if (arms.length) where.OR = arms;
  return where;
}

export async function listCustomers(db: Db, opts: { merchantId: string; mode: Mode; query: ListCustomersQuery }) {
  const where = customerFilters(opts);
  const limit = opts.query.per_page;
  const scope: CursorScope = { list: "customers", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = opts.query.cursor === undefined ? null : decodeCursor(opts.query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.customer.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  const { rows, pagination } = cursorPage(fetched, cursor, limit, scope);
  const stats = await customerStats(db, opts.merchantId, rows.map((r) => r.id));
  return { rows: rows.map((customer) => ({ customer, stats: stats.get(customer.id)! })), pagination };
}

import "server-only";
// GET /v2/subscriptions and GET /v2/invoices, and the dashboard's pages of them: the merchant's rows in
// one mode, newest first, filtered, paged by position cursor (lib/http/cursor.ts), as the plans list.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { ApiError } from "@/lib/http/errors";
import type { ListInvoicesQuery, ListSubscriptionsQuery } from "@/lib/schemas/subscriptions";
import { withPlans } from "@/lib/billing/subscription-changes";

type ListScope = { merchantId: string; mode: Mode };

export async function listSubscriptions(db: Db, opts: ListScope & { query: ListSubscriptionsQuery }) {
  const { query } = opts;
  const where: Prisma.SubscriptionWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.status !== undefined) where.status = query.status;
  if (query.plan_reference !== undefined) where.planId = query.plan_reference;
  if (query.customer_reference !== undefined) where.customerId = query.customer_reference;
  const scope: CursorScope = { list: "subscriptions", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.subscription.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: query.per_page + 1,
  });
  return cursorPage(await withPlans(db, opts.merchantId, fetched), cursor, query.per_page, scope);
}

export async function listInvoices(db: Db, opts: ListScope & { query: ListInvoicesQuery }) {
  const { query } = opts;
  const where: Prisma.InvoiceWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.status !== undefined) where.status = query.status;
  if (query.subscription_reference !== undefined) where.subscriptionId = query.subscription_reference;
  if (query.customer_reference !== undefined) where.customerId = query.customer_reference;
  if (query.number !== undefined) {
    if (!/^INV-\d{6,}$/.test(query.number)) throw new ApiError("INVALID_VALUE", "number must look like INV-000001", [{ field: "number", message: "must look like INV-000001" }]);
    where.number = query.number;
  }
  const scope: CursorScope = { list: "invoices", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.invoice.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: query.per_page + 1,
  });
  return cursorPage(fetched, cursor, query.per_page, scope);
}

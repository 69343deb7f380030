import "server-only";
// GET /v2/virtual-accounts (extension) and the dashboard's list: the merchant's
// accounts in one mode, newest first, by currency or merchant_reference, with their balances.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { CURRENCY_CODES, normalizeCurrency } from "@/lib/money";
import { DEFAULT_PER_PAGE, numberedPagination, parseListQuery } from "@/lib/virtual-accounts/list-query";
import { virtualAccountBalances } from "@/lib/virtual-accounts/balances";
import { serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";
import { listVirtualAccountsQuerySchema } from "@/lib/schemas/virtual-accounts";

export async function listVirtualAccounts(db: Db, opts: { merchantId: string; mode: Mode; rawQuery: Record<string, string | string[]> }) {
  const query = parseListQuery(listVirtualAccountsQuerySchema, opts.rawQuery);
  const where: Prisma.VirtualAccountWhereInput = { merchantId: opts.merchantId, mode: opts.mode };
  if (query.currency !== undefined) {
    const currency = normalizeCurrency(query.currency);
    if (!currency) {
      const message = `must be one of ${CURRENCY_CODES.join(", ")}`;
      throw new ApiError("INVALID_VALUE", `currency ${message}`, [{ field: "currency", message }]);
    }
    where.currency = currency;
  }
  if (query.merchant_reference !== undefined) where.merchantReference = query.merchant_reference;
  const limit = query.per_page ?? DEFAULT_PER_PAGE;

  const scope: CursorScope = { list: "virtual accounts", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  let page;
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, scope);
    const position = cursorPosition(cursor);
    const fetched = await db.virtualAccount.findMany({
      where: { AND: [where, position.where] },
      orderBy: [{ createdAt: position.order }, { id: position.order }],
      take: limit + 1,
    });
    page = cursorPage(fetched, cursor, limit, scope);
  } else {
    const number = query.page ?? 1;
    const [rows, total] = await Promise.all([
      db.virtualAccount.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (number - 1) * limit, take: limit }),
      db.virtualAccount.count({ where }),
    ]);
    page = { rows, pagination: numberedPagination(rows, { page: number, limit, total }, scope) };
  }
  const balances = await virtualAccountBalances(db, page.rows);
  return { items: page.rows.map((a) => serializeVirtualAccount(a, balances.get(a.id) ?? 0n)), pagination: page.pagination };
}

export async function getVirtualAccountWithBalance(db: Db, account: Parameters<typeof serializeVirtualAccount>[0]) {
  const balances = await virtualAccountBalances(db, [account]);
  return serializeVirtualAccount(account, balances.get(account.id) ?? 0n);
}

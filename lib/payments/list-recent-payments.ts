import "server-only";
// The dashboard's recent payments (issues 3 and 4): the merchant's payments in one mode,
// newest first, in one query on the (merchantId, mode, createdAt) index. The full filterable,
// paginated list comes with the payment-list work.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";

export const RECENT_PAYMENTS_MAX = 50;

export async function listRecentPayments(db: Db, opts: { merchantId: string; mode: Mode; limit: number }) {
  const take = Math.min(Math.max(Math.trunc(opts.limit), 1), RECENT_PAYMENTS_MAX);
  return db.payment.findMany({
    where: { merchantId: opts.merchantId, mode: opts.mode },
    // id breaks ties between payments created in the same millisecond, so the order is stable.
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
}

import "server-only";
// A customer's numbers, computed from their payments, never stored: stored counters
// would have to follow every status change and refund. Two grouped queries over Payment by
// customerId (index (customerId, createdAt)) for a whole page of profiles:
//   payments_count:  every payment filed under the profile, whatever its status;
//   total_paid:      per currency, the paid payments' amounts (success, partially_refunded,
//                    fully_refunded) less what was refunded of them: what the merchant kept;
//   last_payment_at: the newest of those payments' created_at (any status).
import type { Db } from "@/lib/db";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";

export const PAID_STATUSES: PaymentStatus[] = ["success", "partially_refunded", "fully_refunded"];

export type CustomerStats = {
  paymentsCount: number;
  lastPaymentAt: Date | null;
  /** Minor units per currency, in currency order. */
  totalPaid: { currency: string; amount: bigint }[];
};

const EMPTY: CustomerStats = { paymentsCount: 0, lastPaymentAt: null, totalPaid: [] };

/** The profiles are the merchant's; its id is in the filter too, so the query names its shard. */
export async function customerStats(db: Db, merchantId: string, customerIds: string[]): Promise<Map<string, CustomerStats>> {
  const stats = new Map<string, CustomerStats>(customerIds.map((id) => [id, { ...EMPTY, totalPaid: [] }]));
  if (customerIds.length === 0) return stats;
  const [counts, sums] = await Promise.all([
    db.payment.groupBy({ by: ["customerId"], where: { merchantId, customerId: { in: customerIds } }, _count: { _all: true }, _max: { createdAt: true } }),
    db.payment.groupBy({
      by: ["customerId", "currency"],
      where: { merchantId, customerId: { in: customerIds }, status: { in: PAID_STATUSES } },
      _sum: { amount: true, amountRefunded: true },
      orderBy: [{ customerId: "asc" }, { currency: "asc" }],
    }),
  ]);
  for (const row of counts) {
    const s = stats.get(row.customerId!)!;
    s.paymentsCount = row._count._all;
    s.lastPaymentAt = row._max.createdAt;
  }
  for (const row of sums) {
    stats.get(row.customerId!)!.totalPaid.push({ currency: row.currency, amount: (row._sum.amount ?? 0n) - (row._sum.amountRefunded ?? 0n) });
  }
  return stats;
}

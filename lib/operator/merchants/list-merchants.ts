import "server-only";
// The console's merchants directory (docs/operator.md "Merchants"): every merchant, searched by name,
// owner e-mail or id, newest first, a page at a time, each with its state and its live volume per
// currency over the last 30 days (paid payments, refunded ones included: the volume taken).
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { merchantState, type MerchantState } from "@/lib/catalog/merchant-states";
import { toMajorUnits } from "@/lib/money";

export const MERCHANTS_PAGE_SIZE = 25;
const PAID = ["success", "partially_refunded", "fully_refunded"] as const;
export const VOLUME_DAYS = 30;

export type MerchantRow = { id: string; name: string; email: string | null; state: MerchantState; created_at: string; volume: { currency: string; amount: string; count: number }[] };

export async function listMerchants(db: Db, opts: { search?: string; page?: number; now?: Date }): Promise<{ rows: MerchantRow[]; page: number; pages: number; total: number }> {
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const q = opts.search?.trim();
  const where: Prisma.MerchantWhereInput = q
    ? { OR: [{ id: q }, { name: { contains: q, mode: "insensitive" } }, { memberships: { some: { user: { email: { contains: q.toLowerCase() } } } } }] }
    : {};
  const [total, merchants] = await Promise.all([
    db.merchant.count({ where }),
    db.merchant.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * MERCHANTS_PAGE_SIZE,
      take: MERCHANTS_PAGE_SIZE,
      select: {
        id: true, name: true, createdAt: true, activationStatus: true, suspendedAt: true, restrictedAt: true,
        memberships: { where: { role: "owner" }, orderBy: { createdAt: "asc" }, take: 1, select: { user: { select: { email: true } } } },
      },
    }),
  ]);
  const since = new Date((opts.now ?? new Date()).getTime() - VOLUME_DAYS * 86_400_000);
  const volumes = merchants.length
    ? await db.payment.groupBy({
        by: ["merchantId", "currency"],
        where: { merchantId: { in: merchants.map((m) => m.id) }, mode: "live", status: { in: [...PAID] }, paidAt: { gte: since } },
        _sum: { amount: true },
        _count: { _all: true },
      })
    : [];
  return {
    page,
    total,
    pages: Math.max(1, Math.ceil(total / MERCHANTS_PAGE_SIZE)),
    rows: merchants.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.memberships[0]?.user.email ?? null,
      state: merchantState(m),
      created_at: m.createdAt.toISOString(),
      volume: volumes
        .filter((v) => v.merchantId === m.id)
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map((v) => ({ currency: v.currency, amount: String(toMajorUnits(v._sum.amount ?? 0n, v.currency)), count: v._count._all })),
    })),
  };
}

import "server-only";
// The dashboard's payment page (issues 3 and 4): a payment with its attempts, split shares
// (with the subaccounts' names), refunds and events. Scoped by merchant and mode: another
// merchant's payment, or this merchant's payment in the other mode, is NOT_FOUND (the
// dashboard shows one mode at a time; no existence leak across merchants).
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";

const DETAIL = {
  attempts: { orderBy: { number: "asc" } },
  splits: { orderBy: { position: "asc" }, include: { subaccount: { select: { id: true, name: true, active: true } } } },
  refunds: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
} satisfies Prisma.PaymentInclude;

/** Events shown on the page; a payment writes a handful (one per status change). */
const EVENTS_SHOWN = 100;

export async function getPaymentDetail(db: Db, opts: { merchantId: string; mode: Mode; reference: string }) {
  const { merchantId, mode, reference } = opts;
  if (reference.length === 0 || reference.length > 255) throw new ApiError("NOT_FOUND", "payment not found");
  // Equality lookups on unique indexes (as getPaymentByReference): the gateway reference, then
  // the merchant's reference (unique per merchant and mode).
  const payment =
    (await db.payment.findFirst({ where: { id: reference, merchantId, mode }, include: DETAIL })) ??
    (await db.payment.findUnique({ where: { merchantId_mode_merchantReference: { merchantId, mode, merchantReference: reference } }, include: DETAIL }));
  if (!payment) throw new ApiError("NOT_FOUND", "payment not found");
  const events = await db.event.findMany({
    where: { objectId: payment.id, merchantId, mode, objectType: "payment" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: EVENTS_SHOWN,
    select: { id: true, type: true, createdAt: true },
  });
  return { payment, events };
}

export type PaymentDetailRows = Awaited<ReturnType<typeof getPaymentDetail>>;

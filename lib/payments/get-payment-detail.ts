import "server-only";
// The dashboard's payment page: a payment with its attempts, split shares
// (with the subaccounts' names), refunds and events. Scoped by merchant and mode: another
// merchant's payment, or this merchant's payment in the other mode, is NOT_FOUND (the
// dashboard shows one mode at a time; no existence leak across merchants). The payment is
// found by the one payment lookup (lib/payments/find-payment.ts).
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { findPayment } from "@/lib/payments/find-payment";

/** The payment's attempts, splits and refunds, each read with the merchant. */
const detail = (merchantId: string) =>
  ({
    attempts: { where: { merchantId }, orderBy: { number: "asc" } },
    splits: { where: { merchantId }, orderBy: { position: "asc" }, include: { subaccount: { select: { id: true, name: true, active: true } } } },
    refunds: { where: { merchantId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
  }) satisfies Prisma.PaymentInclude;

/** Events shown on the page; a payment writes a handful (one per status change). */
const EVENTS_SHOWN = 100;

export async function getPaymentDetail(db: Db, opts: { merchantId: string; mode: Mode; reference: string }) {
  const found = await findPayment(db, { ...opts, otherMode: "not_found" });
  const [payment, events] = await Promise.all([
    db.payment.findUniqueOrThrow({ where: { id: found.id, merchantId: opts.merchantId }, include: detail(opts.merchantId) }),
    db.event.findMany({
      where: { objectId: found.id, merchantId: opts.merchantId, mode: opts.mode, objectType: "payment" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: EVENTS_SHOWN,
      select: { id: true, type: true, createdAt: true },
    }),
  ]);
  return { payment, events };
}

export type PaymentDetailRows = Awaited<ReturnType<typeof getPaymentDetail>>;

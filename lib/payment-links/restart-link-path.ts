import "server-only";
// An expired checkout of a payment made on a payment link offers to start again: the link's own
// page makes a new payment (with a new time to pay), so the customer is not left to ask the
// merchant for a new link. Only while the link still takes payments: a deactivated or expired
// link has nothing to start again.
import { db as defaultDb, type Db } from "@/lib/db";
import { linkPagePath } from "@/lib/payment-links/link-page-form";

export async function restartLinkPath(payment: { paymentLinkId: string | null; merchantId: string }, database: Db = defaultDb(), now = new Date()): Promise<string | null> {
  if (!payment.paymentLinkId) return null;
  const link = await database.paymentLink.findFirst({
    where: { id: payment.paymentLinkId, merchantId: payment.merchantId },
    select: { slug: true, active: true, expiresAt: true },
  });
  if (!link || !link.active || (link.expiresAt && link.expiresAt <= now)) return null;
  return linkPagePath(link.slug);
}

import "server-only";
// The payments made through one link (the dashboard's link page): the payment list's
// own service (lib/payments/list-payments.ts) filtered by payment_link_id, after the link itself
// is found in the caller's merchant and mode (another's is NOT_FOUND).
import type { Db } from "@/lib/db";
import { listPayments } from "@/lib/payments/list-payments";
import { getPaymentLinkOrThrow, type PaymentLinkLookup } from "@/lib/payment-links/get-payment-link";

export async function listLinkPayments(db: Db, opts: PaymentLinkLookup & { cursor?: string; perPage: number }) {
  const link = await getPaymentLinkOrThrow(db, opts);
  return listPayments(db, { merchantId: opts.merchantId, mode: opts.mode, filters: { payment_link_id: link.id }, cursor: opts.cursor, perPage: opts.perPage });
}

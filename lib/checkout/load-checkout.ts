import "server-only";
// Loads a checkout session by its token for the page, expiring it first when its time is up.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { lockPayment } from "@/lib/payments/transition-payment";
import { expirePaymentInTx } from "@/lib/checkout/expire-payments";
import { checkoutView } from "@/lib/checkout/checkout-view";
import { availableMethods } from "@/lib/processors/registry";

export const CHECKOUT_TOKEN_PATTERN = /^cs_(test|live)_[0-9A-Za-z]{33}$/;

export async function loadCheckout(token: string, database: DbClient = defaultDb(), now = new Date()) {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return null;
  let payment = await database.payment.findUnique({ where: { checkoutToken: token } });
  if (!payment) return null;
  if ((payment.status === "pending" || payment.status === "auth_needed") && now >= payment.expiresAt) {
    payment = await database.$transaction(async (tx) => expirePaymentInTx(tx, (await lockPayment(tx, { id: payment!.id }))!, now));
  }
  const [merchant, attempts, connections] = await Promise.all([
    database.merchant.findUniqueOrThrow({ where: { id: payment.merchantId } }),
    database.paymentAttempt.findMany({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { number: "asc" } }),
    availableMethods({ merchantId: payment.merchantId, mode: payment.mode, currency: payment.currency }, database),
  ]);
  const routes = { connections: connections, simulator: payment.mode === "test" };
  return { payment, merchant, attempts, view: checkoutView(payment, merchant, attempts, now, routes) };
}

/** The allowed embed origins of the merchant behind a checkout token, for the CSP header. */
export async function embedOriginsForToken(token: string, database: DbClient = defaultDb()): Promise<string[]> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return [];
  const row = await database.payment.findUnique({ where: { checkoutToken: token }, select: { merchant: { select: { embedOrigins: true } } } });
  return row?.merchant.embedOrigins ?? [];
}

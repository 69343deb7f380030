import "server-only";
// Loads a checkout session by its token for the page, expiring it first when its time is up.
import { db as defaultDb, hotQuery, type DbClient } from "@/lib/db";
import { fromJsonRows } from "@/lib/db/json";
import type { Merchant, Payment, PaymentAttempt } from "@/lib/generated/prisma/client";
import { lockPayment } from "@/lib/payments/transition-payment";
import { expirePaymentInTx } from "@/lib/payments/attempts/expire-payments";
import { checkoutView } from "@/lib/checkout/checkout-view";
import { availableMethods } from "@/lib/processors/registry";

export const CHECKOUT_TOKEN_PATTERN = /^cs_(test|live)_[0-9A-Za-z]{33}$/;

export async function loadCheckout(token: string, database: DbClient = defaultDb(), now = new Date()) {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return null;
  let found = await readCheckout(database, token);
  if (!found) return null;
  const due = found.payment;
  if ((due.status === "pending" || due.status === "auth_needed") && now >= due.expiresAt) {
    await database.$transaction(async (tx) => expirePaymentInTx(tx, (await lockPayment(tx, { id: due.id }))!, now));
    // Expiry also fails an attempt waiting for its customer's code: read everything again.
    found = (await readCheckout(database, token))!;
  }
  const { payment, merchant, attempts } = found;
  const connections = await availableMethods({ merchantId: payment.merchantId, mode: payment.mode, currency: payment.currency }, database);
  const routes = { connections: connections, simulator: payment.mode === "test" };
  return { payment, merchant, attempts, view: checkoutView(payment, merchant, attempts, now, routes) };
}

/**
 * The payment behind a checkout token, its merchant and its attempts in number order, in ONE
 * prepared statement as JSON (the page read them with three Prisma queries in two round
 * trips, a fifth of its CPU in the client), typed back as Prisma types them (lib/db/json.ts).
 */
async function readCheckout(database: DbClient, token: string): Promise<{ payment: Payment; merchant: Merchant; attempts: PaymentAttempt[] } | null> {
  const [row] = await hotQuery<{ payment: Record<string, unknown>; merchant: Record<string, unknown>; attempts: Record<string, unknown>[] }>(
    database,
    "gw_checkout_by_token",
    `SELECT row_to_json(p) AS payment, row_to_json(m) AS merchant,
            COALESCE((SELECT json_agg(a ORDER BY a.number) FROM "PaymentAttempt" a WHERE a."paymentId" = p.id AND a."merchantId" = p."merchantId"), '[]'::json) AS attempts
       FROM "Payment" p JOIN "Merchant" m ON m.id = p."merchantId"
      WHERE p."checkoutToken" = $1`,
    [token],
  );
  if (!row) return null;
  const [[payment], [merchant], attempts] = await Promise.all([
    fromJsonRows<Payment>(database, "Payment", [row.payment]),
    fromJsonRows<Merchant>(database, "Merchant", [row.merchant]),
    fromJsonRows<PaymentAttempt>(database, "PaymentAttempt", row.attempts),
  ]);
  return { payment, merchant, attempts };
}

/** The allowed embed origins of the merchant behind a checkout token, for the CSP header. */
export async function embedOriginsForToken(token: string, database: DbClient = defaultDb()): Promise<string[]> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return [];
  const row = await database.payment.findUnique({ where: { checkoutToken: token }, select: { merchant: { select: { embedOrigins: true } } } });
  return row?.merchant.embedOrigins ?? [];
}

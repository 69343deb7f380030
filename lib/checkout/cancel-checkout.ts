import "server-only";
// The customer's "Cancel payment" link on the hosted checkout: the checkout token names the
// payment, and the one cancel rule (lib/payments/cancel-payment.ts, shared with the dashboard)
// does the rest under the payment's row lock.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { cancelPayment } from "@/lib/payments/cancel-payment";

export async function cancelCheckout(token: string, database: DbClient = defaultDb()): Promise<Payment> {
  const session = await database.payment.findUnique({ where: { checkoutToken: token }, select: { id: true, merchantId: true, mode: true } });
  if (!session) throw new ApiError("NOT_FOUND", "payment session not found");
  return cancelPayment(database, { paymentId: session.id, merchantId: session.merchantId, mode: session.mode, actor: { type: "customer" } });
}

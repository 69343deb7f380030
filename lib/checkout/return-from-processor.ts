import "server-only";
// GET /checkout/<token>/return (issue 26): where a processor's page sends the customer back. The
// redirect is a signal only (the spec): before the page shows anything, the gateway asks the
// processor about the waiting attempt (status sync, confirm-pending-attempt.ts), then sends the
// customer to the checkout page, which shows whatever that made of it. A processor that cannot be
// reached leaves the attempt waiting; the page's own re-check and the worker's job go on asking.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { logger } from "@/lib/logger";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { confirmPendingAttempt } from "@/lib/checkout/confirm-pending-attempt";

/** Whether the token names a checkout; the attempt it waits on is asked about first. */
export async function returnFromProcessor(token: string, database: DbClient = defaultDb()): Promise<boolean> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return false;
  const payment = await database.payment.findUnique({ where: { checkoutToken: token }, select: { id: true, merchantId: true } });
  if (!payment) return false;
  const waiting = await database.paymentAttempt.findFirst({
    where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "pending", connectionId: { not: null } },
    orderBy: { number: "desc" },
    select: { id: true, merchantId: true },
  });
  if (waiting) {
    await confirmPendingAttempt(waiting, database).catch((error: unknown) =>
      logger().warn({ err: error, attemptId: waiting.id }, "status sync on return failed; the job will ask again"),
    );
  }
  return true;
}

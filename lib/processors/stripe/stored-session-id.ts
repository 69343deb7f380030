import "server-only";
// Stripe finds a Checkout Session by its id only (there is no lookup by the gateway's attempt id but
// the eventually consistent search), so the connector's status-by-attempt asks the gateway first for
// the session id it stored as the attempt's processorRef. A read before the call, never inside a
// transaction and never a write: the three-step rule for processor calls holds.
import { db } from "@/lib/db";

export async function storedStripeSessionId(connectionId: string, attemptId: string): Promise<string | null> {
  const attempt = await db().paymentAttempt.findFirst({ where: { id: attemptId, connectionId }, select: { processorRef: true } });
  return attempt?.processorRef || null;
}

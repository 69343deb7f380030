import "server-only";
// The worker's periodic sweeps (beside the registry, at the composition root): each tick,
// payments past their expiry and attempts stuck too long, subaccount settlements on each
// merchant's schedule, live payouts a new processor connection can now send, disputes' deadline reminders and subscriptions' cycles; once an hour, the purges of what the gateway keeps for a while only, and the daily reconciliations' jobs;
// on embedded PGlite, every ten seconds, the check for the analyze and vacuum that autovacuum does on PostgreSQL.
import type { DbClient } from "@/lib/db";
import { pgliteUnder } from "@/lib/db/client";
import { maintainPglite } from "@/lib/db/pglite-maintenance";
import { logger } from "@/lib/logger";
import { expireDuePayments } from "@/lib/payments/attempts/expire-payments";
import { failStaleAttempts } from "@/lib/payments/attempts/fail-stale-attempts";
import { releaseLapsedLinkHolds } from "@/lib/link-tickets/link-holds";
import { purgeExpiredIdempotencyKeys } from "@/lib/http/idempotency";
import { runScheduledSettlements } from "@/lib/payouts/settle-subaccount";
import { routeWaitingPayouts } from "@/lib/payouts/route-waiting-payouts";
import { purgeOldProcessorCalls } from "@/lib/processors/purge-processor-calls";
import { askNotedStatusRechecks } from "@/lib/processor-callbacks/handle-callback";
import { purgeIdleRateLimitBuckets } from "@/lib/rate-limit/token-bucket";
import { purgeOldWebhookAttempts } from "@/lib/webhooks/purge-webhook-attempts";
import { scheduleDailyReconciliations } from "@/lib/reconciliation/run-daily-reconciliation";
import { sendDisputesDueSoon } from "@/lib/disputes/send-due-soon";
import { runDueSubscriptions } from "@/lib/billing/run-due-subscriptions";
import { sendPaymentMethodsExpiring } from "@/lib/billing/saved-payment-method-expiring";
import { sweepRiskCounters } from "@/lib/risk/velocity";

const PURGE_EVERY_MS = 3_600_000;
let lastPurge = 0;
// Ten seconds, not autovacuum's one-minute naptime: a PGlite table can grow by thousands of rows a
// minute (the bench's initialize writes 450 a second), and a prepared read planned before that
// growth scans until the next analyze (verify fell to 0.66x of its first round's rate within one
// minute). A pass with nothing to do costs about 11 ms of PGlite's one backend.
const PGLITE_MAINTENANCE_EVERY_MS = 10_000;
let lastPgliteMaintenance = 0;

export async function runSweeps(database: DbClient, now: Date): Promise<{ expired: number; staleFailed: number }> {
  const expired = await expireDuePayments(database, now);
  const staleFailed = await failStaleAttempts(database, now);
  await releaseLapsedLinkHolds(database, now); // a link payment's place and tickets, held 10 minutes, back for others
  await runScheduledSettlements(database, now); // subaccount settlement on each merchant's schedule
  await routeWaitingPayouts(database); // live payouts that waited for a processor connection
  await askNotedStatusRechecks(database); // the asks that callbacks and returns found taken, once their window ended
  await sendDisputesDueSoon(database, now); // dispute.due_soon, 48 hours before a dispute's deadline, once per deadline
  await runDueSubscriptions(database, now); // subscriptions' next invoices and retries (not those on a test clock)
  await sendPaymentMethodsExpiring(database, now); // payment_method.expiring, once per saved card or mandate about to lapse
  if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = now.getTime();
    await purgeExpiredIdempotencyKeys(database, now);
    await purgeOldWebhookAttempts(database, now); // the delivery log keeps 30 days
    await purgeIdleRateLimitBuckets(database, now.getTime()); // a bucket idle for a day is full anyway
    await purgeOldProcessorCalls(database, now); // the processor request log keeps 30 days
    await sweepRiskCounters(database, now); // velocity buckets older than the longest window (7 days) and a day
    await scheduleDailyReconciliations(database, now); // yesterday, per connection with a settlement API
  }
  const pglite = pgliteUnder(database); // PostgreSQL has its own autovacuum
  if (pglite && now.getTime() - lastPgliteMaintenance > PGLITE_MAINTENANCE_EVERY_MS) {
    lastPgliteMaintenance = now.getTime();
    const done = await maintainPglite(pglite);
    if (done.length > 0) logger().info({ tables: done }, "PGlite maintenance: analyzed or vacuumed the tables past autovacuum's thresholds");
  }
  return { expired, staleFailed };
}

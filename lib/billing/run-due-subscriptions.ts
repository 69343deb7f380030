import "server-only";
// The worker's sweep of subscriptions whose time has come on the machine's clock (those on a test
// clock move when it does, lib/billing/test-clocks.ts), a batch a tick. Each step is its own
// transaction (lib/billing/advance-subscription.ts) that takes the row's lock or skips a row another
// worker holds, and checks the time again under the lock: several workers share the due rows, and a
// subscription two of them see moves once.
import type { DbClient } from "@/lib/db";
import { advanceSubscription } from "@/lib/billing/advance-subscription";

const BATCH = 200;

export async function runDueSubscriptions(database: DbClient, now: Date): Promise<number> {
  // Across merchants, as every sweep: each row found is then locked and read with its own merchant.
  const due = await database.$queryRaw<{ id: string; merchantId: string }[]>`
    SELECT id, "merchantId" FROM "Subscription"
    WHERE "nextActionAt" <= ${now} AND "testClockId" IS NULL
    ORDER BY "nextActionAt" LIMIT ${BATCH}`;
  let moved = 0;
  for (const s of due) if ((await advanceSubscription(database, s)) !== "idle") moved++;
  return moved;
}

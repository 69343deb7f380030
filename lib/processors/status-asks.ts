import "server-only";
// Coalesced status asks. A processor callback and a customer's return from a processor's page are
// reasons to ask the processor about one object (a payment attempt, a payout, a refund); both URLs
// are public, so without a bound every hit would be one more call to the processor. Before asking,
// the request claims the object with one conditional UPDATE on its row: the claim is free when
// nobody asked within PROCESSOR_STATUS_ASK_INTERVAL_SECONDS (the database's clock, so every process
// of the installation shares one window). Only the winner asks; the others answer from what is
// recorded.
//
// A loser may be the processor's genuine callback for a change that happened after the winner's
// ask. So the first loser of a window leaves a note on the row ("statusRecheckAt": when the window
// ends), and the worker's sweep asks once more then (lib/processor-callbacks/handle-callback.ts,
// askNotedStatusRechecks): a final status is seen one window late at worst, never lost. The
// object's own jobs (status sync, payouts, refunds) and the stale-attempt sweep ask as before,
// without a claim: they run on the gateway's own schedule, not on a stranger's hit.
import type { DbClient } from "@/lib/db";
import { env } from "@/lib/env";

export type AskedObject = "PaymentAttempt" | "Payout" | "Refund";

// The database's clock as the columns store it (timestamp(3) holding UTC, as Prisma writes it).
const NOW = `(clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)`;

/** The claim's outcome: ask now; or not, with the note's time when this request wrote it (the window's first loser). */
export type StatusAskClaim = { ask: true } | { ask: false; noted: Date | null };

/**
 * Claims the ask about one object. One statement, whoever wins: the winner stamps "statusAskedAt"
 * and clears the note (its ask comes after every loser that wrote it); the first loser of the window
 * writes the note; later losers match no row and write nothing.
 */
export async function claimStatusAsk(database: DbClient, table: AskedObject, ref: { id: string; merchantId: string }): Promise<StatusAskClaim> {
  const free = `(o."statusAskedAt" IS NULL OR o."statusAskedAt" <= t.now - $3::float8 * interval '1 second')`;
  const rows = await database.$queryRawUnsafe<{ recheckAt: Date | null }[]>(
    `WITH t AS (SELECT ${NOW} AS now)
     UPDATE "${table}" AS o SET
       "statusAskedAt" = CASE WHEN ${free} THEN t.now ELSE o."statusAskedAt" END,
       "statusRecheckAt" = CASE WHEN ${free} THEN NULL ELSE o."statusAskedAt" + $3::float8 * interval '1 second' END
     FROM t
     WHERE o.id = $1 AND o."merchantId" = $2 AND (${free} OR o."statusRecheckAt" IS NULL)
     RETURNING o."statusRecheckAt" AS "recheckAt"`,
    ref.id,
    ref.merchantId,
    env().PROCESSOR_STATUS_ASK_INTERVAL_SECONDS,
  );
  if (rows.length === 0) return { ask: false, noted: null };
  return rows[0].recheckAt === null ? { ask: true } : { ask: false, noted: rows[0].recheckAt };
}

/** Takes one object's note if it is due (clearing it, so only one process asks); false when not due, or taken already. */
export async function takeDueStatusRecheck(database: DbClient, table: AskedObject, ref: { id: string; merchantId: string }): Promise<boolean> {
  const taken = await database.$executeRawUnsafe(
    `UPDATE "${table}" SET "statusRecheckAt" = NULL WHERE id = $1 AND "merchantId" = $2 AND "statusRecheckAt" <= ${NOW}`,
    ref.id,
    ref.merchantId,
  );
  return taken > 0;
}

/**
 * Takes up to `limit` due recheck notes of one table (clearing them, so one process takes each)
 * and returns their objects. Across merchants, as the worker's other sweeps.
 */
export async function takeDueStatusRechecks(database: DbClient, table: AskedObject, limit = 50): Promise<{ id: string; merchantId: string }[]> {
  return database.$queryRawUnsafe<{ id: string; merchantId: string }[]>(
    `WITH due AS (
       SELECT id, "merchantId" FROM "${table}" WHERE "statusRecheckAt" <= ${NOW}
       ORDER BY "statusRecheckAt" LIMIT $1::int FOR UPDATE SKIP LOCKED
     )
     UPDATE "${table}" AS o SET "statusRecheckAt" = NULL FROM due
     WHERE o.id = due.id AND o."merchantId" = due."merchantId"
     RETURNING o.id, o."merchantId"`,
    limit,
  );
}

import "server-only";
// A processor's callback: POST/PUT/GET /v2/processor-callbacks/<connection token>. The
// token names the connection (unguessable, one per connection: MTN's callbacks are unsigned); the
// connector verifies the signature where the processor signs (Chapa) and says which of the
// gateway's objects changed. That is a hint only: the gateway asks the processor before changing
// anything, through the same status paths as its own jobs, so a forged, duplicated, late or
// out-of-order callback changes nothing wrong. Objects of another connection are ignored.
// The URL is public (the token is in the customer's browser, in Chapa's callback_url): the route
// rate-limits it (lib/rate-limit/public-limits.ts), and an ask is claimed first
// (lib/processors/status-asks.ts), so however many hits arrive, the processor is asked about one
// object at most once per window; a hit that finds the ask taken answers from what is recorded.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { unsafeTextProblem } from "@/lib/http/unsafe-text";
import { logger } from "@/lib/logger";
import { processorForConnectionRow } from "@/lib/processors/registry";
import type { CallbackHint, ProcessorCallback } from "@/lib/processors/types";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { processPayout } from "@/lib/payouts/process-payout";
import { syncRefund } from "@/lib/refunds/send-refund";
import { recordProcessorDispute } from "@/lib/disputes/record-processor-dispute";
import { claimStatusAsk, takeDueStatusRecheck, takeDueStatusRechecks, type AskedObject } from "@/lib/processors/status-asks";

export const CALLBACK_TOKEN_PATTERN = /^[0-9A-Za-z]{20,64}$/;

export async function handleProcessorCallback(token: string, callback: ProcessorCallback, database: DbClient = defaultDb()): Promise<{ acted: boolean }> {
  if (!CALLBACK_TOKEN_PATTERN.test(token)) throw new ApiError("NOT_FOUND", "no such callback URL");
  const connection = await database.processorConnection.findUnique({ where: { webhookToken: token } });
  if (!connection) throw new ApiError("NOT_FOUND", "no such callback URL");
  const processor = processorForConnectionRow(connection);
  const hint = processor.parseCallback?.(callback) ?? null;
  // A GET carries no signature and no body: a reference it does not name is nothing to act on.
  if (!hint && callback.method === "GET") return { acted: false };
  if (!hint) {
    logger().warn({ connectionId: connection.id }, "processor callback refused: signature or body does not verify");
    throw new ApiError("UNAUTHORIZED", "the callback's signature does not verify");
  }
  const acted = await act(connection.id, hint, database);
  return { acted };
}

async function act(connectionId: string, hint: CallbackHint, database: DbClient): Promise<boolean> {
  // An id the database cannot store (NUL, a lone surrogate: an unsigned body can say anything) names
  // nothing; looking it up would be a database error, a 500 the processor would retry forever.
  if (unsafeTextProblem(hint.id) !== null) return false;
  if (hint.kind === "dispute") return actOnDispute(connectionId, hint, database);
  return askAbout(hint.kind, { id: hint.id, connectionId }, database);
}

/**
 * A dispute callback: a processor with a dispute API is asked for the dispute as it stands (the
 * callback's payload is only a hint, and may be stale or out of order); one without is taken at its
 * signed word, which the state table and the report's time still guard.
 */
async function actOnDispute(connectionId: string, hint: Extract<CallbackHint, { kind: "dispute" }>, database: DbClient): Promise<boolean> {
  const processor = processorForConnectionRow(await database.processorConnection.findUniqueOrThrow({ where: { id: connectionId } }));
  const report = processor.disputeStatus ? await processor.disputeStatus({ disputeRef: hint.id }) : hint.reported;
  if (!report) return false;
  const recorded = await recordProcessorDispute(report, { connectionId, evidenceChannel: processor.submitDisputeEvidence ? "processor" : "record" }, database);
  return recorded?.changed ?? false;
}

type AskedKind = Exclude<CallbackHint["kind"], "dispute">;

const TABLE: Record<AskedKind, AskedObject> = { attempt: "PaymentAttempt", payout: "Payout", refund: "Refund" };

/**
 * Asks the processor about one object of the connection, through the claim; false when there was
 * nothing to ask, or the ask was someone else's (a recent one, or one noted for the worker).
 */
async function askAbout(kind: AskedKind, ref: { id: string; connectionId: string }, database: DbClient): Promise<boolean> {
  const claim = async (row: { id: string; merchantId: string }) => {
    const claimed = await claimStatusAsk(database, TABLE[kind], row);
    if (!claimed.ask && claimed.noted) recheckSoon(kind, row, claimed.noted, database);
    return claimed.ask;
  };
  switch (kind) {
    case "attempt": {
      const attempt = await database.paymentAttempt.findFirst({ where: { id: ref.id, connectionId: ref.connectionId }, include: { payment: { select: { mode: true, amount: true, currency: true } } } });
      if (!attempt) return false;
      // Still being started by the request that sent it: that request records the answer; the stale sweep covers a crash.
      if (attempt.outcome === "processing") return false;
      // Settled already: only a success the gateway does not have matters (a duplicate charge, refunded at once).
      if (attempt.outcome !== "pending" && attempt.outcome !== "failed") return false;
      if (!(await claim(attempt))) return false;
      if (attempt.outcome === "pending") {
        await confirmPendingAttempt(attempt, database);
        return true;
      }
      const processor = processorForConnectionRow((await database.processorConnection.findUniqueOrThrow({ where: { id: ref.connectionId } })));
      const status = await processor.status({ attemptId: attempt.id, expected: { amount: attempt.payment.amount, currency: attempt.payment.currency } });
      if (status.outcome === "success") await recordAttemptOutcome(database, attempt, status);
      return status.outcome === "success";
    }
    case "payout": {
      const payout = await database.payout.findFirst({ where: { id: ref.id, connectionId: ref.connectionId }, select: { id: true, merchantId: true, status: true } });
      // Only these states talk to the processor (process-payout.ts); the others wait for the merchant, or are final.
      if (!payout || !["pending", "processing", "success"].includes(payout.status)) return false;
      if (!(await claim(payout))) return false;
      await processPayout(payout.id, database);
      return true;
    }
    case "refund": {
      const refund = await database.refund.findFirst({ where: { id: ref.id, connectionId: ref.connectionId }, select: { id: true, merchantId: true, status: true } });
      if (!refund || refund.status !== "pending") return false;
      if (!(await claim(refund))) return false;
      await syncRefund(refund, database);
      return true;
    }
  }
}

/**
 * The note this request just wrote, taken by this process at the window's end. Only sooner than the
 * worker's sweep (which takes it if this process is gone by then, or when the worker runs apart):
 * whichever takes the note first asks, once.
 */
export function recheckSoon(kind: AskedKind, ref: { id: string; merchantId: string }, at: Date, database: DbClient = defaultDb()) {
  const recheck = async () => {
    if (!(await takeDueStatusRecheck(database, TABLE[kind], ref))) return;
    const owner = await connectionOf(database, TABLE[kind], ref);
    if (owner) await askAbout(kind, { id: ref.id, connectionId: owner }, database);
  };
  // A little after the window's end: the database's clock decides, and an early timer would find the note not yet due.
  setTimeout(() => {
    recheck().catch((error: unknown) => logger().warn({ err: error, objectId: ref.id }, "status recheck failed; the worker's sweep or the object's own job asks again"));
  }, Math.max(0, at.getTime() - Date.now()) + 100).unref();
}

/**
 * The worker's sweep: the asks that callbacks and customers' returns found taken and noted for the
 * window's end, asked now (through the claim again, so a hit at the same moment does not double it).
 * An object whose ask fails is left to its own job, which goes on asking. Returns how many it asked.
 */
export async function askNotedStatusRechecks(database: DbClient = defaultDb()): Promise<number> {
  let asked = 0;
  for (const kind of ["attempt", "payout", "refund"] as const) {
    const table = TABLE[kind];
    for (const row of await takeDueStatusRechecks(database, table)) {
      const owner = await connectionOf(database, table, row);
      if (!owner) continue;
      try {
        if (await askAbout(kind, { id: row.id, connectionId: owner }, database)) asked++;
      } catch (error) {
        logger().warn({ err: error, objectId: row.id }, "status recheck failed; the object's own job asks again");
      }
    }
  }
  return asked;
}

async function connectionOf(database: DbClient, table: AskedObject, ref: { id: string; merchantId: string }): Promise<string | null> {
  const where = { id: ref.id, merchantId: ref.merchantId };
  const select = { connectionId: true } as const;
  const row =
    table === "PaymentAttempt"
      ? await database.paymentAttempt.findUnique({ where, select })
      : table === "Payout"
        ? await database.payout.findUnique({ where, select })
        : await database.refund.findUnique({ where, select });
  return row?.connectionId ?? null;
}

import "server-only";
// The worker's step for one payout (job "payout.process"), in the three steps every
// talk with a processor takes (docs/architecture.md): lock and record (pending -> processing), call
// the processor outside any transaction, lock again and record its answer. Each step is
// safe to repeat: the processor sends once per payout id, the transition table refuses a
// move already made and ledger postings are keyed by payout, so a worker that dies anywhere
// in between leaves a job that, run again, finishes the payout exactly once.
import type { DbClient } from "@/lib/db";
import type { Payout, PayoutStatus, Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { processorFor, routePayout } from "@/lib/processors/registry";
import type { PayoutOutcome, Processor } from "@/lib/processors/types";
import { ProcessorUnreachableError, sendTracked } from "@/lib/processors/http-executor";
import { findConnection } from "@/lib/processors/connections";
import { canTransitionPayout } from "@/lib/catalog/payout-transitions";
import { lockPayout, transitionPayout } from "@/lib/payouts/transition-payout";
import { NO_PROCESSOR_REASON } from "@/lib/payouts/insert-payouts";
import { faultPoint } from "@/lib/fault-points";

export type PayoutStepResult = "done" | { retryInMs: number };

export async function processPayout(payoutId: string, database: DbClient): Promise<PayoutStepResult> {
  const payout = await database.payout.findUnique({ where: { id: payoutId } });
  if (!payout) return "done";
  const processor = await processorFor(payout, database);
  if (!processor) {
    if (payout.status === "pending" && payout.statusReason !== NO_PROCESSOR_REASON) {
      await database.payout.update({ where: { id: payout.id }, data: { statusReason: NO_PROCESSOR_REASON } });
    }
    return "done";
  }

  let outcome: PayoutOutcome;
  switch (payout.status) {
    case "pending": {
      const started = await database.$transaction(async (tx) => {
        const locked = await lockPayout(tx, payout.id);
        if (locked?.status !== "pending") return false;
        await transitionPayout(tx, locked, "processing", { statusReason: null });
        return true;
      });
      if (!started) return processPayout(payoutId, database); // another worker moved it: look again
      faultPoint("payout_before_processor_request"); // test-only: a worker killed after "processing", before the send
      outcome = await sendOrAsk(processor, payout, database);
      break;
    }
    case "processing":
    case "success": {
      if (payout.status === "processing" && payout.statusReason === NOT_REACHED_REASON) {
        // Its last send provably reached no processor: there is nothing to ask about, so it is sent again.
        outcome = await resendNeverReached(payout, database);
        break;
      }
      // Processing: ask how it went (and send it if the processor never received it: the
      // worker died between recording "processing" and sending). Success: a transfer can
      // still come back; the processor said when to ask again.
      // A processor without payouts never received one: unknown, and sendOrAsk fails it with its money back.
      const status = processor.payouts ? await processor.payouts.payoutStatus({ payoutId: payout.id }) : ({ outcome: "unknown" } as const);
      outcome = status.outcome === "unknown" ? await sendOrAsk(processor, payout, database) : status;
      break;
    }
    default:
      return "done"; // waiting for the merchant (approval, OTP) or final
  }
  faultPoint("payout_after_processor_answer"); // test-only: a worker killed between the answer and its record
  return recordPayoutOutcome(database, payout.id, outcome);
}

const TARGET: Record<PayoutOutcome["outcome"], PayoutStatus> = {
  processing: "processing",
  success: "success",
  failed: "failed",
  blocked: "blocked",
  reversed: "reversed",
  auth_needed: "auth_needed",
  otp_needed: "otp_needed",
};

/**
 * Step 3: the processor's answer, under the payout's lock. A payout the processor already
 * reports as reversed while the gateway still says processing first succeeds, then reverses
 * (each with its money and event). A stale answer (the payout moved on) changes nothing.
 */
export async function recordPayoutOutcome(database: DbClient, payoutId: string, outcome: PayoutOutcome): Promise<PayoutStepResult> {
  return database.$transaction(async (tx) => {
    let payout = (await lockPayout(tx, payoutId))!;
    const target = TARGET[outcome.outcome];
    const reason = "reason" in outcome ? outcome.reason : null;
    const data: Prisma.PayoutUpdateInput = { processorRef: outcome.processorRef };
    if (target === "reversed" && payout.status === "processing") payout = await transitionPayout(tx, payout, "success", { data });
    if (payout.status !== target) {
      if (canTransitionPayout(payout.status, target)) {
        payout = await transitionPayout(tx, payout, target, { data, statusReason: reason });
      } else {
        logger().warn({ payoutId, status: payout.status, answer: outcome.outcome }, "payout: processor answer does not apply; ignored");
        return "done";
      }
    }
    return followUp(payout, outcome);
  });
}

function followUp(payout: Payout, outcome: PayoutOutcome): PayoutStepResult {
  if ((payout.status === "processing" || payout.status === "success") && "checkAgainAfterMs" in outcome && outcome.checkAgainAfterMs !== undefined) {
    return { retryInMs: outcome.checkAgainAfterMs };
  }
  return "done";
}

/**
 * Why a processing payout waits on its connection: its send provably reached no processor (the
 * connection was refused, the host did not resolve, TLS failed before the request was written), so
 * its next run sends it again instead of asking about a transfer that cannot exist.
 */
export const NOT_REACHED_REASON = "The processor could not be reached; the payout was not sent and will be sent again";

/** How soon a payout whose connection moved under this worker is looked at again. */
const LOOK_AGAIN_MS = 1_000;
/** What a payout gets from a connection that sends none (routing never picks one; a stale row might). */
const NO_PAYOUTS: PayoutOutcome = { outcome: "failed", processorRef: "", reason: "This processor connection sends no payouts" };

/**
 * Sends the payout. A processor that cannot be reached may or may not have received it: the answer
 * is "processing", and the next step asks its status by the payout id (sending again only if it
 * never arrived, which the processor's own deduplication by our id makes safe). Only a send that
 * provably never left is not asked about: it goes to the next connection (failOver).
 */
async function sendOrAsk(processor: Processor, payout: Payout, database: DbClient, tried: readonly string[] = []): Promise<PayoutOutcome> {
  try {
    const payouts = processor.payouts;
    if (!payouts) return NO_PAYOUTS;
    return await sendTracked(() => payouts.sendPayout(payoutInput(payout)));
  } catch (error) {
    if (!(error instanceof ProcessorUnreachableError)) throw error;
    if (error.notSent && payout.connectionId) return failOver(payout, error, database, [...tried, payout.connectionId]);
    logger().warn({ err: error, payoutId: payout.id }, "payout: the processor did not answer; its status will be asked");
    return { outcome: "processing", processorRef: payout.processorRef ?? "", checkAgainAfterMs: 10_000 };
  }
}

/**
 * A send that reached no processor: the payout is at none, so it may go to the next enabled
 * connection paying its bank (routePayout's order, the connections tried left out), under the
 * payout's lock and only while it still sits on the connection just tried. It stays among
 * connections of the same holder: an installation connection's payout goes to another installation
 * connection, a merchant's own connection's payout only through that connection. With none left it
 * stays where it is, marked NOT_REACHED_REASON, and the error goes to the job, whose growing backoff
 * spaces the sends that follow.
 */
async function failOver(payout: Payout, error: ProcessorUnreachableError, database: DbClient, tried: string[]): Promise<PayoutOutcome> {
  const current = await findConnection(payout.connectionId!, database);
  const next = await database.$transaction(async (tx) => {
    const locked = await lockPayout(tx, payout.id);
    if (locked?.status !== "processing" || locked.connectionId !== payout.connectionId) return "moved" as const;
    const route = current?.merchantId === null ? await nextInstallationRoute(locked, tried, tx) : null;
    if (!route?.connectionId) {
      await tx.payout.update({ where: { id: locked.id, merchantId: locked.merchantId }, data: { statusReason: NOT_REACHED_REASON } });
      return null;
    }
    const moved = await tx.payout.update({ where: { id: locked.id, merchantId: locked.merchantId }, data: { connectionId: route.connectionId, statusReason: null } });
    return { payout: moved, processor: route.processor };
  });
  if (next === "moved") return { outcome: "processing", processorRef: payout.processorRef ?? "", checkAgainAfterMs: LOOK_AGAIN_MS };
  if (!next) {
    logger().warn({ err: error, payoutId: payout.id, connectionId: payout.connectionId }, "payout: the processor could not be reached and no other connection pays this bank; it will be sent again");
    throw error;
  }
  logger().warn({ err: error, payoutId: payout.id, from: payout.connectionId, to: next.payout.connectionId }, "payout: the processor could not be reached; sent through the next connection");
  return sendOrAsk(next.processor, next.payout, database, tried);
}

/**
 * A payout marked NOT_REACHED_REASON, sent again through the best connection now (its own again when
 * no other serves, within the same holder as failOver). The mark is cleared before the send, so a
 * worker that dies during it leaves a payout whose next run asks, as after any send that may have arrived.
 */
async function resendNeverReached(payout: Payout, database: DbClient): Promise<PayoutOutcome> {
  const current = payout.connectionId ? await findConnection(payout.connectionId, database) : null;
  const route = current?.merchantId === null ? await nextInstallationRoute(payout, [], database) : null;
  const connectionId = route?.connectionId ?? payout.connectionId;
  const claimed = await database.$transaction(async (tx) => {
    const locked = await lockPayout(tx, payout.id);
    if (locked?.status !== "processing" || locked.statusReason !== NOT_REACHED_REASON || locked.connectionId !== payout.connectionId) return null;
    return tx.payout.update({ where: { id: locked.id, merchantId: locked.merchantId }, data: { connectionId, statusReason: null } });
  });
  const processor = claimed ? (route?.processor ?? (await processorFor(claimed, database))) : null;
  if (!claimed || !processor) return { outcome: "processing", processorRef: payout.processorRef ?? "", checkAgainAfterMs: LOOK_AGAIN_MS };
  return sendOrAsk(processor, claimed, database);
}

/** The first installation connection routing gives this payout's bank, those in `exclude` left out (never the simulator). */
async function nextInstallationRoute(payout: Payout, exclude: readonly string[], database: Prisma.TransactionClient | DbClient) {
  const excluded = [...exclude];
  for (;;) {
    const route = await routePayout({ merchantId: payout.merchantId, mode: payout.mode, bankSlug: payout.bankSlug, currency: payout.currency, exclude: excluded }, database);
    if (!route?.connectionId) return null;
    if ((await findConnection(route.connectionId, database))?.merchantId === null) return route;
    excluded.push(route.connectionId);
  }
}

function payoutInput(p: Payout) {
  return { payoutId: p.id, amount: p.amount, currency: p.currency, bankSlug: p.bankSlug, accountNumber: p.accountNumber, accountName: p.accountName };
}

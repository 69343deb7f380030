import "server-only";
// The worker's step for one payout (issue 10; job "payout.process"), in the three steps every
// talk with a processor takes (ARCHITECTURE.md): lock and record (pending -> processing), call
// the processor outside any transaction, lock again and record its answer. Each step is
// safe to repeat: the processor sends once per payout id, the transition table refuses a
// move already made and ledger postings are keyed by payout, so a worker that dies anywhere
// in between leaves a job that, run again, finishes the payout exactly once.
import type { DbClient } from "@/lib/db";
import type { Payout, PayoutStatus, Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { processorFor } from "@/lib/processors/registry";
import type { PayoutOutcome, Processor } from "@/lib/processors/types";
import { ProcessorUnreachableError } from "@/lib/processors/http-executor";
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
      outcome = await sendOrAsk(processor, payout);
      break;
    }
    case "processing":
    case "success": {
      // Processing: ask how it went (and send it if the processor never received it: the
      // worker died between recording "processing" and sending). Success: a transfer can
      // still come back; the processor said when to ask again.
      const status = await processor.payoutStatus({ payoutId: payout.id });
      outcome = status.outcome === "unknown" ? await sendOrAsk(processor, payout) : status;
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
 * Sends the payout. A processor that cannot be reached may or may not have received it: the answer
 * is "processing", and the next step asks its status by the payout id (sending again only if it
 * never arrived, which the processor's own deduplication by our id makes safe).
 */
async function sendOrAsk(processor: Processor, payout: Payout): Promise<PayoutOutcome> {
  try {
    return await processor.sendPayout(payoutInput(payout));
  } catch (error) {
    if (!(error instanceof ProcessorUnreachableError)) throw error;
    logger().warn({ err: error, payoutId: payout.id }, "payout: the processor did not answer; its status will be asked");
    return { outcome: "processing", processorRef: payout.processorRef ?? "", checkAgainAfterMs: 10_000 };
  }
}

function payoutInput(p: Payout) {
  return { payoutId: p.id, amount: p.amount, currency: p.currency, bankSlug: p.bankSlug, accountNumber: p.accountNumber, accountName: p.accountName };
}

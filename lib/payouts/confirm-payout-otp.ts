import "server-only";
// POST /v2/payouts/{reference}/otp and the dashboard's OTP entry. Three steps, as
// every talk with a processor: under the payout's lock check it waits for an OTP and take one
// try (committed before the code is sent, so parallel guesses cannot exceed 3), send the code
// outside any transaction, then record the answer under the lock again. The right code moves
// the payout on (otp_needed -> processing, and on to success when the processor says so); a
// wrong one leaves it waiting, and the third wrong one fails it and returns its money.
import type { DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { processorFor } from "@/lib/processors/registry";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { findPayout, type PayoutLookup } from "@/lib/payouts/find-payout";
import { lockPayout, transitionPayout } from "@/lib/payouts/transition-payout";
import { recordPayoutOutcome } from "@/lib/payouts/process-payout";
import { authorizeActor } from "@/lib/team/authorize-actor";

export const OTP_TRIES = 3;
/** How long a code's check may hold the payout before another code may be sent (a crashed check). */
const OTP_CHECK_HOLD_MS = 30_000;

export async function confirmPayoutOtp(database: DbClient, opts: PayoutLookup & { otp: string; actor: AuditActor }) {
  await authorizeActor(database, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const found = await findPayout(database, opts);
  const payouts = (await processorFor(found, database))?.payouts;
  // A processor whose payouts never ask for a code has none waiting.
  if (!payouts?.confirmPayoutOtp) throw new ApiError("INVALID_STATE", "payout is not waiting for an OTP");

  // Step 1: take a try (how many are left after it: only the request that took the last one
  // may fail the payout, so a wrong code never fails it while another code is being checked).
  const triesLeftAfterMine = await database.$transaction(async (tx) => {
    const payout = (await lockPayout(tx, found.id))!;
    if (payout.status !== "otp_needed") throw new ApiError("INVALID_STATE", `payout is ${payout.status}, not waiting for an OTP`);
    // No try left while still waiting: another request took the last one and its code is being
    // checked (decrementing again would break the 0..3 CHECK: a 500 instead of an answer).
    // One check at a time: a wrong code checked beside a right one could otherwise fail a payout
    // the right code is sending on.
    const checking = payout.otpCheckStartedAt && Date.now() - payout.otpCheckStartedAt.getTime() < OTP_CHECK_HOLD_MS;
    if (checking || payout.otpTriesLeft <= 0) throw new ApiError("INVALID_STATE", "another code for this payout is being checked; wait for its answer");
    const updated = await tx.payout.update({ where: { id: payout.id }, data: { otpTriesLeft: { decrement: 1 }, otpCheckStartedAt: new Date() } });
    return updated.otpTriesLeft;
  });

  // Step 2: the processor checks the code. If it cannot be asked, the payout is freed for another try.
  let answer: Awaited<ReturnType<NonNullable<typeof payouts.confirmPayoutOtp>>>;
  try {
    answer = await payouts.confirmPayoutOtp({ payoutId: found.id, otp: opts.otp });
  } catch (error) {
    await database.payout.update({ where: { id: found.id }, data: { otpCheckStartedAt: null } });
    throw error;
  }

  // Step 3: record it.
  if (answer.outcome === "wrong_code") {
    const payout = await database.$transaction(async (tx) => {
      const locked = await tx.payout.update({ where: { id: (await lockPayout(tx, found.id))!.id }, data: { otpCheckStartedAt: null } });
      const failed =
        locked.status === "otp_needed" && triesLeftAfterMine <= 0
          ? await transitionPayout(tx, locked, "failed", { statusReason: `Wrong OTP entered ${OTP_TRIES} times` })
          : locked;
      await recordAudit(tx, { merchantId: locked.merchantId, actor: opts.actor, action: "payout.otp_rejected", mode: locked.mode, targetId: locked.id, details: { tries_left: locked.otpTriesLeft } });
      return failed;
    });
    if (payout.status === "failed") {
      throw new ApiError("INVALID_VALUE", `wrong OTP: ${OTP_TRIES} wrong codes, the payout failed and its money is back in the balance`, [{ field: "otp", message: "wrong code" }]);
    }
    const left = payout.otpTriesLeft;
    throw new ApiError("INVALID_VALUE", `wrong OTP: ${left} ${left === 1 ? "try" : "tries"} left`, [{ field: "otp", message: `wrong code; ${left} left` }]);
  }

  await database.$transaction(async (tx) => {
    const locked = await tx.payout.update({ where: { id: (await lockPayout(tx, found.id))!.id }, data: { otpCheckStartedAt: null } });
    if (locked.status === "otp_needed") await transitionPayout(tx, locked, "processing", { statusReason: null });
    await recordAudit(tx, { merchantId: locked.merchantId, actor: opts.actor, action: "payout.otp_confirmed", mode: locked.mode, targetId: locked.id });
  });
  return continueAfterDecision(database, found.id, answer);
}

/** After an OTP or an approval: record the processor's answer and, if it is still on its way, let the worker follow it. */
export async function continueAfterDecision(database: DbClient, payoutId: string, answer: Parameters<typeof recordPayoutOutcome>[2]) {
  const next = await recordPayoutOutcome(database, payoutId, answer);
  const payout = await database.payout.findUniqueOrThrow({ where: { id: payoutId } });
  if (next !== "done") {
    await enqueueJob(database, {
      type: "payout.process",
      payload: { payout_id: payoutId },
      runAt: new Date(Date.now() + next.retryInMs),
      owner: { merchantId: payout.merchantId, mode: payout.mode },
      object: { type: "payout", id: payoutId },
    });
  }
  return payout;
}

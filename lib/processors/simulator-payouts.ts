import "server-only";
// The simulator's payouts: deterministic outcomes by the account number's last
// four digits (docs/testing.md), remembered by payout id in its own table (as a real
// processor keeps transfers in its own system), so sending twice never pays twice and a
// gateway that crashed can ask what happened. Writes are single statements on the default
// client, never inside a gateway transaction.
//
// A transfer is "processing" for SIMULATOR_PAYOUT_PROCESSING_MS, then takes its scenario's
// outcome; a …2222 transfer succeeds, then is reversed SIMULATOR_PAYOUT_REVERSAL_MS later.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { randomBase62 } from "@/lib/ids";
import type { SimulatorPayout } from "@/lib/generated/prisma/client";
import type { PayoutInput, PayoutOutcome } from "@/lib/processors/types";

export const TEST_PAYOUT_OTP = "123456";

export const TEST_PAYOUT_ENDINGS = [
  { ending: "0000", scenario: "success", description: "Succeeds" },
  { ending: "1111", scenario: "failed", description: "Fails: account closed" },
  { ending: "2222", scenario: "reversed", description: "Succeeds, then is reversed a minute later" },
  { ending: "3333", scenario: "otp_needed", description: `Needs an OTP: ${TEST_PAYOUT_OTP} continues it; 3 wrong codes fail it` },
  { ending: "4444", scenario: "blocked", description: "Blocked (compliance)" },
  { ending: "5555", scenario: "auth_needed", description: "Needs the merchant's approval in the dashboard (or the approve endpoint)" },
] as const;

type Scenario = (typeof TEST_PAYOUT_ENDINGS)[number]["scenario"];

const REASONS: Partial<Record<Scenario | "rejected", string>> = {
  failed: "The receiving bank reports the account closed",
  blocked: "Blocked by compliance checks",
  reversed: "The receiving bank returned the transfer",
  rejected: "Rejected by the merchant",
};

function scenarioFor(accountNumber: string): Scenario {
  const ending = accountNumber.replace(/\D/g, "").slice(-4);
  return TEST_PAYOUT_ENDINGS.find((e) => e.ending === ending)?.scenario ?? "success";
}

const timings = () => ({ processingMs: env().SIMULATOR_PAYOUT_PROCESSING_MS, reversalMs: env().SIMULATOR_PAYOUT_REVERSAL_MS });

export async function sendSimulatedPayout(input: PayoutInput, now = new Date()): Promise<PayoutOutcome> {
  await db().simulatorPayout.createMany({
    data: [
      {
        payoutId: input.payoutId,
        processorRef: `simpo_${randomBase62(12)}`,
        scenario: scenarioFor(input.accountNumber),
        outcome: "processing",
        amount: input.amount,
        currency: input.currency,
        decidedAt: now,
      },
    ],
    skipDuplicates: true, // a repeated send answers the first transfer
  });
  return (await simulatedPayoutStatus(input.payoutId, now))!;
}

/** The transfer's state at `now`, moving it on when its time has come; null: never received. */
export async function simulatedPayoutStatus(payoutId: string, now = new Date()): Promise<PayoutOutcome | null> {
  let row = await db().simulatorPayout.findUnique({ where: { payoutId } });
  if (!row) return null;
  const { processingMs, reversalMs } = timings();
  const waited = now.getTime() - row.decidedAt.getTime();
  if (row.outcome === "processing") {
    if (waited < processingMs) return { outcome: "processing", processorRef: row.processorRef, checkAgainAfterMs: processingMs - waited };
    const outcome = row.scenario === "reversed" ? "success" : row.scenario;
    row = await move(row, outcome, now, REASONS[row.scenario as Scenario]);
  } else if (row.outcome === "success" && row.scenario === "reversed") {
    if (waited >= reversalMs) row = await move(row, "reversed", now, REASONS.reversed);
    else return { outcome: "success", processorRef: row.processorRef, checkAgainAfterMs: reversalMs - waited };
  }
  return answer(row);
}

export async function confirmSimulatedPayoutOtp(payoutId: string, otp: string, now = new Date()): Promise<PayoutOutcome | { outcome: "wrong_code" } | null> {
  const row = await db().simulatorPayout.findUnique({ where: { payoutId } });
  if (!row) return null;
  if (row.outcome !== "otp_needed") return answer(row);
  if (otp !== TEST_PAYOUT_OTP) return { outcome: "wrong_code" };
  // The right code: the transfer goes on, and succeeds after its processing time.
  return answer(await move(row, "processing", now, null, "success"));
}

export async function decideSimulatedPayoutApproval(payoutId: string, approve: boolean, now = new Date()): Promise<PayoutOutcome | null> {
  const row = await db().simulatorPayout.findUnique({ where: { payoutId } });
  if (!row) return null;
  if (row.outcome !== "auth_needed") return answer(row);
  return answer(approve ? await move(row, "processing", now, null, "success") : await move(row, "failed", now, REASONS.rejected));
}

/** One conditional update: two callers moving one transfer agree on the stored result. */
async function move(row: SimulatorPayout, outcome: string, now: Date, reason: string | null | undefined, scenario?: string): Promise<SimulatorPayout> {
  await db().simulatorPayout.updateMany({
    where: { payoutId: row.payoutId, outcome: row.outcome, decidedAt: row.decidedAt },
    data: { outcome, decidedAt: now, reason: reason ?? null, ...(scenario ? { scenario } : {}) },
  });
  return db().simulatorPayout.findUniqueOrThrow({ where: { payoutId: row.payoutId } });
}

function answer(row: SimulatorPayout): PayoutOutcome {
  const processorRef = row.processorRef;
  switch (row.outcome) {
    case "processing":
      return { outcome: "processing", processorRef, checkAgainAfterMs: Math.max(0, timings().processingMs) };
    case "success":
      return row.scenario === "reversed" ? { outcome: "success", processorRef, checkAgainAfterMs: timings().reversalMs } : { outcome: "success", processorRef };
    case "failed":
    case "blocked":
    case "reversed":
      return { outcome: row.outcome, processorRef, reason: row.reason ?? "Declined" };
    case "auth_needed":
    case "otp_needed":
      return { outcome: row.outcome, processorRef };
    default:
      return { outcome: "failed", processorRef, reason: `unknown simulator state ${row.outcome}` };
  }
}

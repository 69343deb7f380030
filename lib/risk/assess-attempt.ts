import "server-only";
// The risk step of an attempt's start (lib/payments/attempts/start-payment-attempt.ts), inside its
// transaction and before routing: the signals, the decision, then the attempt counted under its keys
// (after the decision, so a rule reads the attempts before this one: attempts_1h >= 5 blocks the sixth).
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { buildRiskSignals, type RiskSignalInput, type StoredRiskSignals } from "@/lib/risk/signals";
import { evaluateRisk, type RiskVerdict } from "@/lib/risk/evaluate-risk";
import { countRiskAttempt } from "@/lib/risk/velocity";

export type AttemptRisk = RiskVerdict & { signals: StoredRiskSignals };

export async function assessAttempt(tx: Db, input: RiskSignalInput & { riskCaps?: unknown; now?: Date }): Promise<AttemptRisk> {
  const now = input.now ?? new Date();
  const signals = buildRiskSignals(input);
  const verdict = await evaluateRisk(tx, { merchantId: input.merchantId, mode: input.mode, signals, amount: input.amount, riskCaps: input.riskCaps, now });
  // A blocked attempt counts as an attempt (and, when it ends, a decline), not as an amount: amounts
  // are what was sent on to a processor, so a refused 600 does not use up a day cap it never charged.
  const amount = verdict.decision === "block" ? 0n : input.amount;
  await countRiskAttempt(tx, { merchantId: input.merchantId, mode: input.mode, currency: input.currency }, signals.keys, amount, now);
  return { ...verdict, signals: signals.stored };
}

/** What the attempt row records of the decision. */
export function attemptRiskColumns(risk: AttemptRisk) {
  return {
    riskDecision: risk.decision === "none" ? null : risk.decision,
    riskRuleId: risk.ruleId,
    riskShadowRuleIds: risk.shadowRuleIds,
    // Hashes and coarse facts only (signals.ts): never a phone number, an e-mail or a card number.
    riskSignals: risk.signals as Prisma.InputJsonValue,
  };
}

/** An attempt that ended failed or blocked: one more decline under the keys it was counted under. */
export { countRiskDecline } from "@/lib/risk/velocity";

/** The velocity keys an attempt stored, for its decline. */
export function storedRiskKeys(riskSignals: unknown): { keys: StoredRiskSignals["keys"]; currency: string } | null {
  if (!riskSignals || typeof riskSignals !== "object") return null;
  const s = riskSignals as Partial<StoredRiskSignals>;
  return s.keys && typeof s.currency === "string" ? { keys: s.keys, currency: s.currency } : null;
}

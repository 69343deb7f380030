import "server-only";
// The simulator's memory: what it decided for each attempt, in its own table, as a
// real processor keeps charges in its own system. Each write is its own statement on the
// default client, never inside a gateway transaction: once the simulator has answered, its
// decision survives a crash of the gateway that asked, and the status query can tell.
import { db } from "@/lib/db";
import type { SimulatorCharge } from "@/lib/generated/prisma/client";

export type ChargeDecision = { attemptId: string; processorRef: string; outcome: string; reason?: string; amount: bigint; currency: string };

/** Stores the first decision for an attempt and returns whichever decision is stored. */
export async function rememberDecision(decision: ChargeDecision): Promise<SimulatorCharge> {
  await db().simulatorCharge.createMany({ data: [{ ...decision, reason: decision.reason ?? null }], skipDuplicates: true });
  return db().simulatorCharge.findUniqueOrThrow({ where: { attemptId: decision.attemptId } });
}

export function chargeForAttempt(attemptId: string): Promise<SimulatorCharge | null> {
  return db().simulatorCharge.findUnique({ where: { attemptId } });
}

/** The right code was given: a charge waiting for it is now taken. */
export async function completeVerification(processorRef: string): Promise<void> {
  await db().simulatorCharge.updateMany({ where: { processorRef, outcome: "auth_needed" }, data: { outcome: "success" } });
}

/** Records a refund once; a repeated request returns the first refund's reference. */
export async function rememberRefund(attemptId: string, refundRef: string): Promise<string | null> {
  await db().simulatorCharge.updateMany({ where: { attemptId, outcome: "success", refundRef: null }, data: { refundRef, refundedAt: new Date() } });
  return (await chargeForAttempt(attemptId))?.refundRef ?? null;
}

import "server-only";
// The simulator's mandates (test mode's saved payment methods, docs/payment-methods.md), decided by
// the same kind of test values as its payments:
//   a wallet   …0002 is declined on the phone (failed); any other number (…0001) is approved a short
//              while after the set-up (pending, then active), as a customer answering the prompt
//   a card     active at once, shown as a Visa ending 4242 expiring in December two years on; a
//              description containing "decline" is refused (failed); one containing "authentication"
//              is saved, but every charge under it asks for the customer and fails authentication_required
// Kept in the simulator's own table (SimulatorCharge, by the mandate's id), as a processor keeps its
// mandates: a repeated set-up answers the first, and a charge is remembered by its attempt id, so a
// status query answers it and a repeated charge never charges twice.
import { randomBase62 } from "@/lib/ids";
import { db } from "@/lib/db";
import type { AttemptOutcome, MandateInput, MandateOutcome, RecurringProcessor } from "@/lib/processors/types";
import { chargeForAttempt, rememberDecision } from "@/lib/processors/simulator-charges";

/** How long a wallet's prompt waits for the simulated customer's approval. */
export const SIMULATED_APPROVAL_MS = 2_000;
const TEST_CARD_DISPLAY = { kind: "card" as const, brand: "visa", last4: "4242", expMonth: 12 };

/** The mandate's flags, in the row's reason: what it is and how it decides. */
type Flags = { kind: "card" | "wallet"; account?: string; auth?: boolean; validUntil?: string | null };

const STATES = { pending: "mandate_pending", active: "mandate_active", failed: "mandate_failed", canceled: "mandate_canceled" } as const;

function decide(input: MandateInput): { state: keyof typeof STATES; flags: Flags; reason?: string } {
  if (input.account) {
    const digits = input.account.replace(/\D/g, "");
    const flags: Flags = { kind: "wallet", account: input.account, validUntil: input.validUntil?.toISOString() ?? null };
    return digits.endsWith("0002") ? { state: "failed", flags, reason: "The pre-approval was declined on the phone" } : { state: "pending", flags };
  }
  const text = input.description.toLowerCase();
  const flags: Flags = { kind: "card", auth: text.includes("authentication"), validUntil: input.validUntil?.toISOString() ?? null };
  return text.includes("decline") ? { state: "failed", flags, reason: "Card declined" } : { state: "active", flags };
}

function flagsOf(reason: string | null): Flags & { reason?: string } {
  try {
    return JSON.parse(reason ?? "{}") as Flags & { reason?: string };
  } catch {
    return { kind: "card" };
  }
}

async function answerFor(mandateId: string, now = new Date()): Promise<MandateOutcome | { outcome: "unknown" }> {
  const row = await chargeForAttempt(mandateId);
  if (!row || !row.outcome.startsWith("mandate_")) return { outcome: "unknown" };
  const flags = flagsOf(row.reason);
  const validUntil = flags.validUntil ? new Date(flags.validUntil) : null;
  let state = row.outcome;
  if (state === STATES.pending && now.getTime() - row.createdAt.getTime() >= SIMULATED_APPROVAL_MS) {
    await db().simulatorCharge.updateMany({ where: { attemptId: mandateId, outcome: STATES.pending }, data: { outcome: STATES.active } });
    state = STATES.active;
  }
  const mandateRef = row.processorRef;
  switch (state) {
    case STATES.active:
      return {
        outcome: "active",
        mandateRef,
        display: flags.kind === "wallet" ? { kind: "wallet", phone: flags.account ?? "" } : { ...TEST_CARD_DISPLAY, expYear: row.createdAt.getUTCFullYear() + 2 },
        validUntil,
      };
    case STATES.pending:
      return { outcome: "pending", mandateRef, checkAgainAfterMs: SIMULATED_APPROVAL_MS, push: true };
    case STATES.canceled:
      return { outcome: "canceled", mandateRef };
    default:
      return { outcome: "failed", mandateRef, reason: flags.reason ?? "Declined" };
  }
}

export const simulatorRecurring: RecurringProcessor = {
  async createMandate(input) {
    const decided = decide(input);
    await rememberDecision({
      attemptId: input.mandateId,
      processorRef: `simmdt_${randomBase62(12)}`,
      outcome: STATES[decided.state],
      reason: JSON.stringify({ ...decided.flags, ...(decided.reason ? { reason: decided.reason } : {}) }),
      amount: 0n,
      currency: input.currency,
    });
    const answer = await answerFor(input.mandateId);
    if (answer.outcome === "unknown") throw new Error(`simulator: mandate ${input.mandateId} was not stored`);
    return answer;
  },

  mandateStatus: ({ mandateId }) => answerFor(mandateId),

  async cancelMandate({ mandateId }) {
    await db().simulatorCharge.updateMany({ where: { attemptId: mandateId, outcome: { in: [STATES.pending, STATES.active] } }, data: { outcome: STATES.canceled } });
    return { outcome: "canceled" };
  },

  async chargeMandate(input): Promise<AttemptOutcome> {
    // A repeated charge answers the first.
    const sent = await chargeForAttempt(input.attemptId);
    const mandate = await answerFor(input.mandateId);
    if (!sent && mandate.outcome !== "active") return { outcome: "failed", processorRef: "", reason: `Not charged: the mandate is ${mandate.outcome}` };
    const flags = flagsOf((await chargeForAttempt(input.mandateId))?.reason ?? null);
    const digits = (flags.account ?? "").replace(/\D/g, "");
    const declined = flags.kind === "card" && flags.auth ? "authentication_required" : digits.endsWith("0002") ? "Declined by the wallet provider" : null;
    const stored = await rememberDecision({
      attemptId: input.attemptId,
      processorRef: `sim_${randomBase62(12)}`,
      outcome: declined ? "failed" : "success",
      reason: declined ?? undefined,
      amount: input.amount,
      currency: input.currency,
    });
    return stored.outcome === "success" ? { outcome: "success", processorRef: stored.processorRef } : { outcome: "failed", processorRef: stored.processorRef, reason: stored.reason ?? "Declined" };
  },
};

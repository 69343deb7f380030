// Payouts through the real API route, brought to a status by the worker's own payout step
// (lib/payouts/process-payout.ts) against the simulator. Fund the merchant first
// (tests/factories/funds.ts).
import { POST as createPayoutRoute } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import type { PayoutStatus } from "@/lib/generated/prisma/enums";
import { processPayout } from "@/lib/payouts/process-payout";
import { apiRequest } from "@/tests/factories/merchants";

/**
 * A valid 13-digit CBE account whose last four digits pick the simulator's outcome
 * (docs/testing.md): 0000 success, 1111 failed, 2222 reversed, 3333 OTP, 4444 blocked, 5555 approval.
 */
export const cbeAccount = (ending = "0000", bank_slug = "cbe") => ({ account_name: "Abebe Kebede", account_number: `100012345${ending}`, bank_slug });

/** A payout body: 100 ETB to cbeAccount("0000"), then `overrides`. */
export const payoutBody = (overrides: Record<string, unknown> = {}) => ({ amount: 100, currency: "ETB", account: cbeAccount(), ...overrides });

/** POST /v2/payouts with the given key; returns the payout's gateway reference (the payout is pending, its money held). */
export async function createPayoutFor(key: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await createPayoutRoute(apiRequest("/v2/payouts", { key, body: payoutBody(overrides) }), { params: Promise.resolve({}) });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`payout creation failed: ${JSON.stringify(json)}`);
  return json.data.gateway_reference;
}

/**
 * Runs the worker's payout step until the payout stops asking to be looked at again: a final
 * status, or one that waits for someone (otp_needed, auth_needed). Simulator delays elapse in
 * real time; each wait is at most `maxWaitMs`.
 */
export async function runPayoutToRest(id: string, maxWaitMs = 50) {
  for (let i = 0; i < 20; i++) {
    const r = await processPayout(id, db());
    if (r === "done") return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(r.retryInMs, maxWaitMs)));
  }
}

/** A payout created with `overrides` and run by its worker step until it reaches `status`. */
export async function createPayoutIn(key: string, status: PayoutStatus, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await createPayoutFor(key, overrides);
  for (let i = 0; i < 10; i++) {
    if ((await db().payout.findUniqueOrThrow({ where: { id } })).status === status) return id;
    await processPayout(id, db());
  }
  throw new Error(`payout ${id} did not reach ${status}`);
}

import "server-only";
// The one way a payout's status changes: check the transition table, update with
// the expected old status (a lost race fails instead of overwriting), move the held money as
// the new status says (lib/payouts/payout-ledger.ts) and write `payout.<status>`, all in the
// caller's transaction. payout.pending, written when a payout is inserted, goes through the same
// writer (recordPayoutEvent).
import type { Payout, PayoutStatus, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { addEvent, recordEvent } from "@/lib/events/record-event";
import type { OneStatement } from "@/lib/db/one-statement";
import { canTransitionPayout, PAYOUT_MONEY_EFFECT, payoutEventType } from "@/lib/catalog/payout-transitions";
import { postPayoutMoney } from "@/lib/payouts/payout-ledger";
import { serializePayout } from "@/lib/payouts/serialize-payout";

const FINAL_WORD: readonly PayoutStatus[] = ["success", "failed", "blocked"];

export async function transitionPayout(
  tx: Prisma.TransactionClient,
  payout: Payout,
  to: PayoutStatus,
  opts: { data?: Prisma.PayoutUpdateInput; statusReason?: string | null; eventDetails?: Record<string, Prisma.InputJsonValue | null> } = {},
): Promise<Payout> {
  if (!canTransitionPayout(payout.status, to)) {
    throw new ApiError("INVALID_STATE", `payout is ${payout.status} and cannot become ${to}`);
  }
  const updated = await tx.payout
    .update({
      where: { id: payout.id, status: payout.status },
      data: {
        ...opts.data,
        status: to,
        ...(opts.statusReason !== undefined ? { statusReason: opts.statusReason } : {}),
        ...(FINAL_WORD.includes(to) ? { processedAt: new Date() } : {}),
      },
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2025") throw new ApiError("INVALID_STATE", "payout changed while this request ran; reload and retry");
      throw error;
    });
  const effect = PAYOUT_MONEY_EFFECT[to];
  if (effect) await postPayoutMoney(tx, updated, effect);
  await recordPayoutEvent(tx, updated, { previous_status: payout.status, ...(opts.eventDetails ?? {}) });
  return updated;
}

/**
 * `payout.<status>` for the payout as it now is, with `details` beside its public shape: the one
 * writer of payout events, for payout.pending when a payout is inserted (no details) and every later
 * status (previous_status and what the transition adds).
 */
export async function recordPayoutEvent(tx: Prisma.TransactionClient, payout: Payout, details: Record<string, Prisma.InputJsonValue | null> = {}) {
  await recordEvent(tx, payoutEvent(payout, details));
}

/** recordPayoutEvent as a part of a one-statement write (lib/payouts/insert-payouts.ts). */
export function addPayoutEvent(statement: OneStatement, payout: Payout, details: Record<string, Prisma.InputJsonValue | null> = {}) {
  addEvent(statement, payoutEvent(payout, details));
}

function payoutEvent(payout: Payout, details: Record<string, Prisma.InputJsonValue | null>) {
  return {
    merchantId: payout.merchantId,
    mode: payout.mode,
    type: payoutEventType(payout.status),
    objectType: "payout",
    objectId: payout.id,
    payload: { ...serializePayout(payout), ...details } as Prisma.InputJsonValue,
  };
}

/** Row lock on the payout for the rest of the transaction: one step at a time. */
export async function lockPayout(tx: Prisma.TransactionClient, id: string): Promise<Payout | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Payout" WHERE id = ${id} FOR UPDATE`;
  if (!rows[0]) return null;
  return tx.payout.findUnique({ where: { id } });
}

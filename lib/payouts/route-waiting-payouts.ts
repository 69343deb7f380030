import "server-only";
// Live payouts created while no processor connection sent to their bank wait in pending
// with NO_PROCESSOR_REASON and no job. Once a connection serves them (the operator ran `connectors
// add`, or a merchant connected its own account), the worker's sweep gives each its connection and
// the job that sends it, in one transaction per payout, only if it is still waiting as it was read:
// a payout cancelled or routed meanwhile is left alone.
import type { DbClient } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { routePayout } from "@/lib/processors/registry";
import { NO_PROCESSOR_REASON } from "@/lib/payouts/insert-payouts";

/** Returns how many waiting payouts got a connection. */
export async function routeWaitingPayouts(database: DbClient, limit = 100): Promise<number> {
  const waiting = await database.payout.findMany({
    // Paid from the operator-held part (a payout held at an own connection always has it), so
    // routePayout offers installation connections only.
    where: { status: "pending", connectionId: null, heldAtConnectionId: null, statusReason: NO_PROCESSOR_REASON },
    select: { id: true, merchantId: true, mode: true, bankSlug: true, currency: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  let routed = 0;
  for (const payout of waiting) {
    const route = await routePayout({ merchantId: payout.merchantId, mode: payout.mode, bankSlug: payout.bankSlug, currency: payout.currency }, database);
    if (!route?.connectionId) continue;
    const connectionId = route.connectionId;
    const moved = await database.$transaction(async (tx) => {
      const { count } = await tx.payout.updateMany({
        where: { id: payout.id, merchantId: payout.merchantId, status: "pending", connectionId: null, statusReason: NO_PROCESSOR_REASON },
        data: { connectionId, statusReason: null },
      });
      if (count === 0) return false;
      await enqueueJob(tx, { type: "payout.process", payload: { payout_id: payout.id }, owner: { merchantId: payout.merchantId, mode: payout.mode }, object: { type: "payout", id: payout.id } });
      return true;
    });
    if (moved) routed++;
  }
  return routed;
}

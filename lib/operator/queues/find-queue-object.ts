import "server-only";
// The object behind a queue item, while it still needs a person: an open reconciliation exception, a
// dispute or reversal claim awaiting a response, an open risk review. Anything else (unknown, closed,
// resolved) is NOT_FOUND: there is nothing to take.
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { DISPUTES_AWAITING } from "@/lib/operator/queues/list-queue-items";
import type { OperatorQueue } from "@/lib/operator/queues/queue-names";

export async function findOpenQueueObject(database: Db, queue: OperatorQueue, objectId: string): Promise<{ merchantId: string | null }> {
  let found: { merchantId: string | null } | null = null;
  if (queue === "reconciliation_exception") {
    const item = await database.reconciliationItem.findFirst({ where: { id: objectId, kind: { not: "matched" }, resolution: "open" }, select: { run: { select: { merchantId: true } } } });
    found = item ? { merchantId: item.run.merchantId } : null;
  } else if (queue === "dispute") {
    found = await database.dispute.findFirst({ where: { id: objectId, outcome: null, status: { in: [...DISPUTES_AWAITING] } }, select: { merchantId: true } });
  } else {
    found = await database.riskReview.findFirst({ where: { id: objectId, status: "open" }, select: { merchantId: true } });
  }
  if (!found) throw new ApiError("NOT_FOUND", `Nothing open in the ${queue} queue with id ${objectId}`);
  return found;
}

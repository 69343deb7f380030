import "server-only";
// What needs a person, across every merchant, oldest first in each queue: open reconciliation
// exceptions (the installation's runs and each merchant's own), disputes and reversal claims awaiting
// a response, and open risk reviews; each with its assignee (OperatorAssignment), if any. "mine":
// only the items assigned to one operator.
import type { Db } from "@/lib/db";
import { DISPUTE_STATUSES, disputeAwaitsResponse } from "@/lib/catalog/dispute-states";
import { toMajorUnits } from "@/lib/money";
import { listReconciliationExceptions } from "@/lib/operator/reconciliation/list-reconciliation-exceptions";
import { OPERATOR_QUEUES, type OperatorQueue } from "@/lib/operator/queues/queue-names";

export const QUEUE_ITEMS_SHOWN = 200;

/** The dispute statuses that wait for the merchant's (or the operator's) response. */
export const DISPUTES_AWAITING = DISPUTE_STATUSES.filter(disputeAwaitsResponse);

export type QueueItem = {
  queue: OperatorQueue;
  object_id: string;
  merchant_id: string | null;
  merchant_name: string | null;
  mode: string;
  title: string;
  detail: string;
  opened_at: string;
  due_by: string | null;
  assignee: { operator_id: string; email: string | null; assigned_at: string } | null;
};

type Draft = Omit<QueueItem, "assignee" | "merchant_name">;

export async function listQueueItems(database: Db, opts: { queue?: OperatorQueue; assignedTo?: string } = {}): Promise<QueueItem[]> {
  const queues = opts.queue ? [opts.queue] : [...OPERATOR_QUEUES];
  // "mine": the assignments first, so each queue reads only its assigned objects.
  const mine = opts.assignedTo ? await database.operatorAssignment.findMany({ where: { operatorId: opts.assignedTo, queue: { in: queues } } }) : null;
  const only = (queue: OperatorQueue) => (mine ? mine.filter((a) => a.queue === queue).map((a) => a.objectId) : undefined);
  const drafts: Draft[] = [];
  for (const queue of queues) {
    const ids = only(queue);
    if (ids && ids.length === 0) continue;
    if (queue === "reconciliation_exception") {
      for (const e of await listReconciliationExceptions(database, { scope: "all", ids })) {
        drafts.push({
          queue,
          object_id: e.id,
          merchant_id: e.run.merchant_id,
          mode: e.run.mode,
          title: `${e.kind.replaceAll("_", " ")} (${e.object_kind}), ${e.run.connector} ${e.run.scope} run ${e.run.id}`,
          detail: e.evidence,
          opened_at: e.run.started_at,
          due_by: null,
        });
      }
    } else if (queue === "dispute") {
      const rows = await database.dispute.findMany({
        where: { outcome: null, status: { in: [...DISPUTES_AWAITING] }, ...(ids ? { id: { in: ids } } : {}) },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: QUEUE_ITEMS_SHOWN,
      });
      for (const d of rows) {
        drafts.push({
          queue,
          object_id: d.id,
          merchant_id: d.merchantId,
          mode: d.mode,
          title: `${d.kind === "reversal" ? "Reversal claim" : "Chargeback"} ${d.status.replaceAll("_", " ")}: ${toMajorUnits(d.amount, d.currency)} ${d.currency}, ${d.reason.replaceAll("_", " ")}`,
          detail: `payment ${d.paymentId}, processor reference ${d.processorRef}`,
          opened_at: d.createdAt.toISOString(),
          due_by: d.dueBy?.toISOString() ?? null,
        });
      }
    } else {
      const rows = await database.riskReview.findMany({ where: { status: "open", ...(ids ? { id: { in: ids } } : {}) }, orderBy: [{ openedAt: "asc" }, { id: "asc" }], take: QUEUE_ITEMS_SHOWN });
      for (const r of rows) {
        drafts.push({ queue, object_id: r.id, merchant_id: r.merchantId, mode: r.mode, title: `Payment ${r.paymentId} held for review`, detail: r.reason, opened_at: r.openedAt.toISOString(), due_by: null });
      }
    }
  }
  const [assignments, merchants] = await Promise.all([
    drafts.length ? database.operatorAssignment.findMany({ where: { OR: queues.map((queue) => ({ queue, objectId: { in: drafts.filter((d) => d.queue === queue).map((d) => d.object_id) } })) } }) : [],
    database.merchant.findMany({ where: { id: { in: [...new Set(drafts.map((d) => d.merchant_id).filter((id): id is string => id !== null))] } }, select: { id: true, name: true } }),
  ]);
  const operators = assignments.length
    ? await database.operator.findMany({ where: { id: { in: [...new Set(assignments.map((a) => a.operatorId))] } }, select: { id: true, email: true } })
    : [];
  return drafts.map((d) => {
    const a = assignments.find((x) => x.queue === d.queue && x.objectId === d.object_id);
    return {
      ...d,
      merchant_name: merchants.find((m) => m.id === d.merchant_id)?.name ?? null,
      assignee: a ? { operator_id: a.operatorId, email: operators.find((o) => o.id === a.operatorId)?.email ?? null, assigned_at: a.assignedAt.toISOString() } : null,
    };
  });
}

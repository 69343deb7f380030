import "server-only";
// Who works a queue item (OperatorAssignment, one per queue and object): "take" (the signed-in
// operator, only if nobody else has it), "assign" (hand it to an operator who may work queues,
// replacing whoever had it) and "release" (nobody). Each is audited with its reason in the change's
// transaction. The assignment is the operators' own staffing: it is not written to the merchant's
// audit log (the merchant is in the record's details). Only an item still open can be taken or assigned.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { isOperatorRole, operatorMay } from "@/lib/catalog/operator-permissions";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { findOpenQueueObject } from "@/lib/operator/queues/find-queue-object";
import type { OperatorQueue } from "@/lib/operator/queues/queue-names";

type Target = { queue: OperatorQueue; objectId: string; reason: string; actor: OperatorActor; now?: Date };

function serializeAssignment(a: { queue: string; objectId: string; merchantId: string | null; operatorId: string; assignedAt: Date }) {
  return { queue: a.queue, object_id: a.objectId, merchant_id: a.merchantId, operator_id: a.operatorId, assigned_at: a.assignedAt.toISOString() };
}

/** The current assignment, locked: two operators taking the same item at once are served one after the other. */
async function lockAssignment(tx: Prisma.TransactionClient, queue: string, objectId: string) {
  const rows = await tx.$queryRaw<{ operatorId: string }[]>`SELECT "operatorId" FROM "OperatorAssignment" WHERE "queue" = ${queue} AND "objectId" = ${objectId} FOR UPDATE`;
  return rows[0] ?? null;
}

async function assign(tx: Prisma.TransactionClient, opts: Target & { operatorId: string; action: "queue_item.taken" | "queue_item.assigned"; mayReplace: boolean }) {
  const object = await findOpenQueueObject(tx, opts.queue, opts.objectId);
  const current = await lockAssignment(tx, opts.queue, opts.objectId);
  if (current?.operatorId === opts.operatorId) throw new ApiError("INVALID_STATE", "This item is already assigned to that operator");
  if (current && !opts.mayReplace) throw new ApiError("INVALID_STATE", "Another operator has taken this item; ask them, or assign it");
  const assignedAt = opts.now ?? new Date();
  // Two first takes at once: the insert that loses the race finds the other's row and is refused.
  const inserted = current
    ? await tx.operatorAssignment.update({ where: { queue_objectId: { queue: opts.queue, objectId: opts.objectId } }, data: { operatorId: opts.operatorId, assignedAt } })
    : await tx.$queryRaw<{ n: number }[]>`INSERT INTO "OperatorAssignment" ("queue", "objectId", "merchantId", "operatorId", "assignedAt") VALUES (${opts.queue}, ${opts.objectId}, ${object.merchantId}, ${opts.operatorId}, ${assignedAt}) ON CONFLICT DO NOTHING RETURNING 1 AS n`;
  if (Array.isArray(inserted) && inserted.length === 0) throw new ApiError("INVALID_STATE", "Another operator has taken this item; ask them, or assign it");
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: opts.action,
    reason: opts.reason,
    targetType: opts.queue,
    targetId: opts.objectId,
    details: { queue: opts.queue, merchant_id: object.merchantId, operator_id: opts.operatorId, previous_operator_id: current?.operatorId ?? null },
  });
  return serializeAssignment(await tx.operatorAssignment.findUniqueOrThrow({ where: { queue_objectId: { queue: opts.queue, objectId: opts.objectId } } }));
}

export async function takeQueueItem(tx: Prisma.TransactionClient, opts: Target) {
  if (!opts.actor.operatorId) throw new ApiError("INVALID_STATE", "Only a signed-in operator can take an item; assign it instead");
  return assign(tx, { ...opts, operatorId: opts.actor.operatorId, action: "queue_item.taken", mayReplace: false });
}

export async function assignQueueItem(tx: Prisma.TransactionClient, opts: Target & { operatorId: string }) {
  const operator = await tx.operator.findUnique({ where: { id: opts.operatorId }, select: { role: true, disabledAt: true } });
  if (!operator || operator.disabledAt) throw new ApiError("NOT_FOUND", `No active operator ${opts.operatorId}`);
  if (!isOperatorRole(operator.role) || !operatorMay(operator.role, "queues.work")) {
    throw new ApiError("INVALID_VALUE", `That operator's role (${operator.role}) cannot work queues`, [{ field: "operator_id", message: "cannot work queues" }]);
  }
  return assign(tx, { ...opts, action: "queue_item.assigned", mayReplace: true });
}

export async function releaseQueueItem(tx: Prisma.TransactionClient, opts: Target) {
  const current = await lockAssignment(tx, opts.queue, opts.objectId);
  if (!current) throw new ApiError("INVALID_STATE", "Nobody is assigned to this item");
  const row = await tx.operatorAssignment.findUniqueOrThrow({ where: { queue_objectId: { queue: opts.queue, objectId: opts.objectId } } });
  await tx.operatorAssignment.delete({ where: { queue_objectId: { queue: opts.queue, objectId: opts.objectId } } });
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "queue_item.released",
    reason: opts.reason,
    targetType: opts.queue,
    targetId: opts.objectId,
    details: { queue: opts.queue, merchant_id: row.merchantId, previous_operator_id: row.operatorId },
  });
  return { queue: opts.queue, object_id: opts.objectId, operator_id: null };
}

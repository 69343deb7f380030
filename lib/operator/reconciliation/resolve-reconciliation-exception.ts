import "server-only";
// The operator closes a reconciliation exception, with a reason (kept as the item's resolution note)
// and an operator audit record, in one transaction. Like the dashboard's resolve it moves no money.
//
// A merchant's own connection's item goes through the dashboard's service
// (resolveReconciliationItem), which writes the merchant's audit record with the operator as actor, so
// the merchant sees who closed it and why; the operator record then does not copy it into the
// merchant's log again (no merchantId; the merchant is in its details). That service is scoped to a
// merchant, so an installation run's item (merchantId null) is closed here with the same conditional
// update: two operators at once, the second is told.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import { ApiError } from "@/lib/http/errors";
import { resolveReconciliationItem } from "@/lib/reconciliation/resolve-reconciliation-item";
import { serializeItem } from "@/lib/reconciliation/serialize-reconciliation";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";

export function merchantAuditActor(actor: OperatorActor): AuditActor {
  return actor.operatorId ? { type: "operator", operatorId: actor.operatorId, ip: actor.ip, userAgent: actor.userAgent } : { type: "cli" };
}

export async function resolveReconciliationException(tx: Prisma.TransactionClient, opts: { itemId: string; reason: string; actor: OperatorActor; now?: Date }) {
  const note = opts.reason.trim();
  const item = await tx.reconciliationItem.findUnique({ where: { id: opts.itemId }, include: { run: { select: { merchantId: true, mode: true } } } });
  if (!item) throw new ApiError("NOT_FOUND", `No reconciliation item ${opts.itemId}`);
  // The audit record first: a missing reason refuses before anything is changed.
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "reconciliation_item.resolved",
    reason: note,
    targetType: "reconciliation_item",
    targetId: item.id,
    details: { run_id: item.runId, kind: item.kind, merchant_id: item.run.merchantId, mode: item.run.mode },
  });
  if (item.run.merchantId) {
    await resolveReconciliationItem(tx, { merchantId: item.run.merchantId, mode: item.run.mode, actor: merchantAuditActor(opts.actor), itemId: item.id, note });
  } else {
    if (item.kind === "matched") throw new ApiError("INVALID_STATE", "A matched line is not an exception: there is nothing to resolve");
    const updated = await tx.reconciliationItem.updateMany({ where: { id: item.id, resolution: "open" }, data: { resolution: "resolved", resolvedAt: opts.now ?? new Date(), resolutionNote: note } });
    if (updated.count === 0) throw new ApiError("INVALID_STATE", "This exception is already resolved");
  }
  // Who closed it, on the item itself (opr_…), as a member's id is for the dashboard's resolutions.
  if (opts.actor.operatorId) await tx.reconciliationItem.update({ where: { id: item.id }, data: { resolvedByUserId: opts.actor.operatorId } });
  await tx.operatorAssignment.deleteMany({ where: { queue: "reconciliation_exception", objectId: item.id } });
  return serializeItem(await tx.reconciliationItem.findUniqueOrThrow({ where: { id: item.id } }));
}

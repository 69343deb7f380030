import "server-only";
// Disables an operator: its sessions end at once and it cannot sign in again. An operator cannot
// disable itself, so an installation is never left without the administrator who acted.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";

export async function disableOperator(tx: Prisma.TransactionClient, opts: { operator: string; reason: string; actor: OperatorActor; now?: Date }) {
  const now = opts.now ?? new Date();
  const key = opts.operator.trim();
  const target = await tx.operator.findFirst({ where: key.includes("@") ? { email: key.toLowerCase() } : { id: key }, select: { id: true, email: true, disabledAt: true } });
  if (!target) throw new ApiError("NOT_FOUND", "Operator not found");
  if (target.id === opts.actor.operatorId) throw new ApiError("INVALID_STATE", "You cannot disable your own account");
  if (target.disabledAt) throw new ApiError("INVALID_STATE", "This operator is already disabled");
  await tx.operator.update({ where: { id: target.id }, data: { disabledAt: now } });
  await tx.operatorSession.updateMany({ where: { operatorId: target.id, endedAt: null }, data: { endedAt: now } });
  await recordOperatorAudit(tx, { actor: opts.actor, action: "operator.disabled", reason: opts.reason, targetType: "operator", targetId: target.id, details: { email: target.email } });
  return { id: target.id, email: target.email, disabled_at: now.toISOString() };
}

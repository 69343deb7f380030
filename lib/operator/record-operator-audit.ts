import "server-only";
// The operator's audit log (docs/operator.md "Audit log"): every change an operator makes, with the
// reason they gave, in the transaction of the change. An action on a merchant is also written to that
// merchant's own AuditLog (actor type "operator", the reason in its details), so the merchant sees it.
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { ApiError } from "@/lib/http/errors";
import { recordAudit } from "@/lib/audit/record-audit";

export type OperatorActor = {
  type: "console" | "cli" | "api";
  operatorId?: string | null;
  operatorApiKeyId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
};

export type OperatorAuditEntry = {
  actor: OperatorActor;
  action: string;
  reason: string;
  merchantId?: string;
  targetType?: string;
  targetId?: string;
  details?: Prisma.InputJsonValue;
  /** false: the change's own service already wrote the merchant's record of it (an approval's "merchant.activated"). */
  inMerchantLog?: boolean;
};

export const MIN_REASON_LENGTH = 3;

export async function recordOperatorAudit(tx: Prisma.TransactionClient, entry: OperatorAuditEntry): Promise<void> {
  const reason = entry.reason.trim();
  // The schema's check is the first line; this one makes a service called without it fail the same way.
  if (reason.length < MIN_REASON_LENGTH) {
    throw new ApiError("VALIDATION_ERROR", "A reason is required", [{ field: "reason", message: `at least ${MIN_REASON_LENGTH} characters` }]);
  }
  await tx.operatorAuditLog.create({
    data: {
      id: newId("oal"),
      operatorId: entry.actor.operatorId ?? null,
      operatorApiKeyId: entry.actor.operatorApiKeyId ?? null,
      actorType: entry.actor.type,
      action: entry.action,
      reason,
      merchantId: entry.merchantId ?? null,
      targetType: entry.targetType ?? (entry.merchantId ? "merchant" : null),
      targetId: entry.targetId ?? entry.merchantId ?? null,
      details: entry.details,
      ip: entry.actor.ip ?? null,
      userAgent: entry.actor.userAgent ?? null,
    },
  });
  if (entry.merchantId && entry.inMerchantLog !== false) {
    await recordAudit(tx, {
      merchantId: entry.merchantId,
      // The console, the operator's CLI and the operator API alike: the merchant sees "the operator".
      actor: { type: "operator", operatorId: entry.actor.operatorId ?? null, ip: entry.actor.ip, userAgent: entry.actor.userAgent },
      action: entry.action,
      targetId: entry.targetId ?? entry.merchantId,
      details: { reason, ...(isObject(entry.details) ? entry.details : {}) },
    });
  }
}

function isObject(value: unknown): value is Record<string, Prisma.InputJsonValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

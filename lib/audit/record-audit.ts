import "server-only";
// Who did what, from the dashboard, the API or the CLI. Written in the caller's transaction.
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";

export type AuditActor = { type: "dashboard"; userId: string } | { type: "api"; keyId: string } | { type: "cli" };

export async function recordAudit(
  db: Db,
  entry: { merchantId: string; actor: AuditActor; action: string; mode?: Mode; targetId?: string; details?: Prisma.InputJsonValue },
) {
  await db.auditLog.create({
    data: {
      id: newId("aud"),
      merchantId: entry.merchantId,
      userId: entry.actor.type === "dashboard" ? entry.actor.userId : null,
      actorType: entry.actor.type,
      action: entry.action,
      mode: entry.mode,
      targetId: entry.targetId ?? (entry.actor.type === "api" ? entry.actor.keyId : undefined),
      details: entry.details,
    },
  });
}

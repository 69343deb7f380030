import "server-only";
// The operator audit log, newest first, a page at a time (docs/operator.md "Audit log").
import type { Db } from "@/lib/db";

export const AUDIT_PAGE_SIZE = 50;

export async function listOperatorAudit(db: Db, opts: { page?: number; merchantId?: string } = {}) {
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const where = opts.merchantId ? { merchantId: opts.merchantId } : {};
  const [total, rows] = await Promise.all([
    db.operatorAuditLog.count({ where }),
    db.operatorAuditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * AUDIT_PAGE_SIZE, take: AUDIT_PAGE_SIZE }),
  ]);
  const operatorIds = [...new Set(rows.map((r) => r.operatorId).filter((id): id is string => Boolean(id)))];
  const operators = operatorIds.length ? await db.operator.findMany({ where: { id: { in: operatorIds } }, select: { id: true, email: true } }) : [];
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    rows: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      actor_type: r.actorType,
      operator_email: operators.find((o) => o.id === r.operatorId)?.email ?? null,
      action: r.action,
      reason: r.reason,
      merchant_id: r.merchantId,
      target_type: r.targetType,
      target_id: r.targetId,
      details: r.details,
      ip: r.ip,
    })),
  };
}

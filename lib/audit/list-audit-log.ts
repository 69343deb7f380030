import "server-only";
// The audit page: a merchant's audit records, newest first, filtered by actor, action
// and date, a page at a time (position cursors, lib/http/cursor.ts), and as a streamed CSV. Every
// mode: the log is the account's. Never another merchant's record.
import { stringify } from "csv-stringify/sync";
import type { Db } from "@/lib/db";
import type { AuditLog, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { createdAtRange } from "@/lib/catalog/date-range";
import type { AuditFilters } from "@/lib/schemas/dashboard-audit";

const ACTOR_TYPES = ["dashboard", "api", "cli", "demo", "system", "customer", "operator"];
const ACTION = /^[a-z_]+(\.[a-z_]+|\.\*)?$/;

export type AuditRecordView = {
  id: string;
  created_at: string;
  actor: { type: string; user_id: string | null; user_email: string | null; api_key_id: string | null };
  action: string;
  mode: string | null;
  target_id: string | null;
  details: unknown;
  before: unknown;
  after: unknown;
  ip: string | null;
  user_agent: string | null;
};

type Row = AuditLog & { user: { email: string } | null };

export function auditWhere(merchantId: string, filters: AuditFilters): Prisma.AuditLogWhereInput {
  const where: Prisma.AuditLogWhereInput = { merchantId };
  if (filters.actor) {
    const [kind, id] = filters.actor.split(":", 2);
    if (kind === "user" && id) where.userId = id;
    else if (kind === "key" && id) where.apiKeyId = id;
    else if (ACTOR_TYPES.includes(filters.actor)) where.actorType = filters.actor;
    else throw new ApiError("INVALID_VALUE", "actor must be user:<id>, key:<id> or one of " + ACTOR_TYPES.join(", "), [{ field: "actor", message: "unknown actor" }]);
  }
  if (filters.action) {
    if (!ACTION.test(filters.action)) throw new ApiError("INVALID_VALUE", "action must be an action (payout.created) or a family (payout.*)", [{ field: "action", message: "not an action" }]);
    where.action = filters.action.endsWith(".*") ? { startsWith: filters.action.slice(0, -1) } : filters.action;
  }
  const range = createdAtRange(filters);
  if (range) where.createdAt = range;
  return where;
}

export function serializeAuditRecord(row: Row): AuditRecordView {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: { type: row.actorType, user_id: row.userId, user_email: row.user?.email ?? null, api_key_id: row.apiKeyId },
    action: row.action,
    mode: row.mode,
    target_id: row.targetId,
    details: row.details,
    before: row.before,
    after: row.after,
    ip: row.ip,
    user_agent: row.userAgent,
  };
}

export async function listAuditLog(db: Db, opts: { merchantId: string; filters: AuditFilters; cursor?: string; perPage: number }) {
  const where = auditWhere(opts.merchantId, opts.filters);
  const scope: CursorScope = { list: "audit log", merchantId: opts.merchantId, mode: null, filters: where };
  const cursor = opts.cursor === undefined ? null : decodeCursor(opts.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : null;
  const order = position?.order ?? "desc";
  const fetched = await db.auditLog.findMany({
    where: position ? { AND: [where, position.where] } : where,
    orderBy: [{ createdAt: order }, { id: order }],
    take: opts.perPage + 1,
    include: { user: { select: { email: true } } },
  });
  const page = cursorPage(fetched, cursor, opts.perPage, scope);
  return { items: page.rows.map(serializeAuditRecord), pagination: page.pagination };
}

export const AUDIT_CSV_COLUMNS = ["id", "created_at", "actor_type", "user_email", "user_id", "api_key_id", "action", "mode", "target_id", "ip", "user_agent", "details", "before", "after"] as const;

/** Text a spreadsheet would run as a formula gets a leading apostrophe (as the payments export does). */
function cell(value: string | null): string {
  if (value === null) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const json = (v: unknown) => (v === null || v === undefined ? "" : cell(JSON.stringify(v)));

/** Every matching record as CSV, read 500 at a time as the browser reads (a pull stream). */
export function exportAuditLogCsv(db: Db, opts: { merchantId: string; filters: AuditFilters; batchSize?: number }): ReadableStream<Uint8Array> {
  const where = auditWhere(opts.merchantId, opts.filters); // bad filters answer 400 before the first byte
  const batchSize = opts.batchSize ?? 500;
  const encoder = new TextEncoder();
  let after: { createdAt: Date; id: string } | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows: Row[] = await db.auditLog.findMany({
        where: after ? { AND: [where, { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }] } : where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: batchSize,
        include: { user: { select: { email: true } } },
      });
      const records = rows.map((r) => [
        r.id,
        r.createdAt.toISOString(),
        r.actorType,
        cell(r.user?.email ?? null),
        r.userId ?? "",
        r.apiKeyId ?? "",
        cell(r.action),
        r.mode ?? "",
        cell(r.targetId),
        cell(r.ip),
        cell(r.userAgent),
        json(r.details),
        json(r.before),
        json(r.after),
      ]);
      const header = headerSent ? [] : [AUDIT_CSV_COLUMNS as readonly string[]];
      headerSent = true;
      if (header.length || records.length) controller.enqueue(encoder.encode(stringify([...header, ...records])));
      if (rows.length < batchSize) controller.close();
      else after = { createdAt: rows[rows.length - 1].createdAt, id: rows[rows.length - 1].id };
    },
  });
}

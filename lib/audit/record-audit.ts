import "server-only";
// Who did what, from the dashboard, the API, the CLI or the docs' inline demo. Written by the
// service that does the work, in the same transaction (one way: the wrappers hand services a
// transaction and an actor; services never audit outside the work's transaction).
import type { Db } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { asJson, OneStatement } from "@/lib/db/one-statement";

/** The request behind an action, when there is one (lib/audit/request-context.ts). */
export type AuditRequest = { ip?: string | null; userAgent?: string | null };

export type AuditActor = (
  | { type: "dashboard"; userId: string }
  | { type: "api"; keyId: string }
  | { type: "cli" }
  /** The /docs/examples/inline demo, acting as the demo merchant's backend. */
  | { type: "demo" }
  /** The gateway itself, on a schedule (the worker's scheduled subaccount settlement). */
  | { type: "system" }
  /** A customer acting on their own billing in the hosted customer portal, through its signed link. */
  | { type: "customer"; customerId: string }
  /** The installation's operator, from the console (docs/operator.md): the merchant sees what was done to it and why. */
  | { type: "operator"; operatorId: string | null }
) &
  AuditRequest;

export type AuditEntry = {
  merchantId: string;
  actor: AuditActor;
  action: string;
  mode?: Mode;
  targetId?: string;
  details?: Prisma.InputJsonValue;
  /** For updates: the object's audited fields before and after the change. */
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
};

/** The AuditLog row an entry makes: for a service that writes it inside its own statement (lib/payments/create-hosted-payment.ts). */
export function auditRow(entry: AuditEntry) {
  return {
    id: newId("aud"),
    merchantId: entry.merchantId,
    userId: entry.actor.type === "dashboard" ? entry.actor.userId : null,
    apiKeyId: entry.actor.type === "api" ? entry.actor.keyId : null,
    actorType: entry.actor.type,
    action: entry.action,
    mode: entry.mode,
    targetId: entry.targetId,
    details: entry.details,
    before: entry.before,
    after: entry.after,
    ip: entry.actor.ip ?? null,
    userAgent: entry.actor.userAgent ?? null,
  };
}

/** The record as a part of a one-statement write (lib/db/one-statement.ts): the only way an audit row is written. */
export function addAudit(statement: OneStatement, entry: AuditEntry) {
  const row = auditRow(entry);
  statement.with(
    statement.name("audit"),
    statement.insert("AuditLog", { ...row, details: asJson(row.details), before: asJson(row.before), after: asJson(row.after), createdAt: new Date() }),
  );
}

/** The record as a statement of its own in `db` (the caller's transaction): addAudit's insert, run alone. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  const statement = new OneStatement();
  addAudit(statement, entry);
  await statement.run(db, "1");
}

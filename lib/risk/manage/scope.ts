import "server-only";
// Whose rules and lists a call manages (docs/risk-api.md "Scopes"): a merchant's, in one mode (the
// key's, or the mode the dashboard shows), or the installation's (merchantId null, set by the
// operator; mode null: both modes). The services take the scope rather than a merchant, so the
// operator's console manages installation rules with the same checks; only a merchant scope may
// write through the merchant's audit log, so an installation write names its own auditor.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { DashboardAction } from "@/lib/catalog/permissions";

export type RiskMode = "test" | "live";
export type RiskScope = { merchantId: string | null; mode: RiskMode | null };

/** The API's rule for an object of the caller's other mode (lib/auth/other-mode.ts, which risk may not import). */
export type RiskOtherMode = "unauthorized" | "not_found";

/** What an installation write's audit record is written by (the operator's own log); a merchant scope uses the merchant's. */
export type RiskAuditor = (tx: Db, entry: { action: string; targetId: string; details?: Prisma.InputJsonValue; before?: Prisma.InputJsonValue; after?: Prisma.InputJsonValue }) => Promise<void>;

export type RiskWriter = { actor: AuditActor; auditor?: RiskAuditor };

/** What a new row of the scope is written with: its merchant and mode (null: the installation, both modes). */
export function ownedBy(scope: RiskScope) {
  return { merchantId: scope.merchantId, mode: scope.mode };
}

/**
 * The rows a scope lists and counts: a merchant's in its mode; for the installation, every
 * installation row whatever its mode (the catalog's limit is per installation, not per mode).
 */
export function rowsOf(scope: RiskScope): { merchantId: string | null; mode?: RiskMode | null } {
  return scope.merchantId === null ? { merchantId: null } : { merchantId: scope.merchantId, mode: scope.mode };
}

/** The advisory lock a scope's creates count under: the installation's is one, whatever the mode. */
export function lockKey(what: string, scope: RiskScope): string {
  return scope.merchantId === null ? `${what}:installation` : `${what}:${scope.merchantId}:${scope.mode}`;
}

export function otherModeRefusal(what: string, objectMode: RiskMode, answer: RiskOtherMode): ApiError {
  if (answer === "not_found") return new ApiError("NOT_FOUND", `${what} not found`);
  return new ApiError("UNAUTHORIZED", `this reference belongs to ${objectMode} mode; use your ${objectMode} secret key`);
}

/** A dashboard actor's role is checked again in the service (lib/team/authorize-actor.ts); installation writes are the operator's. */
export async function authorizeRiskWrite(tx: Db, scope: RiskScope, writer: RiskWriter, action: DashboardAction = "risk.manage") {
  if (scope.merchantId === null) {
    if (!writer.auditor) throw new ApiError("NOT_FOUND", "installation rules and lists are managed from the operator's console");
    return;
  }
  await authorizeActor(tx, { actor: writer.actor, merchantId: scope.merchantId, action });
}

export async function auditRiskWrite(tx: Db, scope: RiskScope, writer: RiskWriter, entry: Parameters<RiskAuditor>[1]) {
  if (writer.auditor) return writer.auditor(tx, entry);
  if (scope.merchantId === null) return;
  await recordAudit(tx, { merchantId: scope.merchantId, actor: writer.actor, mode: scope.mode ?? undefined, ...entry });
}

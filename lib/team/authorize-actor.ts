import "server-only";
// The services' own role check ("the roles are enforced in the services, not only in
// the pages"). A dashboard actor's role is read from its membership of the merchant the service
// acts on, in the service's transaction, so a route that forgot its action, a role changed a
// moment ago or a user of another merchant is refused here too. Keys, the CLI, the demo and the
// gateway's own jobs are not role-limited.
import type { Db } from "@/lib/db";
import type { AuditActor } from "@/lib/audit/record-audit";
import { ApiError } from "@/lib/http/errors";
import { can, type DashboardAction, type DashboardRole } from "@/lib/catalog/permissions";

/**
 * Throws 403 (permission_refused) unless the actor may do `action` for the merchant. Answers the
 * dashboard actor's role (null for other actors), for rules that depend on it (support's limit).
 */
export async function authorizeActor(db: Db, opts: { actor: AuditActor | { type: string }; merchantId: string; action: DashboardAction }): Promise<DashboardRole | null> {
  if (opts.actor.type !== "dashboard" || !("userId" in opts.actor)) return null;
  const membership = await db.membership.findUnique({
    where: { userId_merchantId: { userId: opts.actor.userId, merchantId: opts.merchantId } },
    select: { role: true },
  });
  if (!membership) throw ApiError.forCase("permission_refused", "You are not a member of this account");
  if (!can(membership.role, opts.action)) {
    throw ApiError.forCase("permission_refused", `Your role (${membership.role}) cannot do this; ask an owner of this account`);
  }
  return membership.role;
}

import "server-only";
// POST /v2/plans/{id}/archive. An archived plan takes no new subscriptions; the ones it has go on
// billing as sold (a price is a promise). Archiving twice answers the plan as it is and audits once.
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { getPlanOrThrow, type PlanLookup } from "@/lib/plans/get-plan";

export async function archivePlan(tx: Prisma.TransactionClient, opts: PlanLookup & { actor: AuditActor }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const plan = await getPlanOrThrow(tx, opts);
  if (!plan.active) return plan;
  const { count } = await tx.plan.updateMany({
    where: { id: plan.id, merchantId: opts.merchantId, active: true },
    data: { active: false, archivedAt: new Date() },
  });
  // Zero: a concurrent archive won the row, and audited it.
  if (count === 1) await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "plan.archived", mode: opts.mode, targetId: plan.id, details: { name: plan.name } });
  return getPlanOrThrow(tx, opts);
}

import "server-only";
// Installation-wide risk rules from the console (risk.manage): created and switched between active,
// shadow and disabled through the same services as a merchant's rules (lib/risk/manage/rules.ts:
// the expression compiled before anything is written, the per-scope limit under its lock), in the
// installation's scope (merchantId null; mode null: both modes). Their audit record is the
// operator's, with the reason: the services write it through the auditor given them, in the change's
// transaction, and no merchant's log.
import { z } from "zod";
import type { Db } from "@/lib/db";
import type { Prisma, RiskRule } from "@/lib/generated/prisma/client";
import { RISK_RULE_STATUSES } from "@/lib/catalog/risk";
import { createRiskRuleSchema } from "@/lib/risk/manage/schemas";
import { createRiskRule, updateRiskRule } from "@/lib/risk/manage/rules";
import type { RiskAuditor, RiskScope } from "@/lib/risk/manage/scope";
import { reasonSchema } from "@/lib/operator/schemas";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { merchantAuditActor } from "@/lib/operator/reconciliation/resolve-reconciliation-exception";

export const createInstallationRuleSchema = createRiskRuleSchema
  .extend({
    /** The mode it applies to; absent or null: both. */
    mode: z.enum(["test", "live"]).nullable().optional(),
    reason: reasonSchema,
  })
  .strict();

export const ruleStatusSchema = z.object({ status: z.enum(RISK_RULE_STATUSES), reason: reasonSchema }).strict();

function operatorAuditor(actor: OperatorActor, reason: string): RiskAuditor {
  return (tx: Db, entry) =>
    recordOperatorAudit(tx as Prisma.TransactionClient, {
      actor,
      action: entry.action,
      reason,
      targetType: "risk_rule",
      targetId: entry.targetId,
      details: { ...(entry.details ? { rule: entry.details } : {}), ...(entry.before ? { before: entry.before } : {}), ...(entry.after ? { after: entry.after } : {}) },
    });
}

export function serializeInstallationRule(r: RiskRule) {
  return { id: r.id, name: r.name, mode: r.mode, action: r.action, expression: r.expression, status: r.status, position: r.position, updated_at: r.updatedAt.toISOString() };
}

export async function createInstallationRule(tx: Prisma.TransactionClient, opts: { input: z.output<typeof createInstallationRuleSchema>; actor: OperatorActor }) {
  const { mode, reason, ...input } = opts.input;
  const scope: RiskScope = { merchantId: null, mode: mode ?? null };
  const rule = await createRiskRule(tx, { scope, input, actor: merchantAuditActor(opts.actor), auditor: operatorAuditor(opts.actor, reason) });
  return serializeInstallationRule(rule);
}

/** Disable, enable or shadow one; already in that status: nothing written. */
export async function setInstallationRuleStatus(tx: Prisma.TransactionClient, opts: { ruleId: string; status: z.output<typeof ruleStatusSchema>["status"]; reason: string; actor: OperatorActor }) {
  const rule = await updateRiskRule(tx, {
    // The installation's scope with no mode reaches its rules of both modes.
    scope: { merchantId: null, mode: null },
    id: opts.ruleId,
    otherMode: "not_found",
    input: { status: opts.status },
    actor: merchantAuditActor(opts.actor),
    auditor: operatorAuditor(opts.actor, opts.reason),
  });
  return serializeInstallationRule(rule);
}

import "server-only";
// Risk rules of one scope (docs/risk-api.md "Rules"): create, change (which covers reorder, through
// `position`, and disable, through `status`), delete, read and list. An expression is parsed and
// type-checked when it is saved (lib/risk/expression.ts): a rule that does not compile is refused
// with the compiler's problem and nothing is written, so the engine only ever skips a rule whose
// compilation changed under it. A merchant reads the installation rules that apply to it (its mode,
// or both modes) and never changes them.
import type { Db } from "@/lib/db";
import type { Prisma, RiskRule } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { MAX_RISK_RULES_PER_SCOPE } from "@/lib/catalog/risk";
import { compileRiskExpression } from "@/lib/risk/expression";
import { auditRiskWrite, authorizeRiskWrite, lockKey, otherModeRefusal, ownedBy, rowsOf, type RiskOtherMode, type RiskScope, type RiskWriter } from "@/lib/risk/manage/scope";
import type { CreateRiskRuleInput, ListRiskRulesQuery, UpdateRiskRuleInput } from "@/lib/risk/manage/schemas";

const RULE_ID = /^rrl_[0-9A-Za-z]{22}$/;

function compiledOrThrow(expression: string) {
  const compiled = compileRiskExpression(expression);
  if (!compiled.ok) {
    throw new ApiError("VALIDATION_ERROR", `expression does not compile: ${compiled.problem}`, [{ field: "expression", message: compiled.problem }]);
  }
}

/** The rules a scope sees: its own, and for a merchant the installation's that apply to its mode. */
function visibleTo(scope: RiskScope): Prisma.RiskRuleWhereInput {
  if (scope.merchantId === null) return rowsOf(scope);
  return { OR: [ownedBy(scope), { merchantId: null, OR: [{ mode: null }, { mode: scope.mode }] }] };
}

export type RiskRuleLookup = { scope: RiskScope; id: string; otherMode: RiskOtherMode };

/** A rule the scope may read: another merchant's is NOT_FOUND, the caller's other mode answered as asked. */
export async function getRiskRuleOrThrow(db: Db, { scope, id, otherMode }: RiskRuleLookup): Promise<RiskRule> {
  if (!RULE_ID.test(id)) throw new ApiError("NOT_FOUND", "risk rule not found");
  const own = await db.riskRule.findFirst({ where: { id, merchantId: scope.merchantId } });
  if (own) {
    // The installation's scope with no mode manages the rules of both modes.
    if (scope.merchantId === null && scope.mode === null) return own;
    if (own.mode === scope.mode) return own;
    if (scope.merchantId !== null && own.mode !== null) throw otherModeRefusal("risk rule", own.mode, otherMode);
    throw new ApiError("NOT_FOUND", "risk rule not found");
  }
  if (scope.merchantId !== null) {
    const installation = await db.riskRule.findFirst({ where: { id, merchantId: null, OR: [{ mode: null }, { mode: scope.mode }] } });
    if (installation) return installation;
  }
  throw new ApiError("NOT_FOUND", "risk rule not found");
}

/** A rule the scope may change: an installation rule read by a merchant is refused (403), not hidden. */
async function ownRuleOrThrow(tx: Db, lookup: RiskRuleLookup): Promise<RiskRule> {
  const rule = await getRiskRuleOrThrow(tx, lookup);
  if (rule.merchantId !== lookup.scope.merchantId) {
    throw ApiError.forCase("permission_refused", "installation rules are set by the gateway's operator: you can read them, not change them");
  }
  return rule;
}

export async function listRiskRules(db: Db, opts: { scope: RiskScope; query: ListRiskRulesQuery }) {
  const { scope, query } = opts;
  const where: Prisma.RiskRuleWhereInput =
    query.scope === "merchant" ? rowsOf(scope) : query.scope === "installation" && scope.merchantId !== null ? { merchantId: null, OR: [{ mode: null }, { mode: scope.mode }] } : visibleTo(scope);
  const rows = await db.riskRule.findMany({
    where: { AND: [where, query.status ? { status: query.status } : {}] },
    // The engine's order (lib/risk/evaluate-risk.ts): the installation's first, then position.
    orderBy: [{ merchantId: { sort: "asc", nulls: "first" } }, { position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    take: MAX_RISK_RULES_PER_SCOPE * 2,
  });
  return rows;
}

export async function createRiskRule(tx: Db, opts: { scope: RiskScope; input: CreateRiskRuleInput } & RiskWriter) {
  const { scope, input } = opts;
  await authorizeRiskWrite(tx, scope, opts);
  compiledOrThrow(input.expression);
  // Counted under a lock of the scope's rules, so two creates cannot both take the last place.
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${lockKey("risk_rules", scope)}))`;
  const count = await tx.riskRule.count({ where: rowsOf(scope) });
  if (count >= MAX_RISK_RULES_PER_SCOPE) {
    throw new ApiError("INVALID_STATE", `a scope holds at most ${MAX_RISK_RULES_PER_SCOPE} rules; delete one first`, [{ field: "expression", message: `at most ${MAX_RISK_RULES_PER_SCOPE} rules` }]);
  }
  const rule = await tx.riskRule.create({
    data: { id: newId("rrl"), ...ownedBy(scope), name: input.name, action: input.action, expression: input.expression, status: input.status, position: input.position },
  });
  await auditRiskWrite(tx, scope, opts, { action: "risk_rule.created", targetId: rule.id, details: auditedRule(rule) });
  return rule;
}

export async function updateRiskRule(tx: Db, opts: RiskRuleLookup & { input: UpdateRiskRuleInput } & RiskWriter) {
  await authorizeRiskWrite(tx, opts.scope, opts);
  const rule = await ownRuleOrThrow(tx, opts);
  const { input } = opts;
  if (input.expression !== undefined) compiledOrThrow(input.expression);
  const data = { name: input.name, action: input.action, expression: input.expression, status: input.status, position: input.position };
  const changed = Object.entries(data).some(([field, value]) => value !== undefined && value !== rule[field as keyof typeof data]);
  if (!changed) return rule;
  const updated = await tx.riskRule.update({ where: { id: rule.id, merchantId: rule.merchantId }, data });
  await auditRiskWrite(tx, opts.scope, opts, { action: "risk_rule.updated", targetId: rule.id, before: auditedRule(rule), after: auditedRule(updated) });
  return updated;
}

/**
 * DELETE removes the rule: reviews and attempts keep the rule's name as their reason, and the audit
 * record keeps its expression. A rule to keep but not apply is PATCHed to `disabled` instead.
 */
export async function deleteRiskRule(tx: Db, opts: RiskRuleLookup & RiskWriter) {
  await authorizeRiskWrite(tx, opts.scope, opts);
  const rule = await ownRuleOrThrow(tx, opts);
  const { count } = await tx.riskRule.deleteMany({ where: { id: rule.id, merchantId: opts.scope.merchantId } });
  // Zero: a concurrent delete won the row, and audited it.
  if (count === 1) await auditRiskWrite(tx, opts.scope, opts, { action: "risk_rule.deleted", targetId: rule.id, details: auditedRule(rule) });
  return rule;
}

function auditedRule(r: RiskRule) {
  return { name: r.name, action: r.action, expression: r.expression, status: r.status, position: r.position };
}

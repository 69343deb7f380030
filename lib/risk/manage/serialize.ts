// The public shapes of risk rules, lists, their items and imports (docs/risk-api.md): merchant ids
// never leave; `scope` says whether the caller may change the object.
import type { RiskList, RiskListImport, RiskListItem, RiskRule } from "@/lib/generated/prisma/client";
import type { RiskAction, RiskListKind, RiskRuleStatus } from "@/lib/catalog/risk";

export function serializeRiskRule(r: RiskRule) {
  return {
    id: r.id,
    scope: r.merchantId === null ? ("installation" as const) : ("merchant" as const),
    name: r.name,
    action: r.action as RiskAction,
    expression: r.expression,
    status: r.status as RiskRuleStatus,
    position: r.position,
    mode: r.mode,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function serializeRiskList(l: RiskList & { _count?: { items: number } }) {
  return {
    id: l.id,
    alias: l.alias,
    name: l.name,
    kind: l.kind as RiskListKind,
    item_count: l._count?.items ?? 0,
    mode: l.mode,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

export function serializeRiskListItem(i: RiskListItem) {
  return { id: i.id, value: i.value, created_at: i.createdAt.toISOString() };
}

type ImportProblem = { line: number; problem: string };

export function serializeRiskListImport(i: RiskListImport) {
  return {
    id: i.id,
    list_id: i.listId,
    status: i.status as "queued" | "running" | "completed" | "failed",
    added_count: i.addedCount,
    skipped_count: i.skippedCount,
    problems: (Array.isArray(i.problems) ? i.problems : []) as ImportProblem[],
    created_at: i.createdAt.toISOString(),
    finished_at: i.finishedAt?.toISOString() ?? null,
  };
}

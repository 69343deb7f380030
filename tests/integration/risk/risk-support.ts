// Rules, lists and caps for the risk tests, written as rows: the engine reads rows, and the
// services that manage them (lib/risk/manage) are tested with their own routes.
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { RiskAction, RiskListKind, RiskRuleStatus } from "@/lib/catalog/risk";
import { compileRiskExpression } from "@/lib/risk/expression";
import { normalizeListValue } from "@/lib/risk/lists";

/** A rule of a merchant's test mode, or of the installation (merchantId null: both modes). */
export async function addRule(opts: { merchantId: string | null; action: RiskAction; expression: string; status?: RiskRuleStatus; name?: string; position?: number }) {
  const compiled = compileRiskExpression(opts.expression);
  if (!compiled.ok) throw new Error(`the test's rule does not compile: ${compiled.problem}`);
  return db().riskRule.create({
    data: {
      id: newId("rrl"),
      merchantId: opts.merchantId,
      mode: opts.merchantId ? "test" : null,
      name: opts.name ?? `${opts.action}: ${opts.expression}`,
      action: opts.action,
      expression: opts.expression,
      status: opts.status ?? "active",
      position: opts.position ?? 100,
    },
  });
}

export async function addList(opts: { merchantId: string | null; alias: string; kind: RiskListKind; values: string[] }) {
  const list = await db().riskList.create({
    data: { id: newId("rls"), merchantId: opts.merchantId, mode: opts.merchantId ? "test" : null, alias: opts.alias, name: opts.alias, kind: opts.kind },
  });
  for (const raw of opts.values) {
    const value = normalizeListValue(opts.kind, raw);
    if (!value) throw new Error(`not a ${opts.kind}: ${raw}`);
    await db().riskListItem.create({ data: { id: newId("rlv"), listId: list.id, merchantId: opts.merchantId, value } });
  }
  return list;
}

/** Installation rows affect every merchant of the file: each test that adds them removes them. */
export async function removeInstallationRows() {
  await db().riskRule.deleteMany({ where: { merchantId: null } });
  await db().riskList.deleteMany({ where: { merchantId: null } });
}

import "server-only";
// The installation-wide risk rules and value lists (merchantId null: every merchant's payments,
// which no merchant can loosen; docs/risk.md), read-only for the console's Risk page: the rules by
// action and position, the lists with how many values they hold (never the values: phones, e-mails).
import type { Db } from "@/lib/db";

export async function listInstallationRisk(database: Db) {
  const [rules, lists] = await Promise.all([
    database.riskRule.findMany({ where: { merchantId: null }, orderBy: [{ action: "asc" }, { position: "asc" }, { createdAt: "asc" }] }),
    database.riskList.findMany({ where: { merchantId: null }, orderBy: [{ alias: "asc" }, { createdAt: "asc" }], include: { _count: { select: { items: true } } } }),
  ]);
  return {
    rules: rules.map((r) => ({
      id: r.id,
      name: r.name,
      mode: r.mode,
      action: r.action,
      expression: r.expression,
      status: r.status,
      position: r.position,
      updated_at: r.updatedAt.toISOString(),
    })),
    lists: lists.map((l) => ({ id: l.id, alias: l.alias, name: l.name, kind: l.kind, mode: l.mode, values: l._count.items, updated_at: l.updatedAt.toISOString() })),
  };
}

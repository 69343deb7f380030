// Installation rules and lists through the same services (docs/risk-api.md "Scopes"): the operator's
// console passes the installation's scope and its own auditor; without one, nothing is written. A
// merchant then reads the installation rule (read-only) beside its own.
import { afterAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { createRiskRule, listRiskRules, updateRiskRule } from "@/lib/risk/manage/rules";
import { createRiskList, listRiskLists } from "@/lib/risk/manage/lists";
import type { RiskAuditor } from "@/lib/risk/manage/scope";
import { GET as listRules } from "@/app/v2/risk/rules/route";

setupTestDatabase();

const installation = { merchantId: null, mode: null };
const actor = { type: "operator" as const, operatorId: "opr_test" };
const rule = { name: "Gateway: blocked BIN", action: "block" as const, expression: 'card_bin == "400000"', status: "active" as const, position: 1 };

afterAll(async () => {
  await db().riskRule.deleteMany({ where: { merchantId: null } });
  await db().riskList.deleteMany({ where: { merchantId: null } });
});

describe("the installation's scope", () => {
  it("refuses a write without an auditor, writing nothing", async () => {
    await expect(db().$transaction((tx) => createRiskRule(tx, { scope: installation, input: rule, actor }))).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().riskRule.count({ where: { merchantId: null } })).toBe(0);
  });

  it("creates and changes installation rules and lists through the caller's auditor, and a merchant reads the rule", async () => {
    const entries: string[] = [];
    const auditor: RiskAuditor = async (_tx, entry) => void entries.push(`${entry.action} ${entry.targetId}`);
    const created = await db().$transaction((tx) => createRiskRule(tx, { scope: installation, input: rule, actor, auditor }));
    expect(created).toMatchObject({ merchantId: null, mode: null });
    await db().$transaction((tx) => updateRiskRule(tx, { scope: installation, id: created.id, otherMode: "not_found", input: { status: "shadow" }, actor, auditor }));
    const list = await db().$transaction((tx) => createRiskList(tx, { scope: installation, input: { alias: "gateway_bins", name: "Gateway BINs", kind: "card_bin" }, actor, auditor }));
    expect(entries).toEqual([`risk_rule.created ${created.id}`, `risk_rule.updated ${created.id}`, `risk_list.created ${list.id}`]);
    expect((await listRiskRules(db(), { scope: installation, query: { scope: "all" } })).map((r) => r.id)).toEqual([created.id]);
    expect((await listRiskLists(db(), { scope: installation })).map((l) => l.id)).toEqual([list.id]);

    const m = await createTestMerchant();
    const res = await listRules(apiRequest("/v2/risk/rules", { key: m.keys.live.secret }), { params: Promise.resolve({}) });
    expect((await res.json()).data.items).toEqual([expect.objectContaining({ id: created.id, scope: "installation", status: "shadow", mode: null })]);
    // The merchant's own audit log holds none of it.
    expect(await db().auditLog.count({ where: { targetId: created.id } })).toBe(0);
  });
});

// Concurrent writes of one scope (PostgreSQL only: PGlite serves one connection): the rule limit and an
// alias's uniqueness hold when creates race, because each create counts under the scope's lock.
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { MAX_RISK_RULES_PER_SCOPE } from "@/lib/catalog/risk";
import { createRiskRule } from "@/lib/risk/manage/rules";
import { createRiskList } from "@/lib/risk/manage/lists";

setupTestDatabase();

describe.skipIf(!onPostgres)("concurrent creates", () => {
  it("ten creates racing for the last two places: two win, eight are INVALID_STATE", async () => {
    const m = await createTestMerchant();
    await db().riskRule.createMany({
      data: Array.from({ length: MAX_RISK_RULES_PER_SCOPE - 2 }, (_, i) => ({ id: newId("rrl"), merchantId: m.merchant.id, mode: "test" as const, name: `r${i}`, action: "block", expression: "false" })),
    });
    const scope = { merchantId: m.merchant.id, mode: "test" as const };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => db().$transaction((tx) => createRiskRule(tx, { scope, input: { name: `race ${i}`, action: "block", expression: "false", status: "active", position: 100 }, actor: { type: "cli" } }))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(Array(8).fill("INVALID_STATE"));
    expect(await db().riskRule.count({ where: scope })).toBe(MAX_RISK_RULES_PER_SCOPE);
  });

  it("five creates of one alias: one list, four RESOURCE_CONFLICT", async () => {
    const m = await createTestMerchant();
    const scope = { merchantId: m.merchant.id, mode: "test" as const };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => db().$transaction((tx) => createRiskList(tx, { scope, input: { alias: "same_alias", name: "Same", kind: "phone" }, actor: { type: "cli" } }))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(Array(4).fill("RESOURCE_CONFLICT"));
  });
});

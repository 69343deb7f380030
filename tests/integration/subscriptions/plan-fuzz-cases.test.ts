// The plan fuzz operations (tests/e2e/fuzz/operations.ts) sampled and sent to the real route handlers
// in this process, on plans seeded as the fuzz harness seeds them (an active one and an archived one):
// every case answers the code it expects and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { inProcessTargets, operationNames, wrongAnswers, type InProcessRoute } from "@/tests/support/in-process-fuzz";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { POST as createPlan } from "@/app/v2/plans/route";
import { POST as archivePlan } from "@/app/v2/plans/[id]/archive/route";
import { db } from "@/lib/db";

setupTestDatabase();

const ROUTES: InProcessRoute[] = [
  { re: /^\/v2\/plans$/, names: [], load: () => import("@/app/v2/plans/route") },
  { re: /^\/v2\/plans\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/plans/[id]/route") },
  { re: /^\/v2\/plans\/([^/]+)\/archive$/, names: ["id"], load: () => import("@/app/v2/plans/[id]/archive/route") },
];

let targets: Targets;
beforeAll(async () => {
  const m = await createTestMerchant();
  const key = m.keys.test.secret;
  const plan = async (name: string) => {
    const res = await createPlan(apiRequest("/v2/plans", { key, body: { name, amount: 1200, currency: "ETB", interval: "month" } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    return (await res.json()).data.plan_reference as string;
  };
  const seeded = { active: await plan("Fuzz monthly"), archived: await plan("Fuzz archived") };
  expect((await archivePlan(apiRequest(`/v2/plans/${seeded.archived}/archive`, { key, body: {} }), { params: Promise.resolve({ id: seeded.archived }) })).status).toBe(200);
  targets = inProcessTargets({ merchantId: m.merchant.id, key, plan: seeded });
});

const written = async () =>
  JSON.stringify(await Promise.all([db().plan.findMany({ orderBy: { id: "asc" } }), db().auditLog.count(), db().idempotencyKey.count()]), (_k, v) => (typeof v === "bigint" ? String(v) : v));

const names = operationNames("/v2/plans");

describe("the plan fuzz cases, in process", () => {
  it("names every plan operation", () => expect(names).toHaveLength(4));

  it.each(names)("%s: each sampled case answers its expected code and writes nothing", async (operation) => {
    const before = await written();
    const { sampled, wrong } = await wrongAnswers({ operation, targets, routes: ROUTES, seed: 45, samples: Number(process.env.FUZZ_PLAN_SAMPLES ?? 80) });
    expect(sampled).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    expect(await written()).toBe(before);
  }, 300_000);
});

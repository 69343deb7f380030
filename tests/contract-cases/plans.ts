// Contract cases of the plan operations (lib/openapi/operations/plans.ts): reading and archiving need
// a plan, made with the service the create route calls.
import { createPlan } from "@/lib/plans/create-plan";
import { db } from "@/lib/db";
import type { ContractCases, ContractEnv } from "@/tests/contract-cases/types";

async function monthlyPlan({ merchant }: ContractEnv): Promise<{ path: { id: string } }> {
  const plan = await createPlan(db(), {
    merchantId: merchant.merchant.id,
    mode: "test",
    input: { name: "Fiber 50 Mbps", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: false },
    actor: { type: "cli" },
  });
  return { path: { id: plan.id } };
}

export const planContractCases: ContractCases = {
  createPlan: {},
  listPlans: {},
  getPlan: { prepare: monthlyPlan },
  archivePlan: { prepare: monthlyPlan },
};

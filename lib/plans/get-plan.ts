import "server-only";
// One plan, scoped to the merchant: another merchant's is NOT_FOUND, the other mode's answered as the caller asks.
import type { Db } from "@/lib/db";
import type { Mode, Plan } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

export type PlanLookup = { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer };

const PLAN_ID = /^plan_[0-9A-Za-z]{22}$/;

export async function getPlanOrThrow(db: Db, opts: PlanLookup): Promise<Plan> {
  const plan = PLAN_ID.test(opts.id) ? await db.plan.findFirst({ where: { id: opts.id, merchantId: opts.merchantId } }) : null;
  if (!plan) throw new ApiError("NOT_FOUND", "plan not found");
  if (plan.mode !== opts.mode) throw otherModeError("plan", plan.mode, opts.otherMode);
  return plan;
}

// A plan's public shape (docs/subscriptions.md "Plans"): the merchant's id never leaves.
import type { Plan } from "@/lib/generated/prisma/client";
import { intervalInWords, type BillingInterval } from "@/lib/catalog/billing-intervals";
import { toMajorUnits } from "@/lib/money";

export function serializePlan(p: Plan) {
  return {
    plan_reference: p.id,
    name: p.name,
    description: p.description,
    amount: toMajorUnits(p.amount, p.currency),
    currency: p.currency,
    interval: p.interval as BillingInterval,
    interval_count: p.intervalCount,
    interval_in_words: intervalInWords(p.interval as BillingInterval, p.intervalCount),
    trial_days: p.trialDays,
    cycle_limit: p.cycleLimit,
    allow_multiple_subscriptions: p.allowMultiplePerCustomer,
    active: p.active,
    archived_at: p.archivedAt?.toISOString() ?? null,
    mode: p.mode,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

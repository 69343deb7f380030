import "server-only";
// POST /v2/plans. A plan's price and period are fixed once made (docs/subscriptions.md "Plans"): the
// checks here are the ones zod cannot make alone, each naming its field.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { MAX_INTERVAL_COUNT, intervalInWords } from "@/lib/catalog/billing-intervals";
import { methodsServed } from "@/lib/processors/connections";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { CreatePlanInput } from "@/lib/schemas/plans";

export async function createPlan(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; input: CreatePlanInput; actor: AuditActor }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const amount = parseAmount(input.amount, currency);
  const longest = MAX_INTERVAL_COUNT[input.interval];
  if (input.interval_count > longest) {
    const message = `must be at most ${longest} with interval ${input.interval}: a period is at most one year`;
    throw new ApiError("INVALID_VALUE", `interval_count ${message}`, [{ field: "interval_count", message }]);
  }
  // As a live payment nothing could take is refused (NO_LIVE_PROCESSOR): no cycle of this plan could be collected.
  if (opts.mode === "live" && (await methodsServed({ merchantId: opts.merchantId, mode: "live", currency }, tx)).size === 0) {
    throw new ApiError("NO_LIVE_PROCESSOR", `No processor takes live payments in ${currency} on this gateway, so no cycle of this plan could be collected; GET /v2/payment-methods?currency=${currency} lists what is available`, [
      { field: "currency", message: `no live processor serves ${currency}` },
    ]);
  }

  const plan = await tx.plan.create({
    data: {
      id: newId("plan"),
      merchantId: opts.merchantId,
      mode: opts.mode,
      name: input.name,
      description: input.description || null,
      amount,
      currency,
      interval: input.interval,
      intervalCount: input.interval_count,
      trialDays: input.trial_days,
      cycleLimit: input.cycle_limit ?? null,
      allowMultiplePerCustomer: input.allow_multiple_subscriptions,
    },
  });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "plan.created",
    mode: opts.mode,
    targetId: plan.id,
    details: { name: plan.name, amount: plan.amount.toString(), currency, period: intervalInWords(input.interval, input.interval_count), trial_days: plan.trialDays, cycle_limit: plan.cycleLimit },
  });
  return plan;
}

import "server-only";
// POST /v2/payouts and the dashboard's payout form (issue 10): one payout, drafted
// (lib/payouts/draft-payout.ts) and inserted with its event, job, audit record and held money
// (lib/payouts/insert-payouts.ts) in the caller's transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { parseCurrency } from "@/lib/money/parse-amount";
import type { AuditActor } from "@/lib/audit/record-audit";
import { draftPayout, merchantPayoutPricing } from "@/lib/payouts/draft-payout";
import { insertPayouts } from "@/lib/payouts/insert-payouts";
import type { CreatePayoutInput } from "@/lib/schemas/payouts";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function createPayout(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; input: CreatePayoutInput; actor: AuditActor; origin: "api" | "dashboard" },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const currency = parseCurrency(opts.input.currency);
  const { feesWaived, approvalThresholds } = await merchantPayoutPricing(tx, opts.merchantId);
  const draft = draftPayout(opts.input, { currency, feesWaived });
  const [payout] = await insertPayouts(tx, { merchantId: opts.merchantId, mode: opts.mode, origin: opts.origin, drafts: [draft], actor: opts.actor, approvalThresholds });
  return payout;
}

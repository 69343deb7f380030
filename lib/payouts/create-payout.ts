import "server-only";
// POST /v2/payouts and the dashboard's payout form: one payout, drafted
// (lib/payouts/draft-payout.ts) and inserted with its event, job, audit record and held money
// (lib/payouts/insert-payouts.ts) in one statement: two round trips, the merchant's pricing read and
// that statement, when `db` is the root client; in the caller's transaction otherwise.
import type { Db } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import { parseCurrency } from "@/lib/money/parse-amount";
import type { AuditActor } from "@/lib/audit/record-audit";
import { draftPayout, merchantPayoutPricing } from "@/lib/payouts/draft-payout";
import { refuseIfOutsideSettlementAccount, refuseIfPayoutsHeld } from "@/lib/merchants/holds";
import { insertPayouts } from "@/lib/payouts/insert-payouts";
import type { CreatePayoutInput } from "@/lib/schemas/payouts";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function createPayout(
  db: Db,
  opts: { merchantId: string; mode: Mode; input: CreatePayoutInput; actor: AuditActor; origin: "api" | "dashboard" },
) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const currency = parseCurrency(opts.input.currency);
  const { feesWaived, approvalThresholds, debts, holds } = await merchantPayoutPricing(db, opts.merchantId);
  const draft = draftPayout(opts.input, { currency, feesWaived });
  refuseIfPayoutsHeld(holds);
  refuseIfOutsideSettlementAccount(holds, { bankSlug: draft.account.bank.slug, accountNumber: draft.account.accountNumber });
  const [payout] = await insertPayouts(db, { merchantId: opts.merchantId, mode: opts.mode, origin: opts.origin, drafts: [draft], actor: opts.actor, approvalThresholds, debts });
  return payout;
}

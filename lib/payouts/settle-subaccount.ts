import "server-only";
// Subaccount settlement (docs/decisions.md "Subaccount settlement"): a subaccount's
// balance is paid to its bank account by one payout (origin "settlement", Payout.subaccountId
// set), its whole balance minus the payout fee, held from the subaccount's ledger account: the part
// the operator holds (a share collected through the merchant's own connection is held there).
// On demand ("Settle now": dashboard and POST /v2/subaccounts/{reference}/settle) and on the
// merchant's schedule (runScheduledSettlements, one step of the worker's tick).
//
// Concurrency: the subaccount's row is locked (FOR UPDATE) before its balance is read, so a
// second settlement of the same subaccount waits for the first, then reads the balance left
// after the first's hold and finds nothing to settle; the hold itself is the ledger's
// conditional update, which never overdraws. The schedule claims each subaccount for a period
// with a conditional update in the same transaction as the settlement, so restarts and
// several workers settle a subaccount at most once per period.
import type { DbClient } from "@/lib/db";
import type { Prisma, Subaccount } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError, isApiError } from "@/lib/http/errors";
import { formatMoney, isCurrency, toMajorUnits, type Currency } from "@/lib/money";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { parseBankAccount } from "@/lib/banks/parse-bank-account";
import { logger } from "@/lib/logger";
import { insertPayouts } from "@/lib/payouts/insert-payouts";
import { merchantPayoutPricing, type PayoutDraft } from "@/lib/payouts/draft-payout";
import { refuseIfPayoutsHeld } from "@/lib/merchants/holds";
import { payoutFee } from "@/lib/payouts/payout-fees";
import { fundsHeldAtConnectionError, heldElsewhereCovers, readFundsSplit } from "@/lib/payouts/payout-funds";
import { authorizeActor } from "@/lib/team/authorize-actor";

export const SETTLEMENT_SCHEDULES = ["daily", "weekly", "manual"] as const;
export type SettlementSchedule = (typeof SETTLEMENT_SCHEDULES)[number];

/**
 * The smallest settlement payout (the amount sent, after the fee), per currency, in minor
 * units: a balance whose amount after the fee is below it waits for more.
 */
export const SETTLEMENT_MINIMUMS: Record<Currency, bigint> = {
  USD: 10_00n, // USD 10.00
  ETB: 50_00n, // ETB 50.00
  UGX: 20_000n, // UGX 20,000
  DJF: 2_000n, // DJF 2,000
};

export type SettleOrigin = "on_demand" | "schedule";

/** Locks the subaccount's row (merchant-scoped; the other mode answers as the caller asks). */
async function lockSubaccount(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer }) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Subaccount" WHERE id = ${opts.reference} AND "merchantId" = ${opts.merchantId} FOR UPDATE`;
  if (!rows.length) throw new ApiError("NOT_FOUND", "subaccount not found");
  const subaccount = await tx.subaccount.findUniqueOrThrow({ where: { id: rows[0].id } });
  if (subaccount.mode !== opts.mode) throw otherModeError("subaccount", subaccount.mode, opts.otherMode);
  return subaccount;
}

/**
 * What settling would pay now: the balance, the fee, the amount (balance − fee) and the
 * minimum. Read under the caller's lock for a settlement; without one for display.
 */
export async function settlementQuote(tx: Prisma.TransactionClient, subaccount: Subaccount) {
  if (!isCurrency(subaccount.currency)) throw new ApiError("INVALID_STATE", `subaccount currency ${subaccount.currency} is not supported`);
  const currency = subaccount.currency;
  const account = await tx.ledgerAccount.findUnique({
    where: { type_ownerId_mode_currency: { type: "subaccount", ownerId: subaccount.id, mode: subaccount.mode, currency } },
    select: { balance: true },
  });
  const balance = account?.balance ?? 0n;
  const { feesWaived, holds } = await merchantPayoutPricing(tx, subaccount.merchantId);
  // The stored account is the subaccount's settlement account, checked when it was saved; it is
  // checked again here against the bank registry as it is today.
  const bankAccount = parseBankAccount(
    { account_name: subaccount.accountName, account_number: subaccount.accountNumber, bank_slug: subaccount.bankSlug, bank_name: subaccount.bankName },
    currency,
  );
  const fee = payoutFee(bankAccount.bank, currency, { waived: feesWaived });
  return { currency, balance, fee, amount: balance - fee, minimum: SETTLEMENT_MINIMUMS[currency], bankAccount, holds };
}

/**
 * Settles one subaccount now: one payout of its whole balance minus the payout fee to its bank
 * account. Refused (INVALID_STATE, nothing written) when the amount after the fee is below the
 * currency's minimum, including a balance of 0 (e.g. a settlement just took it). Deactivated
 * subaccounts settle too: deactivation stops new splits, and the balance they already earned
 * is still theirs to be paid.
 */
export async function settleSubaccount(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer; actor: AuditActor; origin?: SettleOrigin },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const subaccount = await lockSubaccount(tx, opts);
  const quote = await settlementQuote(tx, subaccount);
  // A suspension or a payout hold holds settlements too (the schedule tries again next period); a
  // restriction to the settlement account does not: a subaccount is paid to its own account, checked
  // when it was saved.
  refuseIfPayoutsHeld(quote.holds);
  if (quote.amount < quote.minimum) {
    // The quote's balance is the part the operator holds; a share collected through the merchant's
    // own connection is held there and never settled from the operator's (lib/payouts/payout-funds.ts).
    const split = await readFundsSplit(tx, { type: "subaccount", merchantId: subaccount.merchantId, ownerId: subaccount.id, mode: subaccount.mode, currency: quote.currency }, quote.minimum + quote.fee);
    if (heldElsewhereCovers(split)) throw fundsHeldAtConnectionError(split);
    throw new ApiError(
      "INVALID_STATE",
      `Nothing to settle: the balance of ${formatMoney(quote.balance, quote.currency)} minus the payout fee of ${formatMoney(quote.fee, quote.currency)} is below the minimum settlement of ${formatMoney(quote.minimum, quote.currency)}`,
      [{ field: "balance", message: `balance minus fee must be at least ${formatMoney(quote.minimum, quote.currency)}` }],
    );
  }
  const draft: PayoutDraft = {
    amount: quote.amount,
    fee: quote.fee,
    currency: quote.currency,
    account: quote.bankAccount,
    merchantReference: null,
    reason: `Settlement of subaccount ${subaccount.name} (${subaccount.id})`,
    meta: undefined,
  };
  const [payout] = await insertPayouts(tx, {
    merchantId: opts.merchantId,
    mode: subaccount.mode,
    origin: "settlement",
    drafts: [draft],
    actor: opts.actor,
    subaccountId: subaccount.id,
    // A settlement moves a subaccount's own money on the merchant's schedule: no second approver.
    approvalThresholds: {},
  });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "subaccount.settled",
    mode: subaccount.mode,
    targetId: subaccount.id,
    details: {
      payout_reference: payout.id,
      amount: toMajorUnits(payout.amount, payout.currency),
      fee: toMajorUnits(payout.fee, payout.currency),
      currency: payout.currency,
      origin: opts.origin ?? "on_demand",
    },
  });
  return { subaccount, payout };
}

/** The start of the settlement period `now` is in: the UTC day, or the ISO week (Monday 00:00 UTC). */
export function settlementPeriodStart(schedule: "daily" | "weekly", now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (schedule === "daily") return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

/**
 * Claims a subaccount for the settlement period starting at `periodStart`: true for the first
 * claim in the period, false once it is claimed (by this or another worker), or when it was
 * created in this period (its first settlement is in the next period). A conditional
 * update: a concurrent claimer waits on the row, then re-reads it and finds it claimed.
 */
export async function claimForPeriod(tx: Prisma.TransactionClient, opts: { subaccountId: string; periodStart: Date; now: Date }): Promise<boolean> {
  const claimed = await tx.$executeRaw`
    UPDATE "Subaccount" SET "settlementCheckedAt" = ${opts.now}::timestamp(3)
    WHERE id = ${opts.subaccountId} AND COALESCE("settlementCheckedAt", "createdAt") < ${opts.periodStart}::timestamp(3)`;
  return claimed === 1;
}

const SYSTEM: AuditActor = { type: "system" };
const BATCH = 100;

/**
 * The scheduled settlement, one step of the worker's tick: every subaccount (test and live, active
 * or not) of a merchant whose schedule is daily or weekly and which has not been looked at in the
 * current period (nor created in it) is claimed and, in the same transaction, settled when its
 * balance minus the fee reaches the minimum. The claim is a conditional update of
 * settlementCheckedAt: a second worker (or a rerun after a restart) waits on the row and then
 * finds it already claimed for this period, so each subaccount is settled at most once per
 * period; a transaction that fails releases its claim.
 * Live settlements wait pending with the no-processor reason, as every live payout does.
 */
export async function runScheduledSettlements(database: DbClient, now: Date = new Date()): Promise<number> {
  const day = settlementPeriodStart("daily", now);
  const week = settlementPeriodStart("weekly", now);
  const periodStart = (schedule: string) => (schedule === "weekly" ? week : day);
  let settled = 0;
  let afterId = "";
  for (;;) {
    // Candidates only (no lock): the claim below decides, row by row.
    const due = await database.$queryRaw<{ id: string; merchantId: string; mode: Mode; schedule: string }[]>`
      SELECT s.id, s."merchantId", s.mode, m."settlementSchedule" AS schedule
      FROM "Subaccount" s JOIN "Merchant" m ON m.id = s."merchantId"
      WHERE m."settlementSchedule" IN ('daily', 'weekly') AND s.id > ${afterId}
        AND COALESCE(s."settlementCheckedAt", s."createdAt") < (CASE m."settlementSchedule" WHEN 'weekly' THEN ${week}::timestamp(3) ELSE ${day}::timestamp(3) END)
      ORDER BY s.id LIMIT ${BATCH}`;
    for (const sub of due) {
      try {
        const paid = await database.$transaction(async (tx) => {
          if (!(await claimForPeriod(tx, { subaccountId: sub.id, periodStart: periodStart(sub.schedule), now }))) return false; // another worker has it
          const subaccount = await tx.subaccount.findUniqueOrThrow({ where: { id: sub.id } });
          const quote = await settlementQuote(tx, subaccount);
          if (quote.amount < quote.minimum) return false; // nothing to settle this period
          await settleSubaccount(tx, { merchantId: sub.merchantId, mode: sub.mode, reference: sub.id, otherMode: "not_found", actor: SYSTEM, origin: "schedule" });
          return true;
        });
        if (paid) settled += 1;
      } catch (error) {
        // One subaccount's failure never stops the others. A refusal by our own rules (its bank
        // left the registry, say) will not change by retrying: it is marked as looked at for this
        // period. Anything else (the database, a bug) is retried on the next tick.
        if (isApiError(error)) {
          logger().warn({ err: error, subaccountId: sub.id }, "scheduled settlement refused; next try next period");
          await claimForPeriod(database, { subaccountId: sub.id, periodStart: periodStart(sub.schedule), now });
        } else {
          logger().error({ err: error, subaccountId: sub.id }, "scheduled settlement failed; retried next tick");
        }
      }
    }
    if (due.length < BATCH) return settled;
    afterId = due[due.length - 1].id;
  }
}

/**
 * A subaccount's settlement view (dashboard): what settling now would pay, and its most recent
 * settlement payouts, newest first (Payout's (subaccountId, createdAt) index).
 */
export async function getSubaccountSettlements(
  db: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer; limit?: number },
) {
  const subaccount = await db.subaccount.findFirst({ where: { id: opts.reference, merchantId: opts.merchantId } });
  if (!subaccount) throw new ApiError("NOT_FOUND", "subaccount not found");
  if (subaccount.mode !== opts.mode) throw otherModeError("subaccount", subaccount.mode, opts.otherMode);
  const [quote, payouts, merchant] = await Promise.all([
    settlementQuote(db, subaccount),
    db.payout.findMany({ where: { subaccountId: subaccount.id, origin: "settlement" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: opts.limit ?? 20 }),
    db.merchant.findUniqueOrThrow({ where: { id: opts.merchantId }, select: { settlementSchedule: true } }),
  ]);
  return { subaccount, quote, payouts, schedule: merchant.settlementSchedule as SettlementSchedule };
}

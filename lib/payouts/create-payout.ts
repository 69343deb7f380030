import "server-only";
// POST /v2/payouts and the dashboard's payout form (issue 10). Every value is checked before
// anything is written: currency and amount (INVALID_VALUE), the bank and the account number
// (INVALID_FORMAT; a bank of another currency is INVALID_VALUE), then, in the same
// transaction that creates the payout, amount + fee leave the available balance for
// "payouts in flight" by a conditional update (INSUFFICIENT_BALANCE, nothing written), so
// concurrent payouts can never spend one balance twice. The payout's event, its audit record
// and the job that sends it are written in that transaction too.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError, InternalError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { toMajorUnits, type Currency } from "@/lib/money";
import { parseAmount, parseCurrency } from "@/lib/payments/parse-amount";
import { parseBankAccount, type BankAccountInput } from "@/lib/banks/parse-bank-account";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { recordEvent } from "@/lib/events/record-event";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { processorFor } from "@/lib/processors/registry";
import { payoutFee } from "@/lib/payouts/payout-fees";
import { postPayoutMoney } from "@/lib/payouts/payout-ledger";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { payoutEventType } from "@/lib/catalog/payout-transitions";
import type { CreatePayoutInput } from "@/lib/schemas/payouts";
import { authorizeActor } from "@/lib/team/authorize-actor";

/** Why a live payout waits in pending (shown by verify and the dashboard). */
export const NO_LIVE_PROCESSOR_REASON =
  "No live payout processor is configured on this gateway: the payout stays pending until one is, and no money has left your balance for the bank.";

export type PayoutOrigin = "api" | "dashboard" | "bulk" | "settlement";

/** A payout request whose values are all valid, in internal units, not yet written. */
export type PayoutDraft = {
  amount: bigint;
  fee: bigint;
  currency: Currency;
  account: ReturnType<typeof parseBankAccount>;
  merchantReference: string | null;
  reason: string | null;
  meta: Prisma.InputJsonValue | undefined;
};

type PayoutValues = Omit<CreatePayoutInput, "currency" | "account"> & { currency?: string; account: BankAccountInput };

/** Checks one request's values (`prefix` names the field in errors: "payouts[3]." for bulk). */
export function draftPayout(input: PayoutValues, opts: { currency: Currency; feesWaived: boolean; prefix?: string }): PayoutDraft {
  const prefix = opts.prefix ?? "";
  const amount = parseAmount(input.amount, opts.currency, `${prefix}amount`);
  const account = parseBankAccount(input.account, opts.currency, `${prefix}account`);
  return {
    amount,
    fee: payoutFee(account.bank, opts.currency, { waived: opts.feesWaived }),
    currency: opts.currency,
    account,
    merchantReference: input.merchant_reference ?? null,
    reason: input.reason ?? null,
    meta: input.meta as Prisma.InputJsonValue | undefined,
  };
}

export async function merchantPayoutPricing(tx: Prisma.TransactionClient, merchantId: string) {
  const merchant = await tx.merchant.findUnique({ where: { id: merchantId }, select: { payoutFeesWaived: true } });
  if (!merchant) throw new InternalError(`merchant ${merchantId} not found`);
  return { feesWaived: merchant.payoutFeesWaived };
}

export async function createPayout(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; input: CreatePayoutInput; actor: AuditActor; origin: "api" | "dashboard" },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const currency = parseCurrency(opts.input.currency);
  const { feesWaived } = await merchantPayoutPricing(tx, opts.merchantId);
  const draft = draftPayout(opts.input, { currency, feesWaived });
  const [payout] = await insertPayouts(tx, { merchantId: opts.merchantId, mode: opts.mode, origin: opts.origin, drafts: [draft], actor: opts.actor });
  return payout;
}

/**
 * Writes valid drafts as pending payouts, each with its event, the job that sends it and an
 * audit record, then holds their money. Shared by single, bulk and settlement payouts.
 */
export async function insertPayouts(
  tx: Prisma.TransactionClient,
  opts: {
    merchantId: string;
    mode: Mode;
    origin: PayoutOrigin;
    drafts: PayoutDraft[];
    actor: AuditActor;
    batchId?: string;
    subaccountId?: string;
  },
) {
  const live = processorFor(opts.mode) === null;
  const payouts = [];
  for (const [index, draft] of opts.drafts.entries()) {
    let payout;
    try {
      payout = await tx.payout.create({
        data: {
          id: newId("po"),
          merchantId: opts.merchantId,
          mode: opts.mode,
          merchantReference: draft.merchantReference,
          batchId: opts.batchId ?? null,
          subaccountId: opts.subaccountId ?? null,
          origin: opts.origin,
          amount: draft.amount,
          fee: draft.fee,
          currency: draft.currency,
          accountName: draft.account.accountName,
          accountNumber: draft.account.accountNumber,
          bankSlug: draft.account.bank.slug,
          bankName: draft.account.bankName,
          reason: draft.reason,
          meta: draft.meta,
          statusReason: live ? NO_LIVE_PROCESSOR_REASON : null,
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const field = opts.drafts.length > 1 ? `payouts[${index}].merchant_reference` : "merchant_reference";
        throw new ApiError("RESOURCE_CONFLICT", `merchant_reference "${draft.merchantReference}" is already used by another payout`, [
          { field, message: "must be unique per payout" },
        ]);
      }
      throw error;
    }
    await recordEvent(tx, {
      merchantId: payout.merchantId,
      mode: payout.mode,
      type: payoutEventType("pending"),
      objectType: "payout",
      objectId: payout.id,
      payload: serializePayout(payout) as Prisma.InputJsonValue,
    });
    // A live payout with no live processor waits: nothing would send it (NO_LIVE_PROCESSOR_REASON).
    if (!live) {
      await enqueueJob(tx, {
        type: "payout.process",
        payload: { payout_id: payout.id },
        owner: { merchantId: payout.merchantId, mode: payout.mode },
        object: { type: "payout", id: payout.id },
      });
    }
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payout.created",
      mode: opts.mode,
      targetId: payout.id,
      details: {
        amount: toMajorUnits(payout.amount, payout.currency),
        fee: toMajorUnits(payout.fee, payout.currency),
        currency: payout.currency,
        bank_slug: payout.bankSlug,
        // A payout destination: the audit keeps its last four digits only.
        account_number_last4: payout.accountNumber.slice(-4),
        origin: payout.origin,
        batch_reference: payout.batchId,
        subaccount_reference: payout.subaccountId,
      },
    });
    payouts.push(payout);
  }
  // The money last: spending locks the balance's row until the transaction commits, so every
  // other write comes first and concurrent payouts of one merchant wait for as short a time as
  // possible. A refusal (INSUFFICIENT_BALANCE) still rolls back everything above.
  for (const payout of payouts) await postPayoutMoney(tx, payout, "hold");
  return payouts;
}

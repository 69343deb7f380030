import "server-only";
// POST /v2/payouts/bulk and the dashboard's CSV upload. Every item is checked
// before anything is written, and every bad item is reported, not just the first:
//   1. its shape (bulkPayoutItemSchema)                        VALIDATION_ERROR
//   2. its currency, when given, is the batch's                INVALID_VALUE
//   3. its values (draftPayout: amount, bank, account number)  INVALID_VALUE / INVALID_FORMAT
//   4. its merchant_reference is not used by an earlier item   RESOURCE_CONFLICT
//   5. … nor by an existing payout of this merchant and mode   RESOURCE_CONFLICT
// One entry per bad item: its first problem in that order ({index, field, code, message}).
// Any bad item answers 400 VALIDATION_ERROR with those entries. When every item is valid,
// the total (amounts + fees) is compared with the available balance the operator holds, locked for
// the rest of the transaction: 400 INSUFFICIENT_BALANCE naming both (FUNDS_HELD_AT_CONNECTION when
// the rest is held at the merchant's own connections, lib/payouts/payout-funds.ts). Only then are the batch and all its
// payouts written, in the caller's transaction (insertPayouts holds each payout's money).
// The dashboard's preview runs steps 1-5 and the balance comparison and writes nothing.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { Db } from "@/lib/db";
import { ApiError, isApiError, type ErrorCode } from "@/lib/http/errors";
import { fieldErrors } from "@/lib/http/validation";
import { newId } from "@/lib/ids";
import { formatMoney, normalizeCurrency, toMajorUnits, type Currency } from "@/lib/money";
import { parseCurrency } from "@/lib/money/parse-amount";
import { ensureLedgerAccounts, type AccountKey } from "@/lib/ledger/accounts";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { draftPayout, merchantPayoutPricing, type PayoutDraft } from "@/lib/payouts/draft-payout";
import { refuseIfOutsideSettlementAccount, refuseIfPayoutsHeld } from "@/lib/merchants/holds";
import { insertPayouts } from "@/lib/payouts/insert-payouts";
import { fundsHeldAtConnectionError, heldElsewhereCovers, readFundsSplit } from "@/lib/payouts/payout-funds";
import type { PayoutApprovalThresholds } from "@/lib/payouts/payout-approval-thresholds";
import { bulkPayoutItemSchema } from "@/lib/schemas/payouts";
import type { BulkPayoutRequest } from "@/lib/schemas/bulk-payouts";
import { authorizeActor } from "@/lib/team/authorize-actor";

/** One bad item of a batch: `field` is its path in the request body, as in every other error. */
export type BulkItemError = { index: number; field: string; code: ErrorCode; message: string };

/** The balance entry of an INSUFFICIENT_BALANCE answer (no item is at fault). */
export type BulkBalanceError = {
  index: null;
  field: "payouts";
  code: "INSUFFICIENT_BALANCE";
  message: string;
  total: number;
  available: number;
};

export type BulkCheck = {
  currency: Currency;
  /** Per item, in order: its draft, or null when it has an error. */
  drafts: (PayoutDraft | null)[];
  errors: BulkItemError[];
  /** Sums over the valid items. */
  totalAmount: bigint;
  totalFee: bigint;
  available: bigint;
  /** The merchant's second-approver thresholds, read with its pricing. */
  approvalThresholds: PayoutApprovalThresholds;
};

type Scope = { merchantId: string; mode: Mode };

const itemField = (index: number, path: string) => (path && path !== "(body)" ? `payouts.${index}.${path}` : `payouts.${index}`);

/**
 * Checks every item and reads the available balance. With `lock`, the balance (and the
 * in-flight account the holds will credit) are locked, in id order as every ledger posting
 * locks them, so the comparison stays true until the transaction ends. Never writes, except
 * that `lock` creates the two ledger accounts when they do not exist yet (in the caller's
 * transaction, rolled back with it).
 */
export async function checkBulkPayouts(db: Db, opts: Scope & { input: BulkPayoutRequest; lock?: Prisma.TransactionClient }): Promise<BulkCheck> {
  const currency = parseCurrency(opts.input.currency);
  const { feesWaived, approvalThresholds, holds } = await merchantPayoutPricing(db as Prisma.TransactionClient, opts.merchantId);
  // A suspension or a payout hold refuses the whole batch; a restriction to the settlement account
  // refuses the items paying elsewhere, each with its error.
  refuseIfPayoutsHeld(holds);
  const errors: BulkItemError[] = [];
  const drafts: (PayoutDraft | null)[] = [];

  for (const [index, raw] of opts.input.payouts.entries()) {
    const parsed = bulkPayoutItemSchema.safeParse(raw);
    if (!parsed.success) {
      const first = fieldErrors(parsed.error)[0];
      errors.push({ index, field: itemField(index, first.field), code: "VALIDATION_ERROR", message: first.message });
      drafts.push(null);
      continue;
    }
    const item = parsed.data;
    if (item.currency !== undefined && normalizeCurrency(item.currency) !== currency) {
      errors.push({ index, field: itemField(index, "currency"), code: "INVALID_VALUE", message: `must be ${currency}, the batch's currency, or left out` });
      drafts.push(null);
      continue;
    }
    try {
      const draft = draftPayout(item, { currency, feesWaived, prefix: `payouts.${index}.` });
      refuseIfOutsideSettlementAccount(holds, { bankSlug: draft.account.bank.slug, accountNumber: draft.account.accountNumber }, `payouts.${index}.account`);
      drafts.push(draft);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const detail = Array.isArray(error.details) ? (error.details[0] as { field?: string } | undefined) : undefined;
      errors.push({ index, field: detail?.field ?? itemField(index, ""), code: error.code, message: error.message });
      drafts.push(null);
    }
  }

  // merchant_reference: unique within the batch (a later item repeating an earlier one's) …
  const firstWith = new Map<string, number>();
  for (const [index, draft] of drafts.entries()) {
    const ref = draft?.merchantReference;
    if (!ref) continue;
    const first = firstWith.get(ref);
    if (first === undefined) {
      firstWith.set(ref, index);
    } else {
      errors.push({ index, field: itemField(index, "merchant_reference"), code: "RESOURCE_CONFLICT", message: `"${ref}" is also the merchant_reference of payouts[${first}]` });
      drafts[index] = null;
    }
  }
  // … and among the merchant's payouts in this mode.
  if (firstWith.size) {
    const used = await db.payout.findMany({
      where: { merchantId: opts.merchantId, mode: opts.mode, merchantReference: { in: [...firstWith.keys()] } },
      select: { id: true, merchantReference: true },
    });
    for (const p of used) {
      const index = firstWith.get(p.merchantReference!)!;
      errors.push({ index, field: itemField(index, "merchant_reference"), code: "RESOURCE_CONFLICT", message: `"${p.merchantReference}" is already used by payout ${p.id}` });
      drafts[index] = null;
    }
  }
  errors.sort((a, b) => a.index - b.index);

  let totalAmount = 0n;
  let totalFee = 0n;
  for (const d of drafts) {
    if (!d) continue;
    totalAmount += d.amount;
    totalFee += d.fee;
  }
  const available = opts.lock ? await lockAvailable(opts.lock, { ...opts, currency }) : await readAvailable(db, { ...opts, currency });
  return { currency, drafts, errors, totalAmount, totalFee, available, approvalThresholds };
}

async function readAvailable(db: Db, opts: Scope & { currency: Currency }): Promise<bigint> {
  const account = await db.ledgerAccount.findUnique({
    where: { type_ownerId_mode_currency: { type: "merchant_available", ownerId: opts.merchantId, mode: opts.mode, currency: opts.currency } },
    select: { balance: true },
  });
  return account?.balance ?? 0n;
}

async function lockAvailable(tx: Prisma.TransactionClient, opts: Scope & { currency: Currency }): Promise<bigint> {
  const base = { merchantId: opts.merchantId, mode: opts.mode, currency: opts.currency };
  const keys: AccountKey[] = [
    { ...base, type: "merchant_available" },
    { ...base, type: "payouts_in_flight", ownerId: opts.merchantId },
  ];
  const [availableId, inFlightId] = await ensureLedgerAccounts(tx, keys);
  const rows = await tx.$queryRaw<{ id: string; balance: bigint }[]>`
    SELECT id, balance FROM "LedgerAccount" WHERE id IN (${Prisma.join([availableId, inFlightId])}) ORDER BY id FOR UPDATE`;
  return rows.find((r) => r.id === availableId)?.balance ?? 0n;
}

/** The 400 answer for a batch with bad items: VALIDATION_ERROR whatever the items' codes. */
export function bulkItemsError(errors: BulkItemError[], count: number): ApiError {
  const first = errors[0];
  const bad = new Set(errors.map((e) => e.index)).size;
  return new ApiError(
    "VALIDATION_ERROR",
    `${bad} of ${count} payouts ${bad === 1 ? "is" : "are"} invalid; nothing was created (first: ${first.field}: ${first.message})`,
    errors,
  );
}

export function balanceProblem(check: BulkCheck): BulkBalanceError | null {
  const total = check.totalAmount + check.totalFee;
  if (total <= check.available) return null;
  const c = check.currency;
  return {
    index: null,
    field: "payouts",
    code: "INSUFFICIENT_BALANCE",
    message: `Insufficient balance: the batch needs ${formatMoney(total, c)} (amounts ${formatMoney(check.totalAmount, c)} + fees ${formatMoney(check.totalFee, c)}), ${formatMoney(check.available, c)} is available`,
    total: toMajorUnits(total, c),
    available: toMajorUnits(check.available, c),
  };
}

export async function createBulkPayouts(
  tx: Prisma.TransactionClient,
  opts: Scope & { input: BulkPayoutRequest; actor: AuditActor; origin?: "api" | "dashboard" },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const check = await checkBulkPayouts(tx, { ...opts, lock: tx });
  if (check.errors.length) throw bulkItemsError(check.errors, opts.input.payouts.length);
  const short = balanceProblem(check);
  if (short) {
    // The rule of single payouts (insert-payouts.ts): a batch pays only what the operator holds.
    const split = await readFundsSplit(tx, { merchantId: opts.merchantId, mode: opts.mode, currency: check.currency, type: "merchant_available" }, check.totalAmount + check.totalFee);
    if (heldElsewhereCovers(split)) throw fundsHeldAtConnectionError(split);
    throw new ApiError("INSUFFICIENT_BALANCE", short.message, [short]);
  }

  const drafts = check.drafts as PayoutDraft[];
  const batch = await tx.payoutBatch.create({
    data: {
      id: newId("pob"),
      merchantId: opts.merchantId,
      mode: opts.mode,
      title: opts.input.title,
      currency: check.currency,
      totalAmount: check.totalAmount,
      totalFee: check.totalFee,
    },
  });
  let payouts;
  try {
    payouts = await insertPayouts(tx, { merchantId: opts.merchantId, mode: opts.mode, origin: "bulk", drafts, actor: opts.actor, batchId: batch.id, approvalThresholds: check.approvalThresholds });
  } catch (error) {
    // A payout created meanwhile by another request took one of the references (the check
    // above read before it committed): the same answer as if the check had seen it.
    if (isApiError(error) && error.code === "RESOURCE_CONFLICT") throw raceConflict(error, drafts);
    throw error;
  }
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "payout_batch.created",
    mode: opts.mode,
    targetId: batch.id,
    details: {
      title: batch.title,
      currency: batch.currency,
      count: payouts.length,
      total_amount: toMajorUnits(batch.totalAmount, batch.currency),
      total_fee: toMajorUnits(batch.totalFee, batch.currency),
      origin: opts.origin ?? "api",
    },
  });
  return { batch, payouts };
}

function raceConflict(error: ApiError, drafts: PayoutDraft[]): ApiError {
  const field = Array.isArray(error.details) ? String((error.details[0] as { field?: string })?.field ?? "") : "";
  const index = Number(/^payouts\[(\d+)\]/.exec(field)?.[1] ?? 0);
  return bulkItemsError(
    [{ index, field: itemField(index, "merchant_reference"), code: "RESOURCE_CONFLICT", message: `"${drafts[index]?.merchantReference}" is already used by another payout` }],
    drafts.length,
  );
}

/** The dashboard's preview: the same checks, nothing written, every item's fee. */
export async function previewBulkPayouts(db: Db, opts: Scope & { input: BulkPayoutRequest }) {
  const check = await checkBulkPayouts(db, opts);
  const c = check.currency;
  const short = balanceProblem(check);
  return {
    currency: c,
    count: opts.input.payouts.length,
    valid_count: check.drafts.filter(Boolean).length,
    items: check.drafts.map((d, index) => ({
      index,
      amount: d ? toMajorUnits(d.amount, c) : null,
      service_fee: d ? toMajorUnits(d.fee, c) : null,
      bank_name: d ? d.account.bankName : null,
    })),
    errors: check.errors,
    /** Over the valid items. */
    total_amount: toMajorUnits(check.totalAmount, c),
    total_fee: toMajorUnits(check.totalFee, c),
    total: toMajorUnits(check.totalAmount + check.totalFee, c),
    available: toMajorUnits(check.available, c),
    balance_error: short,
    /** Submitting this batch would create it now. */
    ok: check.errors.length === 0 && short === null,
  };
}

export type BulkPreview = Awaited<ReturnType<typeof previewBulkPayouts>>;

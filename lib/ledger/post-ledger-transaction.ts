import "server-only";
// The only way money moves (docs/architecture.md, convention 8): one ledger transaction whose
// entries sum to zero per currency, written with the balance updates in the caller's
// database transaction (or as a statement of its own). Spending is checked under the accounts'
// row locks, so a balance can never be overdrawn even by concurrent requests. The database
// backs this up: a CHECK forbids negative balances, and a statement-level trigger checks after
// each INSERT of entries that every transaction it touched sums to zero per currency (migration
// 20261121060000_ledger_zero_sum_per_statement; it was a deferred trigger before that).
import type { Mode } from "@/lib/generated/prisma/enums";
import type { Db } from "@/lib/db";
import { OneStatement } from "@/lib/db/one-statement";
import { databaseErrorDetail } from "@/lib/db/errors";
import { ApiError, InternalError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { formatMoney } from "@/lib/money";
import { isSpendable, type AccountKey } from "@/lib/ledger/accounts";

export type LedgerLine = { account: AccountKey; amount: bigint };

export type PostingResult = { transactionId: string; alreadyPosted: boolean };

export type Posting = { mode: Mode; kind: string; referenceId: string; merchantId: string; description?: string; lines: LedgerLine[] };

/**
 * Posts one ledger transaction in ONE round trip: the SQL function gw_post_ledger (migration
 * 20261203010000_ledger_post_function) writes the transaction row (a posting already made is a
 * no-op), creates the accounts on first use, locks them in id order, refuses a spendable account
 * going below zero (INSUFFICIENT_BALANCE, nothing written) and writes the balances and the entries.
 * `db` is the caller's transaction, or the root client when the posting is a statement of its own.
 */
export async function postLedgerTransaction(db: Db, posting: Posting): Promise<PostingResult> {
  // addLedgerPosting's part, run as a statement of its own: one way a posting is written.
  const statement = new OneStatement();
  const part = addLedgerPosting(statement, posting);
  const [row] = await statement
    .run<{ result: { transaction_id: string; already_posted: boolean } }>(db, `${part}.result AS result`)
    .catch(rethrowShortfall);
  return { transactionId: row.result.transaction_id, alreadyPosted: row.result.already_posted };
}

/**
 * The posting as a part of a one-statement write (lib/db/one-statement.ts). The caller reads
 * `<part>.result` if it needs the answer, and passes the statement's error to rethrowShortfall.
 * `after`: a part of exactly one row (or one that raises) that the posting must wait for (parts run
 * in no promised order except through what they read): the check that a conditional update matched
 * (lib/refunds/create-refund.ts), so a refused write never reaches the balances' locks, or a debit
 * that reads its balance under the lock before this posting changes it.
 */
export function addLedgerPosting(statement: OneStatement, posting: Posting, options: { after?: string } = {}): string {
  const part = statement.name("ledger");
  const from = options.after ? ` FROM ${options.after}` : "";
  return statement.withMustRun(part, `SELECT gw_post_ledger(${statement.value(ledgerPostingJson(posting), "jsonb")}) AS result${from}`);
}

/**
 * The JSON gw_post_ledger takes: the ids a new transaction, entry and account get (made here, in
 * the same format as every id) and the lines, zero lines dropped, amounts as text.
 */
export function ledgerPostingJson(posting: Posting): string {
  const lines = posting.lines.filter((l) => l.amount !== 0n);
  assertBalanced(lines);
  // A posting that moves nothing would still claim its (kind, referenceId), and a later posting of
  // the same reference with amounts would be taken for a replay (found by the equivalence test).
  if (lines.length === 0) throw new InternalError(`ledger posting ${posting.kind} ${posting.referenceId} moves nothing`);
  // gw_post_ledger finds and creates every account in the posting's mode.
  const otherMode = lines.find((l) => l.account.mode !== posting.mode);
  if (otherMode) throw new InternalError(`ledger posting in ${posting.mode} mode names a ${otherMode.account.mode}-mode account`);
  return JSON.stringify({
    transaction_id: newId("ltx"),
    mode: posting.mode,
    kind: posting.kind,
    reference_id: posting.referenceId,
    merchant_id: posting.merchantId,
    description: posting.description ?? null,
    lines: lines.map((l) => ({
      entry_id: newId("len"),
      account_id: newId("lac"),
      type: l.account.type,
      merchant_id: l.account.merchantId,
      owner_id: l.account.ownerId ?? l.account.merchantId,
      currency: l.account.currency,
      non_negative: isSpendable(l.account.type),
      amount: l.amount.toString(),
    })),
  });
}

/**
 * gw_post_ledger's refusal (SQLSTATE GW001, the account's figures as JSON in DETAIL) as the API's
 * INSUFFICIENT_BALANCE; any other error as it came.
 */
export function rethrowShortfall(error: unknown): never {
  const shortfall = ledgerShortfall(error);
  if (!shortfall) throw error;
  throw new ApiError(
    "INSUFFICIENT_BALANCE",
    `Insufficient balance: ${formatMoney(shortfall.balance, shortfall.currency)} available, ${formatMoney(shortfall.needed, shortfall.currency)} needed`,
  );
}

/** The account that was short, when `error` is gw_post_ledger's refusal. */
export function ledgerShortfall(error: unknown): { accountId: string; currency: string; balance: bigint; needed: bigint } | null {
  const detail = databaseErrorDetail(error, "GW001");
  if (detail === undefined) return null;
  const parsed = JSON.parse(detail) as { account_id: string; currency: string; balance: string; needed: string };
  return { accountId: parsed.account_id, currency: parsed.currency, balance: BigInt(parsed.balance), needed: BigInt(parsed.needed) };
}

export function assertBalanced(lines: LedgerLine[]) {
  const totals = new Map<string, bigint>();
  for (const l of lines) {
    if (l.account.currency === undefined) throw new InternalError("ledger line without currency");
    totals.set(l.account.currency, (totals.get(l.account.currency) ?? 0n) + l.amount);
  }
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new InternalError(`ledger transaction does not balance in ${currency}: off by ${total}`);
  }
  if (lines.length < 2 && lines.length !== 0) throw new InternalError("a ledger transaction needs at least two entries");
}

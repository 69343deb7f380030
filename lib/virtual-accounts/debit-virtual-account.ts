import "server-only";
// POST /v2/virtual-accounts/{id}/debits and the dashboard's debit form: the merchant
// collects money from a virtual account into its available balance. The whole write is
// ONE statement (lib/db/one-statement.ts), one round trip on the pool when `db` is the root client
// (a statement inside the caller's transaction otherwise):
//   1. the account's ledger row locked, its balance and the next debit's time read under the lock
//      (gw_lock_virtual_account_balance, migration 20261203014500_virtual_account_debit_lock);
//   2. the debit row, its balance_before/balance_after and created_at taken from (1); a
//      merchant_reference already used by this account inserts nothing and the statement is undone
//      (RESOURCE_CONFLICT); an amount above the balance undoes it too (INSUFFICIENT_BALANCE);
//   3. its ledger transaction, after (2) so the balance (2) read is the one before the posting;
//   4. the virtual_account.debited event (its payload built in SQL from (2): the balances and the
//      time exist only there), its webhook deliveries and their jobs, and the audit record.
import type { Db } from "@/lib/db";
import type { Prisma, VirtualAccount, VirtualAccountDebit } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { databaseErrorDetail, isUniqueViolation } from "@/lib/db/errors";
import { asJson, OneStatement, SqlExpression } from "@/lib/db/one-statement";
import { newId } from "@/lib/ids";
import { currencyExponent, formatMoney, toMajorUnits, type Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { addAudit, type AuditActor } from "@/lib/audit/record-audit";
import { addEvent } from "@/lib/events/record-event";
import { addLedgerPosting, ledgerShortfall } from "@/lib/ledger/post-ledger-transaction";
import { virtualAccountLedgerKey } from "@/lib/virtual-accounts/balances";
import { serializeDebit } from "@/lib/virtual-accounts/serialize-virtual-account";
import type { CreateDebitInput } from "@/lib/schemas/virtual-accounts";
import { authorizeActor } from "@/lib/team/authorize-actor";

/** SQLSTATE of the statement's refusal when the merchant_reference is already used by this account. */
const REFERENCE_TAKEN = "GW002";
/** SQLSTATE of a balance below the amount, as gw_post_ledger raises it (DETAIL: the shortfall as JSON). */
const SHORTFALL = "GW001";

export async function debitVirtualAccount(db: Db, opts: { account: VirtualAccount; input: CreateDebitInput; actor: AuditActor }): Promise<VirtualAccountDebit> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.account.merchantId, action: "money.move" });
  const { account, input } = opts;
  const amount = parseAmount(input.amount, account.currency as Currency);
  const merchantReference = input.merchant_reference ?? null;
  const id = newId("vad");

  const statement = new OneStatement();
  const v = statement.value.bind(statement);
  const accountId = v(account.id, "text");
  const amountParam = v(amount, "bigint");
  const referenceParam = v(merchantReference, "text");

  // (1) Until the statement ends, this account's other credits and debits wait here.
  const locked = statement.with(
    statement.name("locked"),
    `SELECT balance, next_debit_at FROM gw_lock_virtual_account_balance(${accountId}, ${v(account.mode, '"Mode"')}, ${v(account.currency, "text")})`,
  );
  // (2) The reference is checked before anything is locked or computed, as it was when this was
  // several statements (a taken reference answers RESOURCE_CONFLICT even when the balance is short);
  // a debit with the same reference committing meanwhile is stopped by ON CONFLICT.
  const shortfall = `jsonb_build_object('account_id', NULL, 'currency', ${v(account.currency, "text")}, 'balance', l.balance::text, 'needed', ${amountParam}::text)::text`;
  const inserted = statement.with(
    statement.name("debit"),
    `INSERT INTO "VirtualAccountDebit" (id, "virtualAccountId", "merchantId", "merchantReference", amount, currency, reason, meta, "balanceBefore", "balanceAfter", "createdAt")
     SELECT ${v(id, "text")}, ${accountId}, ${v(account.merchantId, "text")}, ${referenceParam}, ${amountParam}, ${v(account.currency, "text")},
       ${v(input.reason ?? null, "text")}, ${v(asJson(input.meta), "jsonb")}, l.balance,
       CASE WHEN l.balance >= ${amountParam} THEN l.balance - ${amountParam} ELSE gw_raise('${SHORTFALL}', ${shortfall})::bigint END,
       l.next_debit_at
     FROM ${locked} l
     WHERE NOT EXISTS (SELECT 1 FROM "VirtualAccountDebit" t WHERE t."virtualAccountId" = ${accountId} AND t."merchantReference" = ${referenceParam})
     ON CONFLICT ("virtualAccountId", "merchantReference") DO NOTHING
     RETURNING *`,
  );
  // Exactly one row, or the statement is undone: every part that reads the debit reads this, so
  // none can run on an empty debit and leave the others (the event, the audit) to be written alone.
  const debit = statement.with(
    statement.name("debit_row"),
    `SELECT d.* FROM (SELECT 1) AS one LEFT JOIN ${inserted} d ON true
     WHERE CASE WHEN d.id IS NULL THEN gw_raise('${REFERENCE_TAKEN}', 'merchant_reference') = 0 ELSE true END`,
  );
  // (3) After the debit row: it read the balance this posting changes.
  addLedgerPosting(
    statement,
    {
      mode: account.mode,
      kind: "virtual_account_debit",
      referenceId: id,
      merchantId: account.merchantId,
      description: `Debit of virtual account ${account.accountNumber}`,
      lines: [
        { account: virtualAccountLedgerKey(account), amount: -amount },
        { account: { type: "merchant_available", merchantId: account.merchantId, mode: account.mode, currency: account.currency }, amount },
      ],
    },
    { after: debit },
  );
  // (4) serializeDebit's shape: what is known here from serializeDebit itself, the three figures
  // the statement computes from the row, formatted as serializeDebit formats them.
  const known = serializeDebit({
    id,
    virtualAccountId: account.id,
    merchantId: account.merchantId,
    merchantReference,
    amount,
    currency: account.currency,
    reason: input.reason ?? null,
    meta: (input.meta ?? null) as VirtualAccountDebit["meta"],
    balanceBefore: 0n,
    balanceAfter: 0n,
    createdAt: new Date(0),
  });
  const { balance_before: _before, balance_after: _after, created_at: _createdAt, ...rest } = known;
  const divisor = v((10n ** BigInt(currencyExponent(account.currency))).toString(), "numeric");
  addEvent(statement, {
    merchantId: account.merchantId,
    mode: account.mode,
    type: "virtual_account.debited",
    objectType: "virtual_account",
    objectId: account.id,
    payload: new SqlExpression(
      `SELECT ${v(asJson({ virtual_account_id: account.id, ...rest }), "jsonb")} || jsonb_build_object(
         'balance_before', trim_scale(d."balanceBefore"::numeric / ${divisor}),
         'balance_after', trim_scale(d."balanceAfter"::numeric / ${divisor}),
         'created_at', to_char(d."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
       FROM ${debit} d`,
    ),
  });
  addAudit(statement, {
    merchantId: account.merchantId,
    actor: opts.actor,
    action: "virtual_account.debited",
    mode: account.mode,
    targetId: id,
    details: { virtual_account_id: account.id, amount: toMajorUnits(amount, account.currency), currency: account.currency, merchant_reference: merchantReference } as Prisma.InputJsonValue,
  });

  const [row] = await statement.run<VirtualAccountDebit>(db, "d.*", `${debit} d`).catch((error: unknown) => {
    if (databaseErrorDetail(error, REFERENCE_TAKEN) !== undefined) throw referenceConflict(merchantReference ?? "");
    // A race ON CONFLICT cannot see still ends at the unique index.
    if (isUniqueViolation(error) && merchantReference !== null) throw referenceConflict(merchantReference);
    const short = ledgerShortfall(error);
    if (short) {
      throw new ApiError(
        "INSUFFICIENT_BALANCE",
        `Insufficient balance: ${formatMoney(short.balance, account.currency)} available in the virtual account, ${formatMoney(short.needed, account.currency)} needed`,
      );
    }
    throw error;
  });
  return row;
}

function referenceConflict(reference: string) {
  return new ApiError("RESOURCE_CONFLICT", `merchant_reference "${reference}" is already used by another debit of this virtual account`, [
    { field: "merchant_reference", message: "must be unique per virtual account" },
  ]);
}

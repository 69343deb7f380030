import "server-only";
// An incoming bank transfer into a virtual account. Live transfers would arrive from
// a bank's notification; in test mode POST /v2/virtual-accounts/{id}/test-credits and the
// dashboard's "Simulate incoming transfer" call this. Money moves from the external
// virtual_account_clearing account into the virtual account's ledger account; the credit row,
// its ledger transaction, the virtual_account.credited event and the audit record commit together.
import type { Prisma, VirtualAccount } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { recordEvent } from "@/lib/events/record-event";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { lockVirtualAccountBalance, virtualAccountLedgerKey } from "@/lib/virtual-accounts/balances";
import { serializeCredit, serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";
import type { TestCreditInput } from "@/lib/schemas/virtual-accounts";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function addTestCredit(tx: Prisma.TransactionClient, opts: { account: VirtualAccount; input: TestCreditInput; actor: AuditActor }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.account.merchantId, action: "money.move" });
  if (opts.account.mode !== "test") {
    throw new ApiError("INVALID_STATE", "Test credits can only be made in test mode: live virtual accounts receive real bank transfers");
  }
  return creditVirtualAccount(tx, { account: opts.account, amount: parseAmount(opts.input.amount, opts.account.currency as Currency), reference: opts.input.reference ?? null, actor: opts.actor });
}

export async function creditVirtualAccount(
  tx: Prisma.TransactionClient,
  opts: { account: VirtualAccount; amount: bigint; reference: string | null; actor: AuditActor },
) {
  const { account, amount } = opts;
  const balanceBefore = await lockVirtualAccountBalance(tx, account);
  const credit = await tx.virtualAccountCredit.create({
    data: {
      id: newId("vac"),
      virtualAccountId: account.id,
      merchantId: account.merchantId,
      reference: opts.reference,
      amount,
      currency: account.currency,
      balanceBefore,
      balanceAfter: balanceBefore + amount,
    },
  });
  await postLedgerTransaction(tx, {
    mode: account.mode,
    kind: "virtual_account_credit",
    referenceId: credit.id,
    merchantId: account.merchantId,
    description: `Transfer into virtual account ${account.accountNumber}`,
    lines: [
      { account: { type: "virtual_account_clearing", merchantId: account.merchantId, mode: account.mode, currency: account.currency }, amount: -amount },
      { account: virtualAccountLedgerKey(account), amount },
    ],
  });
  const serialized = serializeCredit(credit);
  await recordEvent(tx, {
    merchantId: account.merchantId,
    mode: account.mode,
    type: "virtual_account.credited",
    objectType: "virtual_account",
    objectId: account.id,
    payload: { virtual_account_id: account.id, account_number: account.accountNumber, ...serialized },
  });
  await recordAudit(tx, {
    merchantId: account.merchantId,
    actor: opts.actor,
    action: "virtual_account.credited",
    mode: account.mode,
    targetId: credit.id,
    details: { virtual_account_id: account.id, amount: serialized.amount, currency: account.currency },
  });
  return { credit: serialized, virtualAccount: serializeVirtualAccount(account, credit.balanceAfter) };
}

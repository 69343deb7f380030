import "server-only";
// Test mode only: "Add test funds" moves money from a test funding account into
// the merchant's available balance, so payouts can be tried without taking payments. The
// audit record is written in the same transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { randomBase62 } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { postLedgerTransaction } from "@/lib/ledger/post-ledger-transaction";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function addTestFunds(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; currency: string; amount: number; actor: AuditActor },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  if (opts.mode !== "test") throw new ApiError("INVALID_STATE", "Test funds can only be added in test mode");
  const currency = parseCurrency(opts.currency);
  const amount = parseAmount(opts.amount, currency);
  const base = { merchantId: opts.merchantId, mode: opts.mode, currency };
  const posting = await postLedgerTransaction(tx, {
    mode: "test",
    kind: "test_funding",
    referenceId: `tf_${randomBase62(12)}`,
    merchantId: opts.merchantId,
    description: "Test funds added (test mode)",
    lines: [
      { account: { ...base, type: "test_funding" }, amount: -amount },
      { account: { ...base, type: "merchant_available" }, amount },
    ],
  });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "ledger.test_funds_added",
    mode: opts.mode,
    targetId: posting.transactionId,
    details: { currency, amount: opts.amount }, // the parsed code: the input may be in any case
  });
  return posting;
}

import "server-only";
// Dashboard "Add test funds" (issue 4): addTestFunds (test mode only) plus its audit row, in
// one transaction.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { z } from "zod";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import type { testFundsSchema } from "@/lib/schemas/subaccounts";

export async function addTestFundsFromDashboard(
  db: Db,
  opts: { merchantId: string; mode: Mode; input: z.output<typeof testFundsSchema>; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const transaction = await addTestFunds(tx, { merchantId: opts.merchantId, mode: opts.mode, currency: opts.input.currency, amount: opts.input.amount });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "ledger.test_funds_added",
      mode: opts.mode,
      targetId: transaction.transactionId,
      details: { currency: opts.input.currency.toUpperCase(), amount: opts.input.amount }, // addTestFunds accepted it: a code in any case
    });
    return transaction;
  });
}

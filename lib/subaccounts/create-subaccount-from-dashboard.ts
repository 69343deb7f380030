import "server-only";
// Dashboard "Create subaccount" (issue 4): createSubaccount plus its audit row, in one transaction.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { z } from "zod";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";
import type { createSubaccountSchema } from "@/lib/schemas/subaccounts";

export async function createSubaccountFromDashboard(
  db: Db,
  opts: { merchantId: string; mode: Mode; input: z.output<typeof createSubaccountSchema>; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const subaccount = await createSubaccount(tx, { merchantId: opts.merchantId, mode: opts.mode, input: opts.input });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "subaccount.created",
      mode: opts.mode,
      targetId: subaccount.id,
      // The account number is a payout destination: the audit keeps its last four digits only.
      details: {
        name: subaccount.name,
        currency: subaccount.currency,
        bank_slug: subaccount.bankSlug,
        account_last4: subaccount.accountNumber.slice(-4),
        split_type: subaccount.splitType,
        split_value: subaccount.splitValue.toString(),
      },
    });
    return subaccount;
  });
}

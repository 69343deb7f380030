import "server-only";
// POST /v2/subaccounts. One subaccount per bank account (bank slug + account
// number in its stored form) per merchant and mode: a unique index decides, so racing
// creations make one, whichever form of the number each was written in. The audit record
// (who created it) is written in the same transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { parseBankAccount } from "@/lib/banks/parse-bank-account";
import { parseCurrency } from "@/lib/money/parse-amount";
import { parseBounds, parseSplitType, parseSplitValue } from "@/lib/splits/split-values";
import { ensureLedgerAccount } from "@/lib/ledger/accounts";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import type { z } from "zod";
import type { createSubaccountSchema } from "@/lib/schemas/subaccounts";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function createSubaccount(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; input: z.output<typeof createSubaccountSchema>; actor: AuditActor },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const account = parseBankAccount(input.account, currency);
  const splitType = parseSplitType(input.split_type);
  const splitValue = parseSplitValue(splitType, input.split_value, currency);
  const { minAmount, maxAmount } = parseBounds(input.min_amount, input.max_amount, currency);

  try {
    const subaccount = await tx.subaccount.create({
      data: {
        id: newId("sub"),
        merchantId: opts.merchantId,
        mode: opts.mode,
        name: input.subaccount_name,
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        bankSlug: account.bank.slug,
        bankName: account.bankName,
        currency,
        splitType,
        splitValue,
        minAmount,
        maxAmount,
      },
    });
    await ensureLedgerAccount(tx, { type: "subaccount", merchantId: opts.merchantId, ownerId: subaccount.id, mode: opts.mode, currency });
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
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError("RESOURCE_CONFLICT", "A subaccount for this bank account already exists", [
        { field: "account.account_number", message: "already used by another subaccount" },
      ]);
    }
    throw error;
  }
}

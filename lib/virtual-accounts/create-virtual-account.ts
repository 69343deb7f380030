import "server-only";
// POST /v2/virtual-accounts and the dashboard's "New virtual account": a generated
// 13-digit account number, an optional merchant_reference unique per merchant and mode
// (RESOURCE_CONFLICT), its ledger account (zero balance) and the audit record, in the caller's
// transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError, InternalError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { parseCurrency } from "@/lib/money/parse-amount";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { ensureLedgerAccount } from "@/lib/ledger/accounts";
import { generateAccountNumber } from "@/lib/virtual-accounts/account-number";
import { virtualAccountLedgerKey } from "@/lib/virtual-accounts/balances";
import type { CreateVirtualAccountInput } from "@/lib/schemas/virtual-accounts";
import { authorizeActor } from "@/lib/team/authorize-actor";

export async function createVirtualAccount(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; input: CreateVirtualAccountInput; actor: AuditActor },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const currency = parseCurrency(opts.input.currency);
  const merchantReference = opts.input.merchant_reference ?? null;
  if (merchantReference !== null) {
    // Checked first: a unique violation would abort the caller's transaction.
    const taken = await tx.virtualAccount.findUnique({
      where: { merchantId_mode_merchantReference: { merchantId: opts.merchantId, mode: opts.mode, merchantReference } },
      select: { id: true },
    });
    if (taken) throw referenceConflict(merchantReference);
  }
  const accountNumber = await unusedAccountNumber(tx);
  let account;
  try {
    account = await tx.virtualAccount.create({
      data: {
        id: newId("va"),
        merchantId: opts.merchantId,
        mode: opts.mode,
        currency,
        accountName: opts.input.account_name,
        accountNumber,
        merchantReference,
        meta: opts.input.meta as Prisma.InputJsonValue | undefined,
      },
    });
  } catch (error) {
    // A concurrent creator took the reference between the check and the insert.
    if (isUniqueViolation(error) && merchantReference !== null) throw referenceConflict(merchantReference);
    throw error;
  }
  await ensureLedgerAccount(tx, virtualAccountLedgerKey(account));
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "virtual_account.created",
    mode: opts.mode,
    targetId: account.id,
    details: { currency, merchant_reference: merchantReference },
  });
  return account;
}

/** 10^12 bodies: a clash is rare; a few draws make it impossible in practice. */
async function unusedAccountNumber(tx: Prisma.TransactionClient): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = generateAccountNumber();
    if (!(await tx.virtualAccount.findUnique({ where: { accountNumber: candidate }, select: { id: true } }))) return candidate;
  }
  throw new InternalError("could not draw an unused virtual account number");
}

function referenceConflict(reference: string) {
  return new ApiError("RESOURCE_CONFLICT", `merchant_reference "${reference}" is already used by another virtual account`, [
    { field: "merchant_reference", message: "must be unique among your virtual accounts in this mode" },
  ]);
}

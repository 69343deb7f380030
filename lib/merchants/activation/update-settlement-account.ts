import "server-only";
// Checklist step 2: the bank account or wallet the merchant's money settles
// to. The bank registry (lib/catalog/banks.ts) decides: an unknown bank_slug is INVALID_FORMAT,
// an account number that breaks the bank's rule is INVALID_FORMAT, and the number is stored in
// the registry's normal form. Any currency the registry lists is accepted (USD accounts too).
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { findBank, normalizeAccountNumber } from "@/lib/catalog/banks";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { assertEditable } from "@/lib/merchants/activation/get-activation";

export async function updateSettlementAccount(
  db: Db,
  opts: { merchantId: string; actor: AuditActor; account: { bank_slug: string; account_number: string; account_name: string } },
) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "activation.manage" });
  const bank = findBank(opts.account.bank_slug);
  if (!bank) {
    throw new ApiError("INVALID_FORMAT", `Unknown bank_slug "${opts.account.bank_slug}"; choose a bank from the list`, [{ field: "bank_slug", message: "unknown bank" }]);
  }
  // The same rule and message as payouts and subaccounts (lib/banks/parse-bank-account.ts).
  const accountNumber = normalizeAccountNumber(bank, opts.account.account_number);
  if (accountNumber === null) {
    throw new ApiError("INVALID_FORMAT", `Invalid account number for ${bank.name}: expected ${bank.accountHint}`, [
      { field: "account_number", message: `expected ${bank.accountHint}` },
    ]);
  }
  const parsed = { accountNumber, accountName: opts.account.account_name };
  return inTransaction(db, async (tx) => {
    const before = await tx.merchant.findUnique({
      where: { id: opts.merchantId },
      select: { activationStatus: true, settlementBankSlug: true, settlementAccountNumber: true, settlementAccountName: true },
    });
    if (!before) throw new ApiError("NOT_FOUND", "Merchant not found");
    assertEditable(before.activationStatus);
    await tx.merchant.update({
      where: { id: opts.merchantId },
      data: { settlementBankSlug: bank.slug, settlementAccountNumber: parsed.accountNumber, settlementAccountName: parsed.accountName },
    });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "activation.settlement_account_updated",
      before: { bank_slug: before.settlementBankSlug, account_number: before.settlementAccountNumber, account_name: before.settlementAccountName },
      after: { bank_slug: bank.slug, account_number: parsed.accountNumber, account_name: parsed.accountName },
    });
    return { bank_slug: bank.slug, account_number: parsed.accountNumber, account_name: parsed.accountName };
  });
}

// A destination account from the API or the dashboard (subaccounts, payouts): the bank must
// exist (else INVALID_FORMAT, spec: "invalid bank slug"), take the request's currency (else
// INVALID_VALUE, as a payment method that is not available for a currency), and the account
// number must follow its rule (else INVALID_FORMAT), stored in its normal form (bank: digits
// only; wallet: E.164, so 0776467224 and +256776467224 are one wallet).
import { ApiError } from "@/lib/http/errors";
import { findBank, normalizeAccountNumber } from "@/lib/catalog/banks";
import type { Currency } from "@/lib/money";

export type BankAccountInput = { account_name: string; account_number: string; bank_slug: string; bank_name?: string };

export function parseBankAccount(account: BankAccountInput, currency: Currency, prefix = "account") {
  const bank = findBank(account.bank_slug);
  if (!bank) {
    throw new ApiError("INVALID_FORMAT", `Unknown bank_slug "${account.bank_slug}"; see GET /v2/banks`, [{ field: `${prefix}.bank_slug`, message: "unknown bank" }]);
  }
  if (bank.currency !== currency) {
    throw new ApiError("INVALID_VALUE", `${bank.name} accounts are in ${bank.currency}, not ${currency}`, [
      { field: `${prefix}.bank_slug`, message: `not available for ${currency}` },
    ]);
  }
  const accountNumber = normalizeAccountNumber(bank, account.account_number);
  if (accountNumber === null) {
    throw new ApiError("INVALID_FORMAT", `Invalid account number for ${bank.name}: expected ${bank.accountHint}`, [
      { field: `${prefix}.account_number`, message: `expected ${bank.accountHint}` },
    ]);
  }
  return { bank, accountNumber, accountName: account.account_name, bankName: account.bank_name || bank.name };
}

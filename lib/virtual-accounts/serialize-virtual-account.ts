// Public shapes of virtual accounts, their debits (the spec's debit item, exactly) and credits.
// Amounts in major units; internal columns (merchant id, ledger ids) never leak.
import type { VirtualAccount, VirtualAccountCredit, VirtualAccountDebit } from "@/lib/generated/prisma/client";
import { toMajorUnits, type Currency } from "@/lib/money";
import type { VirtualAccountCreditOut, VirtualAccountDebitOut, VirtualAccountOut } from "@/lib/schemas/responses/virtual-accounts";

// The stored currency is always a normalized code, the status "active" and the meta an object
// (lib/schemas/virtual-accounts.ts): the casts say so to the response types, which tie these
// shapes to the OpenAPI document's schemas.
type StoredMeta = Record<string, unknown>;

export function serializeVirtualAccount(account: VirtualAccount, balance: bigint): VirtualAccountOut {
  return {
    virtual_account_id: account.id,
    account_number: account.accountNumber,
    account_name: account.accountName,
    currency: account.currency as Currency,
    balance: toMajorUnits(balance, account.currency),
    merchant_reference: account.merchantReference,
    meta: (account.meta ?? {}) as StoredMeta,
    status: account.status as VirtualAccountOut["status"],
    mode: account.mode,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

/** The spec's virtual-account debit item. */
export function serializeDebit(debit: VirtualAccountDebit): VirtualAccountDebitOut {
  return {
    debit_reference: debit.id,
    merchant_reference: debit.merchantReference,
    amount: toMajorUnits(debit.amount, debit.currency),
    currency: debit.currency as Currency,
    reason: debit.reason,
    meta: (debit.meta ?? {}) as StoredMeta,
    balance_before: toMajorUnits(debit.balanceBefore, debit.currency),
    balance_after: toMajorUnits(debit.balanceAfter, debit.currency),
    created_at: debit.createdAt.toISOString(),
  };
}

export function serializeCredit(credit: VirtualAccountCredit): VirtualAccountCreditOut {
  return {
    credit_reference: credit.id,
    reference: credit.reference,
    amount: toMajorUnits(credit.amount, credit.currency),
    currency: credit.currency as Currency,
    balance_before: toMajorUnits(credit.balanceBefore, credit.currency),
    balance_after: toMajorUnits(credit.balanceAfter, credit.currency),
    created_at: credit.createdAt.toISOString(),
  };
}

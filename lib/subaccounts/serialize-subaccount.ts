import type { Subaccount } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { splitValueToApi } from "@/lib/splits/split-values";

export function serializeSubaccount(s: Subaccount, balance?: bigint) {
  const major = (v: bigint) => toMajorUnits(v, s.currency);
  return {
    subaccount_reference: s.id,
    subaccount_name: s.name,
    account: { account_name: s.accountName, account_number: s.accountNumber, bank_slug: s.bankSlug, bank_name: s.bankName },
    currency: s.currency,
    split_type: s.splitType,
    split_value: splitValueToApi(s.splitType, s.splitValue, major),
    min_amount: s.minAmount === null ? null : major(s.minAmount),
    max_amount: s.maxAmount === null ? null : major(s.maxAmount),
    active: s.active,
    mode: s.mode,
    ...(balance === undefined ? {} : { balance: major(balance) }),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** One payment that fed a subaccount (its split), on the subaccount's dashboard page. */
export function serializeSubaccountPayment(row: {
  shareAmount: bigint;
  payment: { id: string; merchantReference: string | null; status: string; amount: bigint; currency: string; createdAt: Date; paidAt: Date | null };
}) {
  const p = row.payment;
  return {
    gateway_reference: p.id,
    merchant_reference: p.merchantReference,
    status: p.status,
    amount: toMajorUnits(p.amount, p.currency),
    share: toMajorUnits(row.shareAmount, p.currency),
    currency: p.currency,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

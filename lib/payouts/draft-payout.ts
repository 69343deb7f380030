import "server-only";
// Drafting a payout: every value of a request checked and turned into internal units
// (currency and amount: INVALID_VALUE; the bank and the account number: INVALID_FORMAT, a bank of
// another currency: INVALID_VALUE) and its fee priced, before anything is written. Single, bulk
// and settlement payouts draft through here, then insert through lib/payouts/insert-payouts.ts.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { InternalError } from "@/lib/http/errors";
import type { Currency } from "@/lib/money";
import { parseAmount } from "@/lib/money/parse-amount";
import { parseBankAccount, type BankAccountInput } from "@/lib/banks/parse-bank-account";
import { payoutFee } from "@/lib/payouts/payout-fees";
import type { CreatePayoutInput } from "@/lib/schemas/payouts";
import { parsePayoutApprovalThresholds } from "@/lib/payouts/payout-approval-thresholds";
import type { MerchantDebtRow } from "@/lib/ledger/merchant-debt";
import type { MerchantHolds } from "@/lib/merchants/holds";

/** A payout request whose values are all valid, in internal units, not yet written. */
export type PayoutDraft = {
  amount: bigint;
  fee: bigint;
  currency: Currency;
  account: ReturnType<typeof parseBankAccount>;
  merchantReference: string | null;
  reason: string | null;
  meta: Prisma.InputJsonValue | undefined;
};

type PayoutValues = Omit<CreatePayoutInput, "currency" | "account"> & { currency?: string; account: BankAccountInput };

/** Checks one request's values (`prefix` names the field in errors: "payouts[3]." for bulk). */
export function draftPayout(input: PayoutValues, opts: { currency: Currency; feesWaived: boolean; prefix?: string }): PayoutDraft {
  const prefix = opts.prefix ?? "";
  const amount = parseAmount(input.amount, opts.currency, `${prefix}amount`);
  const account = parseBankAccount(input.account, opts.currency, `${prefix}account`);
  return {
    amount,
    fee: payoutFee(account.bank, opts.currency, { waived: opts.feesWaived }),
    currency: opts.currency,
    account,
    merchantReference: input.merchant_reference ?? null,
    reason: input.reason ?? null,
    meta: input.meta as Prisma.InputJsonValue | undefined,
  };
}

/**
 * What a payout's creation needs to know of its merchant, in one read: whether the operator waived
 * its payout fees, its second-approver thresholds, and the debts a dispute left (paid off before the
 * payout spends, lib/ledger/merchant-debt.ts), and the operator's holds with the settlement account
 * they may restrict payouts to. One statement, so none of them costs a payout a round trip
 * (docs/performance.md).
 */
export async function merchantPayoutPricing(tx: Db, merchantId: string) {
  const [merchant] = await tx.$queryRaw<
    ({ payoutFeesWaived: boolean; payoutApprovalThresholds: Prisma.JsonValue; debts: MerchantDebtRow[]; settlementBankSlug: string | null; settlementAccountNumber: string | null } & MerchantHolds)[]
  >`
    SELECT m."payoutFeesWaived", m."payoutApprovalThresholds",
      m."suspendedAt", m."suspensionReason", m."restrictedAt", m."restrictionReason", m.restrictions,
      m."settlementBankSlug", m."settlementAccountNumber",
      COALESCE((SELECT json_agg(json_build_object('mode', a.mode, 'currency', a.currency, 'ownerId', a."ownerId"))
                FROM "LedgerAccount" a WHERE a."merchantId" = m.id AND a.type = 'merchant_debt' AND a.balance < 0), '[]'::json) AS debts
    FROM "Merchant" m WHERE m.id = ${merchantId}`;
  if (!merchant) throw new InternalError(`merchant ${merchantId} not found`);
  return {
    feesWaived: merchant.payoutFeesWaived,
    approvalThresholds: parsePayoutApprovalThresholds(merchant.payoutApprovalThresholds),
    debts: merchant.debts,
    /** The holds (lib/merchants/holds.ts) with the settlement account a restriction may confine payouts to. */
    holds: merchant,
  };
}

// The public shape of a payout: the verify record, list items and event payloads.
// The API keeps the full account number (its caller is the merchant's own backend, which
// reconciles against it); the dashboard masks it in lists (lib/subaccounts/mask-account-number.ts).
import type { Payout } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { maskAccountNumber } from "@/lib/subaccounts/mask-account-number";

export function serializePayout(p: Payout) {
  return {
    gateway_reference: p.id,
    merchant_reference: p.merchantReference,
    amount: toMajorUnits(p.amount, p.currency),
    currency: p.currency,
    status: p.status,
    /** Why it is in this status: the processor's failure reason, or why a live payout waits. */
    status_reason: p.statusReason,
    account: { account_name: p.accountName, account_number: p.accountNumber, bank_slug: p.bankSlug, bank_name: p.bankName },
    reason: p.reason,
    service_fee: toMajorUnits(p.fee, p.currency),
    meta: p.meta ?? {},
    /** api | dashboard | bulk | settlement */
    type: p.origin === "settlement" ? "settlement" : "payout",
    origin: p.origin,
    batch_reference: p.batchId,
    subaccount_reference: p.subaccountId,
    mode: p.mode,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    processed_at: p.processedAt?.toISOString() ?? null,
  };
}

export type SerializedPayout = ReturnType<typeof serializePayout>;

/**
 * The creation answer (spec: "Creation response"): data{gateway_reference, status} with the
 * request's amount, currency, fee and reference, and created_at / updated_at at the top level.
 */
export function serializePayoutCreated(p: Payout) {
  return {
    data: {
      gateway_reference: p.id,
      merchant_reference: p.merchantReference,
      status: p.status,
      amount: toMajorUnits(p.amount, p.currency),
      currency: p.currency,
      service_fee: toMajorUnits(p.fee, p.currency),
      ...(p.statusReason ? { status_reason: p.statusReason } : {}),
    },
    topLevel: { created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString() },
  };
}

/**
 * A list row: the public payout shape with the account number masked (the rule for lists),
 * and for a payout waiting for a second approver whether the viewer created it (the
 * list's Approve is not offered to its creator).
 */
export function serializePayoutListItem(p: Payout, viewerUserId: string | null = null) {
  const item = serializePayout(p);
  return {
    ...item,
    account: { ...item.account, account_number: maskAccountNumber(item.account.account_number) },
    approval: {
      waiting: p.status === "auth_needed" && p.approvalRequired && p.approvalDecidedAt === null,
      created_by_you: viewerUserId !== null && p.createdByUserId === viewerUserId,
    },
  };
}

export type PayoutListItem = ReturnType<typeof serializePayoutListItem>;

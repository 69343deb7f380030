// The v1 shapes, built from the same rows the v2 serializers read: never a Prisma row.
import type { Payment, Payout, Refund } from "@/lib/generated/prisma/client";
import { findBank, type Bank } from "@/lib/catalog/banks";
import { toMajorUnits } from "@/lib/money";
import { V1_PAYMENT_STATUS, V1_PAYOUT_STATUS, v1RefundStatus } from "@/lib/catalog/v1-statuses";
import type { DirectChargeState } from "@/lib/charges/find-direct-charge";
import { chargeNextAction } from "@/lib/charges/serialize-direct-charge";

type Customization = { title?: string; description?: string; logo?: string } | null;

/** GET /v1/transaction/verify/{tx_ref}. `charge` is null until a payment method sets the fee. */
export function serializeV1Payment(p: Payment) {
  const customization = (p.customization ?? null) as Customization;
  return {
    first_name: p.customerFirstName,
    last_name: p.customerLastName,
    email: p.customerEmail,
    currency: p.currency,
    amount: toMajorUnits(p.amount, p.currency),
    charge: p.serviceFee === null ? null : toMajorUnits(p.serviceFee, p.currency),
    mode: p.mode,
    method: p.paymentMethod,
    type: "API",
    status: V1_PAYMENT_STATUS[p.status],
    reference: p.id,
    tx_ref: p.merchantReference,
    customization: { title: customization?.title ?? null, description: customization?.description ?? null, logo: customization?.logo ?? null },
    meta: p.meta ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** GET /v1/transfers/verify/{reference}. */
export function serializeV1Transfer(p: Payout) {
  const bank = findBank(p.bankSlug);
  const wallet = bank?.type === "wallet";
  return {
    account_name: p.accountName,
    account_number: p.accountNumber,
    mobile: wallet ? p.accountNumber : null,
    currency: p.currency,
    amount: toMajorUnits(p.amount, p.currency),
    charge: toMajorUnits(p.fee, p.currency),
    mode: p.mode,
    transfer_method: wallet ? "mobile_money" : "bank",
    narration: p.reason,
    gateway_transfer_id: p.id,
    bank_code: bank?.id ?? null,
    bank_name: p.bankName,
    status: V1_PAYOUT_STATUS[p.status],
    tx_ref: p.merchantReference,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The registry has no dates of its own: every entry answers the date the v1 ids were fixed. */
export const V1_BANKS_DATE = "2026-11-25T00:00:00.000Z";

/** ISO 3166-1 numeric codes: v1's country_id is a number. */
const COUNTRY_IDS: Record<string, number> = { ET: 231, UG: 800, DJ: 262 };

/** GET /v1/banks: v1's flags are 1 or 0. */
export function serializeV1Bank(b: Bank) {
  const wallet = b.type === "wallet" ? 1 : 0;
  return {
    id: b.id,
    slug: b.slug,
    swift: b.swift,
    name: b.name,
    acct_length: b.accountLength,
    country_id: COUNTRY_IDS[b.country] ?? null,
    is_mobilemoney: wallet,
    is_active: 1,
    is_rtgs: wallet ? 0 : 1,
    active: 1,
    is_24hrs: wallet,
    created_at: V1_BANKS_DATE,
    updated_at: V1_BANKS_DATE,
    currency: b.currency,
  };
}

/** POST /v1/refund/{tx_ref} and GET /v1/refund/{ref_id}/verify. */
export function serializeV1Refund(r: Refund, payment: Pick<Payment, "id" | "merchantReference">) {
  return {
    ref_id: r.id,
    tx_ref: payment.merchantReference ?? payment.id,
    reference: r.merchantReference,
    amount: toMajorUnits(r.amount, r.currency),
    currency: r.currency,
    reason: r.reason,
    status: v1RefundStatus(r.status),
    meta: r.meta ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * POST /v1/charges, in Chapa's direct-charge shape: `auth_type` says what the customer
 * must do (`otp`: POST /v1/validate with the code; `ussd`: approve the push on the phone; null: the
 * charge is final), `meta` carries Chapa's fields, with the gateway's reference as `ref_id`.
 */
export function serializeV1Charge(state: DirectChargeState) {
  const { payment } = state;
  const next = chargeNextAction(state);
  const authType = next?.type === "otp" ? "otp" : next ? "ussd" : null;
  const failed = payment.status === "failed" || payment.status === "blocked";
  const message = next ? next.message : failed ? (state.attempt?.reason ?? "The charge failed") : "Payment successful";
  return {
    auth_type: authType,
    tx_ref: payment.merchantReference,
    reference: payment.id,
    status: V1_PAYMENT_STATUS[payment.status],
    meta: { message, ref_id: payment.id, verification_type: authType, status: V1_PAYMENT_STATUS[payment.status], payment_status: payment.status },
  };
}

/** POST /v1/validate: the charge after its code, with Chapa's `trx_ref`. */
export function serializeV1Validation(state: DirectChargeState) {
  const { payment } = state;
  return { trx_ref: payment.merchantReference, reference: payment.id, status: V1_PAYMENT_STATUS[payment.status], payment_status: payment.status };
}

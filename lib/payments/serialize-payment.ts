// The public shape of a payment (docs/architecture.md, convention 6): never a Prisma row.
import type { Payment, PaymentSplit } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { splitValueToApi } from "@/lib/splits/split-values";
import { allocateFee } from "@/lib/splits/allocate-fee";

/** `fee`: this share's part of the service fee (settlement's numbers); null until a method sets the fee. */
export function serializeSplit(s: PaymentSplit, currency: string, fee: bigint | null) {
  return {
    subaccount_reference: s.subaccountId,
    split_type: s.splitType,
    split_value: splitValueToApi(s.splitType, s.splitValue, (v) => toMajorUnits(v, currency)),
    amount: toMajorUnits(s.shareAmount, currency),
    fee: fee === null ? null : toMajorUnits(fee, currency),
  };
}

function serializeSplits(p: Payment, splits: PaymentSplit[]) {
  const sorted = [...splits].sort((a, b) => a.position - b.position);
  const parts = p.serviceFee === null ? null : allocateFee(p.serviceFee, sorted.map((s) => s.shareAmount), p.feeBearer).parts;
  return sorted.map((s, i) => serializeSplit(s, p.currency, parts ? parts[i] : null));
}

/** Webhook payloads and verify report the full amount (spec, events rule 1); splits ride along. */
export function serializePayment(p: Payment, splits?: PaymentSplit[]) {
  const customer = {
    first_name: p.customerFirstName,
    last_name: p.customerLastName,
    email: p.customerEmail,
    phone_number: p.customerPhone,
  };
  return {
    gateway_reference: p.id,
    merchant_reference: p.merchantReference,
    status: p.status,
    amount: toMajorUnits(p.amount, p.currency),
    currency: p.currency,
    service_fee: p.serviceFee === null ? null : toMajorUnits(p.serviceFee, p.currency),
    amount_refunded: toMajorUnits(p.amountRefunded, p.currency),
    payment_method: p.paymentMethod,
    payment_type: p.paymentType,
    fee_bearer: p.feeBearer,
    customer,
    meta: p.meta ?? null,
    mode: p.mode,
    attempts: p.attemptCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    expires_at: p.expiresAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
    ...(splits ? { split: serializeSplits(p, splits) } : {}),
  };
}

export type SerializedPayment = ReturnType<typeof serializePayment>;

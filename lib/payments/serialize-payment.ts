// The public shape of a payment (ARCHITECTURE.md, convention 6): never a Prisma row.
import type { Payment } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";

export function serializePayment(p: Payment) {
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
    payment_method: p.paymentMethod,
    payment_type: p.paymentType,
    customer,
    meta: p.meta ?? null,
    mode: p.mode,
    attempts: p.attemptCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    expires_at: p.expiresAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

export type SerializedPayment = ReturnType<typeof serializePayment>;

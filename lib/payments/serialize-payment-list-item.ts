// The spec's payment list item (GET /v2/payments): exactly its fields, never a Prisma row.
import type { Payment } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";

export function serializePaymentListItem(p: Payment) {
  return {
    gateway_reference: p.id,
    merchant_reference: p.merchantReference,
    payment_type: p.paymentType,
    amount: toMajorUnits(p.amount, p.currency),
    currency: p.currency,
    status: p.status,
    payment_method: p.paymentMethod,
    service_fee: p.serviceFee === null ? null : toMajorUnits(p.serviceFee, p.currency),
    customer: {
      first_name: p.customerFirstName,
      last_name: p.customerLastName,
      email: p.customerEmail,
      phone_number: p.customerPhone,
    },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export type PaymentListItemBody = ReturnType<typeof serializePaymentListItem>;

// The public shape of a customer profile (docs/api.md, "Customers"): never a Prisma row.
import type { Customer, Payment } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { serializePayment } from "@/lib/payments/serialize-payment";
import type { CustomerStats } from "@/lib/customers/customer-stats";

export function serializeCustomer({ customer, stats }: { customer: Customer; stats: CustomerStats }) {
  return {
    id: customer.id,
    email: customer.email,
    phone_number: customer.phone,
    first_name: customer.firstName,
    last_name: customer.lastName,
    payments_count: stats.paymentsCount,
    total_paid: stats.totalPaid.map((t) => ({ currency: t.currency, amount: toMajorUnits(t.amount, t.currency) })),
    last_payment_at: stats.lastPaymentAt?.toISOString() ?? null,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
  };
}

/** A payment as the spec's payment list item shows it. */
export function serializeCustomerPayment(p: Payment) {
  const s = serializePayment(p);
  return {
    gateway_reference: s.gateway_reference,
    merchant_reference: s.merchant_reference,
    payment_type: s.payment_type,
    amount: s.amount,
    currency: s.currency,
    status: s.status,
    payment_method: s.payment_method,
    service_fee: s.service_fee,
    customer: s.customer,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

export function serializeCustomerDetail(detail: { customer: Customer; stats: CustomerStats; payments: Payment[] }) {
  return { ...serializeCustomer(detail), payments: detail.payments.map(serializeCustomerPayment) };
}

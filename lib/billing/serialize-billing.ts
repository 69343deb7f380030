// The public shapes of subscriptions and invoices (docs/subscriptions.md, docs/invoices.md): the
// merchant's id, the hosted token and the try counter stay in.
import type { Invoice, Plan, Subscription, TestClock } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { serializePlan } from "@/lib/plans/serialize-plan";
import { env } from "@/lib/env";

/** The invoice's hosted page: the customer sees it and pays it there (with JavaScript or without). */
export function hostedInvoiceUrl(token: string): string {
  return `${env().publicBaseUrl}/invoice/${token}`;
}

type Line = { description: string; quantity: number; unit_amount: string; amount: string };

export function serializeInvoice(i: Invoice) {
  const money = (minor: bigint) => toMajorUnits(minor, i.currency);
  return {
    invoice_reference: i.id,
    // A draft has no number yet: it takes the next of the sequence when it is finalized.
    number: i.finalizedAt ? i.number : null,
    subscription_reference: i.subscriptionId,
    period_index: i.periodIndex,
    customer_reference: i.customerId,
    description: i.description,
    status: i.status,
    currency: i.currency,
    subtotal: money(i.subtotal),
    tax: money(i.tax),
    total: money(i.total),
    amount_paid: money(i.amountPaid),
    amount_due: money(i.total - i.amountPaid),
    lines: (i.lines as Line[]).map((l) => ({ description: l.description, quantity: l.quantity, unit_amount: money(BigInt(l.unit_amount)), amount: money(BigInt(l.amount)) })),
    period_start: i.periodStart?.toISOString() ?? null,
    period_end: i.periodEnd?.toISOString() ?? null,
    due_at: i.dueAt?.toISOString() ?? null,
    tax_rate_percent: i.taxRateBasisPoints / 100,
    days_until_due: i.daysUntilDue,
    allow_partial_payments: i.allowPartialPayments,
    minimum_partial_amount: i.minimumPartialAmount === null ? null : money(i.minimumPartialAmount),
    hosted_invoice_url: i.finalizedAt && i.status !== "void" ? hostedInvoiceUrl(i.hostedToken) : null,
    charge_attempts: i.chargeTries,
    next_charge_attempt: i.nextChargeAt?.toISOString() ?? null,
    last_failure_reason: i.lastFailureReason,
    customer: { name: i.customerName, email: i.customerEmail, phone_number: i.customerPhone },
    finalized_at: i.finalizedAt?.toISOString() ?? null,
    sent_at: i.sentAt?.toISOString() ?? null,
    paid_at: i.paidAt?.toISOString() ?? null,
    voided_at: i.voidedAt?.toISOString() ?? null,
    mode: i.mode,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
  };
}

export function serializeSubscription(s: Subscription & { plan: Plan }) {
  return {
    subscription_reference: s.id,
    status: s.status,
    plan: serializePlan(s.plan),
    collection_method: s.collectionMethod,
    payment_method: s.paymentMethod,
    wallet_number: s.walletNumber,
    customer_reference: s.customerId,
    customer: { first_name: s.customerFirstName, last_name: s.customerLastName, email: s.customerEmail, phone_number: s.customerPhone },
    time_zone: s.timeZone,
    billing_anchor: s.billingAnchor.toISOString(),
    trial_end: s.trialEnd?.toISOString() ?? null,
    current_period_start: s.currentPeriodStart?.toISOString() ?? null,
    current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
    periods_invoiced: s.periodsInvoiced,
    next_action_at: s.nextActionAt?.toISOString() ?? null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt?.toISOString() ?? null,
    ended_at: s.endedAt?.toISOString() ?? null,
    dunning: { charge_attempts: s.chargeTries, retry_interval_hours: s.retryIntervalHours, when_exhausted: s.onRetriesExhausted },
    days_until_due: s.daysUntilDue,
    invoice_days_ahead: s.invoiceDaysAhead,
    payment_method_reference: s.savedPaymentMethodId,
    test_clock: s.testClockId,
    mode: s.mode,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

export function serializeTestClock(c: TestClock) {
  return {
    test_clock_reference: c.id,
    name: c.name,
    frozen_time: c.frozenTime.toISOString(),
    status: c.status,
    advancing_to: c.advanceTo?.toISOString() ?? null,
    mode: c.mode,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

// What each event type is called where a person reads it (the payment page's Events card, the
// dashboard's Events page); the API, webhooks and filters keep the type itself. A type without an
// entry (one added before its label) is shown by its words rather than its code.
import { TEST_EVENT_TYPE } from "@/lib/catalog/event-types";

export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  "payment.success": "Payment succeeded",
  "payment.failed": "Payment failed",
  "payment.cancelled": "Payment cancelled",
  "payment.incomplete": "Payment left incomplete",
  "payment.auth_needed": "Payment awaiting the customer's approval",
  "payment.blocked": "Payment blocked",
  "payment.partially_refunded": "Payment partly refunded",
  "payment.fully_refunded": "Payment fully refunded",
  "payment.duplicate_charge_refunded": "Duplicate charge refunded",
  "payment.review_opened": "Payment held for review",
  "payment.review_closed": "Payment review closed",
  "refund.succeeded": "Refund succeeded",
  "refund.failed": "Refund failed",
  "payout.pending": "Payout created",
  "payout.processing": "Payout processing",
  "payout.success": "Payout sent",
  "payout.failed": "Payout failed",
  "payout.blocked": "Payout blocked",
  "payout.auth_needed": "Payout awaiting approval",
  "payout.otp_needed": "Payout awaiting a one-time code",
  "payout.reversed": "Payout reversed",
  "virtual_account.credited": "Virtual account credited",
  "virtual_account.debited": "Virtual account debited",
  "dispute.created": "Dispute opened",
  "dispute.updated": "Dispute updated",
  "dispute.funds_withdrawn": "Disputed funds withdrawn",
  "dispute.funds_reinstated": "Disputed funds reinstated",
  "dispute.closed": "Dispute closed",
  "dispute.due_soon": "Dispute response due soon",
  "subscription.created": "Subscription started",
  "subscription.updated": "Subscription updated",
  "subscription.past_due": "Subscription past due",
  "subscription.canceled": "Subscription canceled",
  "invoice.created": "Invoice created",
  "invoice.updated": "Invoice updated",
  "invoice.finalized": "Invoice finalized",
  "invoice.sent": "Invoice sent",
  "invoice.voided": "Invoice voided",
  "invoice.paid": "Invoice paid",
  "invoice.payment_failed": "Invoice payment failed",
  "payment_method.expiring": "Saved payment method expiring",
  [TEST_EVENT_TYPE]: "Test webhook event",
};

/** The label of an event type; an unknown type reads as its words ("thing.was_done" → "Thing was done"). */
export function eventTypeLabel(type: string): string {
  const known = EVENT_TYPE_LABELS[type];
  if (known) return known;
  const words = type.replace(/[._]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : type;
}

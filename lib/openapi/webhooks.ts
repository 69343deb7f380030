// The webhook payloads in the OpenAPI document's `webhooks` section: one entry per
// event type an endpoint can receive, each a POST from the gateway to your endpoint whose body is
// the v2 payload as lib/webhooks/payloads.ts builds it (schemas: lib/schemas/responses/webhook-payloads.ts),
// with the signature headers, an example (signed with an example secret, so a receiver's check
// can be tried on it) and the answers the gateway expects. docs/webhooks.md is the guide.
import { z } from "zod";
import type { ZodOpenApiPathItemObject, ZodOpenApiPathsObject } from "zod-openapi";
import { TEST_EVENT_TYPE, V1_EVENT_NAMES } from "@/lib/catalog/event-types";
import { gatewaySignature, standardSignature } from "@/lib/webhooks/signing";
import { DELIVERED_EVENT_TYPES, WEBHOOK_PAYLOAD_SCHEMAS, webhookFamily } from "@/lib/schemas/responses/webhook-payloads";

/** The secret the examples' signatures are made with (32 bytes, as a real one): never a real endpoint's. */
export const EXAMPLE_WEBHOOK_SECRET = `whsec_${Buffer.from("gateway openapi example secret!!").toString("base64")}`;

type Example = Record<string, unknown>;

const paymentExample = (type: string, status: string, overrides: Example = {}): Example => ({
  id: "evt_4sV0k1yH3dMCXm9c2QjvA7",
  event: type,
  webhook_type: webhookFamily(type),
  mode: "test",
  status,
  amount: 1500,
  currency: "ETB",
  merchant_reference: "order-1042",
  gateway_reference: "pay_1xQmZ8cVbN4rT6yU2iO9pA",
  created_at: "2026-11-23T09:12:03.114Z",
  updated_at: "2026-11-23T09:13:40.551Z",
  meta: { order_id: "1042" },
  payment_type: "Hosted",
  payment_method: "telebirr",
  service_fee: null,
  customer: { first_name: "Abebe", last_name: "Bikila", email: "abebe@example.com", phone_number: "+251911000000" },
  reason: null,
  amount_refunded: 0,
  split: [],
  ...overrides,
});

/** The review in payment.review_opened and payment.review_closed. */
const REVIEW_EXAMPLE = { id: "rrv_9Tb2cD4fG6hJ8kL0mN2pQ4", mode: "test", status: "open", payment_reference: "pay_1xQmZ8cVbN4rT6yU2iO9pA", attempt_id: "att_5Rt7yU9iO1pA3sD5fG7hJ9", rule_id: "rrl_3Kd5fG7hJ9kL1mN3pQ5rS7", reason: "Large first payment", opened_at: "2026-11-23T09:13:40.551Z", closed_at: null, closed_by: null, note: null, refund_reference: null };

const paidSplit = [{ subaccount_reference: "sub_7Hq2nR4tV6xZ8bD0fG2jK4", split_type: "percentage", split_value: 20, amount: 300, fee: 10.5 }];

const payoutExample = (status: string, previous: string | null, overrides: Example = {}): Example => ({
  id: "evt_9Lk2mN4pQ6rS8tU0vW2xY4",
  event: `payout.${status}`,
  webhook_type: "payout",
  mode: "test",
  status,
  amount: 250,
  currency: "ETB",
  merchant_reference: "payout-77",
  gateway_reference: "po_3Fg8hK2mN5pQ7rS9tU1vW4",
  created_at: "2026-11-23T10:00:00.000Z",
  updated_at: "2026-11-23T10:00:02.310Z",
  meta: {},
  account: { account_name: "Sara Tesfaye", account_number: "1000123450000", bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
  service_fee: 10,
  processed_at: null,
  reason: null,
  previous_status: previous,
  ...overrides,
});

const virtualAccountExample = (type: string, overrides: Example): Example => ({
  id: "evt_2Wc5eR7tY9uI1oP3aS5dF7",
  event: type,
  webhook_type: "virtual_account",
  mode: "test",
  status: null,
  amount: 5000,
  currency: "ETB",
  merchant_reference: null,
  gateway_reference: "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
  created_at: "2026-11-23T11:20:00.000Z",
  updated_at: "2026-11-23T11:20:00.004Z",
  meta: {},
  ...overrides,
});

const refundOutcomeExample = (status: "succeeded" | "failed", overrides: Example = {}, data: Example = {}): Example => {
  const refund = {
    refund_reference: "rfd_8Kj3mP5rT7vX9zB1dF3hL5",
    payment_reference: "pay_1xQmZ8cVbN4rT6yU2iO9pA",
    merchant_reference: "refund-1042",
    amount: 500,
    currency: "UGX",
    reason: "Customer returned the item",
    status,
    mode: "live",
    created_at: "2026-11-24T08:30:00.000Z",
    failure_reason: null,
    payment_status: "partially_refunded",
    payment_amount_refunded: 500,
    ...data,
  };
  return {
    id: "evt_6Tg8hJ0kL2zX4cV6bN8mQ0",
    event: `refund.${status}`,
    webhook_type: "refund",
    mode: "live",
    status,
    amount: 500,
    currency: "UGX",
    merchant_reference: "refund-1042",
    gateway_reference: "rfd_8Kj3mP5rT7vX9zB1dF3hL5",
    created_at: "2026-11-24T08:30:00.000Z",
    updated_at: "2026-11-24T08:31:12.400Z",
    meta: {},
    data: refund,
    ...overrides,
  };
};

/** A dispute's body: `status` is the dispute's after the change; `data` the dispute object. */
const disputeExample = (type: string, data: Example = {}): Example => {
  const dispute = {
    dispute_reference: "dp_5Gh7jK9lQ1wE3rT5yU7iO9",
    payment_reference: "pay_1xQmZ8cVbN4rT6yU2iO9pA",
    kind: "chargeback",
    stage: "dispute",
    status: "needs_response",
    reason: "fraudulent",
    amount: 25.5,
    currency: "USD",
    fee: 15,
    outcome: null,
    loss_bearer: "merchant",
    processor_reference: "du_1QwErTyUiOpAsDfGh",
    processor_status: "needs_response",
    evidence: {},
    evidence_details: {
      due_by: "2026-12-04T23:59:59.000Z",
      due_soon: false,
      past_due: false,
      has_evidence: false,
      submission_count: 0,
      submitted_at: null,
      channel: "processor",
      awaiting_response: true,
    },
    funds_withdrawn_at: "2026-11-25T10:00:00.000Z",
    funds_reinstated_at: null,
    closed_at: null,
    mode: "live",
    created_at: "2026-11-25T10:00:00.000Z",
    updated_at: "2026-11-25T10:00:00.000Z",
    ...data,
  };
  return {
    id: "evt_3Df5gH7jK9lZ1xC3vB5nM7",
    event: type,
    webhook_type: "dispute",
    mode: "live",
    status: dispute.status,
    amount: dispute.amount,
    currency: dispute.currency,
    merchant_reference: null,
    gateway_reference: dispute.dispute_reference,
    created_at: dispute.created_at,
    updated_at: dispute.updated_at,
    meta: {},
    data: dispute,
  };
};

const disputeGuide = "`data` is the dispute object (GET /v2/disputes/{id} adds its files and balance movements); the disputes guide explains the statuses.";


const examplePlan = {
  plan_reference: "plan_6Tq2Wm8Lx4Zc9Vb3Nk7Rp1",
  name: "Fiber 50 Mbps",
  description: null,
  amount: 1200,
  currency: "ETB",
  interval: "month",
  interval_count: 1,
  interval_in_words: "every month",
  trial_days: 0,
  cycle_limit: null,
  allow_multiple_subscriptions: false,
  active: true,
  archived_at: null,
  mode: "live",
  created_at: "2026-12-01T08:00:00.000Z",
  updated_at: "2026-12-01T08:00:00.000Z",
};

/** A subscription's body: `status` is the subscription's after the change; `data` the subscription. */
const subscriptionExample = (type: string, data: Example = {}): Example => {
  const subscription = {
    subscription_reference: "subs_2Wq8Lm5Zx7Cv3Bn9Mk1Rt4",
    status: "active",
    plan: examplePlan,
    collection_method: "push",
    payment_method: "telebirr",
    wallet_number: "+251911223344",
    customer_reference: "cus_3Nm5Kq8Zx2Cv7Bn4Lk9Wt1",
    customer: { first_name: "Almaz", last_name: "Tesfaye", email: "almaz@example.com", phone_number: "+251911223344" },
    time_zone: "Africa/Addis_Ababa",
    billing_anchor: "2026-12-01T08:00:00.000Z",
    trial_end: null,
    current_period_start: "2026-12-01T08:00:00.000Z",
    current_period_end: "2027-01-01T08:00:00.000Z",
    periods_invoiced: 1,
    next_action_at: "2027-01-01T08:00:00.000Z",
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    dunning: { charge_attempts: 3, retry_interval_hours: 24, when_exhausted: "unpaid" },
    days_until_due: 7,
    invoice_days_ahead: 0,
    payment_method_reference: null,
    test_clock: null,
    mode: "live",
    created_at: "2026-12-01T08:00:00.000Z",
    updated_at: "2026-12-01T08:00:05.000Z",
    ...data,
  };
  return {
    id: "evt_5Hj7kL9zX1cV3bN5mQ7wE9",
    event: type,
    webhook_type: "subscription",
    mode: "live",
    status: subscription.status,
    amount: examplePlan.amount,
    currency: examplePlan.currency,
    merchant_reference: null,
    gateway_reference: subscription.subscription_reference,
    created_at: subscription.created_at,
    updated_at: subscription.updated_at,
    meta: {},
    data: subscription,
  };
};

/** An invoice's body: `status` is the invoice's after the change; `data` the invoice. */
const invoiceExample = (type: string, data: Example = {}): Example => {
  const invoice = {
    invoice_reference: "in_7Rt4Lp2Zx9Cv5Bn1Mk8Qw3",
    number: "INV-000042",
    subscription_reference: "subs_2Wq8Lm5Zx7Cv3Bn9Mk1Rt4",
    period_index: 1,
    customer_reference: "cus_3Nm5Kq8Zx2Cv7Bn4Lk9Wt1",
    description: null,
    status: "open",
    currency: "ETB",
    subtotal: 1200,
    tax: 0,
    total: 1200,
    amount_paid: 0,
    amount_due: 1200,
    lines: [{ description: "Fiber 50 Mbps, 2027-01-01 to 2027-02-01", quantity: 1, unit_amount: 1200, amount: 1200 }],
    period_start: "2027-01-01T08:00:00.000Z",
    period_end: "2027-02-01T08:00:00.000Z",
    due_at: "2027-01-01T08:00:00.000Z",
    tax_rate_percent: 0,
    days_until_due: null,
    allow_partial_payments: false,
    minimum_partial_amount: null,
    hosted_invoice_url: "https://pay.example.com/invoice/inv_live_4Hk8Lm2Nq6Rt9Vx3Zb7Cd5Fg",
    charge_attempts: 1,
    next_charge_attempt: null,
    last_failure_reason: null,
    customer: { name: "Almaz Tesfaye", email: "almaz@example.com", phone_number: "+251911223344" },
    finalized_at: "2027-01-01T08:00:00.000Z",
    sent_at: null,
    paid_at: null,
    voided_at: null,
    mode: "live",
    created_at: "2027-01-01T08:00:00.000Z",
    updated_at: "2027-01-01T08:00:00.000Z",
    ...data,
  };
  return {
    id: "evt_8Kl2mN4bV6cX8zQ1wE3rT5",
    event: type,
    webhook_type: "invoice",
    mode: "live",
    status: invoice.status,
    amount: invoice.total,
    currency: invoice.currency,
    merchant_reference: null,
    gateway_reference: invoice.invoice_reference,
    created_at: invoice.created_at,
    updated_at: invoice.updated_at,
    meta: {},
    data: invoice,
  };
};

const billingGuide = "`data` is the object as the API shows it; the subscriptions guide explains the statuses, the cycle and the retries.";

/** A saved payment method's body: no money; `data` the method as the API shows it, with when it lapses. */
const paymentMethodExample = (type: string, data: Example = {}): Example => {
  const method = {
    payment_method_reference: "pm_3Xc7Vb9Nm1Qw5Er7Ty9Ui2",
    customer_reference: "cus_8Hj2Kl4Zx6Cv8Bn0Mq2We4",
    type: "card",
    kind: "card",
    status: "active",
    processor: "stripe",
    setup_url: null,
    card: { brand: "visa", last4: "4242", exp_month: 1, exp_year: 2027 },
    wallet: null,
    mandate: { accepted_at: "2026-06-02T10:15:00.000Z", ip: "203.0.113.7", user_agent: "shop-backend/2.1", channel: "hosted_page", valid_until: null },
    failure_reason: null,
    detached_at: null,
    mode: "live",
    created_at: "2026-06-02T10:14:41.000Z",
    updated_at: "2026-12-01T00:00:03.000Z",
    expires_at: "2027-01-31T23:59:59.999Z",
    ...data,
  };
  return {
    id: "evt_6Nb8Mv0Cx2Zl4Kj6Hg8Fd0",
    event: type,
    webhook_type: "payment_method",
    mode: "live",
    status: method.status,
    amount: null,
    currency: null,
    merchant_reference: null,
    gateway_reference: method.payment_method_reference,
    created_at: method.created_at,
    updated_at: method.updated_at,
    meta: {},
    data: method,
  };
};

const verifyFirst = "Verify the payment (`GET /v2/payments/{reference}/verify`) before you act on it: a webhook is a signal.";

/** Per event type: the reference's summary, what happened and what to do, and an example body. */
const EVENT_DOCS: Record<string, { summary: string; description: string; example: Example }> = {
  "payment.success": {
    summary: "A payment was paid",
    description: `The customer paid: the payment is \`success\` and the money is in your balance (and the subaccounts' shares in theirs). ${verifyFirst} \`amount\` is the full amount, also for a split payment; \`split\` has the split rules, for reconciliation with \`merchant_reference\` and \`meta.order_id\`.`,
    example: paymentExample("payment.success", "success", { service_fee: 52.5, split: paidSplit }),
  },
  "payment.failed": {
    summary: "A payment attempt failed",
    description:
      "An attempt failed (declined, insufficient funds, interrupted, or the customer chose another number); `reason` says why. The checkout takes another attempt until it expires, so a `payment.success` can still follow: do not cancel the order on this event alone. Sent for each failed attempt.",
    example: paymentExample("payment.failed", "failed", { payment_method: "card", reason: "Card declined" }),
  },
  "payment.cancelled": {
    summary: "A payment was cancelled",
    description: "The customer cancelled on the checkout, or you cancelled the payment in the dashboard; `reason` says which. Final: the checkout takes no more attempts.",
    example: paymentExample("payment.cancelled", "cancelled", { payment_method: null, reason: "Cancelled by the customer" }),
  },
  "payment.incomplete": {
    summary: "A checkout expired unpaid",
    description: "The checkout session expired (an hour after initialization) before the payment was completed. Final; `reason` says so.",
    example: paymentExample("payment.incomplete", "incomplete", { payment_method: null, reason: "The checkout session expired before the payment was completed", updated_at: "2026-11-23T10:12:03.200Z" }),
  },
  "payment.auth_needed": {
    summary: "A payment waits for the customer's verification",
    description: "The attempt needs the customer's verification on the checkout (3-D Secure for a card, an OTP for a wallet). `payment.success` or `payment.failed` follows; nothing to do on your side.",
    example: paymentExample("payment.auth_needed", "auth_needed", { payment_method: "card" }),
  },
  "payment.blocked": {
    summary: "A payment was blocked",
    description: "The processor's risk checks blocked the attempt; `reason` says so. Final: the checkout takes no more attempts.",
    example: paymentExample("payment.blocked", "blocked", { payment_method: "card", reason: "Blocked by risk checks" }),
  },
  "payment.partially_refunded": {
    summary: "Part of a payment was refunded",
    description:
      "A refund of part of a paid payment (`webhook_type` is `refund`). `refund_reference` and `refund_amount` are this refund; `amount_refunded` is the total refunded so far; `amount` stays the full payment amount.",
    example: paymentExample("payment.partially_refunded", "partially_refunded", {
      service_fee: 52.5,
      split: paidSplit,
      updated_at: "2026-11-24T08:30:00.000Z",
      amount_refunded: 500,
      refund_reference: "rfd_8Kj3mP5rT7vX9zB1dF3hL5",
      refund_amount: 500,
    }),
  },
  "payment.fully_refunded": {
    summary: "A payment was refunded in full",
    description:
      "A refund brought the refunded total to the payment's amount (`webhook_type` is `refund`): the payment is `fully_refunded`. `refund_reference` and `refund_amount` are the refund that completed it; `amount_refunded` equals `amount`.",
    example: paymentExample("payment.fully_refunded", "fully_refunded", {
      service_fee: 52.5,
      split: paidSplit,
      updated_at: "2026-11-25T08:30:00.000Z",
      amount_refunded: 1500,
      refund_reference: "rfd_2Qw4eR6tY8uI0oP2aS4dF6",
      refund_amount: 1000,
    }),
  },
  "payment.duplicate_charge_refunded": {
    summary: "A duplicate charge was refunded automatically",
    description:
      "The processor charged the customer for an attempt the gateway had already settled otherwise (a late answer for an attempt that had failed, or for a payment already paid by another attempt, cancelled or expired). The gateway refunds that charge at once: your balance and the payment do not change, and `status` is the payment's own status. `duplicate_charge` describes the charge. Nothing to do; keep it for reconciliation and for the customer's questions.",
    example: paymentExample("payment.duplicate_charge_refunded", "failed", {
      payment_method: "card",
      updated_at: "2026-11-23T09:20:00.000Z",
      duplicate_charge: { attempt: 1, payment_method: "card", amount: 1500, refunded: true },
    }),
  },
  "payment.review_opened": {
    summary: "A paid payment is held for review",
    description:
      "A risk rule with the action `review` (or `require_otp`, docs/risk.md) matched the attempt before it was sent, the customer paid, and the payment is held: `status` is `success`, the money is in your balance, and `review` is the open review (`reason`: the rule's name). " +
      "Hold the order until the review is closed: approve it to keep the payment, refuse it to refund it in full (`POST /v2/risk/reviews/{id}/approve` or `/refuse`, or the dashboard). `payment.review_closed` follows.",
    example: paymentExample("payment.review_opened", "success", { service_fee: 52.5, review: REVIEW_EXAMPLE }),
  },
  "payment.review_closed": {
    summary: "A held payment's review was closed",
    description:
      "The review was decided: `review.status` is `approved` (the payment is kept: ship the order) or `refused` (the payment is refunded in full: `review.refund_reference` is the refund, and `payment.fully_refunded` follows). `review.closed_by` and `review.note` say who decided and why.",
    example: paymentExample("payment.review_closed", "success", {
      service_fee: 52.5,
      updated_at: "2026-11-23T10:02:11.020Z",
      review: { ...REVIEW_EXAMPLE, status: "approved", closed_at: "2026-11-23T10:02:11.020Z", closed_by: "usr_2Wq4eR6tY8uI0oP2aS4dF6", note: "Customer confirmed by phone" },
    }),
  },
  "refund.succeeded": {
    summary: "A refund is done",
    description:
      "The refund reached the customer: at once for a test-mode refund (with `payment.partially_refunded` or `payment.fully_refunded`), or when the processor that took the payment confirmed it. " +
      "`gateway_reference` is the refund (`rfd_…`); `data` is the refund as GET /v2/refunds/{reference} shows it, with the payment's status and refunded total. Sent to v2 endpoints only.",
    example: refundOutcomeExample("succeeded"),
  },
  "refund.failed": {
    summary: "The processor refused a refund",
    description:
      "The processor that took the payment refused the refund; `data.failure_reason` says why. Its amount is back in your available balance, and the payment no longer counts it: " +
      "`data.payment_status` is the payment's status after it (`partially_refunded` while other refunds stand, else `success`) and `data.payment_amount_refunded` its refunded total. " +
      "You may refund again, through the same or another way. Sent to v2 endpoints only.",
    example: refundOutcomeExample("failed", { updated_at: "2026-11-24T08:35:02.010Z" }, { failure_reason: "The payer's account cannot receive the refund", payment_status: "success", payment_amount_refunded: 0 }),
  },
  "dispute.created": {
    summary: "A payment was disputed",
    description:
      "A processor reported a dispute (a chargeback or an inquiry), or a reversal claim was recorded for a mobile-money payment. Respond before `data.evidence_details.due_by`: stage evidence and submit it, or accept. " +
      disputeGuide,
    example: disputeExample("dispute.created"),
  },
  "dispute.updated": {
    summary: "A dispute changed",
    description: "The dispute's status, stage or deadline changed (the evidence was submitted and is under review, the bank asked for more, a reversal claim's funds were frozen). " + disputeGuide,
    example: disputeExample("dispute.updated", {
      status: "under_review",
      processor_status: "under_review",
      evidence: { product_description: "A pair of running shoes, size 42" },
      evidence_details: { due_by: "2026-12-04T23:59:59.000Z", due_soon: false, past_due: false, has_evidence: true, submission_count: 1, submitted_at: "2026-11-27T09:00:00.000Z", channel: "processor", awaiting_response: false },
      updated_at: "2026-11-27T09:00:01.000Z",
    }),
  },
  "dispute.funds_withdrawn": {
    summary: "A dispute's amount left your available balance",
    description:
      "The disputed amount moved from your available balance into a dispute hold (beyond what your balance held, as a debt the next money in pays off). Payouts and refunds cannot spend it. " + disputeGuide,
    example: disputeExample("dispute.funds_withdrawn"),
  },
  "dispute.funds_reinstated": {
    summary: "A dispute's hold came back",
    description: "The dispute was won (or the reversal claim rejected): the hold is back in your available balance. `dispute.closed` follows. " + disputeGuide,
    example: disputeExample("dispute.funds_reinstated", {
      status: "won",
      processor_status: "won",
      outcome: "won",
      evidence_details: { due_by: "2026-12-04T23:59:59.000Z", due_soon: false, past_due: false, has_evidence: true, submission_count: 1, submitted_at: "2026-11-27T09:00:00.000Z", channel: "processor", awaiting_response: false },
      funds_reinstated_at: "2026-12-10T12:00:00.000Z",
      closed_at: "2026-12-10T12:00:00.000Z",
      updated_at: "2026-12-10T12:00:00.000Z",
    }),
  },
  "dispute.closed": {
    summary: "A dispute ended",
    description:
      "The dispute ended; `data.outcome` is `won` or `lost`, read from the processor's status. A lost chargeback takes the hold and the dispute fee; a lost reversal claim the hold only. " + disputeGuide,
    example: disputeExample("dispute.closed", {
      status: "lost",
      processor_status: "lost",
      outcome: "lost",
      evidence_details: { due_by: "2026-12-04T23:59:59.000Z", due_soon: false, past_due: false, has_evidence: false, submission_count: 0, submitted_at: null, channel: "processor", awaiting_response: false },
      closed_at: "2026-12-06T08:00:00.000Z",
      updated_at: "2026-12-06T08:00:00.000Z",
    }),
  },
  "dispute.due_soon": {
    summary: "A dispute's deadline is 48 hours away",
    description:
      "Sent once per deadline, 48 hours before `data.evidence_details.due_by`, when no evidence was submitted yet. Past the deadline the dispute ends as the processor (or the mobile operator) rules. " + disputeGuide,
    example: disputeExample("dispute.due_soon", {
      evidence_details: { due_by: "2026-12-04T23:59:59.000Z", due_soon: true, past_due: false, has_evidence: false, submission_count: 0, submitted_at: null, channel: "processor", awaiting_response: true },
    }),
  },
  "payout.pending": {
    summary: "A payout was created",
    description:
      "A payout was created (API, dashboard, bulk or a subaccount settlement): its amount and fee are held from your balance. `previous_status` is null; " +
      "it is `auth_needed` when a second team member approved a payout created above your approval threshold (docs/payouts.md).",
    example: payoutExample("pending", null, { updated_at: "2026-11-23T10:00:00.000Z" }),
  },
  "payout.processing": {
    summary: "A payout was sent to the processor",
    description: "The payout went to the processor, or continued after your approval or the right OTP. `payout.success` (or another final status) follows.",
    example: payoutExample("processing", "pending", { updated_at: "2026-11-23T10:00:00.420Z" }),
  },
  "payout.success": {
    summary: "A payout reached the account",
    description: "The money reached the account; `processed_at` says when. The fee is earned. A `payout.reversed` can still follow if the receiving bank returns the transfer.",
    example: payoutExample("success", "processing", { processed_at: "2026-11-23T10:00:02.310Z" }),
  },
  "payout.failed": {
    summary: "A payout failed",
    description: "The processor failed the payout (`reason` says why), you rejected it, or three wrong OTPs were given. The amount and fee return to your balance. Final.",
    example: payoutExample("failed", "processing", {
      account: { account_name: "Sara Tesfaye", account_number: "1000123451111", bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" },
      processed_at: "2026-11-23T10:00:02.310Z",
      reason: "The receiving bank reports the account closed",
    }),
  },
  "payout.blocked": {
    summary: "A payout was blocked",
    description: "The processor's compliance checks blocked the payout; `reason` says so. The amount and fee return to your balance. Final.",
    example: payoutExample("blocked", "processing", { processed_at: "2026-11-23T10:00:02.310Z", reason: "Blocked by compliance checks" }),
  },
  "payout.auth_needed": {
    summary: "A payout waits for your approval",
    description:
      "The processor holds the payout for your authorization: approve it (`POST /v2/payouts/{reference}/approve`, or the dashboard) to send it on, or reject it (`POST /v2/payouts/{reference}/reject`) to fail it. " +
      "Also the first event of a payout created above your account's approval threshold (`previous_status` null, `reason` saying so): a second team member approves it in the dashboard; its amount and fee are held meanwhile.",
    example: payoutExample("auth_needed", "processing"),
  },
  "payout.otp_needed": {
    summary: "A payout waits for an OTP",
    description: "The processor sent a one-time code to confirm the payout: send it with `POST /v2/payouts/{reference}/otp`. Three wrong codes fail the payout.",
    example: payoutExample("otp_needed", "processing"),
  },
  "payout.reversed": {
    summary: "A paid-out transfer came back",
    description: "The receiving bank returned a successful payout; `reason` says so. The amount and fee return to your balance. Final.",
    example: payoutExample("reversed", "success", {
      updated_at: "2026-11-23T10:01:02.500Z",
      processed_at: "2026-11-23T10:00:02.310Z",
      reason: "The receiving bank returned the transfer",
    }),
  },
  "virtual_account.credited": {
    summary: "Money arrived in a virtual account",
    description:
      "A bank transfer arrived in a virtual account (in test mode: a test credit, `POST /v2/virtual-accounts/{virtual_account_id}/test-credits`). `gateway_reference` is the `virtual_account_id`; `data` is the credit, with the balance before and after. Sent to v2 endpoints only.",
    example: virtualAccountExample("virtual_account.credited", {
      data: {
        virtual_account_id: "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
        account_number: "9000123456",
        credit_reference: "vac_5Rt7yU9iO1pA3sD5fG7hJ9",
        reference: "FT2632700123",
        amount: 5000,
        currency: "ETB",
        balance_before: 0,
        balance_after: 5000,
        created_at: "2026-11-23T11:20:00.000Z",
      },
    }),
  },
  "virtual_account.debited": {
    summary: "Money was collected from a virtual account",
    description:
      "You collected money from a virtual account into your available balance (`POST /v2/virtual-accounts/{virtual_account_id}/debits`, or the dashboard). `gateway_reference` is the `virtual_account_id`; `data` is the spec's debit item. Sent to v2 endpoints only.",
    example: virtualAccountExample("virtual_account.debited", {
      id: "evt_7Hn9jK1lZ3xC5vB7nM9qW1",
      amount: 1200,
      merchant_reference: "collect-311",
      created_at: "2026-11-23T12:00:00.000Z",
      updated_at: "2026-11-23T12:00:00.006Z",
      meta: { invoice: "311" },
      data: {
        virtual_account_id: "va_6Yt3kP9wQ2mZ5xL8nB1vC4",
        debit_reference: "vad_4Ed6rF8tG0yH2uJ4iK6oL8",
        merchant_reference: "collect-311",
        amount: 1200,
        currency: "ETB",
        reason: "Invoice 311",
        meta: { invoice: "311" },
        balance_before: 5000,
        balance_after: 3800,
        created_at: "2026-11-23T12:00:00.000Z",
      },
    }),
  },
  [TEST_EVENT_TYPE]: {
    summary: "A test event",
    description:
      "Sent by `POST /v2/webhook-endpoints/{id}/test` (or the dashboard's test button) to that one endpoint, whatever its `enabled_events`: check that your receiver gets and verifies it. It appears in the delivery log and in the events feed like any event.",
    example: {
      id: "evt_1Az3sX5dC7fV9gB1hN3jM5",
      event: TEST_EVENT_TYPE,
      webhook_type: "test",
      mode: "test",
      message: "A test event from the gateway: your endpoint received and can verify it.",
      webhook_endpoint: "whe_0Pq2wE4rT6yU8iO0pA2sD4",
      created_at: "2026-11-23T08:05:00.000Z",
    },
  },
  "subscription.created": {
    summary: "A subscription started",
    description: "A customer subscribed to a plan. It is `trialing` until its trial ends, else `incomplete` until its first invoice is paid. " + billingGuide,
    example: subscriptionExample("subscription.created", { status: "incomplete", current_period_start: null, current_period_end: null, periods_invoiced: 0, next_action_at: "2026-12-01T08:00:00.000Z", updated_at: "2026-12-01T08:00:00.000Z" }),
  },
  "subscription.updated": {
    summary: "A subscription changed",
    description: "A new period began (its invoice was made), its status changed (paid again after a failure, unpaid, completed), or it was set to cancel at the period's end. " + billingGuide,
    example: subscriptionExample("subscription.updated"),
  },
  "subscription.past_due": {
    summary: "Every try of a subscription's invoice failed",
    description:
      "The invoice of the current period is still unpaid after every try of the dunning schedule. The customer can still pay it; when the next period comes unpaid, the subscription becomes `unpaid` or `canceled`, as its `dunning.when_exhausted` says. Tell the customer. " +
      billingGuide,
    example: subscriptionExample("subscription.past_due", { status: "past_due", next_action_at: "2027-01-01T08:00:00.000Z" }),
  },
  "subscription.canceled": {
    summary: "A subscription ended before its term",
    description: "It was cancelled (now, or at the end of its period), or its invoice stayed unpaid after every try and it was set to cancel then. Nothing more is billed. " + billingGuide,
    example: subscriptionExample("subscription.canceled", { status: "canceled", next_action_at: null, canceled_at: "2027-01-01T08:00:00.000Z", ended_at: "2027-01-01T08:00:00.000Z" }),
  },
  "invoice.created": {
    summary: "An invoice was made",
    description:
      "A subscription's new period began: its invoice is open. With `push`, its first charge is on its way to the customer's wallet; with `send_invoice`, it is due by `due_at`. A one-off invoice is made as a `draft` (no number yet, yours alone until it is finalized). " +
      billingGuide,
    example: invoiceExample("invoice.created", { charge_attempts: 0 }),
  },
  "invoice.updated": {
    summary: "An invoice changed",
    description: "A draft was edited, or a part of the invoice was paid (`partially_paid`, with `amount_paid` and `amount_due`). " + billingGuide,
    example: invoiceExample("invoice.updated", { status: "partially_paid", amount_paid: 500, amount_due: 700, updated_at: "2027-01-01T08:00:07.000Z" }),
  },
  "invoice.finalized": {
    summary: "A draft invoice was finalized",
    description: "It took the next number of your sequence, its due date, and its hosted page (`hosted_invoice_url`): it is open for payment, and nothing on it changes from now on. " + billingGuide,
    example: invoiceExample("invoice.finalized", { subscription_reference: null, period_index: null }),
  },
  "invoice.sent": {
    summary: "An invoice was e-mailed to the customer",
    description: "Its hosted page's link went to the customer's e-mail (`sent_at`), with a text short enough for an SMS. " + billingGuide,
    example: invoiceExample("invoice.sent", { sent_at: "2027-01-01T08:00:07.000Z" }),
  },
  "invoice.voided": {
    summary: "An invoice was voided",
    description: "Nothing more is owed on it, and its page takes no payment. A subscription waiting on it bills again from its next period. " + billingGuide,
    example: invoiceExample("invoice.voided", { status: "void", hosted_invoice_url: null, voided_at: "2027-01-01T08:00:07.000Z" }),
  },
  "invoice.paid": {
    summary: "An invoice was paid in full",
    description: "What the invoice asked for is paid. Verify the payment before you deliver: `GET /v2/payments?q=` with the invoice's reference finds its tries. " + billingGuide,
    example: invoiceExample("invoice.paid", { status: "paid", amount_paid: 1200, amount_due: 0, paid_at: "2027-01-01T08:00:07.000Z", updated_at: "2027-01-01T08:00:07.000Z" }),
  },
  "invoice.payment_failed": {
    summary: "A try to collect an invoice failed",
    description: "The charge was declined, blocked or not answered in time (`last_failure_reason`). `next_charge_attempt` says when the next try goes; null when none is left. " + billingGuide,
    example: invoiceExample("invoice.payment_failed", { next_charge_attempt: "2027-01-02T08:00:07.000Z", last_failure_reason: "Declined by the wallet provider", updated_at: "2027-01-01T08:00:07.000Z" }),
  },
  "payment_method.expiring": {
    summary: "A saved payment method is about to lapse",
    description:
      "A saved card expires at the end of next month or sooner, or a mandate's `valid_until` is within 30 days (`expires_at` says when). Sent once per method. Ask the customer to save a new one and move their subscriptions to it; after it lapses, its charges fail and the invoice's pay link is the fallback. `data` is the saved payment method as the API shows it; the payment methods guide explains mandates.",
    example: paymentMethodExample("payment_method.expiring"),
  },
};

/** How endpoints with payload_version v1 get this event (docs/webhooks.md, "v1"). */
function v1Note(type: string): string {
  const name = V1_EVENT_NAMES[type];
  if (type === TEST_EVENT_TYPE) {
    return "Endpoints with `payload_version: v1` get the v1 test body instead: `{event, mode, reference (the event id), created_at}`.";
  }
  if (!name) return "Not sent to endpoints with `payload_version: v1`: the v1 format has no name for this event.";
  const payout = type.startsWith("payout.");
  return (
    `Endpoints with \`payload_version: v1\` (receivers being migrated from v1) get it in the older flat v1 format instead, as \`${name}\`: ` +
    "`amount` and `charge` (the fee) as strings with two decimals, `reference` (the gateway's) and `tx_ref` (yours), `first_name`, `last_name`, `email`, `mobile`, `currency`, `status`" +
    (name === "charge.refunded" ? " (`refunded`)" : "") +
    ", `mode`, `payment_method`, `type`, `customization`, `meta`, `created_at`, `updated_at`" +
    (payout ? ", with `type` `payout` and `account_name`, `account_number`, `bank_slug` (`first_name` is the account name)" : "") +
    ". The headers and signatures are the same. See the webhooks guide."
  );
}

const DELIVERY_NOTE =
  "The body is compact JSON, exactly the bytes that were signed: verify the raw body before parsing it. " +
  "Delivery is at least once and not in order: de-duplicate by `webhook-id`, and use `updated_at` and `status`, or verify.";

/** Unix seconds of the example's attempt: just after the change it reports. */
function exampleTimestamp(example: Example): number {
  const at = String(example.updated_at ?? example.created_at);
  return Math.floor(Date.parse(at) / 1000) + 1;
}

function headersFor(example: Example) {
  const id = String(example.id);
  const body = JSON.stringify(example);
  const timestamp = exampleTimestamp(example);
  return z.object({
    "webhook-id": z.string().meta({
      description: "The event id (`evt_…`, the body's `id`): the same on every retry, and for every endpoint that gets this event. De-duplicate by it.",
      example: id,
    }),
    "webhook-timestamp": z.string().meta({
      description: "Unix seconds of this attempt. Refuse a message whose timestamp is more than 5 minutes from your clock: it may be a replay.",
      example: String(timestamp),
    }),
    "webhook-signature": z.string().meta({
      description:
        "[Standard Webhooks](https://www.standardwebhooks.com): `v1,` + base64 of HMAC-SHA256, keyed with the secret's bytes (base64-decoded after `whsec_`), of `{webhook-id}.{webhook-timestamp}.{body}`. " +
        "One per active secret, space-separated: two during a secret rotation's overlap; accept the message when any one matches. " +
        `The example is the example body's signature with the example secret \`${EXAMPLE_WEBHOOK_SECRET}\`.`,
      example: standardSignature(EXAMPLE_WEBHOOK_SECRET, id, timestamp, body),
    }),
    "Gateway-Signature": z.string().meta({
      description:
        "For receivers of the older single-header style: hex HMAC-SHA256 of the raw body keyed with the newest secret as written (`whsec_…`). It does not cover the timestamp, so it cannot tell a replay: prefer `webhook-signature`.",
      example: gatewaySignature(EXAMPLE_WEBHOOK_SECRET, body),
    }),
    "User-Agent": z.string().meta({ description: "`Gateway-Webhooks/1.0`", example: "Gateway-Webhooks/1.0" }),
  });
}

const operationId = (type: string) =>
  `${type
    .split(/[._]/)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("")}Webhook`;

function webhookItem(type: string): ZodOpenApiPathItemObject {
  const doc = EVENT_DOCS[type];
  if (!doc) throw new Error(`no OpenAPI documentation for the webhook event ${type}`);
  return {
    post: {
      operationId: operationId(type),
      summary: `${type}: ${doc.summary}`,
      description: `${doc.description}\n\n${DELIVERY_NOTE}\n\n${v1Note(type)}`,
      tags: ["Webhooks"],
      // Sent by the gateway to your endpoint: authenticated by the signature headers, not by a key.
      security: [],
      requestParams: { header: headersFor(doc.example) },
      requestBody: {
        required: true,
        description: `The v2 body of \`${type}\` (endpoints with \`payload_version: v2\`, the default).`,
        content: { "application/json": { schema: WEBHOOK_PAYLOAD_SCHEMAS[type], example: doc.example } },
      },
      responses: {
        "2XX": {
          description: "Received. Any 2xx answer within 15 seconds counts: answer at once and do the work afterwards. The body is kept in the delivery log (first 4 KB) and otherwise ignored.",
        },
        "410": { description: "Gone: the gateway turns the endpoint off at once and sends it nothing more until you turn it on again." },
        default: {
          description:
            "Anything else (another status, a redirect, which is not followed, a timeout, a refused connection) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%), eight attempts in all. " +
            "A `Retry-After` asking for longer than the scheduled wait is honoured up to the schedule's next step. An endpoint whose deliveries fail for 5 days in a row is turned off.",
        },
      },
    },
  };
}

/** The example body of each event type (tests check them against the schemas). */
export const WEBHOOK_EXAMPLES: Readonly<Record<string, Example>> = Object.fromEntries(DELIVERED_EVENT_TYPES.map((type) => [type, EVENT_DOCS[type]?.example]));

export const WEBHOOK_OPERATIONS: ZodOpenApiPathsObject = Object.fromEntries(DELIVERED_EVENT_TYPES.map((type) => [type, webhookItem(type)]));

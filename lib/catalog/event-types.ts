// Which events exist and how an endpoint's filter selects them. A filter entry is an
// exact type ("payment.success") or a family ("payout.*"); an empty filter selects every event.
// v1 endpoints (the older format, during migration) get only the events that format has names for.
import { EVENT_FOR_STATUS } from "@/lib/catalog/payment-transitions";
import { PAYOUT_STATUSES, payoutEventType } from "@/lib/catalog/payout-transitions";
import { DISPUTE_EVENT_TYPES } from "@/lib/catalog/dispute-states";
import { INVOICE_EVENT_TYPES, PAYMENT_METHOD_EVENT_TYPES, SUBSCRIPTION_EVENT_TYPES } from "@/lib/catalog/subscription-states";
import { RISK_REVIEW_EVENT_TYPES } from "@/lib/catalog/risk";

/** Sent by POST /v2/webhook-endpoints/{id}/test, to that endpoint only. */
export const TEST_EVENT_TYPE = "webhook_endpoint.test";

/** Webhook endpoints a merchant may have per mode; the outbox writes at most this many deliveries an event. */
export const MAX_ENDPOINTS_PER_MODE = 16;

export const WEBHOOK_EVENT_TYPES: readonly string[] = [
  ...Object.values(EVENT_FOR_STATUS).filter((t): t is string => Boolean(t)),
  "payment.duplicate_charge_refunded",
  // A paid payment held for review by a risk rule, and the review's decision (docs/risk.md "Reviews").
  ...RISK_REVIEW_EVENT_TYPES,
  // A refund's own outcome: a test-mode refund succeeds at once, a processor's refund when it confirms it
  // or refuses it (lib/refunds). The payment's own refund events say what the refund did to the payment.
  "refund.succeeded",
  "refund.failed",
  ...PAYOUT_STATUSES.map(payoutEventType),
  // Money into and out of a virtual account (lib/virtual-accounts).
  "virtual_account.credited",
  "virtual_account.debited",
  // A dispute's life (lib/disputes/apply-dispute-state.ts) and its deadline reminder.
  ...DISPUTE_EVENT_TYPES,
  // Recurring billing (lib/billing): a subscription's life and each period's invoice.
  ...SUBSCRIPTION_EVENT_TYPES,
  ...INVOICE_EVENT_TYPES,
  // A saved card or mandate about to lapse (lib/billing): ask the customer for a new one in time.
  ...PAYMENT_METHOD_EVENT_TYPES,
];

export const WEBHOOK_EVENT_FAMILIES: readonly string[] = [...new Set(WEBHOOK_EVENT_TYPES.map((t) => `${t.split(".")[0]}.*`))];

/** The v1 format's event name for a type, or null when v1 has none (the event is not sent there). */
export const V1_EVENT_NAMES: Readonly<Record<string, string>> = {
  "payment.success": "charge.success",
  "payment.failed": "charge.failed",
  "payment.cancelled": "charge.cancelled",
  "payment.partially_refunded": "charge.refunded",
  "payment.fully_refunded": "charge.refunded",
  "payout.success": "payout.success",
  "payout.failed": "payout.failed",
  [TEST_EVENT_TYPE]: TEST_EVENT_TYPE,
};

/** Why a filter entry is not accepted, or null: a known type, a known family, or "*". */
export function eventFilterProblem(entry: string): string | null {
  if (entry === "*" || WEBHOOK_EVENT_TYPES.includes(entry) || WEBHOOK_EVENT_FAMILIES.includes(entry)) return null;
  return `"${entry}" is not an event type; use one of ${WEBHOOK_EVENT_TYPES.join(", ")}, a family such as payout.*, or * for all`;
}

/** Whether an endpoint with this filter and payload version receives events of this type. */
export function endpointWants(endpoint: { enabledEvents: readonly string[]; payloadVersion: "v1" | "v2" }, type: string): boolean {
  if (endpoint.payloadVersion === "v1" && !V1_EVENT_NAMES[type]) return false;
  if (endpoint.enabledEvents.length === 0) return true;
  const family = `${type.split(".")[0]}.*`;
  return endpoint.enabledEvents.some((entry) => entry === "*" || entry === type || entry === family);
}

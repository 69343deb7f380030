// Subscriptions' and invoices' vocabularies and state tables (docs/subscriptions.md). Data, not
// code: the billing services ask `canMoveSubscription` / `canMoveInvoice` before writing.

export const SUBSCRIPTION_STATUSES = ["incomplete", "trialing", "active", "past_due", "unpaid", "paused", "canceled", "completed"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses a subscription ends in: nothing more is billed. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ["canceled", "completed"];

/**
 * How each cycle is collected. `push`: a payment prompt to the customer's wallet through the direct
 * charge path, each cycle (telebirr, M-Pesa, MTN MoMo, Airtel Money…), with the invoice's pay link as
 * the fallback. `send_invoice`: the invoice is sent, and the customer pays it on its hosted page.
 * `token` (a card saved at Stripe) and `preapproval` (an MTN MoMo pre-approval) charge the customer's
 * saved payment method under its mandate, with no customer present (docs/payment-methods.md).
 */
export const COLLECTION_METHODS = ["push", "send_invoice", "token", "preapproval"] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** The collection methods that charge a saved payment method's mandate, and the kind of method each takes. */
export const MANDATE_COLLECTION_KINDS = { token: "card", preapproval: "wallet" } as const satisfies Partial<Record<CollectionMethod, SavedPaymentMethodKind>>;

export function isMandateCollection(method: string): method is keyof typeof MANDATE_COLLECTION_KINDS {
  return Object.hasOwn(MANDATE_COLLECTION_KINDS, method);
}

/** Whether the gateway charges each cycle itself (so a failed try has retries), rather than waiting for the customer to pay. */
export function chargesEachCycle(method: string): boolean {
  return method === "push" || isMandateCollection(method);
}

/**
 * A saved payment method's statuses (docs/payment-methods.md). `pending`: the customer has not
 * approved the mandate yet (the processor's page, or the prompt on the phone); `active`: it may be
 * charged; `failed`, `canceled` and `expired` are the processor's final word; `detached`: the
 * merchant removed it. Only `active` is charged.
 */
export const SAVED_PAYMENT_METHOD_STATUSES = ["pending", "active", "failed", "canceled", "expired", "detached"] as const;
export type SavedPaymentMethodStatus = (typeof SAVED_PAYMENT_METHOD_STATUSES)[number];
export const SAVED_PAYMENT_METHOD_KINDS = ["card", "wallet"] as const;
export type SavedPaymentMethodKind = (typeof SAVED_PAYMENT_METHOD_KINDS)[number];
/** The methods a customer can save, as the API names them: a card (at Stripe), or an MTN MoMo wallet (a pre-approval). */
export const SAVABLE_METHODS = ["card", "mtn_momo"] as const;
/** How the customer accepted the mandate: on the processor's page, on the phone's prompt, or as the merchant's API call says. */
export const MANDATE_ACCEPTANCE_CHANNELS = ["hosted_page", "phone_prompt", "api"] as const;
export type MandateAcceptanceChannel = (typeof MANDATE_ACCEPTANCE_CHANNELS)[number];

/** What a subscription becomes when its last retry fails and the next period comes unpaid. */
export const RETRIES_EXHAUSTED_OUTCOMES = ["unpaid", "canceled"] as const;

/** from -> allowed next statuses. */
const SUBSCRIPTION_TRANSITIONS: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  incomplete: ["active", "past_due", "canceled"],
  trialing: ["active", "past_due", "canceled", "paused"],
  active: ["past_due", "canceled", "completed", "paused"],
  past_due: ["active", "unpaid", "canceled", "completed"],
  unpaid: ["active", "canceled", "completed"],
  paused: ["active", "canceled"],
  canceled: [],
  completed: [],
};

export function canMoveSubscription(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return SUBSCRIPTION_TRANSITIONS[from].includes(to);
}

/** The event each status change sends, besides subscription.updated for every other change. */
export const SUBSCRIPTION_EVENT_FOR_STATUS: Partial<Record<SubscriptionStatus, string>> = { past_due: "subscription.past_due", canceled: "subscription.canceled" };

export const INVOICE_STATUSES = ["draft", "open", "partially_paid", "paid", "void", "uncollectible"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Finalized with something still owed: the invoice can be paid on its page and sent (uncollectible too: a write-off may still be paid). */
export const PAYABLE_INVOICE_STATUSES: readonly string[] = ["open", "partially_paid", "uncollectible"];
/** Owed and still being collected: what a subscription waits on (its retries, past due, unpaid). */
export const UNPAID_INVOICE_STATUSES: readonly string[] = ["open", "partially_paid"];

const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  draft: ["open", "void"],
  open: ["partially_paid", "paid", "void", "uncollectible"],
  partially_paid: ["paid", "uncollectible"],
  uncollectible: ["paid", "partially_paid", "void"],
  paid: [],
  void: [],
};

export function canMoveInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

export const SUBSCRIPTION_EVENT_TYPES = ["subscription.created", "subscription.updated", "subscription.past_due", "subscription.canceled"] as const;
export const INVOICE_EVENT_TYPES = ["invoice.created", "invoice.updated", "invoice.finalized", "invoice.sent", "invoice.paid", "invoice.payment_failed", "invoice.voided"] as const;
/** A saved card or mandate about to lapse, sent once per method (lib/billing/saved-payment-method-expiring.ts). */
export const PAYMENT_METHOD_EVENT_TYPES = ["payment_method.expiring"] as const;

/** The dunning schedule when the merchant sets none: three tries a day apart (the first charge and two retries). */
export const DEFAULT_CHARGE_TRIES = 3;
export const DEFAULT_RETRY_INTERVAL_HOURS = 24;
/** How long a sent invoice gives the customer, unless the subscription says otherwise. */
export const DEFAULT_DAYS_UNTIL_DUE = 7;

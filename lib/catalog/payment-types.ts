// payment_type values (spec: "API, Event, Donation, Hosted, Direct charge, or a payment-link kind").
// Stored on Payment.paymentType and answered as-is.
export const PAYMENT_TYPES = {
  /** POST /v2/payments/hosted and v1 initialize. */
  hosted: "Hosted",
  /** A one-off payment a merchant makes in the dashboard to share; one payment, one link. */
  oneOffLink: "Payment link",
  /** A reusable link of kind "payment" (/l/{slug}); each customer makes a new payment. */
  paymentLink: "Payment Link",
  donation: "Donation",
  event: "Event",
  /** POST /v2/charges, a wallet charged from the merchant's backend with no page. */
  directCharge: "Direct charge",
  /** A subscription's invoice, charged by the worker (a wallet push) or paid on the invoice's page (lib/billing). */
  subscription: "Subscription",
  /** An invoice paid by the customer on its hosted page (/invoice/{token}): a one-off invoice's, or a subscription's. */
  invoice: "Invoice",
} as const;

export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

export const LINK_KINDS = ["payment", "donation", "event"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const PAYMENT_TYPE_FOR_LINK_KIND: Record<LinkKind, PaymentType> = {
  payment: PAYMENT_TYPES.paymentLink,
  donation: PAYMENT_TYPES.donation,
  event: PAYMENT_TYPES.event,
};

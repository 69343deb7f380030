// The developer guides in docs/*.md, in the order and with the titles the /docs navigation shows
//. Files in docs/ that are not listed here appear after them under "More"; listed
// guides whose file does not exist yet are left out, so the site never links a 404.
export type GuideEntry = { slug: string; title: string; summary: string };

export const GUIDES: readonly GuideEntry[] = [
  { slug: "quickstart", title: "Quickstart", summary: "Create a payment, redirect the customer and verify it, in curl and TypeScript." },
  { slug: "testing", title: "Test mode and test values", summary: "Test keys, test cards and wallets, and the values that make each outcome happen." },
  { slug: "direct-charge", title: "Direct charge", summary: "Charge a customer's wallet from your backend, with no page: push, OTP and every outcome." },
  { slug: "split-payments", title: "Split payments", summary: "Subaccounts, split rules and who pays the fee." },
  { slug: "payment-links", title: "Payment links", summary: "Payment, donation and event pages to share without a backend; tickets and check-in." },
  { slug: "subscriptions", title: "Subscriptions", summary: "Plans, periods, collection on every rail, retries and test clocks." },
  { slug: "invoices", title: "Invoices", summary: "One-off and subscription invoices: numbers, tax, partial payments, the hosted page, e-mails." },
  { slug: "payment-methods", title: "Saved payment methods", summary: "Cards saved at Stripe and MoMo pre-approvals, their mandates, and what is never stored." },
  { slug: "customer-portal", title: "Customer portal", summary: "A signed link where customers see and manage their subscriptions and invoices, without JavaScript." },
  { slug: "payouts", title: "Payouts", summary: "Send money to bank accounts and wallets, one at a time or in bulk." },
  { slug: "webhooks", title: "Webhooks", summary: "Endpoints, event types, verifying signatures, retries and idempotent handlers." },
  { slug: "errors", title: "Errors", summary: "Every error code, when it happens and what to do about it." },
  { slug: "idempotency", title: "Idempotency", summary: "Retry any request safely with an Idempotency-Key." },
  { slug: "migrating-from-v1", title: "Migrating from v1", summary: "A field-by-field mapping from the v1 API to v2." },
  { slug: "v1", title: "The v1 compatibility layer", summary: "The v1 endpoints that keep existing integrations running." },
  { slug: "risk", title: "Risk rules", summary: "Rules that allow, block, hold for review or ask for a code before routing; velocity counters, lists, caps and reviews." },
  { slug: "risk-api", title: "Managing risk rules", summary: "Your rules, value lists, CSV imports and held payments through /v2/risk and the dashboard's Risk page." },
  { slug: "going-live", title: "Going live", summary: "The checklist before you switch to live keys." },
  { slug: "processors", title: "Processor connections", summary: "Connecting Chapa and MTN MoMo: credentials, routing, callbacks, refunds, payouts and the ledger." },
  { slug: "reconciliation", title: "Reconciliation", summary: "Matching what each processor settled against the gateway's payments, refunds and payouts; the exceptions and what to do." },
  { slug: "operations", title: "Operations", summary: "Running Gateway: PostgreSQL, workers, configuration and backups." },
  { slug: "api", title: "API conventions", summary: "Authentication, envelopes, errors, pagination and the rules every endpoint follows." },
];

/** Paths under /docs that are pages of their own, never a guide's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["reference", "examples"]);

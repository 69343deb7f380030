// The reference's sections, in the order it shows them.
export const API_TAGS = [
  { name: "Payments", description: "Hosted payments: initialize, redirect the customer, verify; the payment list." },
  { name: "Payment links", description: "Reusable payment, donation and event pages to share (/l/{slug}), their images, and event tickets with check-in." },
  { name: "Refunds", description: "Full and partial refunds of paid payments." },
  { name: "Disputes", description: "Card chargebacks and mobile-money reversal claims: the held amount, evidence, submitting once, accepting, and a claim's steps." },
  { name: "Customers", description: "The customers your payments name, with their totals." },
  { name: "Subscriptions", description: "Plans, the recurring prices subscriptions bill, on cards and mobile-money wallets; subscriptions, pausing, resuming and cancelling them; and test clocks to run their cycles in test mode." },
  { name: "Invoices", description: "One-off invoices (drafts, finalized with your own number, voided, sent) and the invoices of subscriptions' cycles, each with a hosted page to pay it." },
  { name: "Subaccounts and splits", description: "Subaccounts that take a share of split payments, and their settlement." },
  { name: "Payouts", description: "Money out of your balance to bank accounts and wallets, one by one or in bulk." },
  { name: "Balances", description: "Your balances per currency, and test funds." },
  { name: "Virtual accounts", description: "Accounts that receive transfers for one customer, and their debits." },
  { name: "Webhooks", description: "Webhook endpoints, their deliveries, and replays." },
  { name: "Events", description: "The feed of everything that happened, as webhooks deliver it." },
  { name: "Reference data", description: "Banks, payment methods, your account, and this document." },
  { name: "Operator API", description: "For the installation's operator, with an operator API key (`opk_…`), never a merchant's: create merchants with their owner and keys, read their state." },
  { name: "Processor callbacks", description: "Where processors (Chapa, MTN MoMo) tell the gateway something changed; not called by your backend." },
];

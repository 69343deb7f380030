// The operator's holds as documented errors (docs/operator.md "Holds"): shared by every operation
// that starts new money moving, so the reference names them where they can happen.
import type { DocumentedError } from "@/lib/openapi/operation";

export const merchantSuspendedError: DocumentedError = {
  code: "MERCHANT_SUSPENDED",
  when: "The gateway's operator suspended your account: it takes no new payments and its payouts are held; the message carries the operator's reason. Refunds, disputes and reads still work",
  message: "This account is suspended by the gateway's operator and takes no new payments (documents under review)",
};

export const payoutHoldErrors: DocumentedError[] = [
  { ...merchantSuspendedError, message: "This account is suspended by the gateway's operator: payouts are held (documents under review)" },
  {
    code: "MERCHANT_RESTRICTED",
    when: "A restriction the operator placed on your account forbids this payout: payouts held, or payouts only to the settlement account you gave at activation",
    message: "Payouts are restricted by the gateway's operator to the account's settlement account (new account)",
    details: [{ field: "account", message: "not the settlement account" }],
  },
];

export const paymentLinkHoldErrors: DocumentedError[] = [
  merchantSuspendedError,
  { code: "MERCHANT_RESTRICTED", when: "The operator restricted your account from creating new payment links (`no_new_payment_links`)", message: "Creating payment links is restricted by the gateway's operator (under review)" },
];

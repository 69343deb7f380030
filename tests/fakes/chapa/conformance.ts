// Chapa's harness for the connector conformance suite (tests/integration/processors/conformance/).
import { expect } from "vitest";
import type { Harness } from "@/tests/integration/processors/conformance/harness";
import { startChapaFake, type ChapaFake } from "./server";

const SECRET_KEY = "CHASECK-conformance0000000000000000000000";
const WEBHOOK_SECRET = "conformance-webhook-secret";

export const harness: Harness<ChapaFake> = {
  name: "chapa",
  callbacks: true,
  currency: "ETB",
  amount: 250,
  attempt: (phone = "+251900123456") => ({ method: "telebirr", account: phone, kind: "wallet" }),
  start: () => startChapaFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, transferDelayMs: 100 }),
  credentials: () => ({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET }),
  configure: (fake, callbackUrl) => fake.setWebhookUrl(callbackUrl),
  customer: (fake, attemptId, outcome) => fake.completeCheckout(attemptId, outcome, "telebirr"),
  abandon: (fake, attemptId) => fake.completeCheckout(attemptId, "cancelled"),
  abandonReason: /cancelled/,
  nextAction: "redirect",
  expectNextActionUrl: (url, fake) => expect(url).toMatch(new RegExp(`^${fake.url}/checkout/`)),
  startCall: "POST /v1/transaction/initialize",
  // Chapa created the transaction but the customer never saw its page: nothing to pay.
  unansweredStart: "nothing_charged",
  completionCall: "POST /checkout/",
  // Chapa signs its webhooks: a wrong signature is refused.
  forgedCallback: (attempt) => ({
    init: { method: "POST", headers: { "content-type": "application/json", "x-chapa-signature": "0".repeat(64) }, body: JSON.stringify({ event: "charge.success", tx_ref: attempt.id, status: "success" }) },
    status: 401,
  }),
  refunds: "partial",
  payoutAccount: (fails) => ({ account_name: "Abebe Kebede", account_number: fails ? "1000123451111" : "1000123450000", bank_slug: "cbe" }),
  expectStartRequest(sent, attempt) {
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(body).toMatchObject({ amount: "250.00", currency: "ETB", tx_ref: attempt.id, phone_number: "0900123456", email: "customer@example.com" });
    expect(String(body.callback_url)).toContain("/v2/processor-callbacks/");
    expect(String(body.return_url)).toMatch(/\/checkout\/cs_live_\w+\/return$/);
  },
};

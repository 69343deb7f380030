// Stripe's harness for the connector conformance suite (tests/integration/processors/conformance/):
// cards through Stripe Checkout. A declined card leaves Stripe's session open (the customer may try
// another card there), so "declines" is a decline and then the customer leaving, the session expiring.
import { expect } from "vitest";
import type { Harness } from "@/tests/integration/processors/conformance/harness";
import { startStripeFake, type StripeFake } from "./server";

const STRIPE_KEY = "sk_live_conformance000000000000000000";
const STRIPE_WEBHOOK_SECRET = "whsec_conformance0000000000000000000";

const stripeSession = (fake: StripeFake, attemptId: string) => {
  const session = fake.sessionFor(attemptId);
  if (!session) throw new Error(`no Stripe session for ${attemptId}`);
  return session.id;
};

export const harness: Harness<StripeFake> = {
  name: "stripe",
  callbacks: true,
  currency: "USD",
  amount: 25,
  attempt: () => ({ method: "card", kind: "redirect" }),
  start: () => startStripeFake({ secretKey: STRIPE_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, refundDelayMs: 100 }),
  credentials: () => ({ secret_key: STRIPE_KEY, webhook_secret: STRIPE_WEBHOOK_SECRET }),
  configure: (fake, callbackUrl) => fake.setWebhookUrl(callbackUrl),
  customer: async (fake, attemptId, outcome) => {
    const session = stripeSession(fake, attemptId);
    if (outcome === "success") {
      expect((await fake.pay(session, "4242424242424242")).status).toBe(303);
      return;
    }
    expect((await fake.pay(session, "4000000000000002")).status).toBe(402);
    fake.expire(session);
  },
  abandon: async (fake, attemptId) => fake.expire(stripeSession(fake, attemptId)),
  abandonReason: /expired unpaid/,
  nextAction: "redirect",
  expectNextActionUrl: (url, fake, attempt) => expect(url).toBe(`${fake.url}/c/pay/${attempt.processorRef}`),
  startCall: "POST /v1/checkout/sessions",
  unansweredStart: "customer_pays",
  completionCall: "POST /c/pay/",
  // Stripe signs its webhooks: a wrong signature is refused.
  forgedCallback: (attempt) => ({
    init: {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      body: JSON.stringify({ id: "evt_forged", object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", client_reference_id: attempt.id, status: "complete", payment_status: "paid" } } }),
    },
    status: 401,
  }),
  refunds: "partial",
  payoutAccount: () => ({ account_name: "Jane Doe", account_number: "000123456789", bank_slug: "cbe_usd" }),
  expectStartRequest(sent, attempt) {
    // Stripe's API takes form bodies with bracket notation, the attempt id as Idempotency-Key.
    expect(sent.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
    expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent.headers["idempotency-key"]).toBe(attempt.id);
    const form = new URLSearchParams(sent.body);
    expect(Object.fromEntries(form)).toMatchObject({ mode: "payment", "line_items[0][price_data][currency]": "usd", "line_items[0][price_data][unit_amount]": "2500", client_reference_id: attempt.id, "metadata[gateway_attempt_id]": attempt.id });
    expect(form.get("success_url")).toMatch(/\/checkout\/cs_live_\w+\/return$/);
  },
  fidelity: [
    {
      // Stripe refuses an expires_at less than 30 minutes after the session's creation on its own clock.
      name: "a Checkout Session is accepted when Stripe's clock runs ahead of the gateway's: its expiry keeps a margin over the 30-minute minimum",
      async run({ fake, livePayment }) {
        fake.setClockAheadMs(5_000);
        try {
          const { attempt } = await livePayment();
          expect(attempt.outcome).toBe("pending");
          const session = fake.sessionFor(attempt.id)!;
          expect(session).toBeDefined();
          expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(30 * 60 + 5);
        } finally {
          fake.setClockAheadMs(0);
        }
      },
    },
    {
      // The fake refuses what Stripe refuses: a PaymentIntent on the Dashboard's methods confirmed without a
      // return_url. The connector never confirms one itself: the card is paid on Checkout, whose
      // success_url and cancel_url both lead back to the gateway.
      name: "the connector confirms no PaymentIntent itself: Checkout collects the card and both its URLs return to the gateway",
      async run({ fake, livePayment }) {
        fake.kit.reset();
        const { attempt, token } = await livePayment();
        const sent = fake.kit.requests.map((r) => `${r.method} ${r.path}`);
        expect(sent.filter((c) => c.startsWith("POST /v1/payment_intents"))).toEqual([]);
        const form = new URLSearchParams(fake.kit.requests.find((r) => r.path === "/v1/checkout/sessions")!.body);
        expect(form.get("success_url")).toBe(form.get("cancel_url"));
        expect(form.get("success_url")).toContain(`/checkout/${token}/return`);
        expect(attempt.processorRef).toMatch(/^cs_/);
      },
    },
  ],
};

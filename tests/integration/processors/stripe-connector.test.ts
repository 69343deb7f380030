// What only Stripe does, end to end through the gateway (fake -> signed webhook -> callback route ->
// status re-read from the fake -> ledger). Zero-decimal currencies (UGX, DJF) beside a two-decimal one (USD):
// the charge, the settlement, a partial refund and the rest, each exactly the payment's amount in every place.
// 3-D Secure on Stripe's page, and a decline that leaves the session open until it expires.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { syncRefund } from "@/lib/refunds/send-refund";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";

setupTestDatabase();
checkLedgerAfterEach();

const KEY = "sk_live_flows000000000000000000000000";
const WEBHOOK_SECRET = "whsec_flows00000000000000000000000";

let routeServer: { url: string; close(): Promise<void> };
let fake: StripeFake;
let liveKey: string;
let merchantId: string;
let connectionId: string;

beforeAll(async () => {
  routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
  process.env.PUBLIC_BASE_URL = routeServer.url;
  resetEnvForTests();
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET, refundDelayMs: 50 });
  const m = await createTestMerchant();
  liveKey = m.keys.live.secret;
  merchantId = m.merchant.id;
  const connection = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId });
  connectionId = connection.id;
  fake.setWebhookUrl(connectionCallbackUrl(connection));
  invalidateConnectionCache();
});
afterAll(async () => {
  await fake?.close();
  await routeServer?.close();
  delete process.env.PUBLIC_BASE_URL;
  resetEnvForTests();
});

const until = async (what: string, check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const statusOf = async (reference: string) => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status;

async function startPayment(amount: number, currency: string) {
  const p = await createHostedPaymentFor(liveKey, { amount, currency, customer: { first_name: "Jane", email: "jane@example.com" } });
  await submitPaymentAttempt(p.token, { method: "card", kind: "redirect" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  expect(attempt.connectionId).toBe(connectionId);
  return { ...p, attempt, session: attempt.processorRef! };
}

async function refund(reference: string, amount?: number) {
  const res = await refundsRoute.POST(apiRequest(`/v2/payments/${reference}/refunds`, { key: liveKey, body: amount === undefined ? {} : { amount } }), { params: Promise.resolve({ reference }) });
  expect(res.status).toBe(201);
  const row = await db().refund.findFirstOrThrow({ where: { paymentId: reference }, orderBy: { createdAt: "desc" } });
  for (let i = 0; i < 40 && (await db().refund.findUniqueOrThrow({ where: { id: row.id } })).status === "pending"; i++) {
    await syncRefund(row);
    await new Promise((r) => setTimeout(r, 50));
  }
  return db().refund.findUniqueOrThrow({ where: { id: row.id } });
}

describe.each([
  // [currency, major amount, Stripe's amount, a partial refund in major units, its Stripe amount]
  ["UGX", 25_000, 25_000, 10_000, 10_000],
  ["DJF", 1_780, 1_780, 780, 780],
  ["USD", 12.34, 1_234, 2.34, 234],
] as const)("%s through Stripe", (currency, amount, stripeAmount, partial, stripePartial) => {
  it("charges, settles and refunds exactly the payment's amount everywhere", async () => {
    const { reference, session } = await startPayment(amount, currency);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: reference } });
    expect(fake.state.sessions.get(session)).toMatchObject({ amount_total: stripeAmount, currency: currency.toLowerCase() });

    await fake.pay(session, "4242424242424242");
    await until("the webhook's status sync", async () => (await statusOf(reference)) === "success");
    const settlement = await db().ledgerTransaction.findFirstOrThrow({ where: { kind: "payment_settlement", referenceId: reference }, include: { entries: true } });
    // The clearing account is owed exactly the payment's amount, in the gateway's minor units.
    const clearing = await db().ledgerAccount.findFirstOrThrow({ where: { type: "processor_clearing", ownerId: `${connectionId}:${merchantId}`, mode: "live", currency } });
    const clearingEntry = settlement.entries.find((e) => e.accountId === clearing.id);
    expect(clearingEntry && (clearingEntry.amount < 0n ? -clearingEntry.amount : clearingEntry.amount)).toBe(payment.amount);

    // The merchant's own Stripe account pays the refunds: the funds are held at that connection.
    await addLiveFundsFor(merchantId, payment.amount * 10n, currency, { heldAtConnectionId: connectionId });
    const first = await refund(reference, partial);
    expect(first.status).toBe("succeeded");
    const stripeRefunds = [...fake.state.refunds.values()].filter((r) => r.payment_intent === fake.state.sessions.get(session)!.payment_intent);
    expect(stripeRefunds.map((r) => r.amount)).toEqual([stripePartial]);
    expect(stripeRefunds[0].metadata.gateway_refund_id).toBe(first.id);
    const rest = await refund(reference);
    expect(rest.status).toBe("succeeded");
    expect([...fake.state.refunds.values()].filter((r) => r.payment_intent === stripeRefunds[0].payment_intent).reduce((s, r) => s + r.amount, 0)).toBe(stripeAmount);
    expect(await statusOf(reference)).toBe("fully_refunded");
  });
});

describe("3-D Secure and declines on Stripe's page", () => {
  it("a card that asks for 3-D Secure: the attempt waits while the customer authenticates, then succeeds", async () => {
    const { reference, session } = await startPayment(40, "USD");
    expect((await fake.pay(session, "4000002500003155")).location).toMatch(/\/3ds\/pi_/);
    await new Promise((r) => setTimeout(r, 100));
    expect(await statusOf(reference)).toBe("pending");
    fake.authenticate(session, "complete");
    await until("the success", async () => (await statusOf(reference)) === "success");
  });

  it("a declined card and a failed 3-D Secure leave the attempt waiting (Stripe's page offers another card); the session's expiry fails it, with the decline in its reason", async () => {
    const { reference, attempt, session } = await startPayment(40, "USD");
    expect((await fake.pay(session, "4000000000009995")).status).toBe(402);
    await fake.pay(session, "4000002500003155");
    fake.authenticate(session, "fail");
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(reference)).toBe("pending");
    fake.expire(session);
    await until("the failure", async () => (await statusOf(reference)) === "failed");
    expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).reason).toMatch(/expired unpaid \(last decline: The provided PaymentMethod has failed authentication/);
    expect(await db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: reference } })).toBe(0);
  });
});

describe("a Checkout Session's expiry against Stripe's own clock", () => {
  it("is accepted when Stripe's clock runs a few seconds ahead of the gateway's (Stripe counts the 30 minutes from its creation)", async () => {
    fake.setClockAheadMs(3_000);
    try {
      const { session } = await startPayment(10, "USD");
      const created = fake.state.sessions.get(session)!;
      // More than 30 minutes from Stripe's creation, so latency or skew never makes Stripe refuse it.
      expect(created.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(30 * 60 + 3);
    } finally {
      fake.setClockAheadMs(0);
    }
  });
});

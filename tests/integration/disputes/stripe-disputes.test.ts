// A Stripe dispute end to end: a live card payment paid through the fake, the fake opens a dispute, its
// signed webhook reaches the callback route, the gateway asks Stripe for the dispute and holds the
// amount; evidence goes to Stripe through the connector; the fake rules lost (loss and fee posted) or
// won (the hold released). A duplicate and an older webhook change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { startStripeFake, stripeSignatureHeader, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl, processorForConnectionRow } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";

setupTestDatabase();
checkLedgerAfterEach();

const KEY = "sk_live_disputes0000000000000000000000";
const WEBHOOK_SECRET = "whsec_disputes000000000000000000000";

let routeServer: { url: string; close(): Promise<void> };
let fake: StripeFake;
let liveKey: string;
let merchantId: string;
let connectionId: string;

beforeAll(async () => {
  routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
  process.env.PUBLIC_BASE_URL = routeServer.url;
  resetEnvForTests();
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
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
const balance = async (type: "merchant_available" | "dispute_hold") =>
  // Live money at Stripe is held on the connection (lib/ledger/accounts.ts heldAt).
  (await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type, ownerId: `${connectionId}:${merchantId}`, mode: "live", currency: "USD" } } }))?.balance ?? 0n;
const disputeOf = (ref: string) => db().dispute.findFirst({ where: { processorRef: ref, merchantId } });
const processor = async () => processorForConnectionRow(await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } }));

async function paidPayment(amount: number) {
  const p = await createHostedPaymentFor(liveKey, { amount, currency: "USD", customer: { first_name: "Jane", email: "jane@example.com" } });
  await submitPaymentAttempt(p.token, { method: "card", kind: "redirect" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  await fake.pay(attempt.processorRef!, "4242424242424242");
  await until("the payment's success", async () => (await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status === "success");
  return { reference: p.reference, intent: fake.state.sessions.get(attempt.processorRef!)!.payment_intent! };
}

async function resend(body: string) {
  const connection = await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } });
  return fetch(connectionCallbackUrl(connection), { method: "POST", headers: { "content-type": "application/json", "stripe-signature": stripeSignatureHeader(body, WEBHOOK_SECRET) }, body });
}

describe("Stripe disputes through the gateway", () => {
  it("a dispute holds the amount, takes evidence once, and a loss posts the amount and the fee", async () => {
    const { reference, intent } = await paidPayment(40);
    const before = await balance("merchant_available");
    const opened = fake.openDispute({ paymentIntent: intent, reason: "product_not_received" });
    await until("the dispute", async () => (await disputeOf(opened.id))?.fundsWithdrawnAt != null);
    const dispute = (await disputeOf(opened.id))!;
    expect(dispute).toMatchObject({ paymentId: reference, status: "needs_response", reason: "product_not_received", amount: 4000n, currency: "USD", stage: "dispute" });
    // The payment's net (after the gateway's fee) is less than the disputed amount: the rest is the merchant's debt.
    expect(dispute.heldFromAvailable + dispute.heldAsDebt).toBe(4000n);
    expect(await balance("merchant_available")).toBe(before - dispute.heldFromAvailable);
    expect(await balance("dispute_hold")).toBe(4000n);

    const submitted = await (await processor()).submitDisputeEvidence!({ disputeRef: opened.id, evidence: { uncategorized_text: "Delivered", shipping_tracking_number: "TRK9" }, files: [] });
    expect(submitted).toMatchObject({ status: "under_review", evidenceSubmitted: true, attemptId: expect.stringMatching(/^att_/) });
    expect(fake.state.disputes.get(opened.id)!.submission_count).toBe(1);
    await until("under review", async () => (await disputeOf(opened.id))?.status === "under_review");

    fake.ruleDispute(opened.id, "lost");
    await until("the loss", async () => (await disputeOf(opened.id))?.status === "lost");
    expect(await balance("dispute_hold")).toBe(0n);
    expect(await balance("merchant_available")).toBe(before - dispute.heldFromAvailable);
    // The loss takes the amount and the dispute fee (DISPUTE_FEES: USD 15.00) as fee revenue.
    expect((await entriesOf("dispute_loss", dispute.id)).find((e) => e.type === "fee_revenue")?.amount).toBe(1500n);
    const types = (await db().event.findMany({ where: { objectId: dispute.id }, orderBy: { createdAt: "asc" } })).map((e) => e.type);
    expect(types).toContain("dispute.closed");
  });

  it("a won dispute releases the hold; a duplicate and an older webhook change nothing", async () => {
    const { intent } = await paidPayment(30);
    const before = await balance("merchant_available");
    const opened = fake.openDispute({ paymentIntent: intent, amount: 1000 });
    await until("the dispute", async () => (await disputeOf(opened.id))?.fundsWithdrawnAt != null);
    expect(await balance("merchant_available")).toBe(before - 1000n);
    expect(await balance("dispute_hold")).toBe(1000n);
    fake.ruleDispute(opened.id, "won");
    await until("the win", async () => (await disputeOf(opened.id))?.status === "won");
    expect(await balance("merchant_available")).toBe(before);
    expect(await balance("dispute_hold")).toBe(0n);
    const events = await db().event.count({ where: { objectId: (await disputeOf(opened.id))!.id } });

    // The creation event again (older, and a duplicate of one seen): the gateway asks Stripe, which says won; nothing moves.
    const body = JSON.stringify({ id: "evt_again", object: "event", type: "charge.dispute.created", created: opened.created, data: { object: { ...opened, object: "dispute", evidence_details: { due_by: opened.due_by, submission_count: 0 } } } });
    expect((await resend(body)).status).toBeLessThan(300);
    expect((await resend(body)).status).toBeLessThan(300);
    expect(await balance("merchant_available")).toBe(before);
    expect((await disputeOf(opened.id))!.status).toBe("won");
    expect(await db().event.count({ where: { objectId: (await disputeOf(opened.id))!.id } })).toBe(events);
  });
});

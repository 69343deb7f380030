// A Chapa dispute end to end: a live payment paid through the Chapa fake, then the fake's signed dispute
// webhooks reach the callback route over real HTTP. Chapa has no dispute API, so the connector's reading
// of the signed payload is what is recorded: the dispute opens with its amount held, a resolve whose
// payload says lost takes the amount and the dispute fee, and a repeated resolve or a remind delivered
// after the resolve changes nothing.
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { serveCallbackRoute } from "@/tests/integration/processors/conformance/cases";
import { until } from "@/tests/integration/processors/conformance/harness";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { DISPUTE_FEES } from "@/lib/catalog/dispute-states";

setupTestDatabase();
checkLedgerAfterEach();
serveCallbackRoute();

const SECRET_KEY = "CHASECK-disputes00000000000000000000000";
const WEBHOOK_SECRET = "disputes-webhook-secret";

let fake: ChapaFake;
let liveKey: string;
let merchantId: string;
let connectionId: string;

beforeAll(async () => {
  fake = await startChapaFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, transferDelayMs: 100 });
  const m = await createTestMerchant();
  liveKey = m.keys.live.secret;
  merchantId = m.merchant.id;
  const connection = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId: null });
  connectionId = connection.id;
  fake.setWebhookUrl(connectionCallbackUrl(connection));
  invalidateConnectionCache();
});
afterAll(async () => {
  await fake?.close();
  await db().processorConnection.updateMany({ where: { id: connectionId }, data: { enabled: false } });
  invalidateConnectionCache();
});

const balance = async (type: "merchant_available" | "dispute_hold" | "merchant_debt") =>
  (await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type, ownerId: merchantId, mode: "live", currency: "ETB" } } }))?.balance ?? 0n;
const eventsOf = async (id: string) => (await db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((e) => e.type);
/** The dispute webhooks the gateway answered, for one dispute. */
const answered = (disputeRef: string) => fake.kit.callbacks.filter((c) => c.body.includes(disputeRef) && c.status !== undefined);

async function paidLivePayment(amount: number) {
  const p = await createHostedPaymentFor(liveKey, { amount, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
  await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251900123456", kind: "wallet" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  await fake.completeCheckout(attempt.id, "success", "telebirr");
  await until("the success", async () => (await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status === "success");
  return { reference: p.reference, attempt };
}

async function disputeOf(disputeRef: string) {
  return db().dispute.findFirst({ where: { merchantId, processorRef: disputeRef } });
}

describe("Chapa dispute webhooks", () => {
  it("open holds the amount; a lost resolve takes it and the fee; a repeated resolve and a late remind change nothing", async () => {
    const { reference, attempt } = await paidLivePayment(250);
    const availableBefore = await balance("merchant_available");
    const holdBefore = await balance("dispute_hold");

    const ref = fake.openDispute(attempt.id, { reason: "NON_DELIVERY" });
    await until("the dispute recorded", async () => (await disputeOf(ref)) !== null);
    const opened = (await disputeOf(ref))!;
    expect(opened).toMatchObject({ paymentId: reference, connectionId, kind: "chargeback", status: "needs_response", reason: "product_not_received", amount: 25000n, currency: "ETB", evidenceChannel: "record", outcome: null });
    expect(opened.dueBy).toEqual(fake.state.disputes.get(ref)!.due_date);
    expect(await balance("dispute_hold")).toBe(holdBefore + 25000n);
    expect((await balance("merchant_available")) + (await balance("merchant_debt"))).toBe(availableBefore - 25000n);
    expect(await eventsOf(opened.id)).toEqual(["dispute.created", "dispute.funds_withdrawn"]);

    // A reminder: still awaiting the merchant's answer (in Chapa's dashboard); nothing moves.
    fake.remindDispute(ref);
    await until("the remind answered", async () => answered(ref).length === 2);
    expect((await disputeOf(ref))!.status).toBe("needs_response");
    expect(await balance("dispute_hold")).toBe(holdBefore + 25000n);

    fake.resolveDispute(ref, "lost");
    await until("the loss recorded", async () => (await disputeOf(ref))!.status === "lost");
    const lost = (await disputeOf(ref))!;
    expect(lost).toMatchObject({ outcome: "lost", processorStatus: "lost", fee: DISPUTE_FEES.ETB });
    expect(await balance("dispute_hold")).toBe(holdBefore);
    const loss = await entriesOf("dispute_loss", lost.id);
    // The hold to the connection's clearing (Chapa took the money back), the fee from the balance or as debt.
    expect(loss).toEqual(
      expect.arrayContaining([
        { type: "dispute_hold", ownerId: merchantId, amount: -25000n },
        { type: "processor_clearing", ownerId: `${connectionId}:${merchantId}`, amount: 25000n },
        { type: "fee_revenue", ownerId: merchantId, amount: DISPUTE_FEES.ETB },
      ]),
    );
    expect(loss.filter((e) => e.type === "merchant_available" || e.type === "merchant_debt").reduce((sum, e) => sum + e.amount, 0n)).toBe(-DISPUTE_FEES.ETB);
    const eventsAfterLoss = await eventsOf(lost.id);
    expect(eventsAfterLoss.slice(-1)).toEqual(["dispute.closed"]);
    const available = await balance("merchant_available");
    const debt = await balance("merchant_debt");

    // The same resolve delivered again, and the earlier remind delivered late: the dispute stays lost.
    fake.redeliverDispute(ref, "charge.dispute.resolve");
    fake.redeliverDispute(ref, "charge.dispute.remind");
    await until("the late deliveries answered", async () => answered(ref).length === 5);
    expect(answered(ref).map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await disputeOf(ref)).toMatchObject({ status: "lost", outcome: "lost", processorStatus: "lost", processorUpdatedAt: lost.processorUpdatedAt, closedAt: lost.closedAt });
    expect(await eventsOf(lost.id)).toEqual(eventsAfterLoss);
    expect(await balance("merchant_available")).toBe(available);
    expect(await balance("merchant_debt")).toBe(debt);
    expect(await db().ledgerTransaction.count({ where: { referenceId: lost.id } })).toBe(2);
  });

  it("a won resolve releases the hold; the outcome is the payload's, not the event's name", async () => {
    const { attempt } = await paidLivePayment(100);
    const holdBefore = await balance("dispute_hold");
    const ref = fake.openDispute(attempt.id, { reason: "FRAUD", amount: "40.00" });
    await until("the dispute recorded", async () => (await disputeOf(ref)) !== null);
    expect(await disputeOf(ref)).toMatchObject({ amount: 4000n, reason: "fraudulent", status: "needs_response" });
    expect(await balance("dispute_hold")).toBe(holdBefore + 4000n);
    fake.resolveDispute(ref, "won");
    await until("the win recorded", async () => (await disputeOf(ref))!.status === "won");
    expect(await balance("dispute_hold")).toBe(holdBefore);
    const won = (await disputeOf(ref))!;
    expect(await eventsOf(won.id)).toEqual(["dispute.created", "dispute.funds_withdrawn", "dispute.updated", "dispute.funds_reinstated", "dispute.closed"]);
    expect(await db().ledgerTransaction.count({ where: { kind: "dispute_loss", referenceId: won.id } })).toBe(0);
  });

  it("a dispute webhook with a wrong signature is refused and records nothing", async () => {
    const { attempt } = await paidLivePayment(50);
    const disputes = await db().dispute.count();
    fake.kit.fault({ kind: "bad_signature", match: "POST /__fake/disputes/" });
    const ref = fake.openDispute(attempt.id);
    await until("the forged webhook answered", async () => answered(ref).length === 1);
    expect(answered(ref)[0].status).toBe(401);
    expect(await db().dispute.count()).toBe(disputes);
  });
});

// An MTN MoMo reversal end to end: a live request-to-pay paid through the MoMo fake, then the customer
// has MTN's customer care reverse it. MoMo has no dispute API, so the merchant records the claim with
// MTN's reference (POST /v2/disputes with the live key) and each step MTN tells them: the amount is
// held at the connection that took it the moment the claim is recorded, MTN freezes it, then reverses
// it, and the loss posts to the connection's clearing account (no dispute fee on a reversal). A card
// payment takes no claim: its processor reports disputes itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { postCharge } from "@/tests/factories/charges";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { POST as claimRoute } from "@/app/v2/disputes/route";
import { POST as claimStatusRoute } from "@/app/v2/disputes/[id]/claim-status/route";

setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });

let fake: MtnMomoFake;
let shop: Awaited<ReturnType<typeof createTestMerchant>>;
let connectionId: string;
beforeAll(async () => {
  fake = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  shop = await createTestMerchant();
  const connection = await createConnection({
    connector: "mtn_momo",
    mode: "live",
    credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "mtnuganda" },
    baseUrl: fake.url,
    merchantId: shop.merchant.id,
  });
  connectionId = connection.id;
  invalidateConnectionCache();
});
afterAll(async () => {
  await fake?.close();
});

async function paidMomoPayment(reference: string): Promise<string> {
  const { res, body } = await postCharge(shop.keys.live.secret, { amount: 50000, currency: "UGX", method: "mtn_momo", phone_number: "0772 123 456", merchant_reference: reference }, { "Idempotency-Key": reference });
  expect(res.status, JSON.stringify(body)).toBe(201);
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: body.data.gateway_reference } });
  fake.approve(momoReferenceId(attempt.id));
  await confirmPendingAttempt(attempt);
  return body.data.gateway_reference;
}

const liveCall = async (handler: typeof claimRoute, body: unknown, params: Record<string, string> = {}) => {
  const path = params.id ? `/v2/disputes/${params.id}/claim-status` : "/v2/disputes";
  const res = await handler(apiRequest(path, { key: shop.keys.live.secret, body }), { params: Promise.resolve(params) });
  return { status: res.status, json: await res.json() };
};

const heldAt = async (type: "merchant_available" | "dispute_hold") =>
  (await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type, ownerId: `${connectionId}:${shop.merchant.id}`, mode: "live", currency: "UGX" } } }))?.balance ?? null;

describe("an MTN MoMo reversal claim", () => {
  it("is recorded on the live payment, held at the connection, frozen, then reversed", async () => {
    const paymentId = await paidMomoPayment("momo-rev-1");
    const availableBefore = await heldAt("merchant_available");

    const opened = await liveCall(claimRoute, { payment_reference: paymentId, operator_reference: "MTN-UG-CC-99120", reason: "unrecognized", note: "Customer says the phone was stolen" });
    expect(opened.status, JSON.stringify(opened.json)).toBe(201);
    expect(opened.json.data).toMatchObject({ kind: "reversal", status: "open", mode: "live", amount: 50000, currency: "UGX", fee: 0, evidence_details: { channel: "record" } });
    const id = opened.json.data.dispute_reference;
    const dispute = await db().dispute.findUniqueOrThrow({ where: { id } });
    expect(dispute.connectionId).toBe(connectionId);

    expect(await heldAt("merchant_available")).toBe((availableBefore ?? 0n) - dispute.heldFromAvailable);
    expect(await heldAt("dispute_hold")).toBe(50000n);
    expect(dispute.heldFromAvailable + dispute.heldAsDebt).toBe(50000n);

    const frozen = await liveCall(claimStatusRoute, { status: "funds_frozen" }, { id });
    expect(frozen.json.data.status).toBe("funds_frozen");
    const reversed = await liveCall(claimStatusRoute, { status: "reversed" }, { id });
    expect(reversed.json.data).toMatchObject({ status: "reversed", outcome: "lost" });
    expect(await heldAt("dispute_hold")).toBe(0n);
    // The loss goes to MTN's clearing account on this connection: MTN took the money back.
    const loss = await entriesOf("dispute_loss", id);
    expect(loss.find((e) => e.type === "processor_clearing")?.amount).toBe(50000n);
    expect(loss.find((e) => e.type === "fee_revenue")).toBeUndefined();
    const events = await db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(events.map((e) => e.type)).toEqual(["dispute.created", "dispute.funds_withdrawn", "dispute.updated", "dispute.updated", "dispute.closed"]);
    expect(events.every((e) => e.mode === "live")).toBe(true);
  });

  it("a repeated claim with the same MTN reference is refused, and the test key does not see the live claim", async () => {
    const paymentId = await paidMomoPayment("momo-rev-2");
    const before = await db().dispute.count();
    const again = await liveCall(claimRoute, { payment_reference: paymentId, operator_reference: "MTN-UG-CC-99120", reason: "duplicate" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("RESOURCE_CONFLICT");
    expect(await db().dispute.count()).toBe(before);
    const res = await claimRoute(apiRequest("/v2/disputes", { key: shop.keys.test.secret, body: { payment_reference: paymentId, operator_reference: "MTN-T-1", reason: "duplicate" } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(401);
    expect(await db().dispute.count()).toBe(before);
  });

  it("a card payment takes no reversal claim", async () => {
    const stripe = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: "sk_live_reversal000000000000000000000", webhook_secret: "whsec_reversal00000000000000000000000" }, baseUrl: "http://127.0.0.1:9" });
    const paymentId = await paidMomoPayment("momo-rev-3");
    // The payment's successful attempt is moved to the card connection: as if Stripe had taken it.
    await db().paymentAttempt.updateMany({ where: { paymentId, outcome: "success" }, data: { connectionId: stripe.id } });
    const before = await db().dispute.count();
    const res = await liveCall(claimRoute, { payment_reference: paymentId, operator_reference: "CARD-1", reason: "fraudulent" });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("INVALID_STATE");
    expect(res.json.message).toContain("stripe");
    expect(await db().dispute.count()).toBe(before);
  });
});

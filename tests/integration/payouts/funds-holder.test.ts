// Money collected through a merchant's OWN processor connection sits at the merchant's processor
// account, never the operator's: the balance says who holds it (lib/ledger/accounts.ts heldAt), and
// payouts of the operator-held part leave only through installation connections, the part held at an
// own connection only through that connection. The chain: a live ETB 5,000 payment through the
// merchant's own Chapa connection (its processor says success), the owner disables the connection,
// then a live ETB 4,000 payout through the operator's installation connection. Before, it left and
// succeeded; now it is refused with FUNDS_HELD_AT_CONNECTION and nothing is written. Single payouts,
// bulk batches and subaccount settlements obey the same rule; `ledger check` after each test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { subaccountBody, postSubaccount } from "@/tests/factories/subaccounts";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { createConnection, disableConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { processPayout } from "@/lib/payouts/process-payout";
import * as payoutsRoute from "@/app/v2/payouts/route";
import * as bulkRoute from "@/app/v2/payouts/bulk/route";
import * as balancesRoute from "@/app/v2/balances/route";
import * as settleRoute from "@/app/v2/subaccounts/[reference]/settle/route";
import { recordProcessorDispute } from "@/lib/disputes/record-processor-dispute";

setupTestDatabase();
checkLedgerAfterEach();

const SECRET = "CHASECK-fundsholder00000000000000000000";
const credentials = { secret_key: SECRET, webhook_secret: "funds-holder-webhook-secret" };
const customer = { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" };
const cbe = (n: number) => ({ account_name: "Abebe Kebede", account_number: String(1000123450000 + n), bank_slug: "cbe" });
const noParams = { params: Promise.resolve({}) };

let fake: ChapaFake;
let installation: Awaited<ReturnType<typeof createConnection>>;
beforeAll(async () => {
  fake = await startChapaFake({ secretKey: SECRET, webhookSecret: credentials.webhook_secret, transferDelayMs: 0 });
  installation = await createConnection({ connector: "chapa", mode: "live", credentials, baseUrl: fake.url, merchantId: null });
});
afterAll(async () => {
  await fake?.close();
});

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;

/** A merchant with its own live Chapa connection (the operator's installation connection is beside it). */
async function setup() {
  const shop = await createTestMerchant();
  const own = await createConnection({ connector: "chapa", mode: "live", credentials, baseUrl: fake.url, merchantId: shop.merchant.id });
  invalidateConnectionCache();
  return { shop, own };
}

/** A live payment the processor reports as paid, through whichever connection routing gives it. */
async function livePayment(shop: Shop, amount: number, extra: Record<string, unknown> = {}) {
  const p = await createHostedPaymentFor(shop.keys.live.secret, { amount, currency: "ETB", customer, ...extra });
  await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251900123456", kind: "wallet" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  await fake.completeCheckout(attempt.id, "success", "telebirr");
  await confirmPendingAttempt(attempt);
  expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
  return { reference: p.reference, attempt };
}

async function postPayout(shop: Shop, body: Record<string, unknown>) {
  const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: shop.keys.live.secret, body: { currency: "ETB", ...body } }), noParams);
  return { res, body: await res.json() };
}

async function balances(shop: Shop) {
  const res = await balancesRoute.GET(apiRequest("/v2/balances", { key: shop.keys.live.secret }), noParams);
  expect(res.status).toBe(200);
  return (await res.json()).data as {
    currency: string;
    available: number;
    held_by_operator: number;
    held_at_connections: { connection_id: string; processor: string; enabled: boolean; available: number }[];
    disputed: number;
    owed: number;
  }[];
}

/** Everything a refused payout could have written. */
async function written(merchantId: string) {
  const [payouts, jobs, ledger] = await Promise.all([
    db().payout.count({ where: { merchantId } }),
    db().job.count({ where: { type: "payout.process", merchantId } }),
    db().ledgerTransaction.count({ where: { merchantId } }),
  ]);
  return { payouts, jobs, ledger };
}

async function finish(payoutId: string) {
  for (let i = 0; i < 20; i++) {
    if ((await processPayout(payoutId, db())) === "done") break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return db().payout.findUniqueOrThrow({ where: { id: payoutId } });
}

describe("funds collected at a merchant's own connection", () => {
  it("the chain: ETB 5,000 taken through the own connection, the connection disabled, an ETB 4,000 payout through the operator's connection is refused; within the operator-held part it is paid", async () => {
    const { shop, own } = await setup();
    const { attempt } = await livePayment(shop, 5000);
    expect(attempt.connectionId).toBe(own.id);
    const [etb] = await balances(shop);
    expect(etb.held_by_operator).toBe(0);
    expect(etb.held_at_connections).toEqual([{ connection_id: own.id, processor: "chapa", enabled: true, available: etb.available }]);
    expect(etb.available).toBeGreaterThan(4000);

    await disableConnection(own.id, { merchantId: shop.merchant.id });
    invalidateConnectionCache();
    const before = await written(shop.merchant.id);
    const refused = await postPayout(shop, { amount: 4000, account: cbe(1) });
    expect(refused.res.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.code).toBe("FUNDS_HELD_AT_CONNECTION");
    expect(refused.body.message).toContain(`ETB 0.00`);
    expect(refused.body.message).toContain(`own Chapa connection ${own.id} (disabled)`);
    expect(refused.body.error.details).toMatchObject({ currency: "ETB", held_by_operator: 0, held_at_connections: [{ connection_id: own.id, processor: "chapa", enabled: false, available: etb.available }] });
    expect(await written(shop.merchant.id)).toEqual(before);
    expect(fake.state.transfers.size).toBe(0);
    expect((await balances(shop))[0]).toMatchObject({ available: etb.available, held_by_operator: 0 });

    // What the operator holds (collected through its own connections) still pays out, through its connection.
    await addLiveFundsFor(shop.merchant.id, 1000_00n, "ETB");
    const paid = await postPayout(shop, { amount: 500, account: cbe(2) });
    expect(paid.res.status, JSON.stringify(paid.body)).toBe(201);
    const payout = await db().payout.findUniqueOrThrow({ where: { id: paid.body.data.gateway_reference } });
    expect(payout).toMatchObject({ connectionId: installation.id, heldAtConnectionId: null });
    expect((await finish(payout.id)).status).toBe("success");
    const after = (await balances(shop))[0];
    expect(after.held_at_connections[0].available).toBe(etb.available); // untouched
    expect(after.held_by_operator).toBeLessThan(500);
  });

  it("an enabled own connection pays out what it holds, through itself only; the operator's part through the installation connection", async () => {
    const { shop, own } = await setup();
    await livePayment(shop, 5000);
    const held = (await balances(shop))[0].held_at_connections[0].available;
    const res = await postPayout(shop, { amount: 4000, account: cbe(3) });
    expect(res.res.status, JSON.stringify(res.body)).toBe(201);
    const payout = await db().payout.findUniqueOrThrow({ where: { id: res.body.data.gateway_reference } });
    expect(payout).toMatchObject({ connectionId: own.id, heldAtConnectionId: own.id });
    expect((await balances(shop))[0]).toMatchObject({ held_by_operator: 0, held_at_connections: [{ connection_id: own.id }] });
    expect((await finish(payout.id)).status).toBe("success");
    const left = (await balances(shop))[0].held_at_connections[0].available;
    expect(left).toBeCloseTo(held - 4000 - Number(payout.fee) / 100, 2);

    // More than is held at the connection, while the operator holds enough: the operator's part, through its connection.
    await addLiveFundsFor(shop.merchant.id, 3000_00n, "ETB");
    const second = await postPayout(shop, { amount: 2000, account: cbe(4) });
    expect(second.res.status, JSON.stringify(second.body)).toBe(201);
    expect(await db().payout.findUniqueOrThrow({ where: { id: second.body.data.gateway_reference } })).toMatchObject({ connectionId: installation.id, heldAtConnectionId: null });
  });

  it("a refund of a payment taken through the own connection comes out of the money held there", async () => {
    const { shop } = await setup();
    const { reference } = await livePayment(shop, 5000);
    await addLiveFundsFor(shop.merchant.id, 100_00n, "ETB");
    const { POST } = await import("@/app/v2/payments/[reference]/refunds/route");
    const res = await POST(apiRequest(`/v2/payments/${reference}/refunds`, { key: shop.keys.live.secret, body: { amount: 1000 } }), { params: Promise.resolve({ reference }) });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const [etb] = await balances(shop);
    expect(etb.held_by_operator).toBe(100);
  });

  it("a bulk batch pays only what the operator holds, through installation connections", async () => {
    const { shop, own } = await setup();
    await livePayment(shop, 5000);
    await addLiveFundsFor(shop.merchant.id, 1000_00n, "ETB");
    const post = async (amounts: number[]) => {
      const res = await bulkRoute.POST(
        apiRequest("/v2/payouts/bulk", { key: shop.keys.live.secret, body: { title: "Suppliers", currency: "ETB", payouts: amounts.map((amount, i) => ({ amount, account: cbe(10 + i) })) } }),
        noParams,
      );
      return { res, body: await res.json() };
    };
    const before = await written(shop.merchant.id);
    const refused = await post([2000, 2000]);
    expect(refused.res.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.code).toBe("FUNDS_HELD_AT_CONNECTION");
    expect(refused.body.message).toContain(`own Chapa connection ${own.id}`);
    expect(await written(shop.merchant.id)).toEqual(before);
    expect(await db().payoutBatch.count({ where: { merchantId: shop.merchant.id } })).toBe(0);

    const ok = await post([300, 300]);
    expect(ok.res.status, JSON.stringify(ok.body)).toBe(201);
    const payouts = await db().payout.findMany({ where: { merchantId: shop.merchant.id, origin: "bulk" } });
    expect(payouts).toHaveLength(2);
    for (const p of payouts) expect(p).toMatchObject({ connectionId: installation.id, heldAtConnectionId: null });
  });

  it("a subaccount's share collected through the own connection is held there: settlement pays only the operator-held part, through the installation connection", async () => {
    const { shop, own } = await setup();
    const sub = await postSubaccount(shop.keys.live.secret, subaccountBody({ split_type: "percentage", split_value: 50 }));
    expect(sub.res.status, JSON.stringify(sub.body)).toBe(201);
    const subaccount = sub.body.data.subaccount_reference as string;
    await livePayment(shop, 5000, { subaccounts: [{ subaccount_reference: subaccount }] });
    const accounts = await db().ledgerAccount.findMany({ where: { type: "subaccount", merchantId: shop.merchant.id, mode: "live" } });
    expect(accounts.find((a) => a.ownerId === `${own.id}:${subaccount}`)?.balance).toBe(2500_00n);
    const settle = async () => {
      const res = await settleRoute.POST(apiRequest(`/v2/subaccounts/${subaccount}/settle`, { key: shop.keys.live.secret, body: {} }), { params: Promise.resolve({ reference: subaccount }) });
      return { res, body: await res.json() };
    };
    const refused = await settle();
    expect(refused.res.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.code).toBe("FUNDS_HELD_AT_CONNECTION");
    expect(await db().payout.count({ where: { subaccountId: subaccount } })).toBe(0);

    // A payment through the operator's connection (the own one disabled) earns an operator-held share.
    await disableConnection(own.id, { merchantId: shop.merchant.id });
    invalidateConnectionCache();
    await livePayment(shop, 1000, { subaccounts: [{ subaccount_reference: subaccount }] });
    const paid = await settle();
    expect(paid.res.status, JSON.stringify(paid.body)).toBe(201);
    const payout = await db().payout.findFirstOrThrow({ where: { subaccountId: subaccount } });
    expect(payout).toMatchObject({ connectionId: installation.id, heldAtConnectionId: null });
    expect(payout.amount + payout.fee).toBe(500_00n);
    expect((await db().ledgerAccount.findFirstOrThrow({ where: { ownerId: `${own.id}:${subaccount}` } })).balance).toBe(2500_00n);
  });
});

describe("disputes at a merchant's own connection", () => {
  it("a chargeback on a payment its own connection took is held there: disputed and owed count it like the operator-held part", async () => {
    const { shop, own } = await setup();
    const { attempt } = await livePayment(shop, 5000);
    const [before] = await balances(shop);
    expect(before).toMatchObject({ held_by_operator: 0, disputed: 0, owed: 0 });
    expect(before.available).toBeLessThan(5000);

    // The whole payment disputed: more than the balance its fees left, so the rest is a debt at that connection.
    const recorded = await recordProcessorDispute(
      {
        disputeRef: "chapa-dispute-own-1",
        attemptId: attempt.id,
        chargeRef: null,
        amount: 5000_00n,
        currency: "ETB",
        status: "needs_response",
        processorStatus: "needs_response",
        reason: "fraudulent",
        stage: "dispute",
        dueBy: null,
        updatedAt: new Date(),
        evidenceSubmitted: false,
      },
      { connectionId: own.id, evidenceChannel: "record" },
    );
    expect(recorded).toMatchObject({ changed: true });
    const [after] = await balances(shop);
    expect(after).toMatchObject({
      available: 0,
      held_by_operator: 0,
      held_at_connections: [{ connection_id: own.id, available: 0 }],
      disputed: 5000,
      owed: Number((5000 - before.available).toFixed(2)),
    });
    expect(after.owed).toBeGreaterThan(0);
    expect((await db().ledgerAccount.findFirstOrThrow({ where: { type: "dispute_hold", ownerId: `${own.id}:${shop.merchant.id}` } })).balance).toBe(5000_00n);
  });
});

describe("test mode", () => {
  it("has no connections: the simulator's money is all held by the operator", async () => {
    const shop = await createTestMerchant();
    const { POST } = await import("@/app/v2/balances/test-funds/route");
    const added = await POST(apiRequest("/v2/balances/test-funds", { key: shop.keys.test.secret, body: { amount: 100, currency: "ETB" } }), noParams);
    expect(added.status).toBe(201);
    const res = await balancesRoute.GET(apiRequest("/v2/balances", { key: shop.keys.test.secret }), noParams);
    expect((await res.json()).data).toEqual([{ currency: "ETB", available: 100, held_by_operator: 100, held_at_connections: [], pending: 0, disputed: 0, owed: 0, subaccounts: 0 }]);
  });
});

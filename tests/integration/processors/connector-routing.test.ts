// Which connection carries what. A merchant's own connection comes before the
// installation's, then priority decides; a disabled connection takes nothing new; live mode lists
// only the methods a connection serves (GET /v2/payment-methods and the checkout alike) and test mode
// keeps the simulator for the rest; a live payout that waited for a connection is routed once one
// exists; the customer can leave an attempt waiting at the processor; a connection that cannot refund
// refuses the refund up front; credentials are checked against the mode.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { createConnection, disableConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { loadCheckout } from "@/lib/checkout/load-checkout";
import { payAnotherWay } from "@/lib/checkout/pay-another-way";
import { routeWaitingPayouts } from "@/lib/payouts/route-waiting-payouts";
import { NO_PROCESSOR_REASON } from "@/lib/payouts/insert-payouts";
import { routePayout } from "@/lib/processors/registry";
import * as paymentMethodsRoute from "@/app/v2/payment-methods/route";
import * as payoutsRoute from "@/app/v2/payouts/route";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";

setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const momoCredentials = (withDisbursement = true) => ({
  collection: product(DEFAULT_MOMO_CREDENTIALS.collection),
  ...(withDisbursement ? { disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement) } : {}),
  target_environment: "mtnuganda",
});

let fake: MtnMomoFake;
let other: MtnMomoFake;
let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
beforeAll(async () => {
  fake = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  other = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  merchant = await createTestMerchant();
});
afterAll(async () => {
  await fake?.close();
  await other?.close();
});
beforeEach(async () => {
  await db().processorConnection.updateMany({ data: { enabled: false } });
  invalidateConnectionCache();
});

const liveKey = () => merchant.keys.live.secret;
const wallet = (phone = "+256772123456") => ({ method: "mtn_momo", account: phone, kind: "wallet" as const });
async function livePayment(amount = 5000) {
  return createHostedPaymentFor(liveKey(), { amount, currency: "UGX" });
}
async function methodsAvailable(currency: string) {
  const res = await paymentMethodsRoute.GET(apiRequest(`/v2/payment-methods?currency=${currency}`, { key: liveKey() }), { params: Promise.resolve({}) });
  const json = await res.json();
  return (json.data as { id: string; available: boolean }[]).filter((m) => m.available).map((m) => m.id);
}

describe("routing", () => {
  it("a merchant's own connection comes first, then the lower priority; a disabled one takes nothing new", async () => {
    const installationLow = await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: other.url, priority: 10 });
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: other.url, priority: 50 });
    const own = await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url, priority: 500, merchantId: merchant.merchant.id });

    const first = await livePayment();
    await submitPaymentAttempt(first.token, wallet());
    expect((await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: first.reference } })).connectionId).toBe(own.id);

    await disableConnection(own.id);
    const second = await livePayment();
    await submitPaymentAttempt(second.token, wallet());
    expect((await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: second.reference } })).connectionId).toBe(installationLow.id);
    // Another merchant never gets this merchant's own connection.
    const stranger = await createTestMerchant();
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url, merchantId: stranger.merchant.id, priority: 0 });
    const third = await livePayment();
    await submitPaymentAttempt(third.token, wallet());
    expect((await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: third.reference } })).connectionId).toBe(installationLow.id);
  });

  it("live mode lists only the methods a connection serves; with none, every method shows unavailable", async () => {
    expect(await methodsAvailable("UGX")).toEqual([]);
    // Nothing serves UGX live: the payment is refused at creation (live-payment-refusal.test.ts has the rest).
    await expect(livePayment()).rejects.toThrow(/NO_LIVE_PROCESSOR/);

    const connection = await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url });
    expect(await methodsAvailable("UGX")).toEqual(["mtn_momo"]);
    expect(await methodsAvailable("ETB")).toEqual([]);
    const p = await livePayment();
    const view = (await loadCheckout(p.token))!.view;
    expect(view.processorAvailable).toBe(true);
    expect(view.methods.map((m) => m.id)).toEqual(["mtn_momo"]); // Airtel, card and bank transfer stay hidden
    // A method no connection serves is refused, not sent to the simulator.
    await expect(submitPaymentAttempt(p.token, { method: "airtel_money", account: "+256702123456", kind: "wallet" })).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/not available for live payments/) });

    // The connection goes away after the payment was made: the checkout shows every method unavailable.
    await disableConnection(connection.id);
    const none = (await loadCheckout(p.token))!.view;
    expect(none.processorAvailable).toBe(false);
    expect(none.methods.length).toBeGreaterThan(1);
  });

  it("test mode keeps the simulator for every method, and a test connection takes the methods it serves", async () => {
    const p = await createHostedPaymentFor(merchant.keys.test.secret, { amount: 100, currency: "ETB" });
    const view = (await loadCheckout(p.token))!.view;
    expect(view.methods.every((m) => m.available && !m.onProcessorPage)).toBe(true);
    expect(view.methods.length).toBeGreaterThan(3);
  });
});

describe("the customer leaves an attempt waiting at the processor", () => {
  it("asks the processor first; still waiting, the attempt fails and the methods are offered again", async () => {
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url });
    const p = await livePayment();
    expect((await submitPaymentAttempt(p.token, wallet())).status).toBe("pending");
    expect((await loadCheckout(p.token))!.view.canPayAnotherWay).toBe(true);
    await payAnotherWay(p.token);
    const view = (await loadCheckout(p.token))!.view;
    expect(view.screen).toBe("failed");
    expect(view.anotherNumber).toBe(true); // not shown as a failure of the customer's
    // A second attempt may start.
    expect((await submitPaymentAttempt(p.token, wallet("+256772654321"))).status).toBe("pending");
  });

  it("one the customer already approved ends in success, never asked to pay again", async () => {
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url });
    const p = await livePayment();
    await submitPaymentAttempt(p.token, wallet());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference } });
    fake.approve(momoReferenceId(attempt.id));
    await payAnotherWay(p.token);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
  });

  it("status sync gives up a day after the payment expired, asking once more first", async () => {
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url });
    const p = await livePayment();
    await submitPaymentAttempt(p.token, wallet());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference } });
    const { confirmPendingAttempt, GIVE_UP_AFTER_EXPIRY_MS } = await import("@/lib/payments/attempts/confirm-pending-attempt");
    const { expiresAt } = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    // Before: still waiting, asked again later.
    expect(await confirmPendingAttempt(attempt, db(), new Date(expiresAt.getTime() + GIVE_UP_AFTER_EXPIRY_MS - 60_000))).toMatchObject({ retryInMs: expect.any(Number) });
    const callsBefore = fake.kit.requests.filter((r) => r.method === "GET" && r.path.includes("/requesttopay/")).length;
    expect(await confirmPendingAttempt(attempt, db(), new Date(expiresAt.getTime() + GIVE_UP_AFTER_EXPIRY_MS + 60_000))).toBe(true);
    expect(fake.kit.requests.filter((r) => r.method === "GET" && r.path.includes("/requesttopay/")).length).toBe(callsBefore + 1); // asked once more
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/before it expired/) });
  });

  it("there is nothing to leave when no attempt waits at a processor", async () => {
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url });
    const p = await livePayment();
    await expect(payAnotherWay(p.token)).rejects.toBeInstanceOf(ApiError);
  });
});

describe("payouts and refunds", () => {
  it("a live payout that waited for a connection is sent once one serves its bank", async () => {
    await addLiveFundsFor(merchant.merchant.id, 1_000_000n, "UGX");
    const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey(), body: { amount: 5000, currency: "UGX", account: { account_name: "Nakato Sarah", account_number: "+256772654321", bank_slug: "mtn_momo_ug" } } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    const id = (await res.json()).data.gateway_reference as string;
    expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "pending", connectionId: null, statusReason: NO_PROCESSOR_REASON });
    expect(await routeWaitingPayouts(db())).toBe(0);

    const connection = await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(), baseUrl: fake.url });
    expect(await routeWaitingPayouts(db())).toBe(1);
    expect(await db().payout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "pending", connectionId: connection.id, statusReason: null });
    expect(await db().job.count({ where: { type: "payout.process", objectId: id, doneAt: null } })).toBe(1);
    expect(await routeWaitingPayouts(db())).toBe(0); // once
  });

  it("Airtel Money: live mode lists airtel_money once a connection serves it; its payouts to Airtel wallets only with the disbursement PIN and key", async () => {
    const airtel = { client_id: "routing-client-id", client_secret: "routing-client-secret", country: "UG" };
    await createConnection({ connector: "airtel_money", mode: "live", credentials: airtel, baseUrl: "http://127.0.0.1:9" });
    expect(await methodsAvailable("UGX")).toEqual(["airtel_money"]);
    const opts = { merchantId: merchant.merchant.id, mode: "live" as const, bankSlug: "airtel_ug", currency: "UGX" };
    // Without the disbursement credentials the connection only collects: nothing sends the payout.
    expect(await routePayout(opts)).toBeNull();
    const publicKey = "-----BEGIN PUBLIC KEY-----\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAK8Q\n-----END PUBLIC KEY-----\n";
    const payer = await createConnection({ connector: "airtel_money", mode: "live", credentials: { ...airtel, disbursement: { pin: "1234", public_key: publicKey } }, baseUrl: "http://127.0.0.1:9" });
    invalidateConnectionCache();
    expect((await routePayout(opts))?.connectionId).toBe(payer.id);
    // An MTN wallet is not Airtel's to pay.
    expect(await routePayout({ ...opts, bankSlug: "mtn_momo_ug" })).toBeNull();
    // Airtel's keys look alike in staging and production: its host tells the modes apart, and nothing is written.
    const before = await db().processorConnection.count();
    await expect(createConnection({ connector: "airtel_money", mode: "live", credentials: airtel, baseUrl: "https://openapiuat.airtel.africa" })).rejects.toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/production host/) });
    await expect(createConnection({ connector: "airtel_money", mode: "test", credentials: airtel, baseUrl: "https://openapi.airtel.africa/" })).rejects.toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/real money/) });
    expect(await db().processorConnection.count()).toBe(before);
  });

  it("a connection without MoMo's disbursement credentials refuses a refund up front, changing nothing", async () => {
    await createConnection({ connector: "mtn_momo", mode: "live", credentials: momoCredentials(false), baseUrl: fake.url });
    const p = await livePayment();
    await submitPaymentAttempt(p.token, wallet());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference } });
    fake.approve(momoReferenceId(attempt.id));
    const { confirmPendingAttempt } = await import("@/lib/payments/attempts/confirm-pending-attempt");
    await confirmPendingAttempt(attempt);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
    const before = await db().refund.count();
    const res = await refundsRoute.POST(apiRequest(`/v2/payments/${p.reference}/refunds`, { key: liveKey(), body: {} }), { params: Promise.resolve({ reference: p.reference }) });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("INVALID_STATE");
    expect(await db().refund.count()).toBe(before);
  });
});

describe("connections refuse what would move money in the wrong mode", () => {
  it("a Chapa live key on a test connection, a test key on a live one, MTN production on a test connection, sandbox on a live one", async () => {
    const cases: [string, "test" | "live", unknown][] = [
      ["chapa", "test", { secret_key: "CHASECK-live000000000000", webhook_secret: "whsecret00" }],
      ["chapa", "live", { secret_key: "CHASECK_TEST-test000000000000", webhook_secret: "whsecret00" }],
      ["mtn_momo", "test", momoCredentials()],
      ["mtn_momo", "live", { ...momoCredentials(), target_environment: "sandbox" }],
    ];
    const before = await db().processorConnection.count();
    for (const [connector, mode, credentials] of cases) {
      await expect(createConnection({ connector, mode, credentials })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    }
    await expect(createConnection({ connector: "stripe", mode: "live", credentials: {} })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    await expect(createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: "CHASECK-x0000000", webhook_secret: "whsecret00", extra: 1 } })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    await expect(createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: "CHASECK-x0000000", webhook_secret: "whsecret00" }, baseUrl: "ftp://x" })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    await expect(createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: "CHASECK-x0000000", webhook_secret: "whsecret00" }, methods: ["mtn_momo"] })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    expect(await db().processorConnection.count()).toBe(before);
  });

  it("stores credentials encrypted: the secret is not in the row", async () => {
    const c = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: "CHASECK-visible-secret-0001", webhook_secret: "whsecret-visible-0001" } });
    const row = await db().processorConnection.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.credentials.startsWith("enc1:")).toBe(true);
    expect(JSON.stringify(row)).not.toContain("visible-secret");
    expect(JSON.stringify(row)).not.toContain("whsecret-visible");
  });
});

// Issue 26, request shapes (ActiveMerchant's style): for each call a connector makes, the exact method,
// path, headers and body it sends, as the processor's documentation has them (the fakes' headers cite
// the pages), with the fake's canned answer behind it. The conformance suite proves the flows; this file
// pins what goes on the wire, so a change to a connector's request is a visible change to a test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { DEFAULT_AIRTEL_CREDENTIALS, startAirtelMoneyFake, type AirtelMoneyFake } from "@/tests/fakes/airtel-money/server";
import type { RecordedRequest } from "@/tests/fakes/fake-kit";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import { momoReferenceId } from "@/lib/processors/mtn-momo/mtn-momo-connector";
import { submitPaymentAttempt } from "@/lib/checkout/submit-payment-attempt";
import type { Processor } from "@/lib/processors/types";

setupTestDatabase();

const CHAPA_KEY = "CHASECK-shapes00000000000000000000000000";
const CHAPA_WEBHOOK_SECRET = "shapes-webhook-secret";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let chapa: ChapaFake;
let momo: MtnMomoFake;
let chapaProcessor: Processor;
let momoProcessor: Processor;
let liveKey: string;

beforeAll(async () => {
  chapa = await startChapaFake({ secretKey: CHAPA_KEY, webhookSecret: CHAPA_WEBHOOK_SECRET, transferDelayMs: 0 });
  momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  const chapaRow = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: CHAPA_KEY, webhook_secret: CHAPA_WEBHOOK_SECRET }, baseUrl: chapa.url });
  const momoRow = await createConnection({
    connector: "mtn_momo",
    mode: "live",
    credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
    baseUrl: momo.url,
  });
  invalidateConnectionCache();
  chapaProcessor = processorForConnectionRow(chapaRow);
  momoProcessor = processorForConnectionRow(momoRow);
  liveKey = (await createTestMerchant()).keys.live.secret;
});
afterAll(async () => {
  await chapa?.close();
  await momo?.close();
});

/** The requests a fake received while `action` ran. */
async function sentDuring(fake: { kit: { requests: RecordedRequest[] } }, action: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const before = fake.kit.requests.length;
  await action();
  return fake.kit.requests.slice(before);
}
const only = (requests: RecordedRequest[], call: string) => {
  const found = requests.filter((r) => `${r.method} ${r.path}`.startsWith(call));
  expect(found, `${call} in ${requests.map((r) => `${r.method} ${r.path}`).join(", ")}`).toHaveLength(1);
  return found[0];
};

describe("Chapa", () => {
  let attemptId: string;

  it("initialize: POST /v1/transaction/initialize, Bearer secret key, JSON with tx_ref = the attempt id", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 1234.5, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" }, customization: { title: "A very long shop title", description: "Order 7" } });
    const sent = await sentDuring(chapa, () => submitPaymentAttempt(payment.token, { method: "telebirr", account: "+251900123456", kind: "wallet" }));
    const init = only(sent, "POST /v1/transaction/initialize");
    attemptId = (await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } })).id;
    expect(init.headers.authorization).toBe(`Bearer ${CHAPA_KEY}`);
    expect(init.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({
      amount: "1234.50",
      currency: "ETB",
      email: "abebe@example.com",
      first_name: "Abebe",
      last_name: "Kebede",
      phone_number: "0900123456",
      tx_ref: attemptId,
      callback_url: expect.stringMatching(/\/v2\/processor-callbacks\/[0-9A-Za-z]{20,}$/),
      return_url: expect.stringMatching(/\/checkout\/cs_live_[0-9A-Za-z]+\/return$/),
      customization: { title: "A very long shop", description: "Order 7" },
      meta: { payment_reference: payment.reference, method: "telebirr" },
    });
  });

  it("verify: GET /v1/transaction/verify/{tx_ref}, no body", async () => {
    const sent = await sentDuring(chapa, () => chapaProcessor.status({ attemptId }));
    const verify = only(sent, "GET /v1/transaction/verify/");
    expect(verify.path).toBe(`/v1/transaction/verify/${attemptId}`);
    expect(verify.headers.authorization).toBe(`Bearer ${CHAPA_KEY}`);
    expect(verify.body).toBe("");
  });

  it("refund: POST /v1/refund/{tx_ref} with amount, reason and reference = the refund id; verify by Chapa's ref_id", async () => {
    await chapa.completeCheckout(attemptId, "success", "telebirr");
    const sent = await sentDuring(chapa, () => chapaProcessor.refund({ attemptId, amount: 50000n, currency: "ETB", refundId: "rfd_shape1" }));
    const refund = only(sent, "POST /v1/refund/");
    expect(refund.path).toBe(`/v1/refund/${attemptId}`);
    expect(JSON.parse(refund.body)).toEqual({ amount: "500.00", reason: "Refund requested by the merchant", reference: "rfd_shape1" });
    const answer = await chapaProcessor.refund({ attemptId, amount: 50000n, currency: "ETB", refundId: "rfd_shape1" });
    const verified = await sentDuring(chapa, () => chapaProcessor.refundStatus!({ refundId: "rfd_shape1", attemptId, processorRef: answer.refundRef }));
    expect(only(verified, "GET /v1/refund/").path).toBe(`/v1/refund/${answer.refundRef}/verify`);
  });

  it("transfer: GET /v1/banks for the bank's code, then POST /v1/transfers with reference = the payout id; verify by it", async () => {
    const sent = await sentDuring(chapa, () =>
      chapaProcessor.sendPayout({ payoutId: "po_shape1", amount: 123456n, currency: "ETB", bankSlug: "cbe", accountNumber: "1000123450000", accountName: "Abebe Kebede" }),
    );
    const transfer = only(sent, "POST /v1/transfers");
    expect(JSON.parse(transfer.body)).toEqual({ account_name: "Abebe Kebede", account_number: "1000123450000", amount: "1234.56", currency: "ETB", reference: "po_shape1", bank_code: 946 });
    const verified = await sentDuring(chapa, () => chapaProcessor.payoutStatus({ payoutId: "po_shape1" }));
    expect(only(verified, "GET /v1/transfers/verify/").path).toBe("/v1/transfers/verify/po_shape1");
    // A wallet payee in Chapa's local form.
    const toWallet = await sentDuring(chapa, () =>
      chapaProcessor.sendPayout({ payoutId: "po_shape2", amount: 10000n, currency: "ETB", bankSlug: "telebirr", accountNumber: "+251911234567", accountName: "Abebe Kebede" }),
    );
    expect(JSON.parse(only(toWallet, "POST /v1/transfers").body)).toMatchObject({ account_number: "0911234567", bank_code: 855 });
  });
});

describe("MTN MoMo", () => {
  let attemptId: string;
  const basic = `Basic ${Buffer.from(`${DEFAULT_MOMO_CREDENTIALS.collection.apiUser}:${DEFAULT_MOMO_CREDENTIALS.collection.apiKey}`).toString("base64")}`;

  it("token: POST /collection/token/ with Basic api_user:api_key and the collection subscription key; then requesttopay", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 25000, currency: "UGX" });
    const sent = await sentDuring(momo, () => submitPaymentAttempt(payment.token, { method: "mtn_momo", account: "+256772123456", kind: "wallet" }));
    attemptId = (await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } })).id;
    const token = only(sent, "POST /collection/token/");
    expect(token.headers.authorization).toBe(basic);
    expect(token.headers["ocp-apim-subscription-key"]).toBe(DEFAULT_MOMO_CREDENTIALS.collection.subscriptionKey);
    const push = only(sent, "POST /collection/v1_0/requesttopay");
    expect(push.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      "x-reference-id": momoReferenceId(attemptId),
      "x-target-environment": "mtnuganda",
      "x-callback-url": expect.stringMatching(/\/v2\/processor-callbacks\/[0-9A-Za-z]{20,}$/),
      "ocp-apim-subscription-key": DEFAULT_MOMO_CREDENTIALS.collection.subscriptionKey,
      "content-type": "application/json",
    });
    expect(push.headers["x-reference-id"]).toMatch(UUID_V4);
    expect(JSON.parse(push.body)).toEqual({ amount: "25000", currency: "UGX", externalId: attemptId, payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerMessage: "Payment", payeeNote: payment.reference });
  });

  it("status: GET /collection/v1_0/requesttopay/{X-Reference-Id}, the token reused", async () => {
    const sent = await sentDuring(momo, () => momoProcessor.status({ attemptId }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /collection/v1_0/requesttopay/${momoReferenceId(attemptId)}`]);
  });

  it("transfer: POST /disbursement/token/ with the disbursement credentials, then /disbursement/v1_0/transfer keyed by the payout", async () => {
    const sent = await sentDuring(momo, () =>
      momoProcessor.sendPayout({ payoutId: "po_momo_shape", amount: 70000n, currency: "UGX", bankSlug: "mtn_momo_ug", accountNumber: "+256772654321", accountName: "Nakato Sarah" }),
    );
    const token = only(sent, "POST /disbursement/token/");
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from(`${DEFAULT_MOMO_CREDENTIALS.disbursement.apiUser}:${DEFAULT_MOMO_CREDENTIALS.disbursement.apiKey}`).toString("base64")}`);
    expect(token.headers["ocp-apim-subscription-key"]).toBe(DEFAULT_MOMO_CREDENTIALS.disbursement.subscriptionKey);
    const transfer = only(sent, "POST /disbursement/v1_0/transfer");
    expect(transfer.headers["x-reference-id"]).toBe(momoReferenceId("po_momo_shape"));
    expect(transfer.headers["ocp-apim-subscription-key"]).toBe(DEFAULT_MOMO_CREDENTIALS.disbursement.subscriptionKey);
    expect(JSON.parse(transfer.body)).toEqual({ amount: "70000", currency: "UGX", externalId: "po_momo_shape", payee: { partyIdType: "MSISDN", partyId: "256772654321" }, payerMessage: "Payout po_momo_shape", payeeNote: "Payout po_momo_shape" });
    expect(sent.some((r) => r.method === "GET" && r.path === `/disbursement/v1_0/transfer/${momoReferenceId("po_momo_shape")}`)).toBe(true);
  });

  it("the sandbox is asked in EUR, MoMo's only sandbox currency", async () => {
    const sandbox = await startMtnMomoFake({ targetEnvironment: "sandbox", approvalDelayMs: null });
    try {
      const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
      const row = await createConnection({ connector: "mtn_momo", mode: "test", credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "sandbox" }, baseUrl: sandbox.url });
      const processor = processorForConnectionRow(row);
      const sent = await sentDuring(sandbox, () => processor.authorize({ attemptId: "att_sandboxshape", amount: 5000n, currency: "UGX", method: "mtn_momo", account: "+46733123450" }));
      const push = only(sent, "POST /collection/v1_0/requesttopay");
      expect(push.status).toBe(202);
      expect(JSON.parse(push.body)).toMatchObject({ amount: "5000", currency: "EUR", payer: { partyIdType: "MSISDN", partyId: "46733123450" } });
      expect(push.headers["x-target-environment"]).toBe("sandbox");
    } finally {
      await sandbox.close();
    }
  });
});

describe("Airtel Money", () => {
  let airtel: AirtelMoneyFake;
  let processor: Processor;
  let attemptId: string;
  const tokenBody = { client_id: DEFAULT_AIRTEL_CREDENTIALS.clientId, client_secret: DEFAULT_AIRTEL_CREDENTIALS.clientSecret, grant_type: "client_credentials" };
  beforeAll(async () => {
    airtel = await startAirtelMoneyFake({ approvalDelayMs: null, tokenTtlSeconds: 180 });
    const row = await createConnection({
      connector: "airtel_money",
      mode: "live",
      credentials: { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: airtel.pinPublicKey } },
      baseUrl: airtel.url,
    });
    invalidateConnectionCache();
    processor = processorForConnectionRow(row);
  });
  afterAll(() => airtel?.close());

  it("token: POST /auth/oauth2/token with the client credentials as JSON; then POST /merchant/v1/payments/ with X-Country, X-Currency and the msisdn without 256", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 25000, currency: "UGX" });
    const sent = await sentDuring(airtel, () => submitPaymentAttempt(payment.token, { method: "airtel_money", account: "+256752123456", kind: "wallet" }));
    attemptId = (await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } })).id;
    const token = only(sent, "POST /auth/oauth2/token");
    expect(token.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(token.body)).toEqual(tokenBody);
    const push = only(sent, "POST /merchant/v1/payments/");
    expect(push.headers).toMatchObject({ authorization: expect.stringMatching(/^Bearer \S+$/), "x-country": "UG", "x-currency": "UGX", "content-type": "application/json" });
    expect(JSON.parse(push.body)).toEqual({ reference: payment.reference, subscriber: { country: "UG", currency: "UGX", msisdn: "752123456" }, transaction: { amount: 25000, country: "UG", currency: "UGX", id: attemptId } });
  });

  it("status: GET /standard/v1/payments/{attempt id}, the cached token reused", async () => {
    const sent = await sentDuring(airtel, () => processor.status({ attemptId }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /standard/v1/payments/${attemptId}`]);
    expect(sent[0].headers).toMatchObject({ "x-country": "UG", "x-currency": "UGX" });
  });

  it("a token near its expires_in is renewed before the call; a token Airtel no longer takes (401) is renewed once and the call sent again", async () => {
    const original = Date.now;
    Date.now = () => original() + 160_000; // inside the last 30 s of the fake's 180 s
    try {
      const sent = await sentDuring(airtel, () => processor.status({ attemptId }));
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /auth/oauth2/token", `GET /standard/v1/payments/${attemptId}`]);
    } finally {
      Date.now = original;
    }
    airtel.revokeTokens();
    const sent = await sentDuring(airtel, () => processor.status({ attemptId }));
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`GET /standard/v1/payments/${attemptId} 401`, "POST /auth/oauth2/token 200", `GET /standard/v1/payments/${attemptId} 200`]);
  });

  it("refund: POST /standard/v1/payments/refund with the airtel_money_id of the whole payment; a part is refused without a call", async () => {
    airtel.approve(attemptId);
    const part = await sentDuring(airtel, () => processor.refund({ attemptId, amount: 1000n, currency: "UGX", refundId: "rfd_airtel_part", paymentAmount: 25000n }));
    expect(part).toEqual([]);
    const sent = await sentDuring(airtel, () => processor.refund({ attemptId, amount: 25000n, currency: "UGX", refundId: "rfd_airtel_whole", paymentAmount: 25000n }));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /standard/v1/payments/${attemptId}`, "POST /standard/v1/payments/refund"]);
    expect(JSON.parse(sent[1].body)).toEqual({ transaction: { airtel_money_id: expect.stringMatching(/^MP/) } });
  });

  it("disbursement: POST /standard/v1/disbursements/ with the payee's msisdn, the payout id and the PIN encrypted (never in clear)", async () => {
    const sent = await sentDuring(airtel, () =>
      processor.sendPayout({ payoutId: "po_airtel_shape", amount: 70000n, currency: "UGX", bankSlug: "airtel_ug", accountNumber: "+256752654321", accountName: "Nakato Sarah" }),
    );
    const body = JSON.parse(only(sent, "POST /standard/v1/disbursements/").body);
    expect(body).toEqual({ payee: { msisdn: "752654321" }, reference: "po_airtel_shape", pin: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/), transaction: { amount: 70000, id: "po_airtel_shape" } });
    expect(body.pin).not.toContain(airtel.pin);
    expect(Buffer.from(body.pin, "base64")).toHaveLength(128); // one 1024-bit RSA block
    const verified = await sentDuring(airtel, () => processor.payoutStatus({ payoutId: "po_airtel_shape" }));
    expect(verified.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /standard/v1/disbursements/po_airtel_shape"]);
  });

  it("settlement: no API call; the connector reads the statement the fake writes from what it processed", async () => {
    expect(processor.fetchSettlements).toBeUndefined();
    const report = processor.parseSettlementReport!(airtel.statement({ from: new Date(Date.now() - 3600_000), to: new Date(Date.now() + 1000) }));
    expect(report.payouts).toEqual([]);
    expect(report.records.find((r) => r.gatewayRef === attemptId)).toMatchObject({ kind: "payment", amount: 25000n, currency: "UGX", fee: 375n, status: "settled", processorRef: expect.stringMatching(/^MP/) });
    // The refund is matched by the refundRef the connector stored: the reversed collection's airtel_money_id.
    const paid = report.records.find((r) => r.gatewayRef === attemptId)!;
    expect(report.records.find((r) => r.kind === "refund")).toMatchObject({ amount: 25000n, gatewayRef: null, processorRef: paid.processorRef });
    expect(report.records.find((r) => r.gatewayRef === "po_airtel_shape")).toMatchObject({ kind: "payout", amount: 70000n, status: "settled" });
  });

  it("a PIN key that is no RSA key fails the payout before anything is sent", async () => {
    const row = await createConnection({
      connector: "airtel_money",
      mode: "live",
      credentials: { client_id: airtel.clientId, client_secret: airtel.clientSecret, country: "UG", disbursement: { pin: airtel.pin, public_key: "-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----" } },
      baseUrl: airtel.url,
    });
    const broken = processorForConnectionRow(row);
    let answer: unknown;
    const sent = await sentDuring(airtel, async () => {
      answer = await broken.sendPayout({ payoutId: "po_airtel_badkey", amount: 1000n, currency: "UGX", bankSlug: "airtel_ug", accountNumber: "+256752654321", accountName: "Nakato Sarah" });
    });
    expect(sent).toEqual([]);
    expect(answer).toEqual({ outcome: "failed", processorRef: "", reason: expect.stringMatching(/not a valid RSA public key/) });
  });
});

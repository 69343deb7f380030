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
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake, type WaafiPayFake } from "@/tests/fakes/waafipay/server";
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

// Issue 28: WaafiPay (docs.waafipay.com, tests/fakes/waafipay/README.md): one endpoint, one envelope.
describe("WaafiPay", () => {
  let waafi: WaafiPayFake;
  let processor: Processor;
  const c = DEFAULT_WAAFI_CREDENTIALS;
  const api = { merchantUid: c.merchantUid, apiUserId: c.apiUserId, apiKey: c.apiKey };
  const hpp = { merchantUid: c.merchantUid, storeId: Number(c.storeId), hppKey: c.hppKey };
  const envelopeOf = (r: RecordedRequest) => {
    expect(`${r.method} ${r.path}`).toBe("POST /asm");
    expect(r.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(r.body) as Record<string, unknown>;
    expect(body).toMatchObject({ schemaVersion: "1.0", channelName: "WEB", requestId: expect.stringMatching(UUID_V4), timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/) });
    return body;
  };
  let attemptId = "";

  beforeAll(async () => {
    waafi = await startWaafiPayFake({ autoApproveMs: 0 });
    const row = await createConnection({
      connector: "waafipay",
      mode: "live",
      credentials: { merchant_uid: c.merchantUid, api_user_id: c.apiUserId, api_key: c.apiKey, store_id: c.storeId, hpp_key: c.hppKey, environment: "production" },
      baseUrl: waafi.url,
    });
    invalidateConnectionCache();
    processor = processorForConnectionRow(row);
  });
  afterAll(async () => waafi?.close());

  it("purchase: API_PURCHASE, MWALLET_ACCOUNT, accountNo without +, referenceId = invoiceId = the attempt id, whole francs; approved at once", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 2500, currency: "DJF", customer: { first_name: "Hassan", last_name: "Ali", email: "hassan@example.com" }, customization: { title: "Shop", description: "Order 9" } });
    const sent = await sentDuring(waafi, () => submitPaymentAttempt(payment.token, { method: "waafi", account: "+25377123456", kind: "wallet" }));
    expect(sent).toHaveLength(1);
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } });
    attemptId = attempt.id;
    const body = envelopeOf(sent[0]);
    expect(body.serviceName).toBe("API_PURCHASE");
    expect(body.serviceParams).toEqual({
      ...api,
      paymentMethod: "MWALLET_ACCOUNT",
      payerInfo: { accountNo: "25377123456" },
      transactionInfo: { referenceId: attempt.id, invoiceId: attempt.id, amount: "2500", currency: "DJF", description: "Shop" },
    });
    expect(attempt.outcome).toBe("success");
    expect(attempt.processorRef).toBe(waafi.transaction(attempt.id)?.transactionId);
  });

  it("status: HPP_GETTRANINFO with the HPP credentials and the attempt id", async () => {
    const sent = await sentDuring(waafi, () => processor.status({ attemptId, expected: { amount: 2500n, currency: "DJF" } }));
    const body = envelopeOf(only(sent, "POST /asm"));
    expect(body).toMatchObject({ serviceName: "HPP_GETTRANINFO", serviceParams: { ...hpp, referenceId: attemptId } });
  });

  it("refund in part: HPP_GETTRANINFO for the transactionId, then HPP_REFUNDPURCHASE with the amount (HPP credentials)", async () => {
    const transactionId = waafi.transaction(attemptId)!.transactionId;
    const sent = await sentDuring(waafi, () => processor.refund({ attemptId, amount: 500n, currency: "DJF", refundId: "rfd_shape1" }));
    expect(sent.map((r) => JSON.parse(r.body).serviceName)).toEqual(["HPP_GETTRANINFO", "HPP_REFUNDPURCHASE"]);
    expect(JSON.parse(sent[1].body).serviceParams).toEqual({ ...hpp, amount: "500", transactionId: Number(transactionId), description: "Refund rfd_shape1" });
  });

  it("refund in full: API_CANCELPURCHASE with the API credentials, transactionId and referenceId; a repeat is the same success", async () => {
    const payment = await createHostedPaymentFor(liveKey, { amount: 700, currency: "DJF", customer: { first_name: "Hassan", last_name: "Ali", email: "hassan@example.com" } });
    await submitPaymentAttempt(payment.token, { method: "waafi", account: "+25377123456", kind: "wallet" });
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: payment.reference } });
    const sent = await sentDuring(waafi, () => processor.refund({ attemptId: attempt.id, amount: 700n, currency: "DJF", refundId: "rfd_shape2" }));
    const cancel = JSON.parse(sent[1].body);
    expect(cancel.serviceName).toBe("API_CANCELPURCHASE");
    expect(cancel.serviceParams).toEqual({ ...api, paymentMethod: "MWALLET_ACCOUNT", transactionId: attempt.processorRef, referenceId: attempt.id, description: "Refund rfd_shape2" });
    expect(await processor.refund({ attemptId: attempt.id, amount: 700n, currency: "DJF", refundId: "rfd_shape2" })).toMatchObject({ outcome: "succeeded" });
  });
});

// The WaafiPay fake driven by WaafiPay's own documentation, not by this gateway's code: WaafiPay has no
// client on npm (`npm view` finds no waafipay, waafipay-sdk, waafi-pay-sdk or waafipay-sdk-node; its
// own SDKs are PHP and Python, github.com/waafipay/sdk-php and sdk-python), so the request samples of
// docs.waafipay.com are sent here as published, over real HTTP, and the answers are checked against the
// response shapes the same pages publish. A fake change that refuses a documented request, or answers
// it in another shape, fails here.
//
// The samples are Postman requests: {{NAME}} is one of the merchant's variables and {{$guid}},
// {{$randomUUID}}, {{$timestamp}}, {{$randomBankAccount}}, {{$randomLoremSentence}} are Postman's
// dynamic variables. `postman()` substitutes them as Postman does (in place, in the text); a variable
// the sample leaves unquoted (`"merchantUid": {{MERCHANT_UID}}`) gets its value as JSON, as a Postman
// environment holding a JSON value would. Where a sample names an object of WaafiPay's own sandbox
// (transactionId 1255515, referenceId "WS:6671753970"), the test says so and names the one it uses.
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WAAFI_CREDENTIALS as CREDS, startWaafiPayFake, type WaafiPayFake } from "@/tests/fakes/waafipay/server";

// docs.waafipay.com/purchase-api, "1. Purchase", Request Structure (as published).
const API_PURCHASE = `{
    "schemaVersion": "1.0",
    "requestId": "{{$guid}}",
    "timestamp": "{{$timestamp}}",
    "channelName": "WEB",
    "serviceName": "API_PURCHASE",
    "serviceParams": {
        "merchantUid": {{MERCHANT_UID}},
        "apiUserId": {{API_USER_ID}},
        "apiKey": {{API_KEY}},
        "paymentMethod": "MWALLET_ACCOUNT",
        "payerInfo": {
            "accountNo": "252611111111"
        },
        "transactionInfo": {
            "referenceId": "{{$randomBankAccount}}",
            "invoiceId": "154",
            "amount": "10",
            "currency": "USD",
            "description": "{{$randomLoremSentence}}"
        }
    }
}`;

// docs.waafipay.com/purchase-api, "2.Purchase Reversal", Request Structure (as published).
const API_CANCELPURCHASE = `{
  "schemaVersion": "1.0",
  "requestId": "{{$randomUUID}}",
  "timestamp": "{{$timestamp}}",
  "channelName": "WEB",
  "serviceName": "API_CANCELPURCHASE",
  "serviceParams": {
    "merchantUid": {{MERCHANT_UID}},
    "apiUserId": {{API_USER_ID}},
    "apiKey": {{API_KEY}},
    "paymentMethod": "MWALLET_ACCOUNT",
    "transactionId": "{{transactionId}}",
    "referenceId": "{{referenceId}}",
    "description": "Cancelled"
  }
}`;

// docs.waafipay.com/preauthorization-api, "1. PreAuthorization", Request Structure (as published).
const API_PREAUTHORIZE = `{
  "schemaVersion": "1.0",
  "requestId": "{{$guid}}",
  "timestamp": "{{$timestamp}}",
  "channelName": "WEB",
  "serviceName": "API_PREAUTHORIZE",
  "serviceParams": {
    "merchantUid": "{{MERCHANT_UID}}",
    "apiUserId": {{API_USER_ID}},
    "apiKey": "{{API_KEY}}",
    "paymentMethod": "MWALLET_ACCOUNT",
    "payerInfo": {
      "accountNo": "25261111111"
    },
    "transactionInfo": {
      "referenceId": "{{$randomBankAccount}}",
      "invoiceId": "INV99222255",
      "amount": "1",
      "currency": "USD",
      "description": "test preauth"
    }
  }
}`;

// docs.waafipay.com/preauthorization-api, "3. Commit", Request Structure (as published). The page's
// "2. Cancellation" sample repeats the preauthorization's body (serviceName API_PREAUTHORIZE); its
// parameter table gives API_PREAUTHORIZE_CANCEL the commit's fields, so the cancellation is this
// sample with that serviceName.
const API_PREAUTHORIZE_COMMIT = `{
  "schemaVersion": "1.0",
  "requestId": "{{$randomUUID}}",
  "timestamp": "{{$timestamp}}",
  "channelName": "WEB",
  "serviceName": "API_PREAUTHORIZE_COMMIT",
  "serviceParams": {
    "merchantUid": {{MERCHANT_UID}},
    "apiUserId": {{API_USER_ID}},
    "apiKey": {{API_KEY}},
    "referenceId": "{{referenceId}}",
    "transactionId": "{{transactionId}}",
    "description": "PREAUTH Commited"
  }
}`;

// docs.waafipay.com/hpp-api, "2. Refund Purchase", Request Structure (as published). 1255515 is a
// transaction of WaafiPay's sandbox: the test refunds its own purchase's transactionId instead.
const HPP_REFUNDPURCHASE = `{
  "schemaVersion": "1.0",
  "requestId": "{{$randomUUID}}",
  "timestamp": "{{$timestamp}}",
  "channelName": "WEB",
  "serviceName": "HPP_REFUNDPURCHASE",
  "serviceParams": {
    "merchantUid": "{{MERCHANT_UID}}",
    "storeId": {{STORE_ID}},
    "hppKey": "{{HPP_KEY}}",
    "amount": "10",
    "transactionId": 1255515,
    "description": "Hpp refund"
  }
}`;

// docs.waafipay.com/hpp-api, "3. Retrieve Transaction Information", Request Structure (as published).
// "WS:6671753970" is a reference of WaafiPay's sandbox (with a ":" its purchases refuse).
const HPP_GETTRANINFO = `{
  "schemaVersion": "1.0",
  "requestId": "{{$randomUUID}}",
  "timestamp": "{{$timestamp}}",
  "channelName": "WEB",
  "serviceName": "HPP_GETTRANINFO",
  "serviceParams": {
      "merchantUid": {{MERCHANT_UID}},
      "storeId": {{STORE_ID}},
      "hppKey": {{HPP_KEY}},
      "referenceId": "WS:6671753970"
  }
}`;

// The response fields the same pages list (Response Parameters), per service.
const ENVELOPE = ["errorCode", "params", "responseCode", "responseId", "responseMsg", "schemaVersion", "timestamp"];
const PURCHASE_PARAMS = ["accountNo", "accountType", "issuerTransactionId", "merchantCharges", "referenceId", "state", "transactionId", "txAmount"];
const PREAUTHORIZE_PARAMS = ["referenceId", "state", "transactionId", "txAmount"];
const DECISION_PARAMS = ["description", "referenceId", "state", "transactionId"];
const TRANINFO_PARAMS = ["amount", "currency", "description", "invoiceId", "payerId", "paymentMethod", "status", "tranAmount", "tranDate", "tranStatusDesc", "tranStatusId", "transactionId"];

type Answer = { responseCode: string; errorCode: string; responseMsg: string; timestamp: string; params: Record<string, string> };

let fake: WaafiPayFake;
let variables: Record<string, string | number>;
beforeAll(async () => {
  // The samples pay in USD; the customer approves every prompt at once.
  fake = await startWaafiPayFake({ currencies: ["USD"], autoApproveMs: 0 });
  variables = { MERCHANT_UID: CREDS.merchantUid, API_USER_ID: CREDS.apiUserId, API_KEY: CREDS.apiKey, STORE_ID: Number(CREDS.storeId), HPP_KEY: CREDS.hppKey };
});
afterAll(() => fake?.close());

/** A published sample with Postman's variables substituted, and any extra ones (transactionId, referenceId). */
function postman(sample: string, extra: Record<string, string | number> = {}): string {
  const vars = { ...variables, ...extra };
  const dynamic: Record<string, () => string> = {
    $guid: () => randomUUID(),
    $randomUUID: () => randomUUID(),
    $timestamp: () => String(Math.floor(Date.now() / 1000)),
    $randomBankAccount: () => String(randomInt(10_000_000, 99_999_999)),
    $randomLoremSentence: () => "Voluptatem dolores eum quia.",
  };
  const value = (name: string) => {
    if (name in dynamic) return dynamic[name]();
    if (!(name in vars)) throw new Error(`the sample names {{${name}}}, which the test does not set`);
    return vars[name];
  };
  const text = sample.replace(/"\{\{([$\w]+)\}\}"/g, (_, name: string) => JSON.stringify(String(value(name)))).replace(/\{\{([$\w]+)\}\}/g, (_, name: string) => JSON.stringify(value(name)));
  JSON.parse(text); // what is sent is JSON, as Postman sends it
  return text;
}

async function send(body: string): Promise<{ status: number; json: Answer }> {
  const res = await fetch(`${fake.url}/asm`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: res.status, json: (await res.json()) as Answer };
}

function expectDocumentedShape(answer: { status: number; json: Answer }, params: string[] | "empty") {
  expect(answer.status).toBe(200);
  expect(Object.keys(answer.json).sort()).toEqual(ENVELOPE);
  // "2024-11-05 09:04:44.741", as the pages' responses give it.
  expect(answer.json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{1,3}$/);
  if (params === "empty") expect(answer.json.params).toEqual({});
  else expect(Object.keys(answer.json.params).sort()).toEqual(params);
}

describe("WaafiPay's documentation samples against the fake", () => {
  it("API_PURCHASE as published: RCS_SUCCESS with the documented params; HPP_GETTRANINFO finds it Approved (tranStatusId 3)", async () => {
    const purchase = await send(postman(API_PURCHASE));
    expectDocumentedShape(purchase, PURCHASE_PARAMS);
    expect(purchase.json).toMatchObject({ responseCode: "2001", errorCode: "0", responseMsg: "RCS_SUCCESS" });
    expect(purchase.json.params).toMatchObject({ accountType: "MWALLET_ACCOUNT", state: "APPROVED", txAmount: "10", accountNo: "252611****1111" });

    // The sample's own sandbox reference is not one of this fake's: an answer in the envelope, not a success.
    const unknown = await send(postman(HPP_GETTRANINFO));
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.json).sort()).toEqual(ENVELOPE);
    expect(unknown.json.responseCode).not.toBe("2001");
    // The same sample naming the purchase's reference.
    const info = await send(postman(HPP_GETTRANINFO).replace("WS:6671753970", purchase.json.params.referenceId));
    expectDocumentedShape(info, TRANINFO_PARAMS);
    expect(info.json).toMatchObject({ responseCode: "2001", responseMsg: "RCS_SUCCESS" });
    expect(info.json.params).toMatchObject({ tranStatusId: "3", tranStatusDesc: "Approved", status: "Approved", paymentMethod: "mwallet_account", payerId: "252611111111", currency: "USD", invoiceId: "154", transactionId: purchase.json.params.transactionId });
  });

  it("API_CANCELPURCHASE as published reverses the purchase (the documented params); again, 5202 RCS_TRAN_ALREADY_CANCELLED", async () => {
    const purchase = await send(postman(API_PURCHASE));
    const ids = { transactionId: purchase.json.params.transactionId, referenceId: purchase.json.params.referenceId };
    const reversal = await send(postman(API_CANCELPURCHASE, ids));
    expectDocumentedShape(reversal, DECISION_PARAMS);
    expect(reversal.json).toMatchObject({ responseCode: "2001", errorCode: "0", responseMsg: "RCS_SUCCESS", params: { description: "success", state: "approved", referenceId: ids.referenceId } });
    const again = await send(postman(API_CANCELPURCHASE, ids));
    expectDocumentedShape(again, "empty");
    expect(again.json).toMatchObject({ responseCode: "5202", errorCode: "E10207", responseMsg: "RCS_TRAN_ALREADY_CANCELLED" });
  });

  it("HPP_REFUNDPURCHASE as published refunds the amount; again, the page's own answer: 5202 / E10207 RCS_TRAN_ALREADY_CANCELLED with empty params", async () => {
    const purchase = await send(postman(API_PURCHASE));
    const refund = postman(HPP_REFUNDPURCHASE).replace('"transactionId": 1255515', `"transactionId": ${Number(purchase.json.params.transactionId)}`);
    const first = await send(refund);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ responseCode: "2001", responseMsg: "RCS_SUCCESS" });
    const again = await send(refund.replace(/"requestId": "[^"]+"/, `"requestId": "${randomUUID()}"`));
    expectDocumentedShape(again, "empty");
    expect(again.json).toMatchObject({ responseCode: "5202", errorCode: "E10207", responseMsg: "RCS_TRAN_ALREADY_CANCELLED" });
  });

  it("API_PREAUTHORIZE as published holds the amount (the four documented params); API_PREAUTHORIZE_COMMIT and _CANCEL decide it", async () => {
    const hold = await send(postman(API_PREAUTHORIZE));
    expectDocumentedShape(hold, PREAUTHORIZE_PARAMS);
    expect(hold.json).toMatchObject({ responseCode: "2001", responseMsg: "RCS_SUCCESS", params: { state: "APPROVED", txAmount: "1" } });
    const commit = await send(postman(API_PREAUTHORIZE_COMMIT, { transactionId: hold.json.params.transactionId, referenceId: hold.json.params.referenceId }));
    expectDocumentedShape(commit, DECISION_PARAMS);
    expect(commit.json).toMatchObject({ responseCode: "2001", params: { description: "success", state: "approved", transactionId: hold.json.params.transactionId } });

    const second = await send(postman(API_PREAUTHORIZE));
    const cancel = await send(postman(API_PREAUTHORIZE_COMMIT, { transactionId: second.json.params.transactionId, referenceId: second.json.params.referenceId }).replace('"API_PREAUTHORIZE_COMMIT"', '"API_PREAUTHORIZE_CANCEL"'));
    expectDocumentedShape(cancel, DECISION_PARAMS);
    expect(cancel.json).toMatchObject({ responseCode: "2001", params: { description: "success", state: "approved", referenceId: second.json.params.referenceId } });
  });
});

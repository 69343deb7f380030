// The MTN MoMo fake driven by a client nobody here wrote: the `mtn-momo` package (2.0.0, sparkplug/momoapi-node),
// with its own axios, token refresher, X-Reference-Id generation and error classes. Its `baseUrl` option points it
// at the fake (its documented option for production hosts; no proxy). What the package sends and how it reads the
// answers is its authors' reading of MoMo's API, so a fake that drifts from it breaks here.
//
// The package has no refund call and no basicuserinfo: for those, and for the account holder check the way MTN
// documents it, the requests below are MTN's own documentation samples, quoted verbatim from MTN's SDK documentation
// (github.com/MTN-Group/MoMoAPIs_Javascript_sdk, docs/disbursements/refundV1.Readme.md, refundV2.Readme.md,
// getRefundStatus.Readme.md, docs/collections/validateAccountHolderStatus.Readme.md, getBasicUserinfo.Readme.md),
// sent with raw fetch. It has no pre-approval call either (nor do MTN's SDK docs): the pre-approval requests are
// MoMo's Postman collection's (developers.qodex.ai/momo-open-apis/momo-open-apis-sandbox/pre-approval/
// request-preapproval and get-preapproval-status), and the package's own requestToPay then charges under it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as momo from "mtn-momo";
import { ApprovalRejectedError, InvalidCallbackUrlHostError, MtnMoMoError, PayeeNotFoundError, ResourceNotFoundError, UnspecifiedError } from "mtn-momo";
import { DEFAULT_MOMO_CREDENTIALS as CREDS, MOMO_TEST_NUMBERS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";

let fake: MtnMomoFake;
let client: momo.MomoClient;
let receiver: { url: string; bodies: string[]; close(): Promise<void> };

beforeAll(async () => {
  // The fake's API users are registered for the loopback host (its default), where the receiver listens.
  fake = await startMtnMomoFake({ targetEnvironment: "sandbox", approvalDelayMs: 100 });
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => new Promise((r) => server.close(() => r())) };
  // callbackHost is the package's required setting (it sends it nowhere but the sandbox's API user creation).
  client = momo.create({ callbackHost: "127.0.0.1", baseUrl: fake.url, environment: momo.Environment.SANDBOX });
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

const collections = () => client.Collections({ userId: CREDS.collection.apiUser, userSecret: CREDS.collection.apiKey, primaryKey: CREDS.collection.subscriptionKey });
const disbursements = () => client.Disbursements({ userId: CREDS.disbursement.apiUser, userSecret: CREDS.disbursement.apiKey, primaryKey: CREDS.disbursement.subscriptionKey });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await sleep(50);
  }
}

/** A bearer token and the headers MTN's samples are sent with. */
async function rawHeaders(product: "collection" | "disbursement", extra: Record<string, string> = {}) {
  const c = CREDS[product];
  const res = await fetch(`${fake.url}/${product}/token/`, { method: "POST", headers: { authorization: `Basic ${Buffer.from(`${c.apiUser}:${c.apiKey}`).toString("base64")}`, "ocp-apim-subscription-key": c.subscriptionKey } });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, "ocp-apim-subscription-key": c.subscriptionKey, "x-target-environment": "sandbox", "content-type": "application/json", ...extra };
}

describe("mtn-momo Collections", () => {
  it("requestToPay with a callback URL, then getTransaction until SUCCESSFUL; the callback comes to the URL", async () => {
    const c = collections();
    const referenceId = await c.requestToPay({
      amount: "50",
      currency: "EUR",
      externalId: "order-123",
      payer: { partyIdType: momo.PayerType.MSISDN, partyId: "256774290781" },
      payerMessage: "testing",
      payeeNote: "hello",
      callbackUrl: `${receiver.url}/momo`,
    });
    expect(referenceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const tx = await until(() => c.getTransaction(referenceId), (t) => t.status !== momo.Status.PENDING);
    expect(tx).toMatchObject({ amount: "50", currency: "EUR", externalId: "order-123", payer: { partyIdType: "MSISDN", partyId: "256774290781" }, status: momo.Status.SUCCESSFUL, financialTransactionId: expect.any(String) });
    await until(async () => receiver.bodies.length, (n) => n > 0);
    expect(JSON.parse(receiver.bodies.at(-1)!)).toMatchObject({ externalId: "order-123", status: "SUCCESSFUL" });
  });

  it("a rejected request to pay: getTransaction throws the package's ApprovalRejectedError with the transaction", async () => {
    const c = collections();
    const referenceId = await c.requestToPay({ amount: "50", currency: "EUR", externalId: "order-124", payer: { partyIdType: momo.PayerType.MSISDN, partyId: MOMO_TEST_NUMBERS.rejected } });
    await sleep(200);
    const error = await c.getTransaction(referenceId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApprovalRejectedError);
    expect(error).toBeInstanceOf(MtnMoMoError);
    expect((error as { transaction: { status: string } }).transaction.status).toBe("FAILED");
  });

  it("an unknown reference: the package's ResourceNotFoundError", async () => {
    const error = await collections()
      .getTransaction("2f0e3fe4-3c2a-4c1e-9d8a-6a5b4c3d2e1f")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundError);
  });

  it("a callback URL off the API user's callback host: the package's InvalidCallbackUrlHostError, and nothing is created", async () => {
    const c = collections();
    const error = await c
      .requestToPay({ amount: "50", currency: "EUR", externalId: "order-125", payer: { partyIdType: momo.PayerType.MSISDN, partyId: "256774290781" }, callbackUrl: "https://not-the-api-users-host.example/momo" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCallbackUrlHostError);
    expect((error as Error).message).toBe("Callback URL with different host name then configured for API User");
    expect(fake.kit.requests.filter((r) => r.path === "/collection/v1_0/requesttopay").at(-1)?.status).toBe(500);
  });

  it("getBalance", async () => {
    expect(await collections().getBalance()).toEqual({ availableBalance: expect.stringMatching(/^\d+(\.\d+)?$/), currency: "EUR" });
  });

  it("isPayerActive: with msisdn in small letters it answers; the package's default type, MSISDN, is refused as MoMo refuses it", async () => {
    const c = collections();
    expect(await c.isPayerActive("256774290781", "msisdn" as momo.PayerType)).toEqual({ result: true });
    // The package's Collections.isPayerActive puts its PartyIdType.MSISDN ("MSISDN") in the path as is.
    await expect(c.isPayerActive("256774290781")).rejects.toBeInstanceOf(UnspecifiedError);
  });
});

describe("mtn-momo Disbursements", () => {
  it("transfer with the package's referenceId, then getTransaction until SUCCESSFUL", async () => {
    const d = disbursements();
    const referenceId = await d.transfer({ amount: "40", currency: "EUR", externalId: "payout-1", payee: { partyIdType: momo.PayerType.MSISDN, partyId: "256774290781" }, payerMessage: "testing", payeeNote: "hello" });
    const tx = await until(() => d.getTransaction(referenceId), (t) => t.status !== momo.Status.PENDING);
    expect(tx).toMatchObject({ amount: "40", currency: "EUR", externalId: "payout-1", payee: { partyIdType: "MSISDN", partyId: "256774290781" }, status: momo.Status.SUCCESSFUL });
  });

  it("a payee MoMo does not know: getTransaction throws PayeeNotFoundError; a reused referenceId is ResourceAlreadyExistError", async () => {
    const d = disbursements();
    const referenceId = await d.transfer({ amount: "40", currency: "EUR", externalId: "payout-2", payee: { partyIdType: momo.PayerType.MSISDN, partyId: MOMO_TEST_NUMBERS.payeeNotFound } });
    await sleep(200);
    await expect(d.getTransaction(referenceId)).rejects.toBeInstanceOf(PayeeNotFoundError);
    await expect(d.transfer({ referenceId, amount: "40", currency: "EUR", externalId: "payout-2", payee: { partyIdType: momo.PayerType.MSISDN, partyId: "256774290781" } })).rejects.toBeInstanceOf(momo.ResourceAlreadyExistError);
  });

  it("a callback URL off the API user's callback host: InvalidCallbackUrlHostError", async () => {
    await expect(
      disbursements().transfer({ amount: "40", currency: "EUR", externalId: "payout-3", payee: { partyIdType: momo.PayerType.MSISDN, partyId: "256774290781" }, callbackUrl: "http://elsewhere.example/cb" }),
    ).rejects.toBeInstanceOf(InvalidCallbackUrlHostError);
  });

  it("isPayerActive lower-cases the type itself, and is answered", async () => {
    expect(await disbursements().isPayerActive("256774290781")).toBe(true);
  });

  it("getBalance", async () => {
    expect(await disbursements().getBalance()).toMatchObject({ currency: "EUR" });
  });
});

// Calls the package lacks: MTN's documentation samples, verbatim.
describe("MTN's documentation samples", () => {
  it("Refund V1 (POST /disbursement/v1_0/refund) of a paid request to pay, then Get Refund Status (GET /disbursement/v1_0/refund/{referenceId})", async () => {
    // docs/disbursements/refundV1.Readme.md, "Usage/Examples", verbatim:
    const sample = {
      "type": "refund-V1",
      "data": {
        "amount": "5.0",
        "currency": "EUR",
        "externalId": "6353636",
        "payerMessage": "Pay for product a",
        "payeeNote": "payer note",
        "referenceIdToRefund": "15284da8-9169-446b-b1aa-d71080b9e6eb"
      }
    };
    // The request to pay it refunds, created under the sample's referenceIdToRefund, and paid.
    const paid = await fetch(`${fake.url}/collection/v1_0/requesttopay`, {
      method: "POST",
      headers: await rawHeaders("collection", { "x-reference-id": sample.data.referenceIdToRefund }),
      body: JSON.stringify({ amount: "5.0", currency: "EUR", externalId: "6353636", payer: { partyIdType: "MSISDN", partyId: "0248888736" } }),
    });
    expect(paid.status).toBe(202);
    fake.approve(sample.data.referenceIdToRefund);

    const referenceId = "0c0649fc-d3d0-43e7-94c1-5dab1637098a"; // the X-Reference-Id in MTN's Android SDK refund sample
    const sent = await fetch(`${fake.url}/disbursement/v1_0/refund`, { method: "POST", headers: await rawHeaders("disbursement", { "x-reference-id": referenceId, "x-callback-url": `${receiver.url}/refund` }), body: JSON.stringify(sample.data) });
    // The sample's "Response Example": status 202, content-length 0.
    expect(sent.status).toBe(202);
    expect(await sent.text()).toBe("");

    // docs/disbursements/getRefundStatus.Readme.md, "Response Example", verbatim (status 200):
    const statusSample = {
      "financialTransactionId": "981569077",
      "externalId": "6353636",
      "amount": "5",
      "currency": "EUR",
      "payee": {
        "partyIdType": "MSISDN",
        "partyId": "0248888736"
      },
      "payerMessage": "Pay for product a",
      "payeeNote": "payer note",
      "status": "SUCCESSFUL"
    };
    const read = async () => {
      const res = await fetch(`${fake.url}/disbursement/v1_0/refund/${referenceId}`, { headers: await rawHeaders("disbursement") });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const answer = await until(read, (b) => b.status !== "PENDING");
    expect(Object.keys(answer).sort()).toEqual(Object.keys(statusSample).sort());
    expect(answer).toMatchObject({ externalId: statusSample.externalId, currency: statusSample.currency, payee: statusSample.payee, payerMessage: statusSample.payerMessage, payeeNote: statusSample.payeeNote, status: statusSample.status });
    // The same refund again is a duplicate reference.
    const again = await fetch(`${fake.url}/disbursement/v1_0/refund`, { method: "POST", headers: await rawHeaders("disbursement", { "x-reference-id": referenceId }), body: JSON.stringify(sample.data) });
    expect(again.status).toBe(409);
  });

  it("Refund V2 (POST /disbursement/v2_0/refund), the same body; and a referenceIdToRefund MoMo does not know is refused", async () => {
    // docs/disbursements/refundV2.Readme.md, "Usage/Examples", verbatim. Its referenceIdToRefund names no
    // transaction in this fake: nothing to refund.
    const sample = {
      "type": "refund-V2",
      "data": {
        "amount": "5.0",
        "currency": "EUR",
        "externalId": "6353636",
        "payerMessage": "Pay for product a",
        "payeeNote": "payer note",
        "referenceIdToRefund": "15284da8-9169-446b-b1aa-d71080b9e6eb"
      }
    };
    const unknown = await fetch(`${fake.url}/disbursement/v2_0/refund`, {
      method: "POST",
      headers: await rawHeaders("disbursement", { "x-reference-id": "4fd439ad-261f-4876-a87a-40b5cd509dff" }),
      body: JSON.stringify({ ...sample.data, referenceIdToRefund: "ce20fe55-fc5c-4a50-8d5a-43a85e67f928" }),
    });
    expect(unknown.status).toBe(404);
    // The V1 sample above refunded all of that payment: V2 may refund no more of it.
    const more = await fetch(`${fake.url}/disbursement/v2_0/refund`, { method: "POST", headers: await rawHeaders("disbursement", { "x-reference-id": "4fd439ad-261f-4876-a87a-40b5cd509dff" }), body: JSON.stringify(sample.data) });
    expect(more.status).toBe(400);
  });

  it("Validate AccountHolder Status and Get Basic User Information, with the id type in small letters", async () => {
    // docs/collections/validateAccountHolderStatus.Readme.md, "Usage/Examples", verbatim:
    const sample = {
      "accountHolderId": "0243656543",
      "accountHolderIdType": "msisdn",
      "type": "validateAccountHolderStatus"
    };
    const res = await fetch(`${fake.url}/collection/v1_0/accountholder/${sample.accountHolderIdType}/${sample.accountHolderId}/active`, { headers: await rawHeaders("collection") });
    // Its "Response Example": { "result": true }
    expect([res.status, await res.json()]).toEqual([200, { "result": true }]);
    const upper = await fetch(`${fake.url}/collection/v1_0/accountholder/${sample.accountHolderIdType.toUpperCase()}/${sample.accountHolderId}/active`, { headers: await rawHeaders("collection") });
    expect(upper.status).toBe(400);

    // docs/collections/getBasicUserinfo.Readme.md: GET /collection/v1_0/accountholder/msisdn/{accountHolderMSISDN}/basicuserinfo,
    // "Response Example", verbatim:
    const infoSample = {
      "sub": "0",
      "name": "Sand Box",
      "given_name": "Sand",
      "family_name": "Box",
      "birthdate": "1976-08-13",
      "locale": "sv_SE",
      "gender": "MALE",
      "updated_at": 1678355127
    };
    const info = await fetch(`${fake.url}/collection/v1_0/accountholder/msisdn/${sample.accountHolderId}/basicuserinfo`, { headers: await rawHeaders("collection") });
    expect(info.status).toBe(200);
    const body = (await info.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(infoSample).sort());
    expect(body).toMatchObject({ ...infoSample, updated_at: expect.any(Number) });
  });
});

// MoMo's pre-approval, which the package lacks: MoMo's Postman collection's requests, then the package's own requestToPay
// for the pre-approved payer, which MoMo then debits "without authorization from the customer" (the use-case pages).
describe("MoMo's Postman collection: pre-approval, then the package's requestToPay under it", () => {
  it("Request Preapproval (POST /collection/v2_0/preapproval) and Get PreApproval Status; the package's requestToPay for that payer then completes with no approval, until the pre-approval is cancelled", async () => {
    // Approvals wait for the customer here, so a request to pay that completes by itself was pre-approved.
    const manual = await startMtnMomoFake({ targetEnvironment: "sandbox", approvalDelayMs: null });
    try {
      const headersFor = async (extra: Record<string, string> = {}) => {
        const c = CREDS.collection;
        const res = await fetch(`${manual.url}/collection/token/`, { method: "POST", headers: { authorization: `Basic ${Buffer.from(`${c.apiUser}:${c.apiKey}`).toString("base64")}`, "ocp-apim-subscription-key": c.subscriptionKey } });
        const { access_token } = (await res.json()) as { access_token: string };
        return { authorization: `Bearer ${access_token}`, "ocp-apim-subscription-key": c.subscriptionKey, "x-target-environment": "sandbox", "content-type": "application/json", ...extra };
      };
      // The collection's variable {{MSISDN}}, a sandbox number of the payer.
      const MSISDN = "256774290781";
      // "Request Preapproval", its request body verbatim (the page writes it as a Ruby hash: "payer"=>{…}), with {{MSISDN}} filled in:
      const sample = {"payer": {"partyIdType": "MSISDN", "partyId": MSISDN}, "payerCurrency": "EUR", "payerMessage": "HI MoMo API", "validityTime": "300"};
      const referenceId = "3b4f2c8e-7d21-4a6b-9f0e-5c1d2e3f4a5b";
      const sent = await fetch(`${manual.url}/collection/v2_0/preapproval`, { method: "POST", headers: await headersFor({ "x-reference-id": referenceId, "x-callback-url": `${receiver.url}/preapproval` }), body: JSON.stringify(sample) });
      // Its "Response": status 202, no body.
      expect([sent.status, await sent.text()]).toEqual([202, ""]);

      // "Get PreApproval Status": GET {{base_url}}/collection/v2_0/preapproval/:Request_ID_Preapproval, answered 200 with
      // "the following fields: payer (partyIdType, partyId), payerCurrency, payerMessage, expirationDateTime, status".
      const read = async () => {
        const res = await fetch(`${manual.url}/collection/v2_0/preapproval/${referenceId}`, { headers: await headersFor() });
        expect(res.status).toBe(200);
        return (await res.json()) as Record<string, unknown>;
      };
      const pending = await read();
      expect(Object.keys(pending).sort()).toEqual(["expirationDateTime", "payer", "payerCurrency", "payerMessage", "status"]);
      expect(pending).toMatchObject({ payer: sample.payer, payerCurrency: "EUR", payerMessage: "HI MoMo API", status: "PENDING" });
      manual.approve(referenceId); // the customer approves on the phone
      expect(await read()).toMatchObject({ status: "SUCCESSFUL" });
      const bodies = await until(async () => receiver.bodies.filter((b) => b.includes("HI MoMo API")), (b) => b.length > 0);
      expect(JSON.parse(bodies[0])).toMatchObject({ status: "SUCCESSFUL", payer: sample.payer });

      // The package charges the payer: no approval step, the request to pay completes by itself.
      const c = momo.create({ callbackHost: "127.0.0.1", baseUrl: manual.url, environment: momo.Environment.SANDBOX }).Collections({ userId: CREDS.collection.apiUser, userSecret: CREDS.collection.apiKey, primaryKey: CREDS.collection.subscriptionKey });
      const charge = await c.requestToPay({ amount: "5", currency: "EUR", externalId: "month-1", payer: { partyIdType: momo.PayerType.MSISDN, partyId: MSISDN }, payerMessage: "Monthly", payeeNote: "month-1" });
      expect(await until(() => c.getTransaction(charge), (t) => t.status !== momo.Status.PENDING)).toMatchObject({ status: momo.Status.SUCCESSFUL, amount: "5", externalId: "month-1" });
      // Another payer is asked as always.
      const asked = await c.requestToPay({ amount: "5", currency: "EUR", externalId: "other", payer: { partyIdType: momo.PayerType.MSISDN, partyId: "256774290782" } });
      await sleep(150);
      expect((await c.getTransaction(asked)).status).toBe(momo.Status.PENDING);

      // CancelPreApproval (MoMo's Collection swagger: DELETE /v1_0/preapproval/{preapprovalid}, the reference of the
      // pre-approval): after it, the package's request to pay waits for the customer again.
      const cancelled = await fetch(`${manual.url}/collection/v1_0/preapproval/${referenceId}`, { method: "DELETE", headers: await headersFor() });
      expect(cancelled.status).toBe(200);
      const afterCancel = await c.requestToPay({ amount: "5", currency: "EUR", externalId: "month-2", payer: { partyIdType: momo.PayerType.MSISDN, partyId: MSISDN } });
      await sleep(150);
      expect((await c.getTransaction(afterCancel)).status).toBe(momo.Status.PENDING);
    } finally {
      await manual.close();
    }
  });

  it("a Request Preapproval in a currency that is not the sandbox's is refused 400 INVALID_CURRENCY, which the package's own error table reads as its InvalidCurrencyError", async () => {
    const c = CREDS.collection;
    const tok = (await (await fetch(`${fake.url}/collection/token/`, { method: "POST", headers: { authorization: `Basic ${Buffer.from(`${c.apiUser}:${c.apiKey}`).toString("base64")}`, "ocp-apim-subscription-key": c.subscriptionKey } })).json()) as { access_token: string };
    const res = await fetch(`${fake.url}/collection/v2_0/preapproval`, {
      method: "POST",
      headers: { authorization: `Bearer ${tok.access_token}`, "ocp-apim-subscription-key": c.subscriptionKey, "x-target-environment": "sandbox", "content-type": "application/json", "x-reference-id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" },
      body: JSON.stringify({"payer": {"partyIdType": "MSISDN", "partyId": "256774290781"}, "payerCurrency": "UGX", "payerMessage": "HI MoMo API", "validityTime": "300"}),
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { code: momo.FailureReason; message: string };
    expect(momo.getError(answer.code, answer.message)).toBeInstanceOf(momo.InvalidCurrencyError);
  });
});

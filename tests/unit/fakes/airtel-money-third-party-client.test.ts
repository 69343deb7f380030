// The Airtel Money fake driven by a client nobody here wrote: `airtel-money-node-sdk` 1.0.0 from npm, over real
// HTTP with its own axios calls. The SDK reads its host and keys from the environment (it calls dotenv's config(),
// which never overrides variables already set): AIRTEL_API_BASE_URL points it at the fake, its own configurable
// option, so nothing is proxied. It reads AIRTEL_API_VERSION and DEFAULT_* once, when it is loaded, so the
// variables are set before the require.
//
// The SDK covers one flow, v1 only: a token, POST /merchant/v1/payments/ and a poll of GET /standard/v1/payments/{id}
// until TS. Its v2 path cannot send at all (it logs an undefined MAX_RETRIES before its request, and hands the bare
// base64 key of GET /v1/rsa/encryption-keys to publicEncrypt as though it were PEM), though it shows the signing
// scheme: AES-256-CBC of JSON.stringify(body) as x-signature, "key:iv" RSA-encrypted (PKCS#1 v1.5) as x-key.
// For the calls it does not make, Airtel's own documentation samples are quoted verbatim below and sent to the fake:
// as written (their values are masked, and the fake refuses what Airtel would) and with the masks filled in.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_AIRTEL_CREDENTIALS as CREDS, startAirtelMoneyFake, type AirtelMoneyFake } from "@/tests/fakes/airtel-money/server";
import { airtelSignature, encryptAirtelPin } from "@/lib/processors/airtel-money/transformers";

type Sdk = { initiateAirtelPayment(amount: string, msisdn: string, reference: string): Promise<{ data: { transaction: Record<string, unknown> }; status: Record<string, unknown> }> };

let fake: AirtelMoneyFake;
let sdk: Sdk;
const SDK_ENV = ["CLIENT_ID", "CLIENT_SECRET", "GRANT_TYPE", "AIRTEL_API_BASE_URL", "COUNTRY", "CURRENCY", "AIRTEL_API_VERSION", "POOLING_TIMEOUT", "DEFAULT_POLLING_INTERVAL_MS", "DEFAULT_MAX_RETRIES"];

beforeAll(async () => {
  // The customer approves each push 150 ms after it lands; message signing is on, which v1 knows nothing of.
  fake = await startAirtelMoneyFake({ approvalDelayMs: 150, messageSigning: true });
  Object.assign(process.env, {
    CLIENT_ID: CREDS.clientId,
    CLIENT_SECRET: CREDS.clientSecret,
    GRANT_TYPE: "client_credentials",
    AIRTEL_API_BASE_URL: fake.url,
    COUNTRY: "UG",
    CURRENCY: "UGX",
    AIRTEL_API_VERSION: "1",
    POOLING_TIMEOUT: "5000",
    DEFAULT_POLLING_INTERVAL_MS: "100",
    DEFAULT_MAX_RETRIES: "6",
  });
  // The SDK narrates every step on the console.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  sdk = createRequire(import.meta.url)("airtel-money-node-sdk") as Sdk;
});
afterAll(async () => {
  await fake?.close();
  for (const name of SDK_ENV) delete process.env[name];
  vi.restoreAllMocks();
});

const calls = () => fake.kit.requests.map((r) => `${r.method} ${r.path}`);

describe("airtel-money-node-sdk (v1)", () => {
  it("takes a token with the SDK's JSON body, pushes a payment with its uuid transaction id, and polls the enquiry until TS", async () => {
    fake.kit.requests.length = 0;
    // The README's sample is "Invoice #12345"; Airtel's reference takes letters, digits and spaces only.
    const answer = await sdk.initiateAirtelPayment("100.00", "752123456", "Invoice 12345");
    expect(answer.data.transaction).toMatchObject({ status: "TS", airtel_money_id: expect.stringMatching(/^MP/) });
    expect(answer.status).toMatchObject({ success: true, result_code: "ESB000010" });
    const log = calls();
    expect(log[0]).toBe("POST /auth/oauth2/token");
    expect(log[1]).toBe("POST /merchant/v1/payments/");
    expect(log.slice(2).every((c) => c.startsWith("GET /standard/v1/payments/"))).toBe(true);
    const push = fake.kit.requests[1];
    expect(push.headers).toMatchObject({ "x-country": "UG", "x-currency": "UGX", authorization: expect.stringMatching(/^Bearer /) });
    const body = JSON.parse(push.body) as { transaction: { id: string; amount: string } };
    // A uuid as Airtel's transaction id: the fake takes dashes, as Airtel's own sample id "random-unique-id" has them.
    expect(body.transaction.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.transaction.amount).toBe("100.00");
  });

  it("a payer without the money: the push ends TF, and the SDK gives up polling with its error", async () => {
    await expect(sdk.initiateAirtelPayment("100", "752001007", "Invoice 12346")).rejects.toThrow(/exceeded max retries/);
    const [tx] = ((await (await fetch(`${fake.url}/__fake/transactions`)).json()) as { transactions: { msisdn: string; status: string; responseCode: string }[] }).transactions.filter((t) => t.msisdn === "752001007");
    expect(tx).toMatchObject({ status: "TF", responseCode: "DP00800001007" });
  });

  it("a reference Airtel does not take (the README's own 'Invoice #12345') is refused, and the SDK throws", async () => {
    await expect(sdk.initiateAirtelPayment("100", "752123456", "Invoice #12345")).rejects.toThrow();
    expect(fake.kit.requests.at(-1)).toMatchObject({ path: "/merchant/v1/payments/", status: 400 });
  });
});

// Airtel's documentation samples (developers.airtel.africa, Collection-APIs, Disbursement-APIs and Callbacks code
// samples, as public integrations copy them), verbatim.
const DOC_USSD_PUSH_BODY = `{
    "reference": "Testing transaction",
    "subscriber": {
        "country": "UG",
        "currency": "UGX",
        "msisdn": "12****89"
    },
    "transaction": {
        "amount": 1000,
        "country": "UG",
        "currency": "UGX",
        "id": "random-unique-id"
    }
}`;
const DOC_CALLBACK_BODY = `{
    "transaction": {
        "id": "BBZMiscxy",
        "message": "Paid UGX 5,000 to TECHNOLOGIES LIMITED Charge UGX 140, Trans ID MP210603.1234.L06941.",
        "status_code": "TS",
        "airtel_money_id": "MP210603.1234.L06941"
    }
}`;
const DOC_AUTHENTICATED_CALLBACK_BODY = `{
  "transaction": {
    "id": "BBZMiscxy",
    "message": "Paid MGA 5,000 to TECHNOLOGIES LIMITED Charge MGA 140, Trans ID MP210603.1234.L06941.",
    "status_code": "TS",
    "airtel_money_id": "MP210603.1234.L06941"
  },
  "hash": "zITVAAGYSlzl1WkUQJn81kbpT5drH3koffT8jCkcJJA="
}`;
const DOC_REFUND_BODY = `{
    "transaction": {
        "airtel_money_id": "CI************18"
    }
}`;
const DOC_REFUND_ANSWER = `{
    "data": {
        "transaction": {
            "airtel_money_id": "CI2****29",
            "status": "SUCCESS"
        }
    },
    "status": {
        "code": "200",
        "message": "SUCCESS",
        "result_code": "ESB000010",
        "success": false
    }
}`;
const DOC_DISBURSEMENT_V2_HEADERS = `-H 'Content-Type: application/json'
  -H 'Accept: */*'
  -H 'X-Country: UG'
  -H 'X-Currency: UGX'
  -H 'Authorization: Bearer UCc*******x2w'
  -H 'x-signature: MGsp*********Ag=='
  -H 'x-key: DVZC***********NM='`;
const DOC_DISBURSEMENT_V2_BODY = `{
    "payee": {
        "currency": "KES",
        "msisdn": "75****26",
        "name": "Bob"
    },
    "reference": "AB***141",
    "pin": "KYJ*****Rsa44",
    "transaction": {
        "amount": 1000,
        "id": "AB***141",
        "type": "B2B"
    }
}`;
const DOC_DISBURSEMENT_V2_ANSWER = `{
    "data": {
        "transaction": {
            "airtel_money_id": "product-partner-**41",
            "id": "AB***141",
            "reference_id": "18****354",
            "status": "TS"
        }
    },
    "status": {
        "code": "200",
        "message": "Success",
        "response_code": "DP00900001001",
        "result_code": "ESB000010",
        "success": true
    }
}`;

/** The sample's curl headers as a header object, the bearer token the fake's. */
function docHeaders(curl: string, token: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const m of curl.matchAll(/-H '([^:]+): ([^']*)'/g)) headers[m[1].toLowerCase()] = m[2];
  headers.authorization = `Bearer ${token}`;
  return headers;
}
const keysOf = (v: unknown): unknown => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keysOf(x)]).sort()) : typeof v);

async function token(): Promise<string> {
  const res = await fetch(`${fake.url}/auth/oauth2/token`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ client_id: CREDS.clientId, client_secret: CREDS.clientSecret, grant_type: "client_credentials" }) });
  return ((await res.json()) as { access_token: string }).access_token;
}
const headers = (t: string) => ({ "content-type": "application/json", accept: "*/*", "x-country": "UG", "x-currency": "UGX", authorization: `Bearer ${t}` });

describe("Airtel's documentation samples", () => {
  it("USSD push (v1): the sample as written is refused for its masked msisdn; with a real one it is taken, its reference with a space too", async () => {
    const t = await token();
    const asWritten = await fetch(`${fake.url}/merchant/v1/payments/`, { method: "POST", headers: headers(t), body: DOC_USSD_PUSH_BODY });
    expect(((await asWritten.json()) as { status: unknown }).status).toMatchObject({ result_code: "ESB000033", success: false });
    const filled = DOC_USSD_PUSH_BODY.replace('"12****89"', '"752123456"');
    const taken = await fetch(`${fake.url}/merchant/v1/payments/`, { method: "POST", headers: headers(t), body: filled });
    expect(((await taken.json()) as { status: unknown }).status).toMatchObject({ response_code: "DP00800001006", success: true });
    // The same sample on v2, signed as message signing wants it.
    const v2 = filled.replace("random-unique-id", "random-unique-id-2");
    const signed = await fetch(`${fake.url}/merchant/v2/payments/`, { method: "POST", headers: { ...headers(t), ...airtelSignature(v2, fake.signingPublicKey) }, body: v2 });
    expect(((await signed.json()) as { status: unknown }).status).toMatchObject({ success: true });
  });

  it("callbacks: the fake's bodies have the documented sample's fields, with the documented hash beside them when callback authentication is on", async () => {
    const received: string[] = [];
    const http = await import("node:http");
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      fake.setCallback(`http://127.0.0.1:${(server.address() as { port: number }).port}/cb`, "app-callback-key");
      const t = await token();
      const body = DOC_USSD_PUSH_BODY.replace('"12****89"', '"752123456"').replace("random-unique-id", "random-unique-id-cb");
      await fetch(`${fake.url}/merchant/v1/payments/`, { method: "POST", headers: headers(t), body });
      fake.approve("random-unique-id-cb");
      await new Promise((r) => setTimeout(r, 150));
      const sent = JSON.parse(received[0]) as { transaction: unknown; hash: string };
      expect(keysOf(sent)).toEqual(keysOf(JSON.parse(DOC_AUTHENTICATED_CALLBACK_BODY)));
      expect(keysOf(sent.transaction)).toEqual(keysOf((JSON.parse(DOC_CALLBACK_BODY) as { transaction: unknown }).transaction));
      expect(sent.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    } finally {
      fake.setCallback("http://127.0.0.1:9/none");
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("refund (v1): the sample's masked id is no transaction; a real one is reversed with the documented answer's fields", async () => {
    const t = await token();
    const asWritten = await fetch(`${fake.url}/standard/v1/payments/refund`, { method: "POST", headers: headers(t), body: DOC_REFUND_BODY });
    expect(((await asWritten.json()) as { status: unknown }).status).toMatchObject({ result_code: "ESB000045", success: false });
    const paid = DOC_USSD_PUSH_BODY.replace('"12****89"', '"752123456"').replace("random-unique-id", "random-unique-id-rf");
    await fetch(`${fake.url}/merchant/v1/payments/`, { method: "POST", headers: headers(t), body: paid });
    fake.approve("random-unique-id-rf");
    const enquiry = (await (await fetch(`${fake.url}/standard/v1/payments/random-unique-id-rf`, { headers: headers(t) })).json()) as { data: { transaction: { airtel_money_id: string } } };
    const refund = await fetch(`${fake.url}/standard/v1/payments/refund`, { method: "POST", headers: headers(t), body: DOC_REFUND_BODY.replace("CI************18", enquiry.data.transaction.airtel_money_id) });
    const answer = await refund.json();
    expect(keysOf(answer)).toEqual(keysOf(JSON.parse(DOC_REFUND_ANSWER)));
    expect(answer).toMatchObject({ data: { transaction: { status: "SUCCESS" } } });
  });

  it("disbursement (v2): the sample as written is refused (its signature is a placeholder); signed, in UGX, to a subscriber (B2C) with a real PIN it pays, with the documented answer's fields", async () => {
    const t = await token();
    const asWritten = await fetch(`${fake.url}/standard/v2/disbursements/`, { method: "POST", headers: docHeaders(DOC_DISBURSEMENT_V2_HEADERS, t), body: DOC_DISBURSEMENT_V2_BODY });
    expect(asWritten.status).toBe(403);
    expect(((await asWritten.json()) as { status: unknown }).status).toMatchObject({ response_code: "DP00900001016", success: false });
    // The masks filled: a Ugandan number, UGX, an alphanumeric reference and id, the PIN encrypted, B2C for a subscriber.
    const filled = DOC_DISBURSEMENT_V2_BODY.replace('"KES"', '"UGX"')
      .replace('"75****26"', '"752654321"')
      .replace('"reference": "AB***141"', '"reference": "AB123141"')
      .replace('"id": "AB***141"', '"id": "AB123141"')
      .replace('"KYJ*****Rsa44"', JSON.stringify(encryptAirtelPin(CREDS.pin, fake.pinPublicKey)))
      .replace('"B2B"', '"B2C"');
    const paid = await fetch(`${fake.url}/standard/v2/disbursements/`, { method: "POST", headers: { ...docHeaders(DOC_DISBURSEMENT_V2_HEADERS, t), ...airtelSignature(filled, fake.signingPublicKey) }, body: filled });
    const answer = await paid.json();
    expect(keysOf(answer)).toEqual(keysOf(JSON.parse(DOC_DISBURSEMENT_V2_ANSWER)));
    expect(answer).toMatchObject({ data: { transaction: { id: "AB123141", status: "TS" } }, status: { response_code: "DP00900001001", result_code: "ESB000010", success: true } });
    // The sample's B2B, sent to a subscriber: refused.
    const b2b = filled.replace('"B2C"', '"B2B"').replace(/AB123141/g, "AB123142");
    const refused = await fetch(`${fake.url}/standard/v2/disbursements/`, { method: "POST", headers: { ...headers(t), ...airtelSignature(b2b, fake.signingPublicKey) }, body: b2b });
    expect(((await refused.json()) as { status: unknown }).status).toMatchObject({ response_code: "DP00900001013", success: false });
  });
});

// The MTN MoMo fake against MoMo's documentation (tests/fakes/mtn-momo/README.md lists the pages): raw fetch
// only, so what is checked is the wire, not a client's reading of it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MOMO_CREDENTIALS as CREDS, startMtnMomoFake, type MtnMomoFake, type MtnMomoFakeOptions } from "@/tests/fakes/mtn-momo/server";

type Product = "collection" | "disbursement";
type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string; at: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A local callback receiver, as the gateway's listener would be.
let receiver: http.Server;
let receiverUrl = "";
const received: Received[] = [];
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

const fakes: MtnMomoFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
  received.length = 0;
});
async function fake(opts: MtnMomoFakeOptions = {}): Promise<MtnMomoFake> {
  const f = await startMtnMomoFake({ approvalDelayMs: 100, ...opts });
  fakes.push(f);
  return f;
}

function basic(user: string, key: string) {
  return `Basic ${Buffer.from(`${user}:${key}`).toString("base64")}`;
}
async function tokenFor(f: MtnMomoFake, product: Product): Promise<string> {
  const c = CREDS[product];
  const res = await fetch(`${f.url}/${product}/token/`, { method: "POST", headers: { authorization: basic(c.apiUser, c.apiKey), "ocp-apim-subscription-key": c.subscriptionKey } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
function headers(product: Product, token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, "ocp-apim-subscription-key": CREDS[product].subscriptionKey, "x-target-environment": "sandbox", "content-type": "application/json", ...extra };
}
function rtpBody(partyId: string, over: Record<string, unknown> = {}) {
  return { amount: "150", currency: "EUR", externalId: "order-1", payer: { partyIdType: "MSISDN", partyId }, payerMessage: "Pay order 1", payeeNote: "Order 1", ...over };
}
function transferBody(partyId: string, over: Record<string, unknown> = {}) {
  return { amount: "40", currency: "EUR", externalId: "payout-1", payee: { partyIdType: "MSISDN", partyId }, payerMessage: "Payout 1", payeeNote: "Payout 1", ...over };
}
async function requestToPay(f: MtnMomoFake, token: string, body: unknown, extra: Record<string, string> = {}, id: string = randomUUID()) {
  const res = await fetch(`${f.url}/collection/v1_0/requesttopay`, { method: "POST", headers: headers("collection", token, { "x-reference-id": id, ...extra }), body: JSON.stringify(body) });
  return { res, id, text: await res.text() };
}
async function rtpStatus(f: MtnMomoFake, token: string, id: string) {
  const res = await fetch(`${f.url}/collection/v1_0/requesttopay/${id}`, { headers: headers("collection", token) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
async function transfer(f: MtnMomoFake, token: string, body: unknown, extra: Record<string, string> = {}, id: string = randomUUID()) {
  const res = await fetch(`${f.url}/disbursement/v1_0/transfer`, { method: "POST", headers: headers("disbursement", token, { "x-reference-id": id, ...extra }), body: JSON.stringify(body) });
  return { res, id, text: await res.text() };
}
async function transferStatus(f: MtnMomoFake, token: string, id: string) {
  const res = await fetch(`${f.url}/disbursement/v1_0/transfer/${id}`, { headers: headers("disbursement", token) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
async function balance(f: MtnMomoFake, product: Product, token: string) {
  const res = await fetch(`${f.url}/${product}/v1_0/account/balance`, { headers: headers(product, token) });
  expect(res.status).toBe(200);
  return (await res.json()) as { availableBalance: string; currency: string };
}
async function until<T>(fn: () => T | Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await sleep(20);
  }
}

describe("token (POST /{product}/token/)", () => {
  it("issues an access_token for Basic apiUser:apiKey plus the product's subscription key", async () => {
    const f = await fake({ tokenTtlSeconds: 120 });
    const c = CREDS.collection;
    const res = await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(c.apiUser, c.apiKey), "ocp-apim-subscription-key": c.subscriptionKey } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.token_type).toBe("access_token");
    expect(body.expires_in).toBe(120);
    expect(typeof body.access_token).toBe("string");
  });

  it("refuses a wrong subscription key (APIM's 401) and wrong API key (login_failed)", async () => {
    const f = await fake();
    const c = CREDS.collection;
    const wrongSub = await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(c.apiUser, c.apiKey), "ocp-apim-subscription-key": "nope" } });
    expect(wrongSub.status).toBe(401);
    expect(((await wrongSub.json()) as { message: string }).message).toMatch(/invalid subscription key/);
    const wrongKey = await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(c.apiUser, "wrong"), "ocp-apim-subscription-key": c.subscriptionKey } });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ error: "login_failed" });
  });

  it("keeps products apart: the disbursement key gets no collection token, a collection token is refused by disbursement", async () => {
    const f = await fake();
    const d = CREDS.disbursement;
    const cross = await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(d.apiUser, d.apiKey), "ocp-apim-subscription-key": d.subscriptionKey } });
    expect(cross.status).toBe(401);
    const collectionToken = await tokenFor(f, "collection");
    const res = await fetch(`${f.url}/disbursement/v1_0/account/balance`, { headers: headers("disbursement", collectionToken) });
    expect(res.status).toBe(401);
  });

  it("expires tokens after expires_in", async () => {
    const f = await fake({ tokenTtlSeconds: 0.2 });
    const token = await tokenFor(f, "collection");
    expect((await fetch(`${f.url}/collection/v1_0/account/balance`, { headers: headers("collection", token) })).status).toBe(200);
    await sleep(250);
    expect((await fetch(`${f.url}/collection/v1_0/account/balance`, { headers: headers("collection", token) })).status).toBe(401);
  });
});

describe("POST /collection/v1_0/requesttopay validation", () => {
  it("answers 202 with an empty body", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const { res, text } = await requestToPay(f, token, rtpBody("256771234567"));
    expect(res.status).toBe(202);
    expect(text).toBe("");
  });

  it("refuses an X-Reference-Id that is not a UUID v4 with 400", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    expect((await requestToPay(f, token, rtpBody("256771234567"), {}, "order-1")).res.status).toBe(400);
    // A UUID v1 is not a v4.
    expect((await requestToPay(f, token, rtpBody("256771234567"), {}, "2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d")).res.status).toBe(400);
  });

  it.each([
    ["a number", 150],
    ["zero", "0"],
    ["negative", "-5"],
    ["not a number", "abc"],
  ])("refuses an amount that is %s", async (_, amount) => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const { res, text } = await requestToPay(f, token, rtpBody("256771234567", { amount }));
    expect(res.status).toBe(400);
    expect(JSON.parse(text).code).toBe("BAD_REQUEST");
  });

  it("accepts only the environment's currency: EUR in the sandbox, UGX in mtnuganda", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const ugx = await requestToPay(f, token, rtpBody("256771234567", { currency: "UGX" }));
    expect(ugx.res.status).toBe(400);
    expect(JSON.parse(ugx.text).code).toBe("INVALID_CURRENCY");

    const ug = await fake({ targetEnvironment: "mtnuganda" });
    const ugToken = await tokenFor(ug, "collection");
    const h = (id: string) => ({ ...headers("collection", ugToken), "x-target-environment": "mtnuganda", "x-reference-id": id });
    const eur = await fetch(`${ug.url}/collection/v1_0/requesttopay`, { method: "POST", headers: h(randomUUID()), body: JSON.stringify(rtpBody("256771234567")) });
    expect(eur.status).toBe(400);
    const ok = await fetch(`${ug.url}/collection/v1_0/requesttopay`, { method: "POST", headers: h(randomUUID()), body: JSON.stringify(rtpBody("256771234567", { currency: "UGX" })) });
    expect(ok.status).toBe(202);
  });

  it("refuses another X-Target-Environment", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const { res, text } = await requestToPay(f, token, rtpBody("256771234567"), { "x-target-environment": "mtnuganda" });
    expect(res.status).toBe(500);
    expect(JSON.parse(text).code).toBe("NOT_ALLOWED_TARGET_ENVIRONMENT");
  });

  it("refuses a partyId with + or letters, and notes over 160 characters", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    expect((await requestToPay(f, token, rtpBody("+256771234567"))).res.status).toBe(400);
    expect((await requestToPay(f, token, rtpBody("0771-234567"))).res.status).toBe(400);
    expect((await requestToPay(f, token, rtpBody("256771234567", { payerMessage: "x".repeat(161) }))).res.status).toBe(400);
  });

  it("refuses a missing bearer token and a wrong subscription key with 401", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const noToken = await fetch(`${f.url}/collection/v1_0/requesttopay`, { method: "POST", headers: { ...headers("collection", token), authorization: "", "x-reference-id": randomUUID() }, body: JSON.stringify(rtpBody("256771234567")) });
    expect(noToken.status).toBe(401);
    const wrongSub = await fetch(`${f.url}/collection/v1_0/requesttopay`, { method: "POST", headers: { ...headers("collection", token), "ocp-apim-subscription-key": CREDS.disbursement.subscriptionKey, "x-reference-id": randomUUID() }, body: JSON.stringify(rtpBody("256771234567")) });
    expect(wrongSub.status).toBe(401);
  });

  it("answers 409 RESOURCE_ALREADY_EXIST for a reused X-Reference-Id and charges once", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const first = await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/momo` });
    expect(first.res.status).toBe(202);
    const again = await requestToPay(f, token, rtpBody("256771234567", { amount: "999" }), { "x-callback-url": `${receiverUrl}/momo` }, first.id);
    expect(again.res.status).toBe(409);
    expect(JSON.parse(again.text).code).toBe("RESOURCE_ALREADY_EXIST");
    const done = await until(() => rtpStatus(f, token, first.id), (s) => s.body.status !== "PENDING");
    expect(done.body.status).toBe("SUCCESSFUL");
    expect(done.body.amount).toBe("150");
    await sleep(150);
    expect((await balance(f, "collection", token)).availableBalance).toBe("150");
    expect(received).toHaveLength(1);
  });

  it("answers 404 RESOURCE_NOT_FOUND for an unknown reference", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const s = await rtpStatus(f, token, randomUUID());
    expect(s.status).toBe(404);
    expect(s.body.code).toBe("RESOURCE_NOT_FOUND");
  });
});

describe("request-to-pay lifecycle and the test numbers", () => {
  it("an ordinary number: PENDING, then SUCCESSFUL with a financialTransactionId after approvalDelayMs", async () => {
    const f = await fake({ approvalDelayMs: 200 });
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("256771234567"));
    const pending = await rtpStatus(f, token, id);
    expect(pending.body).toEqual({ amount: "150", currency: "EUR", externalId: "order-1", payer: { partyIdType: "MSISDN", partyId: "256771234567" }, payerMessage: "Pay order 1", payeeNote: "Order 1", status: "PENDING" });
    const done = await until(() => rtpStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body.status).toBe("SUCCESSFUL");
    expect(done.body.financialTransactionId).toMatch(/^\d+$/);
    expect(done.body.reason).toBeUndefined();
  });

  it.each([
    ["46733123450", "INTERNAL_PROCESSING_ERROR"],
    ["46733123451", "APPROVAL_REJECTED"],
    ["46733123452", "EXPIRED"],
    ["46733123455", "PAYER_NOT_FOUND"],
  ])("sandbox %s ends FAILED with reason %s", async (number, reason) => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody(number));
    expect((await rtpStatus(f, token, id)).body.status).toBe("PENDING");
    const done = await until(() => rtpStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body.status).toBe("FAILED");
    expect(done.body.reason).toBe(reason);
    expect(done.body.financialTransactionId).toBeUndefined();
    expect((await balance(f, "collection", token)).availableBalance).toBe("0");
  });

  it("the reason is {code, message} with reasonFormat: object", async () => {
    const f = await fake({ reasonFormat: "object" });
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("46733123451"));
    const done = await until(() => rtpStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body.reason).toMatchObject({ code: "APPROVAL_REJECTED" });
  });

  it("46733123453 (ongoing) is PENDING, then SUCCESSFUL after ongoingSuccessMs; 46733123454 stays PENDING", async () => {
    const f = await fake({ approvalDelayMs: 50, ongoingSuccessMs: 400 });
    const token = await tokenFor(f, "collection");
    const ongoing = await requestToPay(f, token, rtpBody("46733123453"));
    const pending = await requestToPay(f, token, rtpBody("46733123454"));
    await sleep(200);
    expect((await rtpStatus(f, token, ongoing.id)).body.status).toBe("PENDING");
    expect((await rtpStatus(f, token, pending.id)).body.status).toBe("PENDING");
    await sleep(350);
    expect((await rtpStatus(f, token, ongoing.id)).body.status).toBe("SUCCESSFUL");
    expect((await rtpStatus(f, token, pending.id)).body.status).toBe("PENDING");
  });

  it("outside the sandbox the outcome follows the last four digits (fake-only convention)", async () => {
    const f = await fake({ targetEnvironment: "mtnuganda" });
    const token = await tokenFor(f, "collection");
    const h = (id: string) => ({ ...headers("collection", token), "x-target-environment": "mtnuganda", "x-reference-id": id });
    const ids = { "256770003451": randomUUID(), "256770009999": randomUUID() };
    for (const [n, id] of Object.entries(ids)) {
      const res = await fetch(`${f.url}/collection/v1_0/requesttopay`, { method: "POST", headers: h(id), body: JSON.stringify(rtpBody(n, { currency: "UGX" })) });
      expect(res.status).toBe(202);
    }
    const get = async (id: string) => (await (await fetch(`${f.url}/collection/v1_0/requesttopay/${id}`, { headers: h(id) })).json()) as Record<string, unknown>;
    const rejected = await until(() => get(ids["256770003451"]), (b) => b.status !== "PENDING");
    expect(rejected).toMatchObject({ status: "FAILED", reason: "APPROVAL_REJECTED", currency: "UGX" });
    expect((await until(() => get(ids["256770009999"]), (b) => b.status !== "PENDING")).status).toBe("SUCCESSFUL");
    // In the sandbox, 256770003451 is an ordinary number.
    const sb = await fake();
    const sbToken = await tokenFor(sb, "collection");
    const { id } = await requestToPay(sb, sbToken, rtpBody("256770003451"));
    expect((await until(() => rtpStatus(sb, sbToken, id), (s) => s.body.status !== "PENDING")).body.status).toBe("SUCCESSFUL");
  });

  it("with approvalDelayMs null a request waits for approve() or the /__fake/ reject", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const a = await requestToPay(f, token, rtpBody("256771234567"));
    const b = await requestToPay(f, token, rtpBody("256771234568"));
    await sleep(150);
    expect((await rtpStatus(f, token, a.id)).body.status).toBe("PENDING");
    f.approve(a.id);
    expect((await rtpStatus(f, token, a.id)).body.status).toBe("SUCCESSFUL");
    const rej = await fetch(`${f.url}/__fake/requesttopay/${b.id}/reject`, { method: "POST", body: JSON.stringify({ reason: "EXPIRED" }) });
    expect(rej.status).toBe(200);
    expect((await rtpStatus(f, token, b.id)).body).toMatchObject({ status: "FAILED", reason: "EXPIRED" });
    const twice = await fetch(`${f.url}/__fake/requesttopay/${b.id}/approve`, { method: "POST" });
    expect(twice.status).toBe(409);
    expect(() => f.approve(randomUUID())).toThrow();
  });

  it("answers accountholder active and the balance", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const active = await fetch(`${f.url}/collection/v1_0/accountholder/msisdn/256771234567/active`, { headers: headers("collection", token) });
    expect(await active.json()).toEqual({ result: true });
    const unknown = await fetch(`${f.url}/collection/v1_0/accountholder/msisdn/46733123455/active`, { headers: headers("collection", token) });
    expect(await unknown.json()).toEqual({ result: false });
    expect(await balance(f, "collection", token)).toEqual({ availableBalance: "0", currency: "EUR" });
  });

  // MTN's Open API: accountHolderIdType, "Allowed values [msisdn, email, party_code]. accountHolderId should
  // explicitly be in small letters."
  it("takes the accountholder id type in small letters only: MSISDN is refused on active and basicuserinfo, for both products", async () => {
    const f = await fake();
    for (const product of ["collection", "disbursement"] as const) {
      const token = await tokenFor(f, product);
      for (const op of ["active", "basicuserinfo"]) {
        const upper = await fetch(`${f.url}/${product}/v1_0/accountholder/MSISDN/256771234567/${op}`, { headers: headers(product, token) });
        expect(upper.status, `${product} ${op}`).toBe(400);
        expect(((await upper.json()) as { code: string }).code).toBe("BAD_REQUEST");
        const lower = await fetch(`${f.url}/${product}/v1_0/accountholder/msisdn/256771234567/${op}`, { headers: headers(product, token) });
        expect(lower.status, `${product} ${op}`).toBe(200);
      }
    }
    const token = await tokenFor(f, "collection");
    const info = await fetch(`${f.url}/collection/v1_0/accountholder/msisdn/256771234567/basicuserinfo`, { headers: headers("collection", token) });
    expect(await info.json()).toMatchObject({ name: "Sand Box", given_name: "Sand", family_name: "Box" });
    const missing = await fetch(`${f.url}/collection/v1_0/accountholder/msisdn/46733123455/basicuserinfo`, { headers: headers("collection", token) });
    expect(missing.status).toBe(404);
    const email = await fetch(`${f.url}/collection/v1_0/accountholder/email/someone@example.com/active`, { headers: headers("collection", token) });
    expect(await email.json()).toEqual({ result: false });
  });
});

describe("the API user's callback host (providerCallbackHost)", () => {
  const hostRefusal = { code: "INVALID_CALLBACK_URL_HOST", message: "Callback URL with different host name then configured for API User" };

  it("refuses an X-Callback-Url on another host with 500 INVALID_CALLBACK_URL_HOST, on requesttopay, transfer and refund, and creates nothing", async () => {
    const f = await fake({ providerCallbackHost: "pay.merchant.example" });
    const ctoken = await tokenFor(f, "collection");
    const dtoken = await tokenFor(f, "disbursement");
    const paid = await requestToPay(f, ctoken, rtpBody("256771234567"), { "x-callback-url": "http://pay.merchant.example:8080/cb" });
    expect(paid.res.status).toBe(202);
    const refused = await requestToPay(f, ctoken, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/cb` });
    expect(refused.res.status).toBe(500);
    expect(JSON.parse(refused.text)).toEqual(hostRefusal);
    expect((await rtpStatus(f, ctoken, refused.id)).status).toBe(404);
    // Refused, nothing was created: the same X-Reference-Id is taken without the URL.
    expect((await requestToPay(f, ctoken, rtpBody("256771234567"), {}, refused.id)).res.status).toBe(202);

    const t = await transfer(f, dtoken, transferBody("256771234567"), { "x-callback-url": "https://evil.example/cb" });
    expect([t.res.status, JSON.parse(t.text)]).toEqual([500, hostRefusal]);
    await sleep(150);
    const r = await fetch(`${f.url}/disbursement/v1_0/refund`, {
      method: "POST",
      headers: headers("disbursement", dtoken, { "x-reference-id": randomUUID(), "x-callback-url": "http://localhost/cb" }),
      body: JSON.stringify({ amount: "10", currency: "EUR", externalId: "r1", payerMessage: "r", payeeNote: "r", referenceIdToRefund: paid.id }),
    });
    expect([r.status, await r.json()]).toEqual([500, hostRefusal]);
  });

  it("defaults to the loopback host under both its names; setCallbackHost and /__fake/callback-host re-register it", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    for (const host of ["127.0.0.1", "localhost"]) expect((await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `http://${host}:9/cb` })).res.status).toBe(202);
    expect((await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": "https://pay.example.com/cb" })).res.status).toBe(500);
    f.setCallbackHost("pay.example.com");
    expect((await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": "https://PAY.example.com/cb" })).res.status).toBe(202);
    expect((await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/cb` })).res.status).toBe(500);
    const set = await fetch(`${f.url}/__fake/callback-host`, { method: "POST", body: JSON.stringify({ providerCallbackHost: "127.0.0.1" }) });
    expect(set.status).toBe(200);
    expect((await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/cb` })).res.status).toBe(202);
  });

  it("a sandbox API user is held to the providerCallbackHost it was created with", async () => {
    const f = await fake();
    const user = randomUUID();
    const sub = CREDS.collection.subscriptionKey;
    await fetch(`${f.url}/v1_0/apiuser`, { method: "POST", headers: { "x-reference-id": user, "ocp-apim-subscription-key": sub, "content-type": "application/json" }, body: JSON.stringify({ providerCallbackHost: "clinic.example" }) });
    const { apiKey } = (await (await fetch(`${f.url}/v1_0/apiuser/${user}/apikey`, { method: "POST", headers: { "ocp-apim-subscription-key": sub } })).json()) as { apiKey: string };
    const tok = (await (await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(user, apiKey), "ocp-apim-subscription-key": sub } })).json()) as { access_token: string };
    expect((await requestToPay(f, tok.access_token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/cb` })).res.status).toBe(500);
    expect((await requestToPay(f, tok.access_token, rtpBody("256771234567"), { "x-callback-url": "http://clinic.example/cb" })).res.status).toBe(202);
  });
});

describe("refunds (POST /disbursement/v1_0/refund and v2_0, GET /disbursement/v1_0/refund/{id})", () => {
  async function paid(f: MtnMomoFake, amount = "150") {
    const ctoken = await tokenFor(f, "collection");
    const p = await requestToPay(f, ctoken, rtpBody("256771234567", { amount }));
    f.approve(p.id);
    return p.id;
  }
  async function refund(f: MtnMomoFake, token: string, body: Record<string, unknown>, version = "v1_0", id: string = randomUUID(), extra: Record<string, string> = {}) {
    const res = await fetch(`${f.url}/disbursement/${version}/refund`, { method: "POST", headers: headers("disbursement", token, { "x-reference-id": id, ...extra }), body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, id, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }
  const refundBody = (referenceIdToRefund: string, amount = "50") => ({ amount, currency: "EUR", externalId: "refund-1", payerMessage: "Refund", payeeNote: "Refund", referenceIdToRefund });

  it("pays back the payer of the request to pay it names, drawn on the disbursement balance; the status GET answers like a transfer's; the callback carries it", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "disbursement");
    const rtp = await paid(f);
    const before = Number((await balance(f, "disbursement", token)).availableBalance);
    const r = await refund(f, token, refundBody(rtp), "v1_0", randomUUID(), { "x-callback-url": `${receiverUrl}/cb` });
    expect([r.status, r.body]).toEqual([202, null]);
    expect(Number((await balance(f, "disbursement", token)).availableBalance)).toBe(before - 50);
    const asked = async () => (await (await fetch(`${f.url}/disbursement/v1_0/refund/${r.id}`, { headers: headers("disbursement", token) })).json()) as Record<string, unknown>;
    expect(await asked()).toMatchObject({ amount: "50", currency: "EUR", externalId: "refund-1", payee: { partyIdType: "MSISDN", partyId: "256771234567" }, status: "PENDING" });
    f.approve(r.id);
    expect(await asked()).toMatchObject({ status: "SUCCESSFUL", financialTransactionId: expect.stringMatching(/^\d+$/) });
    await sleep(100);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ externalId: "refund-1", status: "SUCCESSFUL" });
    // Not a transfer: the transfer GET knows no such reference.
    expect((await transferStatus(f, token, r.id)).status).toBe(404);
    // V2 takes the same body, and is asked at the same GET.
    const v2 = await refund(f, token, refundBody(rtp, "20"), "v2_0");
    expect(v2.status).toBe(202);
    expect((await fetch(`${f.url}/disbursement/v1_0/refund/${v2.id}`, { headers: headers("disbursement", token) })).status).toBe(200);
  });

  it("refuses a referenceIdToRefund it does not know (404), one not SUCCESSFUL (400), and more than the payment in all (400); a reused X-Reference-Id is 409", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "disbursement");
    expect((await refund(f, token, refundBody(randomUUID()))).status).toBe(404);
    expect((await refund(f, token, { ...refundBody("x"), referenceIdToRefund: undefined })).status).toBe(400);
    const ctoken = await tokenFor(f, "collection");
    const pending = await requestToPay(f, ctoken, rtpBody("256771234567"));
    expect((await refund(f, token, refundBody(pending.id))).body).toMatchObject({ code: "BAD_REQUEST" });
    // A transfer is not a payment to refund.
    const t = await transfer(f, token, transferBody("256771234567"));
    expect((await refund(f, token, refundBody(t.id))).status).toBe(404);

    const rtp = await paid(f, "150");
    const first = await refund(f, token, refundBody(rtp, "100"));
    expect(first.status).toBe(202);
    expect((await refund(f, token, refundBody(rtp, "100"), "v1_0", first.id)).status).toBe(409);
    expect((await refund(f, token, refundBody(rtp, "51"))).status).toBe(400);
    // A refund that failed gives its amount back to what may be refunded.
    f.reject(first.id, "PAYEE_NOT_FOUND");
    expect((await refund(f, token, refundBody(rtp, "150"))).status).toBe(202);
  });

  it("without the refund product (refundProduct: false) the refund call is answered 500 NOT_ALLOWED", async () => {
    const f = await fake({ refundProduct: false, approvalDelayMs: null });
    const token = await tokenFor(f, "disbursement");
    const rtp = await paid(f);
    const r = await refund(f, token, refundBody(rtp));
    expect([r.status, r.body]).toEqual([500, { code: "NOT_ALLOWED", message: "Authorization failed. User does not have permission." }]);
    expect((await fetch(`${f.url}/disbursement/v1_0/refund/${r.id}`, { headers: headers("disbursement", token) })).status).toBe(500);
    // Transfers still go.
    expect((await transfer(f, token, transferBody("256771234567"))).res.status).toBe(202);
  });

  it("lists a refund in the statement as Type REFUND, a negative amount", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "disbursement");
    const rtp = await paid(f);
    const r = await refund(f, token, { ...refundBody(rtp), externalId: "rfd_statement" });
    f.approve(r.id);
    const line = f.statement().split("\r\n").find((l) => l.includes("rfd_statement"))!;
    expect(line.split(",")).toEqual(expect.arrayContaining(["SUCCESSFUL", "REFUND", "-50", "EUR"]));
  });
});

describe("callbacks", () => {
  it("sends the final GET body by PUT to X-Callback-Url, once, unsigned", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("46733123451"), { "x-callback-url": `${receiverUrl}/momo/cb?ref=1` });
    await until(() => received.length, (n) => n >= 1);
    await sleep(100);
    expect(received).toHaveLength(1);
    const cb = received[0];
    expect(cb.method).toBe("PUT");
    expect(cb.path).toBe("/momo/cb?ref=1");
    expect(cb.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(cb.body);
    expect(body).toEqual((await rtpStatus(f, token, id)).body);
    expect(body).toMatchObject({ status: "FAILED", reason: "APPROVAL_REJECTED", externalId: "order-1" });
  });

  it("sends POST with callbackMethod: POST, and none without X-Callback-Url", async () => {
    const f = await fake({ callbackMethod: "POST" });
    const token = await tokenFor(f, "collection");
    await requestToPay(f, token, rtpBody("256771234567"));
    await requestToPay(f, token, rtpBody("256771234568"), { "x-callback-url": `${receiverUrl}/momo` });
    await until(() => received.length, (n) => n >= 1);
    await sleep(200);
    expect(received.map((r) => r.method)).toEqual(["POST"]);
  });

  it("drop_callback: no callback, the status still changes", async () => {
    const f = await fake();
    f.kit.fault({ kind: "drop_callback", match: "requesttopay" });
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/momo` });
    expect((await until(() => rtpStatus(f, token, id), (s) => s.body.status !== "PENDING")).body.status).toBe("SUCCESSFUL");
    await sleep(150);
    expect(received).toHaveLength(0);
  });

  it("duplicate_callback: the same body twice", async () => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    await fetch(`${f.url}/__fake/faults`, { method: "POST", body: JSON.stringify({ kind: "duplicate_callback", match: "requesttopay" }) });
    await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/momo` });
    await until(() => received.length, (n) => n >= 2);
    expect(received).toHaveLength(2);
    expect(received[0].body).toBe(received[1].body);
    expect(JSON.parse(received[0].body).status).toBe("SUCCESSFUL");
  });

  it("early_callback: the callback says SUCCESSFUL while GET still answers PENDING for a moment", async () => {
    const f = await fake();
    f.kit.fault({ kind: "early_callback", match: "requesttopay" });
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("256771234567"), { "x-callback-url": `${receiverUrl}/momo` });
    await until(() => received.length, (n) => n >= 1);
    expect(JSON.parse(received[0].body).status).toBe("SUCCESSFUL");
    const now = await rtpStatus(f, token, id);
    expect(now.body.status).toBe("PENDING");
    expect(now.body.financialTransactionId).toBeUndefined();
    await sleep(350);
    expect((await rtpStatus(f, token, id)).body.status).toBe("SUCCESSFUL");
  });

  it("bad_signature: a forger's body claims SUCCESSFUL for a request that FAILED", async () => {
    const f = await fake();
    f.kit.fault({ kind: "bad_signature", match: "requesttopay" });
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("46733123450"), { "x-callback-url": `${receiverUrl}/momo` });
    await until(() => received.length, (n) => n >= 1);
    const forged = JSON.parse(received[0].body);
    expect(forged.status).toBe("SUCCESSFUL");
    expect(forged.financialTransactionId).toMatch(/^\d+$/);
    expect((await rtpStatus(f, token, id)).body).toMatchObject({ status: "FAILED", reason: "INTERNAL_PROCESSING_ERROR" });
  });

  it("bad_signature: a forger's body claims SUCCESSFUL for a request still PENDING", async () => {
    const f = await fake();
    f.kit.fault({ kind: "bad_signature", match: "requesttopay" });
    const token = await tokenFor(f, "collection");
    const { id } = await requestToPay(f, token, rtpBody("46733123454"), { "x-callback-url": `${receiverUrl}/momo` });
    await until(() => received.length, (n) => n >= 1);
    expect(JSON.parse(received[0].body).status).toBe("SUCCESSFUL");
    expect((await rtpStatus(f, token, id)).body.status).toBe("PENDING");
  });
});

describe("request faults", () => {
  it("timeout: the request to pay is created but the answer never comes", async () => {
    const f = await fake({ timeoutHoldMs: 300 });
    f.kit.fault({ kind: "timeout", match: "POST /collection/v1_0/requesttopay" });
    const token = await tokenFor(f, "collection");
    const id = randomUUID();
    await expect(fetch(`${f.url}/collection/v1_0/requesttopay`, { method: "POST", headers: headers("collection", token, { "x-reference-id": id }), body: JSON.stringify(rtpBody("256771234567")) })).rejects.toThrow();
    expect((await rtpStatus(f, token, id)).status).toBe(200);
    // Retrying with the same reference is the safe retry: 409, not a second charge.
    expect((await requestToPay(f, token, rtpBody("256771234567"), {}, id)).res.status).toBe(409);
  });

  it("server_error: 500 and nothing created", async () => {
    const f = await fake();
    f.kit.fault({ kind: "server_error", match: "requesttopay" });
    const token = await tokenFor(f, "collection");
    const { res, id } = await requestToPay(f, token, rtpBody("256771234567"));
    expect(res.status).toBe(500);
    expect((await rtpStatus(f, token, id)).status).toBe(404);
    expect((await requestToPay(f, token, rtpBody("256771234567"), {}, id)).res.status).toBe(202);
  });

  it("latency: every answer waits latencyMs", async () => {
    const f = await fake({ latencyMs: 150 });
    const token = await tokenFor(f, "collection");
    const start = Date.now();
    await balance(f, "collection", token);
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
  });
});

describe("disbursement transfers", () => {
  it("202, then SUCCESSFUL, drawn on the disbursement balance; the callback carries payee", async () => {
    const f = await fake({ disbursementBalance: "100" });
    const token = await tokenFor(f, "disbursement");
    const { res, id, text } = await transfer(f, token, transferBody("256771234567"), { "x-callback-url": `${receiverUrl}/payout` });
    expect(res.status).toBe(202);
    expect(text).toBe("");
    expect((await transferStatus(f, token, id)).body.status).toBe("PENDING");
    const done = await until(() => transferStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body).toMatchObject({ amount: "40", currency: "EUR", externalId: "payout-1", payee: { partyIdType: "MSISDN", partyId: "256771234567" }, status: "SUCCESSFUL" });
    expect(done.body.financialTransactionId).toMatch(/^\d+$/);
    expect(await balance(f, "disbursement", token)).toEqual({ availableBalance: "60", currency: "EUR" });
    await until(() => received.length, (n) => n >= 1);
    expect(received[0].method).toBe("PUT");
    expect(JSON.parse(received[0].body)).toEqual(done.body);
  });

  it("a transfer above the balance fails NOT_ENOUGH_FUNDS and takes nothing", async () => {
    const f = await fake({ disbursementBalance: "30" });
    const token = await tokenFor(f, "disbursement");
    const { id } = await transfer(f, token, transferBody("256771234567"));
    const done = await until(() => transferStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body).toMatchObject({ status: "FAILED", reason: "NOT_ENOUGH_FUNDS" });
    expect((await balance(f, "disbursement", token)).availableBalance).toBe("30");
  });

  it.each([
    ["46733123450", "PAYEE_NOT_FOUND"],
    ["46733123451", "APPROVAL_REJECTED"],
    ["46733123452", "EXPIRED"],
    ["46733123455", "NOT_ENOUGH_FUNDS"],
    ["46733123457", "PAYEE_NOT_FOUND"],
  ])("payee %s ends FAILED %s and the money comes back", async (number, reason) => {
    const f = await fake();
    const token = await tokenFor(f, "disbursement");
    const { id } = await transfer(f, token, transferBody(number));
    expect((await balance(f, "disbursement", token)).availableBalance).toBe("999960");
    const done = await until(() => transferStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body).toMatchObject({ status: "FAILED", reason });
    expect((await balance(f, "disbursement", token)).availableBalance).toBe("1000000");
  });

  it("409 for a reused X-Reference-Id, charged once; 404 for an unknown one", async () => {
    const f = await fake({ disbursementBalance: "100" });
    const token = await tokenFor(f, "disbursement");
    const first = await transfer(f, token, transferBody("256771234567"));
    const again = await transfer(f, token, transferBody("256771234567"), {}, first.id);
    expect(again.res.status).toBe(409);
    expect(JSON.parse(again.text).code).toBe("RESOURCE_ALREADY_EXIST");
    expect((await balance(f, "disbursement", token)).availableBalance).toBe("60");
    expect((await transferStatus(f, token, randomUUID())).status).toBe(404);
    // A request-to-pay id is not a transfer.
    const ctoken = await tokenFor(f, "collection");
    const rtp = await requestToPay(f, ctoken, rtpBody("256771234567"));
    expect((await transferStatus(f, token, rtp.id)).status).toBe(404);
  });

  it("/__fake/transfer/{id}/reject fails a pending transfer and gives the money back", async () => {
    const f = await fake({ approvalDelayMs: null, disbursementBalance: "100" });
    const token = await tokenFor(f, "disbursement");
    const { id } = await transfer(f, token, transferBody("256771234567"));
    const res = await fetch(`${f.url}/__fake/transfer/${id}/reject`, { method: "POST", body: JSON.stringify({ reason: "PAYEE_NOT_FOUND" }) });
    expect(res.status).toBe(200);
    expect((await transferStatus(f, token, id)).body).toMatchObject({ status: "FAILED", reason: "PAYEE_NOT_FOUND" });
    expect((await balance(f, "disbursement", token)).availableBalance).toBe("100");
  });
});

describe("sandbox provisioning", () => {
  it("creates an API user and key that get tokens", async () => {
    const f = await fake();
    const user = randomUUID();
    const sub = CREDS.collection.subscriptionKey;
    const created = await fetch(`${f.url}/v1_0/apiuser`, { method: "POST", headers: { "x-reference-id": user, "ocp-apim-subscription-key": sub, "content-type": "application/json" }, body: JSON.stringify({ providerCallbackHost: "localhost" }) });
    expect(created.status).toBe(201);
    const dup = await fetch(`${f.url}/v1_0/apiuser`, { method: "POST", headers: { "x-reference-id": user, "ocp-apim-subscription-key": sub, "content-type": "application/json" }, body: JSON.stringify({ providerCallbackHost: "localhost" }) });
    expect(dup.status).toBe(409);
    const keyRes = await fetch(`${f.url}/v1_0/apiuser/${user}/apikey`, { method: "POST", headers: { "ocp-apim-subscription-key": sub } });
    expect(keyRes.status).toBe(201);
    const { apiKey } = (await keyRes.json()) as { apiKey: string };
    expect(await (await fetch(`${f.url}/v1_0/apiuser/${user}`, { headers: { "ocp-apim-subscription-key": sub } })).json()).toEqual({ providerCallbackHost: "localhost", targetEnvironment: "sandbox" });
    const tok = await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(user, apiKey), "ocp-apim-subscription-key": sub } });
    expect(tok.status).toBe(200);
  });
});

// MoMo's Collection API: PreApproval (POST /v2_0/preapproval), GetPreApprovalStatus (GET /v2_0/preapproval/{referenceId}),
// CancelPreApproval (DELETE /v1_0/preapproval/{preapprovalid}), GetApprovedPreApprovals (GET /v1_0/preapprovals/{type}/{id});
// the use case: "so that the payer do not need to approval the requestToPay operation".
describe("pre-approvals (POST /collection/v2_0/preapproval, GET …/{id}, DELETE /collection/v1_0/preapproval/{id}, GET /collection/v1_0/preapprovals/{type}/{id})", () => {
  function preBody(partyId: string, over: Record<string, unknown> = {}) {
    return { payer: { partyIdType: "MSISDN", partyId }, payerCurrency: "EUR", payerMessage: "Fiber 50 Mbps, monthly", validityTime: 3600, ...over };
  }
  async function preapproval(f: MtnMomoFake, token: string, body: unknown, extra: Record<string, string> = {}, id: string = randomUUID(), version = "v2_0") {
    const res = await fetch(`${f.url}/collection/${version}/preapproval`, { method: "POST", headers: headers("collection", token, { "x-reference-id": id, ...extra }), body: JSON.stringify(body) });
    return { res, id, text: await res.text() };
  }
  async function preStatus(f: MtnMomoFake, token: string, id: string) {
    const res = await fetch(`${f.url}/collection/v2_0/preapproval/${id}`, { headers: headers("collection", token) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  async function cancel(f: MtnMomoFake, token: string, id: string) {
    const res = await fetch(`${f.url}/collection/v1_0/preapproval/${id}`, { method: "DELETE", headers: headers("collection", token) });
    return { status: res.status, text: await res.text() };
  }
  async function approvedList(f: MtnMomoFake, token: string, type: string, id: string) {
    const res = await fetch(`${f.url}/collection/v1_0/preapprovals/${type}/${id}`, { headers: headers("collection", token) });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

  it("answers 202 with an empty body; the GET answers PreApprovalResult, PENDING, then SUCCESSFUL once the customer approves", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const { res, text, id } = await preapproval(f, token, preBody("256771234567"));
    expect([res.status, text]).toEqual([202, ""]);
    const pending = await preStatus(f, token, id);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ payer: { partyIdType: "MSISDN", partyId: "256771234567" }, payerCurrency: "EUR", payerMessage: "Fiber 50 Mbps, monthly", status: "PENDING", expirationDateTime: expect.stringMatching(DATE_TIME) });
    await sleep(150);
    expect((await preStatus(f, token, id)).body.status).toBe("PENDING");
    const approved = await fetch(`${f.url}/__fake/preapproval/${id}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    const done = await preStatus(f, token, id);
    expect(done.body).toMatchObject({ status: "SUCCESSFUL", expirationDateTime: expect.stringMatching(DATE_TIME) });
    // validityTime counts from the approval: an hour after it, in UTC.
    expect(Math.abs(Date.parse(`${done.body.expirationDateTime as string}Z`) - (Date.now() + 3_600_000))).toBeLessThan(2_000);
    expect((await fetch(`${f.url}/__fake/preapproval/${id}/approve`, { method: "POST" })).status).toBe(409);
    // The older use-case pages' path takes the same body.
    expect((await preapproval(f, token, preBody("256771234568"), {}, randomUUID(), "v1_0")).res.status).toBe(202);
  });

  it("refuses a bad X-Reference-Id, a reused one (409, one pre-approval), an unknown one (404), bad bodies (400), another currency than the environment's, another environment and another product's token", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    expect((await preapproval(f, token, preBody("256771234567"), {}, "not-a-uuid")).res.status).toBe(400);
    const first = await preapproval(f, token, preBody("256771234567"));
    const again = await preapproval(f, token, preBody("256771234567", { validityTime: 60 }), {}, first.id);
    expect([again.res.status, JSON.parse(again.text).code]).toEqual([409, "RESOURCE_ALREADY_EXIST"]);
    // One namespace with the transactions.
    expect((await requestToPay(f, token, rtpBody("256771234567"), {}, first.id)).res.status).toBe(409);
    const held = (await (await fetch(`${f.url}/__fake/preapprovals`)).json()) as { preapprovals: { referenceId: string; validityTime?: number }[] };
    expect(held.preapprovals.filter((p) => p.referenceId === first.id)).toHaveLength(1);
    const unknown = await preStatus(f, token, randomUUID());
    expect([unknown.status, unknown.body.code]).toEqual([404, "RESOURCE_NOT_FOUND"]);
    for (const bad of [
      { payerCurrency: "EUR", validityTime: 60 },
      preBody("+256771234567"),
      preBody("256771234567", { payer: { partyIdType: "MSISDN" } }),
      preBody("256771234567", { payerCurrency: undefined }),
      preBody("256771234567", { validityTime: undefined }),
      preBody("256771234567", { validityTime: 0 }),
      preBody("256771234567", { validityTime: -5 }),
      preBody("256771234567", { validityTime: 1.5 }),
      preBody("256771234567", { validityTime: "soon" }),
      preBody("256771234567", { payerMessage: "x".repeat(161) }),
    ]) {
      const r = await preapproval(f, token, bad);
      expect(r.res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.parse(r.text).code).toBe("BAD_REQUEST");
    }
    const ugx = await preapproval(f, token, preBody("256771234567", { payerCurrency: "UGX" }));
    expect([ugx.res.status, JSON.parse(ugx.text).code]).toEqual([400, "INVALID_CURRENCY"]);
    const env = await preapproval(f, token, preBody("256771234567"), { "x-target-environment": "mtnuganda" });
    expect([env.res.status, JSON.parse(env.text).code]).toEqual([500, "NOT_ALLOWED_TARGET_ENVIRONMENT"]);
    const disbursement = await tokenFor(f, "disbursement");
    const wrong = await fetch(`${f.url}/collection/v2_0/preapproval`, { method: "POST", headers: { ...headers("collection", disbursement), "x-reference-id": randomUUID() }, body: JSON.stringify(preBody("256771234567")) });
    expect(wrong.status).toBe(401);

    const ug = await fake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
    const ugToken = await tokenFor(ug, "collection");
    const ugHeaders = { "x-target-environment": "mtnuganda" };
    expect((await preapproval(ug, ugToken, preBody("256771234567"), ugHeaders)).res.status).toBe(400);
    expect((await preapproval(ug, ugToken, preBody("256771234567", { payerCurrency: "UGX" }), ugHeaders)).res.status).toBe(202);
  });

  it("takes validityTime as an integer or a string of digits (MoMo's Postman collection sends \"300\")", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    expect((await preapproval(f, token, preBody("256771234567", { validityTime: "300" }))).res.status).toBe(202);
  });

  it("refuses an X-Callback-Url off the API user's callback host (500 INVALID_CALLBACK_URL_HOST) and creates nothing", async () => {
    const f = await fake({ providerCallbackHost: "pay.merchant.example" });
    const token = await tokenFor(f, "collection");
    const refused = await preapproval(f, token, preBody("256771234567"), { "x-callback-url": `${receiverUrl}/cb` });
    expect([refused.res.status, JSON.parse(refused.text).code]).toEqual([500, "INVALID_CALLBACK_URL_HOST"]);
    expect((await preStatus(f, token, refused.id)).status).toBe(404);
    expect((await preapproval(f, token, preBody("256771234567"), {}, refused.id)).res.status).toBe(202);
  });

  it.each([
    ["46733123450", "INTERNAL_PROCESSING_ERROR"],
    ["46733123451", "APPROVAL_REJECTED"],
    ["46733123452", "EXPIRED"],
    ["46733123455", "PAYER_NOT_FOUND"],
  ])("the customer's answer follows the test numbers: %s ends FAILED %s, and the callback carries the GET's body", async (number, reason) => {
    const f = await fake();
    const token = await tokenFor(f, "collection");
    const { id } = await preapproval(f, token, preBody(number), { "x-callback-url": `${receiverUrl}/pre` });
    const done = await until(() => preStatus(f, token, id), (s) => s.body.status !== "PENDING");
    expect(done.body).toMatchObject({ status: "FAILED", reason });
    await until(() => received.length, (n) => n >= 1);
    expect(received).toHaveLength(1);
    expect(received[0].method).toBe("PUT");
    expect(JSON.parse(received[0].body)).toEqual(done.body);
  });

  it("46733123453 approves after ongoingSuccessMs, 46733123454 waits for the /__fake/ control, an ordinary number approves after approvalDelayMs", async () => {
    const f = await fake({ approvalDelayMs: 50, ongoingSuccessMs: 300 });
    const token = await tokenFor(f, "collection");
    const ongoing = await preapproval(f, token, preBody("46733123453"));
    const waiting = await preapproval(f, token, preBody("46733123454"));
    const ordinary = await preapproval(f, token, preBody("256771234567"));
    await sleep(150);
    expect((await preStatus(f, token, ordinary.id)).body.status).toBe("SUCCESSFUL");
    expect((await preStatus(f, token, ongoing.id)).body.status).toBe("PENDING");
    await sleep(250);
    expect((await preStatus(f, token, ongoing.id)).body.status).toBe("SUCCESSFUL");
    expect((await preStatus(f, token, waiting.id)).body.status).toBe("PENDING");
    const rejected = await fetch(`${f.url}/__fake/preapproval/${waiting.id}/reject`, { method: "POST", body: JSON.stringify({ reason: "APPROVAL_REJECTED" }) });
    expect(rejected.status).toBe(200);
    expect((await preStatus(f, token, waiting.id)).body).toMatchObject({ status: "FAILED", reason: "APPROVAL_REJECTED" });
    expect(() => f.approve(waiting.id)).toThrow();
  });

  it("a request to pay from the payer under an approved pre-approval, in its currency, completes without the approval step; another payer's waits", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const { id } = await preapproval(f, token, preBody("256771234567"));
    // Before the approval, a request to pay asks the customer as always.
    const early = await requestToPay(f, token, rtpBody("256771234567"));
    f.approve(id);
    const charged = await requestToPay(f, token, rtpBody("256771234567", { amount: "40" }), { "x-callback-url": `${receiverUrl}/rtp` });
    expect([charged.res.status, charged.text]).toEqual([202, ""]);
    const other = await requestToPay(f, token, rtpBody("256771234568"));
    const done = await until(() => rtpStatus(f, token, charged.id), (s) => s.body.status !== "PENDING");
    expect(done.body).toMatchObject({ status: "SUCCESSFUL", amount: "40", financialTransactionId: expect.stringMatching(/^\d+$/) });
    await until(() => received.length, (n) => n >= 1);
    expect(JSON.parse(received[0].body)).toMatchObject({ status: "SUCCESSFUL", externalId: "order-1" });
    await sleep(100);
    expect((await rtpStatus(f, token, other.id)).body.status).toBe("PENDING");
    expect((await rtpStatus(f, token, early.id)).body.status).toBe("PENDING");
    expect((await balance(f, "collection", token)).availableBalance).toBe("40");
  });

  it("validityTime: once it has passed, the GET answers EXPIRED (fake's choice) and a request to pay asks the customer again", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const { id } = await preapproval(f, token, preBody("256771234567", { validityTime: 1 }));
    f.approve(id);
    expect((await preStatus(f, token, id)).body.status).toBe("SUCCESSFUL");
    await sleep(1_050);
    expect((await preStatus(f, token, id)).body.status).toBe("EXPIRED");
    const late = await requestToPay(f, token, rtpBody("256771234567"));
    await sleep(100);
    expect((await rtpStatus(f, token, late.id)).body.status).toBe("PENDING");
    expect((await cancel(f, token, id)).status).toBe(400);
  });

  it("cancels an approved pre-approval (DELETE, 200 with no body): the GET answers CANCELLED (fake's choice), the listing drops it, a request to pay asks again; pending, cancelled and unknown ones are refused", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const pending = await preapproval(f, token, preBody("256771234568"));
    expect((await cancel(f, token, pending.id)).status).toBe(400);
    const { id } = await preapproval(f, token, preBody("256771234567"));
    f.approve(id);
    const listed = await approvedList(f, token, "msisdn", "256771234567");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        preApprovalId: id,
        toFri: expect.any(String),
        fromFri: "FRI:256771234567/MSISDN",
        fromCurrency: "EUR",
        createdTime: expect.any(String),
        approvedTime: expect.any(String),
        expiryTime: expect.any(String),
        status: "APPROVED",
        message: "Fiber 50 Mbps, monthly",
      },
    ]);
    expect((await approvedList(f, token, "MSISDN", "256771234567")).status).toBe(400);
    expect((await approvedList(f, token, "msisdn", "256771234568")).body).toEqual([]);
    expect(await cancel(f, token, id)).toEqual({ status: 200, text: "" });
    expect((await preStatus(f, token, id)).body).toMatchObject({ status: "CANCELLED", payer: { partyId: "256771234567" } });
    expect((await approvedList(f, token, "msisdn", "256771234567")).body).toEqual([]);
    expect((await cancel(f, token, id)).status).toBe(400);
    const unknown = await cancel(f, token, randomUUID());
    expect([unknown.status, JSON.parse(unknown.text).code]).toEqual([404, "RESOURCE_NOT_FOUND"]);
    const after = await requestToPay(f, token, rtpBody("256771234567"));
    await sleep(100);
    expect((await rtpStatus(f, token, after.id)).body.status).toBe("PENDING");
  });

  it("a pre-approval belongs to the API user that asked for it: another API user's token neither sees nor charges under it", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const { id } = await preapproval(f, token, preBody("256771234567"));
    f.approve(id);
    const user = randomUUID();
    const sub = CREDS.collection.subscriptionKey;
    await fetch(`${f.url}/v1_0/apiuser`, { method: "POST", headers: { "x-reference-id": user, "ocp-apim-subscription-key": sub, "content-type": "application/json" }, body: JSON.stringify({ providerCallbackHost: "localhost" }) });
    const { apiKey } = (await (await fetch(`${f.url}/v1_0/apiuser/${user}/apikey`, { method: "POST", headers: { "ocp-apim-subscription-key": sub } })).json()) as { apiKey: string };
    const other = ((await (await fetch(`${f.url}/collection/token/`, { method: "POST", headers: { authorization: basic(user, apiKey), "ocp-apim-subscription-key": sub } })).json()) as { access_token: string }).access_token;
    expect((await preStatus(f, other, id)).status).toBe(404);
    expect((await cancel(f, other, id)).status).toBe(404);
    const charged = await requestToPay(f, other, rtpBody("256771234567"));
    await sleep(100);
    expect((await rtpStatus(f, other, charged.id)).body.status).toBe("PENDING");
  });

  it("the /__fake/ status control makes the GET answer a status the fake does not otherwise use; null undoes it", async () => {
    const f = await fake({ approvalDelayMs: null });
    const token = await tokenFor(f, "collection");
    const { id } = await preapproval(f, token, preBody("256771234567"));
    expect((await fetch(`${f.url}/__fake/preapproval/${id}/status`, { method: "POST", body: JSON.stringify({ status: "CREATED" }) })).status).toBe(200);
    expect((await preStatus(f, token, id)).body.status).toBe("CREATED");
    f.setPreapprovalStatus(id, null);
    expect((await preStatus(f, token, id)).body.status).toBe("PENDING");
    expect((await fetch(`${f.url}/__fake/preapproval/${randomUUID()}/status`, { method: "POST", body: JSON.stringify({ status: "X" }) })).status).toBe(404);
  });

  it("reason is {code, message} with reasonFormat: object; early_callback keeps the GET at PENDING a moment after the callback", async () => {
    const f = await fake({ reasonFormat: "object" });
    const token = await tokenFor(f, "collection");
    const { id } = await preapproval(f, token, preBody("46733123451"));
    expect((await until(() => preStatus(f, token, id), (s) => s.body.status !== "PENDING")).body.reason).toMatchObject({ code: "APPROVAL_REJECTED" });
    f.kit.fault({ kind: "early_callback", match: "preapproval" });
    const early = await preapproval(f, token, preBody("256771234567"), { "x-callback-url": `${receiverUrl}/pre` });
    await until(() => received.length, (n) => n >= 1);
    expect(JSON.parse(received[0].body).status).toBe("SUCCESSFUL");
    expect((await preStatus(f, token, early.id)).body.status).toBe("PENDING");
    await sleep(350);
    expect((await preStatus(f, token, early.id)).body.status).toBe("SUCCESSFUL");
  });
});

// Every method of every currency, live mode. Each (method, currency) pair of the catalog
// (lib/catalog/payment-methods.ts) is served by some connector's spec or is in NOT_CONNECTED_IN_LIVE
// with its reason, never both and never neither; and GET /v2/payment-methods in live mode, with one
// connection of every connector, lists exactly the served pairs as available and the others not.
//
// A new connector adds its live credentials to LIVE_CREDENTIALS (the type asks for every connector) and
// removes what it serves from NOT_CONNECTED_IN_LIVE; the first test fails on a pair both served and listed.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { PAYMENT_METHODS } from "@/lib/catalog/payment-methods";
import { CONNECTOR_NAMES, NOT_CONNECTED_IN_LIVE, connectorSpec, type ConnectorName } from "@/lib/processors/connector-specs";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { db } from "@/lib/db";
import { CURRENCY_CODES } from "@/lib/money";
import * as paymentMethodsRoute from "@/app/v2/payment-methods/route";
import { POST as initializeV1 } from "@/app/v1/transaction/initialize/route";
import { postHostedPayment } from "@/tests/factories/payments";
import { callV1 } from "@/tests/support/v1";

setupTestDatabase();

/** Live credentials of the right shape for each connector (never used to call anything: the base URL answers nothing). */
const LIVE_CREDENTIALS: Record<ConnectorName, unknown> = {
  chapa: { secret_key: "CHASECK-coverage000000000000000000000000", webhook_secret: "coverage-webhook-secret" },
  mtn_momo: {
    collection: { api_user: "0c2f4b5e-8a41-4d7e-9c1f-2b3a4c5d6e7f", api_key: "coverage-api-key", subscription_key: "coverage-subscription" },
    target_environment: "mtnuganda",
  },
  stripe: { secret_key: "sk_live_coverage0000000000000000000", webhook_secret: "whsec_coverage00000000000000000000" },
  airtel_money: { client_id: "coverage-client-id", client_secret: "coverage-client-secret", country: "UG" },
  waafipay: { merchant_uid: "M0912269", api_user_id: "1000297", api_key: "API-coverage-0000000001", store_id: "1000201", hpp_key: "HPP-coverage-0000000001", environment: "production" },
};

const pairs = PAYMENT_METHODS.flatMap((m) => m.currencies.map((currency) => ({ method: m.id as string, currency: currency as string })));
const servedBy = (method: string, currency: string) =>
  CONNECTOR_NAMES.filter((name) => {
    const spec = connectorSpec(name);
    return spec.methods.includes(method) && spec.currencies.includes(currency);
  });
const notConnected = (method: string, currency: string) => NOT_CONNECTED_IN_LIVE.find((n) => n.method === method && n.currency === currency);

describe("every method, every currency, live mode", () => {
  it("each catalog pair is served by a connector or listed as not connected with its reason, never both, never neither", () => {
    const problems: string[] = [];
    for (const { method, currency } of pairs) {
      const served = servedBy(method, currency);
      const listed = notConnected(method, currency);
      if (served.length && listed) problems.push(`${method} ${currency}: served by ${served.join(", ")} yet listed as not connected`);
      if (!served.length && !listed) problems.push(`${method} ${currency}: no connector serves it and NOT_CONNECTED_IN_LIVE does not say why`);
    }
    expect(problems).toEqual([]);
    // The list names only catalog pairs, once each, each with a reason a person can act on.
    const keys = NOT_CONNECTED_IN_LIVE.map((n) => `${n.method} ${n.currency}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const n of NOT_CONNECTED_IN_LIVE) {
      expect(pairs, `${n.method} ${n.currency}`).toContainEqual({ method: n.method, currency: n.currency });
      expect(n.reason.length).toBeGreaterThan(30);
    }
    // The decisions this file pins: WAAFI is WaafiPay's, D-Money is not connected.
    expect(servedBy("waafi", "DJF")).toEqual(["waafipay"]);
    expect(notConnected("d_money", "DJF")?.reason).toMatch(/no public API documentation/);
  });

  describe("GET /v2/payment-methods (live)", () => {
    let liveKey = "";
    const available = async (currency: string) => {
      const res = await paymentMethodsRoute.GET(apiRequest(`/v2/payment-methods?currency=${currency}`, { key: liveKey }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      const json = (await res.json()) as { data: { id: string; available: boolean }[] };
      return { on: json.data.filter((m) => m.available).map((m) => m.id).sort(), off: json.data.filter((m) => !m.available).map((m) => m.id).sort() };
    };
    beforeAll(async () => {
      liveKey = (await createTestMerchant()).keys.live.secret;
    });

    it("with no connection, nothing is available in live mode", async () => {
      await db().processorConnection.updateMany({ data: { enabled: false } });
      invalidateConnectionCache();
      for (const currency of CURRENCY_CODES) expect((await available(currency)).on, currency).toEqual([]);
    });

    it("with one connection of every connector, exactly the served pairs are available and the not-connected ones are not", async () => {
      for (const name of CONNECTOR_NAMES) await createConnection({ connector: name, mode: "live", credentials: LIVE_CREDENTIALS[name], baseUrl: "http://127.0.0.1:9" });
      invalidateConnectionCache();
      for (const currency of CURRENCY_CODES) {
        const expected = pairs.filter((p) => p.currency === currency && servedBy(p.method, currency).length > 0).map((p) => p.method).sort();
        const { on, off } = await available(currency);
        expect(on, currency).toEqual(expected);
        for (const n of NOT_CONNECTED_IN_LIVE.filter((x) => x.currency === currency)) expect(off, `${n.method} ${currency}`).toContain(n.method);
      }
    });
  });
});

describe("a live payment nothing could take is refused at creation", () => {
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  const djf = { amount: 500, currency: "DJF", customer: { first_name: "Amina", last_name: "Hassan", email: "amina@example.test" } };
  /** Everything a payment's creation writes. */
  const written = async () => (await Promise.all([db().payment.count(), db().auditLog.count(), db().customer.count()])).join(",");
  beforeAll(async () => {
    merchant = await createTestMerchant();
    await db().processorConnection.updateMany({ data: { enabled: false } });
    invalidateConnectionCache();
  });

  it("no live connection serves DJF: 409 NO_LIVE_PROCESSOR naming the currency, on /v2 and v1, and nothing is written; test mode is unchanged", async () => {
    const before = await written();
    const { res, body } = await postHostedPayment(merchant.keys.live.secret, djf);
    expect(res.status, JSON.stringify(body)).toBe(409);
    expect(body).toMatchObject({ status: "error", error: { code: "NO_LIVE_PROCESSOR", details: [{ field: "currency" }] } });
    expect(body.message).toMatch(/DJF/);
    const v1 = await callV1(initializeV1, "/v1/transaction/initialize", { key: merchant.keys.live.secret, body: { json: { amount: "500", currency: "DJF", tx_ref: "djf-v1-refused", email: "amina@example.test" } } });
    expect(v1.status).toBe(400);
    expect(v1.text).toMatch(/No processor takes live payments in DJF/);
    expect(await written()).toBe(before);
    // The simulator still takes every test payment.
    expect((await postHostedPayment(merchant.keys.test.secret, djf)).res.status).toBe(201);
  });

  it("with a connection for DJF: preferred methods that none serves are refused, a served one is accepted", async () => {
    await createConnection({ connector: "waafipay", mode: "live", credentials: LIVE_CREDENTIALS.waafipay, baseUrl: "http://127.0.0.1:9" });
    invalidateConnectionCache();
    const before = await written();
    const refused = await postHostedPayment(merchant.keys.live.secret, { ...djf, preferred_payment_methods: ["d_money"] });
    expect(refused.res.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "NO_LIVE_PROCESSOR", details: [{ field: "preferred_payment_methods" }] });
    expect(refused.body.message).toMatch(/available: waafi/);
    expect(await written()).toBe(before);
    expect((await postHostedPayment(merchant.keys.live.secret, { ...djf, preferred_payment_methods: ["d_money", "waafi"] })).res.status).toBe(201);
    expect((await postHostedPayment(merchant.keys.live.secret, djf)).res.status).toBe(201);
  });
});

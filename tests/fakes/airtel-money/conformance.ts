// Airtel Money's harness for the connector conformance suite (tests/integration/processors/conformance/):
// the callback URL and its authentication key are the app's settings in Airtel's portal (configure),
// the PIN key is the one the fake publishes, and a refund reverses a whole payment. The connection takes
// Airtel's default API version (v2) with message signing on for the app, the strictest the docs describe.
import crypto from "node:crypto";
import { expect } from "vitest";
import { until, type FidelityContext, type Harness } from "@/tests/integration/processors/conformance/harness";
import { apiRequest } from "@/tests/factories/merchants";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { db } from "@/lib/db";
import { processPayout } from "@/lib/payouts/process-payout";
import { transitionPayout } from "@/lib/payouts/transition-payout";
import { airtelCallbackHash } from "@/lib/processors/airtel-money/transformers";
import * as payoutsRoute from "@/app/v2/payouts/route";
import { startAirtelMoneyFake, type AirtelMoneyFake } from "./server";

const AIRTEL_CALLBACK_KEY = "conformance-callback-key";
const AMOUNT = 5000;
let airtelPinKey = "";
let airtelSigningKey = "";

/** A live payout to an ordinary Airtel number, recorded (pending), with the funds to send it. */
async function livePayout(ctx: FidelityContext<AirtelMoneyFake>): Promise<string> {
  await addLiveFundsFor(ctx.merchantId, 1_000_000n, "UGX");
  const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: ctx.liveKey, body: { amount: AMOUNT, currency: "UGX", account: { account_name: "Nakato Sarah", account_number: "+256752654321", bank_slug: "airtel_ug" } } }), { params: Promise.resolve({}) });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.data.gateway_reference as string;
}

async function runPayout(id: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const step = await processPayout(id, db());
    if (step === "done") break;
    await new Promise((r) => setTimeout(r, Math.min(step.retryInMs, 50)));
  }
  return (await db().payout.findUniqueOrThrow({ where: { id } })).status;
}

const requestsTo = (fake: AirtelMoneyFake, call: string) => fake.kit.requests.filter((r) => `${r.method} ${r.path}` === call);

export const harness: Harness<AirtelMoneyFake> = {
  name: "airtel_money",
  callbacks: true,
  currency: "UGX",
  amount: AMOUNT,
  attempt: (phone = "+256752123456") => ({ method: "airtel_money", account: phone, kind: "wallet" }),
  start: async () => {
    const fake = await startAirtelMoneyFake({ approvalDelayMs: null, messageSigning: true });
    airtelPinKey = fake.pinPublicKey;
    airtelSigningKey = fake.signingPublicKey;
    return fake;
  },
  credentials: () => ({
    client_id: "c02e9e46-db9d-4faf-b91a-94f88bbe688c",
    client_secret: "ab672211-4197-4c11-ba79-b29ce2034ca2",
    country: "UG",
    callback_secret: AIRTEL_CALLBACK_KEY,
    message_signing: { public_key: airtelSigningKey },
    disbursement: { pin: "4321", public_key: airtelPinKey },
  }),
  configure: (fake, callbackUrl) => fake.setCallback(callbackUrl, AIRTEL_CALLBACK_KEY),
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(attemptId) : fake.decline(attemptId)),
  abandon: async (fake, attemptId) => fake.timeout(attemptId),
  abandonReason: /not approved in time/,
  nextAction: "push",
  startCall: "POST /merchant/v2/payments/",
  unansweredStart: "customer_pays",
  completionCall: "POST /merchant/v2/payments/",
  // Airtel hashes its callbacks when callback authentication is on: a wrong hash is refused.
  forgedCallback: (attempt) => {
    const transaction = { id: attempt.id, message: "Transaction successful", status_code: "TS", airtel_money_id: "MP000000.0000.FORGED" };
    return { init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ transaction, hash: airtelCallbackHash(transaction, "not-the-app-key") }) }, status: 401 };
  },
  refunds: "whole_only",
  payoutAccount: (fails) => ({ account_name: "Nakato Sarah", account_number: fails ? "+256752001010" : "+256752654321", bank_slug: "airtel_ug" }),
  expectStartRequest(sent, attempt) {
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(sent.headers).toMatchObject({ "x-country": "UG", "x-currency": "UGX", authorization: expect.stringMatching(/^Bearer \S+$/), "x-signature": expect.any(String), "x-key": expect.any(String) });
    // The msisdn without the country code, whole shillings, the attempt id as Airtel's transaction id, and the
    // payment id without its underscore as the reference (Airtel takes letters and digits only).
    expect(body).toEqual({ reference: attempt.paymentId.replace(/[^A-Za-z0-9]/g, ""), subscriber: { country: "UG", currency: "UGX", msisdn: "752123456" }, transaction: { amount: AMOUNT, country: "UG", currency: "UGX", id: attempt.id } });
  },
  fidelity: [
    {
      // developers.airtel.africa, Collection-APIs v2 and "Message signing": with message signing on for the app,
      // POST /merchant/v2/payments/ carries x-signature (the payload, AES-256-CBC) and x-key (the AES key and IV,
      // RSA-encrypted with Airtel's key); a payload that does not match them is DP00800001026 "Forbidden".
      name: "takes a v2 payment signed with x-signature and x-key, and refuses it unsigned while message signing is on",
      async run(ctx) {
        const { attempt } = await ctx.livePayment();
        expect(attempt.outcome).toBe("pending");
        const [start] = requestsTo(ctx.fake, "POST /merchant/v2/payments/").filter((r) => r.body.includes(attempt.id));
        expect(start, "the payment went to Airtel's v2 path").toBeDefined();
        expect(start.status).toBe(200);
        expect(start.headers).toMatchObject({ "x-signature": expect.stringMatching(/^[A-Za-z0-9+/]+=*$/), "x-key": expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
        // The same body unsigned (a new transaction id, as Airtel refuses a seen one first): refused.
        const replay = JSON.parse(start.body) as { transaction: { id: string } };
        replay.transaction.id = `${attempt.id}x`;
        const { "x-signature": _s, "x-key": _k, ...unsigned } = start.headers;
        const res = await fetch(`${ctx.fake.url}/merchant/v2/payments/`, { method: "POST", headers: { authorization: unsigned.authorization, "x-country": "UG", "x-currency": "UGX", "content-type": "application/json" }, body: JSON.stringify(replay) });
        expect(res.status).toBe(403);
        expect(((await res.json()) as { status: unknown }).status).toMatchObject({ response_code: "DP00800001026", success: false });
      },
    },
    {
      // Disbursement-APIs v2: POST /standard/v2/disbursements/ names transaction.type, "B2C" for a payout to a
      // subscriber's wallet (a B2B to a subscriber fails, global-121/121-platform's disbursementv2.ts notes).
      name: "sends a payout as a v2 B2C disbursement, signed, and asks its status on v2",
      async run(ctx) {
        const id = await livePayout(ctx);
        expect(await runPayout(id)).toBe("success");
        const [sent] = requestsTo(ctx.fake, "POST /standard/v2/disbursements/").filter((r) => r.body.includes(id));
        expect(sent, "the payout went to Airtel's v2 path").toBeDefined();
        expect(JSON.parse(sent.body)).toMatchObject({ payee: { msisdn: "752654321", currency: "UGX" }, transaction: { amount: AMOUNT, id, type: "B2C" } });
        expect(sent.headers).toMatchObject({ "x-signature": expect.any(String), "x-key": expect.any(String) });
      },
    },
    {
      // Disbursement-APIs error codes: DP00900001015 "Transaction Not Found". A payout whose send never reached
      // Airtel (the worker stopped after recording it as processing) is found unknown and sent once, same id.
      name: "reads a disbursement enquiry's DP00900001015 as never received, and sends the payout once",
      async run(ctx) {
        const id = await livePayout(ctx);
        const payout = await db().payout.findUniqueOrThrow({ where: { id } });
        await db().$transaction((tx) => transitionPayout(tx, payout, "processing", { statusReason: null }));
        expect(await runPayout(id)).toBe("success");
        const calls = ctx.fake.kit.requests.filter((r) => r.path.includes(id) || r.body.includes(id)).map((r) => `${r.method} ${r.path}`);
        expect(calls.filter((c) => c === "POST /standard/v2/disbursements/")).toHaveLength(1);
        expect(calls.indexOf(`GET /standard/v2/disbursements/${id}`)).toBeLessThan(calls.indexOf("POST /standard/v2/disbursements/"));
      },
    },
    {
      // Collection-APIs: `reference` is alphanumeric, 4 to 64 characters (global-121/121-platform's
      // airtel.api.service.ts reads the docs so); the gateway's payment ids have an underscore.
      name: "refuses a reference with an underscore; the connector's reference (the payment id without it) is taken",
      async run(ctx) {
        const { reference, attempt } = await ctx.livePayment();
        expect(attempt.outcome).toBe("pending");
        const [start] = requestsTo(ctx.fake, "POST /merchant/v2/payments/").filter((r) => r.body.includes(attempt.id));
        const body = JSON.parse(start.body) as { reference: string; transaction: { id: string } };
        expect(body.reference).toMatch(/^[A-Za-z0-9]{4,64}$/);
        expect(reference).toContain("_");
        ctx.fake.setMessageSigning(false);
        try {
          const res = await fetch(`${ctx.fake.url}/merchant/v2/payments/`, { method: "POST", headers: { authorization: start.headers.authorization, "x-country": "UG", "x-currency": "UGX", "content-type": "application/json" }, body: JSON.stringify({ ...body, reference, transaction: { ...body.transaction, id: `${attempt.id}r` } }) });
          expect(res.status).toBe(400);
          expect(((await res.json()) as { status: unknown }).status).toMatchObject({ result_code: "ESB000008", success: false });
        } finally {
          ctx.fake.setMessageSigning(true);
        }
      },
    },
    {
      // Callbacks, "Callback with authentication": `hash` is HmacSHA256 (base64) of the callback payload under the
      // app's key; the payload hashed is the body without `hash`, {"transaction": {…}}.
      name: "takes a callback whose hash is the HMAC-SHA256 of the body without it, as Airtel documents",
      async run(ctx) {
        const { reference, attempt } = await ctx.livePayment();
        const before = ctx.fake.kit.callbacks.length;
        ctx.fake.approve(attempt.id);
        await until("the callback's answer", async () => ctx.fake.kit.callbacks.slice(before).some((c) => c.status !== undefined || c.error !== undefined));
        const callback = ctx.fake.kit.callbacks.slice(before).find((c) => c.body.includes(attempt.id))!;
        const { hash, ...unhashed } = JSON.parse(callback.body) as { hash: string; transaction: unknown };
        expect(hash).toBe(crypto.createHmac("sha256", AIRTEL_CALLBACK_KEY).update(JSON.stringify(unhashed)).digest("base64"));
        expect(callback.status).toBe(200);
        await until("the success", async () => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status === "success");
      },
    },
  ],
};

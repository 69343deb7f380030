// MTN MoMo's harness for the connector conformance suite (tests/integration/processors/conformance/).
import { expect } from "vitest";
import type { FidelityContext, Harness } from "@/tests/integration/processors/conformance/harness";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { processorForConnection, processorForConnectionRow } from "@/lib/processors/registry";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { syncRefund } from "@/lib/refunds/send-refund";
import { apiRequest } from "@/tests/factories/merchants";
import { addLiveFundsFor } from "@/tests/factories/funds";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "./server";

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const credentials = (extra: Record<string, string> = {}) => ({ collection: product(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: product(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda", ...extra });
const LOOPBACK = ["localhost", "127.0.0.1"];
const ATTEMPT = { amount: 5000n, currency: "UGX", method: "mtn_momo", account: "+256772123456" } as const;
const calls = (fake: MtnMomoFake, call: string) => fake.kit.requests.filter((r) => `${r.method} ${r.path}` === call);

/** A connection of its own on a fake, disabled at once so no routing of the suite picks it: its processor is used directly. */
async function ownConnection(fake: MtnMomoFake, extra: Record<string, string> = {}) {
  const row = await createConnection({ connector: "mtn_momo", mode: "live", credentials: credentials(extra), baseUrl: fake.url, merchantId: null });
  await db().processorConnection.update({ where: { id: row.id }, data: { enabled: false } });
  invalidateConnectionCache();
  return processorForConnectionRow(row);
}

/** A live payment through the suite's connection, paid, and confirmed by status sync (whether or not a callback came). */
async function paidLivePayment(ctx: FidelityContext<MtnMomoFake>) {
  const p = await ctx.livePayment();
  ctx.fake.approve(momoReferenceId(p.attempt.id));
  const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { id: p.attempt.id } });
  expect(await confirmPendingAttempt(attempt)).toBe(true);
  expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
  return p;
}

export const harness: Harness<MtnMomoFake> = {
  name: "mtn_momo",
  callbacks: true,
  currency: "UGX",
  amount: 5000,
  attempt: (phone = "+256772123456") => ({ method: "mtn_momo", account: phone, kind: "wallet" }),
  start: () => startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null }),
  credentials: () => credentials(),
  publicCredentialValues: ["mtnuganda"],
  configure: () => undefined, // MoMo takes the callback URL per request (X-Callback-Url)
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(momoReferenceId(attemptId)) : fake.reject(momoReferenceId(attemptId), "APPROVAL_REJECTED")),
  abandon: async (fake, attemptId) => fake.reject(momoReferenceId(attemptId), "EXPIRED"),
  abandonReason: /not approved in time/,
  nextAction: "push",
  startCall: "POST /collection/v1_0/requesttopay",
  unansweredStart: "customer_pays",
  completionCall: "POST /collection/v1_0/requesttopay",
  // MoMo's callbacks are unsigned: taken as a hint (200), and the re-read says pending.
  forgedCallback: (attempt) => ({
    init: { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ externalId: attempt.id, status: "SUCCESSFUL", amount: "5000", currency: "UGX", financialTransactionId: "forged" }) },
    status: 200,
  }),
  refunds: "partial",
  // MoMo's refunds (its refund call) and payouts (transfers) to ordinary numbers wait for approval in this fake.
  approveTransfer: (fake, gatewayId) => fake.approve(momoReferenceId(gatewayId)),
  payoutAccount: (fails) => ({ account_name: "Nakato Sarah", account_number: fails ? "+256772123450" : "+256772654321", bank_slug: "mtn_momo_ug" }),
  expectStartRequest(sent, attempt) {
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(sent.headers["x-reference-id"]).toBe(momoReferenceId(attempt.id));
    expect(sent.headers["x-target-environment"]).toBe("mtnuganda");
    expect(sent.headers["x-callback-url"]).toContain("/v2/processor-callbacks/");
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect(body).toEqual({ amount: "5000", currency: "UGX", externalId: attempt.id, payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerMessage: expect.any(String), payeeNote: expect.any(String) });
  },
  fidelity: [
    {
      name: "refuses an X-Callback-Url off the API user's providerCallbackHost (500 INVALID_CALLBACK_URL_HOST): the payment is sent again without it, once, and status sync confirms it; a connection that says its API user's callback host sends none",
      async run(ctx) {
        const { fake } = ctx;
        // The operator's API user was registered for another host than the gateway's.
        fake.setCallbackHost("pay.merchant.example");
        try {
          fake.kit.reset();
          const { reference, attempt } = await paidLivePayment(ctx);
          // The executor retries a 5xx of an idempotent call before the connector reads it: the refusal may come more than once.
          const starts = calls(fake, "POST /collection/v1_0/requesttopay").map((r) => [r.status, r.headers["x-reference-id"], "x-callback-url" in r.headers]);
          expect(starts.length).toBeGreaterThanOrEqual(2);
          expect(new Set(starts.slice(0, -1).map((s) => JSON.stringify(s)))).toEqual(new Set([JSON.stringify([500, momoReferenceId(attempt.id), true])]));
          expect(starts.at(-1)).toEqual([202, momoReferenceId(attempt.id), false]);
          expect(await db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: reference } })).toBe(1);

          // The connection says the API user's callback host: no URL is offered, nothing is refused, the check says why.
          const own = await ownConnection(fake, { callback_host: "pay.merchant.example" });
          fake.kit.reset();
          expect(await own.authorize({ ...ATTEMPT, attemptId: "att_momo_cbhost_own" })).toMatchObject({ outcome: "pending" });
          expect(calls(fake, "POST /collection/v1_0/requesttopay").map((r) => [r.status, "x-callback-url" in r.headers])).toEqual([[202, false]]);
          const check = await own.check!();
          expect(check.ok).toBe(true);
          expect(check.detail).toMatch(/Callbacks are off: the API user's callback host is pay\.merchant\.example, not this gateway's 127\.0\.0\.1.*register 127\.0\.0\.1 as the API user's callback host/);
        } finally {
          fake.setCallbackHost(LOOPBACK);
          // The suite's connection remembered the refusal: a fresh processor sends the URL again.
          await db().processorConnection.update({ where: { id: ctx.connectionId }, data: { updatedAt: new Date() } });
          invalidateConnectionCache();
        }
      },
    },
    {
      name: "takes the accountholder id type in small letters only: GET /collection/v1_0/accountholder/MSISDN/{n}/active is refused, msisdn answers (the connector makes no accountholder call)",
      async run({ fake }) {
        const basic = Buffer.from(`${DEFAULT_MOMO_CREDENTIALS.collection.apiUser}:${DEFAULT_MOMO_CREDENTIALS.collection.apiKey}`).toString("base64");
        const key = DEFAULT_MOMO_CREDENTIALS.collection.subscriptionKey;
        const token = ((await (await fetch(`${fake.url}/collection/token/`, { method: "POST", headers: { authorization: `Basic ${basic}`, "ocp-apim-subscription-key": key } })).json()) as { access_token: string }).access_token;
        const headers = { authorization: `Bearer ${token}`, "ocp-apim-subscription-key": key, "x-target-environment": "mtnuganda" };
        const upper = await fetch(`${fake.url}/collection/v1_0/accountholder/MSISDN/256772123456/active`, { headers });
        expect(upper.status).toBe(400);
        const lower = await fetch(`${fake.url}/collection/v1_0/accountholder/msisdn/256772123456/active`, { headers });
        expect([lower.status, await lower.json()]).toEqual([200, { result: true }]);
        const info = await fetch(`${fake.url}/collection/v1_0/accountholder/MSISDN/256772123456/basicuserinfo`, { headers });
        expect(info.status).toBe(400);
      },
    },
    {
      name: "refunds through MoMo's refund call (POST /disbursement/v1_0/refund, referenceIdToRefund: the request to pay), tied to the payment; more than the payment is refused",
      async run(ctx) {
        const { fake } = ctx;
        const { reference, attempt } = await paidLivePayment(ctx);
        await addLiveFundsFor(ctx.merchantId, 1_000_000n, "UGX");
        fake.kit.reset();
        const res = await refundsRoute.POST(apiRequest(`/v2/payments/${reference}/refunds`, { key: ctx.liveKey, body: { amount: 2000 } }), { params: Promise.resolve({ reference }) });
        expect(res.status).toBe(201);
        const row = await db().refund.findFirstOrThrow({ where: { paymentId: reference } });
        await syncRefund(row);
        const [sent] = calls(fake, "POST /disbursement/v1_0/refund");
        expect(sent?.status).toBe(202);
        expect(sent.headers["x-reference-id"]).toBe(momoReferenceId(row.id));
        expect(JSON.parse(sent.body)).toEqual({ amount: "2000", currency: "UGX", externalId: row.id, payerMessage: `Refund ${row.id}`, payeeNote: `Refund ${row.id}`, referenceIdToRefund: momoReferenceId(attempt.id) });
        expect(calls(fake, "POST /disbursement/v1_0/transfer")).toEqual([]);
        fake.approve(momoReferenceId(row.id));
        await syncRefund(row);
        expect((await db().refund.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("succeeded");
        // MoMo paid the payer of that request to pay back.
        const held = (await (await fetch(`${fake.url}/__fake/transactions`)).json()) as { transactions: { kind: string; referenceId: string; payee?: { partyId: string } }[] };
        expect(held.transactions.find((t) => t.referenceId === momoReferenceId(row.id))).toMatchObject({ kind: "refund", payee: { partyId: "256772123456" } });
        // The rest and one shilling more is more than the payment: MoMo refuses it, and the refund says so.
        const processor = (await processorForConnection(ctx.connectionId))!;
        const over = await processor.refund!({ attemptId: attempt.id, amount: 3001n, currency: "UGX", refundId: "rfd_momo_fidelity_over", paymentAmount: 5000n });
        expect(over).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/more than what is left to refund/) });
      },
    },
    {
      name: "an account MoMo does not allow the refund call is answered NOT_ALLOWED: the refund fails saying to set refunds_via transfer, and a connection that says refunds_via transfer refunds by a transfer to the payer",
      async run() {
        const fake = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null, refundProduct: false });
        try {
          const byRefund = await ownConnection(fake);
          const byTransfer = await ownConnection(fake, { refunds_via: "transfer" });
          expect(await byRefund.authorize({ ...ATTEMPT, attemptId: "att_momo_norefund" })).toMatchObject({ outcome: "pending" });
          fake.approve(momoReferenceId("att_momo_norefund"));
          const refused = await byRefund.refund!({ attemptId: "att_momo_norefund", amount: 1000n, currency: "UGX", refundId: "rfd_momo_norefund1", paymentAmount: 5000n });
          expect(refused).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/NOT_ALLOWED.*"refunds_via": "transfer"/) });
          expect(new Set(calls(fake, "POST /disbursement/v1_0/refund").map((r) => r.status))).toEqual(new Set([500]));

          const sent = await byTransfer.refund!({ attemptId: "att_momo_norefund", amount: 1000n, currency: "UGX", refundId: "rfd_momo_norefund2", paymentAmount: 5000n });
          expect(sent).toMatchObject({ outcome: "pending" });
          const [transfer] = calls(fake, "POST /disbursement/v1_0/transfer");
          expect(JSON.parse(transfer.body)).toMatchObject({ amount: "1000", currency: "UGX", externalId: "rfd_momo_norefund2", payee: { partyIdType: "MSISDN", partyId: "256772123456" } });
          fake.approve(momoReferenceId("rfd_momo_norefund2"));
          expect(await byTransfer.refundStatus!({ refundId: "rfd_momo_norefund2", attemptId: "att_momo_norefund" })).toMatchObject({ outcome: "succeeded" });
          // Asked by a connection that sends refund calls, the transfer is still found: never sent twice.
          expect(await byRefund.refundStatus!({ refundId: "rfd_momo_norefund2", attemptId: "att_momo_norefund" })).toMatchObject({ outcome: "succeeded" });
        } finally {
          await fake.close();
        }
      },
    },
  ],
};

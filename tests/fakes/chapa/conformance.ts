// Chapa's harness for the connector conformance suite (tests/integration/processors/conformance/).
import { expect } from "vitest";
import { until, type FidelityContext, type Harness } from "@/tests/integration/processors/conformance/harness";
import { apiRequest } from "@/tests/factories/merchants";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { db } from "@/lib/db";
import { processorForConnection } from "@/lib/processors/registry";
import { syncRefund } from "@/lib/refunds/send-refund";
import { processPayout } from "@/lib/payouts/process-payout";
import { chapaTransferPage } from "@/lib/processors/chapa/transformers";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";
import * as payoutsRoute from "@/app/v2/payouts/route";
import { startChapaFake, type ChapaFake } from "./server";

const SECRET_KEY = "CHASECK-conformance0000000000000000000000";
const WEBHOOK_SECRET = "conformance-webhook-secret";
const AMOUNT = 250;

/** A live payment the customer paid, with funds to refund it from, and a refund of `amount` recorded (not yet sent). */
async function paidAndRefundRequested(ctx: FidelityContext<ChapaFake>, amount: number) {
  const { reference, attempt } = await ctx.livePayment();
  await ctx.fake.completeCheckout(attempt.id, "success", "telebirr");
  await until("the success", async () => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status === "success");
  await addLiveFundsFor(ctx.merchantId, 1_000_000n, "ETB");
  const res = await refundsRoute.POST(apiRequest(`/v2/payments/${reference}/refunds`, { key: ctx.liveKey, body: { amount } }), { params: Promise.resolve({ reference }) });
  expect(res.status).toBe(201);
  const refund = await db().refund.findFirstOrThrow({ where: { paymentId: reference }, orderBy: { createdAt: "desc" } });
  const paid = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
  return { reference, attempt: paid, refund };
}

const chapaCall = (fake: ChapaFake, path: string, body?: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${SECRET_KEY}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export const harness: Harness<ChapaFake> = {
  name: "chapa",
  callbacks: true,
  currency: "ETB",
  amount: AMOUNT,
  attempt: (phone = "+251900123456") => ({ method: "telebirr", account: phone, kind: "wallet" }),
  start: () => startChapaFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, transferDelayMs: 100 }),
  credentials: () => ({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET }),
  configure: (fake, callbackUrl) => fake.setWebhookUrl(callbackUrl),
  customer: (fake, attemptId, outcome) => fake.completeCheckout(attemptId, outcome, "telebirr"),
  abandon: (fake, attemptId) => fake.completeCheckout(attemptId, "cancelled"),
  abandonReason: /cancelled/,
  nextAction: "redirect",
  expectNextActionUrl: (url, fake) => expect(url).toMatch(new RegExp(`^${fake.url}/checkout/`)),
  startCall: "POST /v1/transaction/initialize",
  // Chapa created the transaction but the customer never saw its page: nothing to pay.
  unansweredStart: "nothing_charged",
  completionCall: "POST /checkout/",
  // Chapa signs its webhooks: a wrong signature is refused.
  forgedCallback: (attempt) => ({
    init: { method: "POST", headers: { "content-type": "application/json", "x-chapa-signature": "0".repeat(64) }, body: JSON.stringify({ event: "charge.success", tx_ref: attempt.id, status: "success" }) },
    status: 401,
  }),
  refunds: "partial",
  payoutAccount: (fails) => ({ account_name: "Abebe Kebede", account_number: fails ? "1000123451111" : "1000123450000", bank_slug: "cbe" }),
  expectStartRequest(sent, attempt) {
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(body).toMatchObject({ amount: "250.00", currency: "ETB", tx_ref: attempt.id, phone_number: "0900123456", email: "customer@example.com" });
    expect(String(body.callback_url)).toContain("/v2/processor-callbacks/");
    expect(String(body.return_url)).toMatch(/\/checkout\/cs_live_\w+\/return$/);
  },
  fidelity: [
    {
      // developer.chapa.co/refund: the refund's `reference` "must be unique within your business". A repeat is
      // refused, not answered with the first refund; the gateway's retry of a refund whose answer was lost is
      // such a repeat, and the money may have gone back: in doubt (pending), never failed.
      name: "refuses a repeated refund reference; a refund retried after its answer was lost stays pending, never failed",
      async run(ctx) {
        const { attempt, refund } = await paidAndRefundRequested(ctx, AMOUNT / 5);
        const processor = (await processorForConnection(ctx.connectionId))!;
        // The first send reached Chapa; its answer never reached the gateway (nothing recorded).
        const lost = await processor.refund!({ attemptId: attempt.id, amount: refund.amount, currency: "ETB", refundId: refund.id, processorRef: attempt.processorRef });
        expect(lost.outcome).toBe("pending");
        const chapaRefunds = () => [...ctx.fake.state.refunds.values()].filter((r) => r.merchant_reference === refund.id);
        expect(chapaRefunds()).toHaveLength(1);
        // Chapa refuses the same reference again, in its refusal shape.
        const tx = ctx.fake.state.transactions.get(attempt.id)!;
        const repeat = await chapaCall(ctx.fake, `/v1/refund/${tx.reference}`, { amount: "50.00", reason: "again", reference: refund.id });
        expect(repeat.status).toBe(400);
        expect(await repeat.json()).toMatchObject({ status: "failed", data: null });
        // The worker's retry: Chapa refuses the reference; the refund stays pending with its money out, not failed.
        await syncRefund(refund);
        const after = await db().refund.findUniqueOrThrow({ where: { id: refund.id } });
        expect(after.status).toBe("pending");
        expect(await db().ledgerTransaction.count({ where: { kind: "refund_returned", referenceId: refund.id } })).toBe(0);
        expect(chapaRefunds()).toHaveLength(1);
        expect(tx.refundedCents).toBe(Number(refund.amount));
        // It asked Chapa what happened (verify of the transaction) before deciding.
        const log = ctx.fake.kit.requests.map((r) => `${r.method} ${r.path}`);
        expect(log.lastIndexOf(`GET /v1/transaction/verify/${attempt.id}`)).toBeGreaterThan(log.lastIndexOf(`POST /v1/refund/${tx.reference}`));
      },
    },
    {
      // developer.chapa.co/refund: POST /v1/refund/<chapa_referece>, "the reference that was set by chapa"; the
      // sample posts to /v1/refund/APezQ1KKswbb, the `reference` verify returns, and the merchant's tx_ref is no refund path.
      name: "refunds by Chapa's own reference (the one verify returns), not the merchant's tx_ref",
      async run(ctx) {
        const { attempt, refund } = await paidAndRefundRequested(ctx, AMOUNT / 5);
        const chapaReference = ctx.fake.state.transactions.get(attempt.id)!.reference;
        expect(attempt.processorRef).toBe(chapaReference);
        ctx.fake.kit.requests.length = 0;
        await syncRefund(refund);
        const posts = ctx.fake.kit.requests.filter((r) => r.method === "POST" && r.path.startsWith("/v1/refund/"));
        expect(posts.map((r) => r.path)).toEqual([`/v1/refund/${chapaReference}`]);
        expect((await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).processorRef).toMatch(/^MERC-DIS-REF-/);
        // The tx_ref is not a transaction's reference at Chapa.
        expect((await chapaCall(ctx.fake, `/v1/refund/${attempt.id}`, { reason: "x", reference: `${refund.id}-tx` })).status).toBe(404);
        // Without a stored reference (an attempt recorded before it was kept), verify's is used.
        ctx.fake.kit.requests.length = 0;
        const processor = (await processorForConnection(ctx.connectionId))!;
        await processor.refund!({ attemptId: attempt.id, amount: 1000n, currency: "ETB", refundId: `${refund.id}-again`, processorRef: null });
        expect(ctx.fake.kit.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/transaction/verify/${attempt.id}`, `POST /v1/refund/${chapaReference}`]);
      },
    },
    {
      // The Commercial Bank of Ethiopia and CBE Birr both carry the SWIFT code CBETETAA in Chapa's bank list, whose
      // order Chapa does not document (the fake lists CBE Birr first): the bank payout must reach the bank.
      name: "a CBE bank payout goes to the Commercial Bank of Ethiopia, not the CBE Birr wallet that shares its SWIFT code",
      async run(ctx) {
        await addLiveFundsFor(ctx.merchantId, 1_000_000n, "ETB");
        const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: ctx.liveKey, body: { amount: AMOUNT, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } } }), { params: Promise.resolve({}) });
        expect(res.status).toBe(201);
        const id = (await res.json()).data.gateway_reference as string;
        await processPayout(id, db());
        const sent = ctx.fake.state.transfers.get(id);
        expect(sent?.bank.slug).toBe("cbe_bank");
        expect(sent?.bank.is_mobilemoney).toBeNull();
        const banks = ((await (await chapaCall(ctx.fake, "/v1/banks")).json()) as { data: { slug: string; swift: string }[] }).data;
        expect(banks.findIndex((b) => b.slug === "cbebirr")).toBeLessThan(banks.findIndex((b) => b.slug === "cbe_bank"));
      },
    },
    {
      // GET /v1/transfers: Chapa's All Transfers page shows no answer; the chapa-nodejs SDK types it as
      // data: Transfer[] with a top-level meta. The connector reads that, tolerates data: {transfers, pagination},
      // and never takes an answer it cannot read for an empty list.
      name: "lists transfers as data: [transfers] with a top-level meta; an empty list is empty, an unreadable answer an error",
      async run(ctx) {
        await addLiveFundsFor(ctx.merchantId, 1_000_000n, "ETB");
        const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: ctx.liveKey, body: { amount: AMOUNT, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } } }), { params: Promise.resolve({}) });
        const id = (await res.json()).data.gateway_reference as string;
        await processPayout(id, db());
        const listed = (await (await chapaCall(ctx.fake, "/v1/transfers")).json()) as { data: unknown; meta: { current_page: number; last_page: number } };
        expect(Array.isArray(listed.data)).toBe(true);
        expect(listed.meta).toMatchObject({ current_page: 1, last_page: expect.any(Number) });
        const processor = (await processorForConnection(ctx.connectionId))!;
        const now = Date.now();
        const report = await processor.fetchSettlements!({ from: new Date(now - 3_600_000), to: new Date(now + 60_000) });
        expect(report.records.filter((r) => r.kind === "payout" && r.gatewayRef === id)).toHaveLength(1);
        // A period with no transfers: an empty list, no error.
        const empty = await processor.fetchSettlements!({ from: new Date(now - 10 * 86_400_000), to: new Date(now - 9 * 86_400_000) });
        expect(empty.records.filter((r) => r.kind === "payout")).toEqual([]);
        // The other shape is read the same; an answer with no list is an error, not "no transfers".
        const row = { reference: "po_x", amount: 1, currency: "ETB", status: "success", created_at: "2025-01-01T00:00:00.000000Z" };
        expect(chapaTransferPage({ data: [row], meta: { current_page: 1, last_page: 2, next_page_url: null } })).toEqual({ transfers: [row], more: true });
        expect(chapaTransferPage({ data: { transfers: [row], pagination: { next_page_url: null } } })).toEqual({ transfers: [row], more: false });
        expect(chapaTransferPage({ data: [], meta: { current_page: 1, last_page: 1 } })).toEqual({ transfers: [], more: false });
        expect(() => chapaTransferPage({ data: null })).toThrow(/without a list/);
        expect(() => chapaTransferPage({ message: "Transfers retrieved successfully", data: { items: [row] } })).toThrow(/without a list/);
      },
    },
  ],
};

// The conformance suite every connector passes against its processor's fake (tests/fakes/),
// as Hyperswitch's connector harness does: a live payment that succeeds, one declined, a callback lost
// (status sync finds the answer), callbacks duplicated and forged (nothing wrong changes), no answer to
// the start then a late success, a partial then a full refund through the processor, payouts that
// succeed and fail, the request log scrubbed, and the processor's parts matching its spec. The fakes'
// callbacks reach the gateway over real HTTP (the callback route served by tests/support/route-server.ts),
// so the whole path runs: fake -> callback route -> status re-read from the fake -> ledger, event,
// webhook rows. What differs between connectors is each one's harness (harness.ts); the cases never
// name a connector, so any entry of the connector list runs them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRouteServer } from "@/tests/support/route-server";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectorSpec } from "@/lib/processors/connector-specs";
import type { ConnectorCapability } from "@/lib/processors/connector";
import { connectionCallbackUrl, processorForConnection, processorForConnectionRow, routePayout } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { returnFromProcessor } from "@/lib/checkout/return-from-processor";
import { syncRefund } from "@/lib/refunds/send-refund";
import { processPayout } from "@/lib/payouts/process-payout";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { checkLedger } from "@/lib/ledger/check-ledger";
import type { FakeServer } from "@/tests/fakes/fake-kit";
import { until, type FidelityContext, type Harness } from "@/tests/integration/processors/conformance/harness";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";
import * as payoutsRoute from "@/app/v2/payouts/route";
import * as verifyRoute from "@/app/v2/payments/[reference]/verify/route";

let routeServer: { url: string; close(): Promise<void> } | undefined;

/** Serves the processor callback route over HTTP for the file, as the public base URL the connections give their processors. */
export function serveCallbackRoute(): void {
  beforeAll(async () => {
    routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
    process.env.PUBLIC_BASE_URL = routeServer.url;
    resetEnvForTests();
  });
  afterAll(async () => {
    await routeServer?.close();
    routeServer = undefined;
    delete process.env.PUBLIC_BASE_URL;
    resetEnvForTests();
  });
}

/**
 * The suite for one connector, as a describe block. The file that calls it sets up the database
 * (setupTestDatabase, checkLedgerAfterEach) and the callback route (serveCallbackRoute) first.
 */
export function conformanceSuite(h: Harness): void {
  describe(`${h.name} connector`, () => suite(h));
}

function suite(h: Harness): void {
  let fake: FakeServer;
  let liveKey: string;
  let merchantId: string;
  let connectionId: string;

  const spec = connectorSpec(h.name);
  const sendsPayouts = spec.capabilities.includes("payouts");

  beforeAll(async () => {
    fake = await h.start();
    const m = await createTestMerchant();
    liveKey = m.keys.live.secret;
    merchantId = m.merchant.id;
    const connection = await createConnection({ connector: h.name, mode: "live", credentials: h.credentials(), baseUrl: fake.url, merchantId: null });
    connectionId = connection.id;
    h.configure(fake, connectionCallbackUrl(connection));
    invalidateConnectionCache();
  });
  afterAll(async () => {
    await fake?.close();
    await db().processorConnection.updateMany({ where: { id: connectionId }, data: { enabled: false } });
    invalidateConnectionCache();
  });

  async function livePayment() {
    const p = await createHostedPaymentFor(liveKey, { amount: h.amount, currency: h.currency, customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    const payment = await submitPaymentAttempt(p.token, h.attempt());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
    return { ...p, payment, attempt };
  }
  const statusOf = async (reference: string) => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status;
  const settlements = (reference: string) => db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: reference } });
  /** Waits for a payment's end; without callbacks, the worker's status sync (its due job) is what finds it. */
  const settle = (what: string, check: () => Promise<boolean>, ms?: number) =>
    until(
      what,
      async () => {
        if (!h.callbacks) {
          await db().job.updateMany({ where: { type: "payment.confirm_pending_attempt", doneAt: null }, data: { runAt: new Date(Date.now() - 1000) } });
          await runDueJobs(db());
        }
        return check();
      },
      ms,
    );

  it("routes a live payment to the connection: the attempt waits on the customer (redirect or push), then succeeds on the processor's callback", async () => {
    const { reference, token, payment, attempt } = await livePayment();
    expect(payment.status).toBe("pending");
    expect(attempt.connectionId).toBe(connectionId);
    expect(attempt.nextAction).toBe(h.nextAction);
    h.expectNextActionUrl?.(attempt.nextActionUrl, fake, attempt);

    await h.customer(fake, attempt.id, "success");
    await settle("the callback's status sync", async () => (await statusOf(reference)) === "success");
    expect(await settlements(reference)).toBe(1);
    // The money is owed by this connection: its clearing account in the merchant's books.
    const clearing = await db().ledgerAccount.findFirstOrThrow({ where: { type: "processor_clearing", ownerId: `${connectionId}:${merchantId}`, mode: "live" } });
    expect(clearing.balance).toBeLessThan(0n);
    expect(await db().event.count({ where: { type: "payment.success", objectId: reference } })).toBe(1);
    // The customer's return re-reads and changes nothing more.
    expect(await returnFromProcessor(token)).toBe(true);
    const verify = await verifyRoute.GET(apiRequest(`/v2/payments/${reference}/verify`, { key: liveKey }), { params: Promise.resolve({ reference }) });
    expect((await verify.json()).data.status).toBe("success");
  });

  it("a declined payment fails, with no money moved", async () => {
    const { reference, attempt } = await livePayment();
    await h.customer(fake, attempt.id, "failed");
    await settle("the failure", async () => (await statusOf(reference)) === "failed");
    expect(await settlements(reference)).toBe(0);
  });

  it("the customer walks away (cancels on the page, or the push expires): failed, nothing moved, and a new attempt may start", async () => {
    const { reference, token, attempt } = await livePayment();
    await h.abandon(fake, attempt.id);
    await settle("the failure", async () => (await statusOf(reference)) === "failed");
    expect(await settlements(reference)).toBe(0);
    expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).reason).toMatch(h.abandonReason);
    expect((await submitPaymentAttempt(token, h.attempt())).status).toBe("pending");
  });

  it("a callback that arrives before the processor's status changed (out of order) changes nothing wrong; status sync finishes it", async () => {
    fake.kit.fault({ kind: "early_callback", match: h.completionCall });
    const { reference, attempt } = await livePayment();
    await h.customer(fake, attempt.id, "success");
    await new Promise((r) => setTimeout(r, 100));
    // The callback said "paid" while the processor still answered "pending": the gateway believed the processor.
    expect(["pending", "success"]).toContain(await statusOf(reference));
    await new Promise((r) => setTimeout(r, 400));
    if ((await statusOf(reference)) !== "success") {
      await db().job.updateMany({ where: { type: "payment.confirm_pending_attempt", objectId: attempt.id, doneAt: null }, data: { runAt: new Date(Date.now() - 1000) } });
      await runDueJobs(db());
    }
    expect(await statusOf(reference)).toBe("success");
    expect(await settlements(reference)).toBe(1);
    fake.kit.reset();
  });

  it("a lost callback: status sync (the worker's job) finds the success", async () => {
    fake.kit.fault({ kind: "drop_callback", match: h.completionCall, times: 5 });
    const { reference, attempt } = await livePayment();
    await h.customer(fake, attempt.id, "success");
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(reference)).toBe("pending");
    await db().job.updateMany({ where: { type: "payment.confirm_pending_attempt", objectId: attempt.id, doneAt: null }, data: { runAt: new Date(Date.now() - 1000) } });
    await runDueJobs(db());
    expect(await statusOf(reference)).toBe("success");
    expect(await settlements(reference)).toBe(1);
    fake.kit.reset();
  });

  it("a duplicated callback settles once", async () => {
    fake.kit.fault({ kind: "duplicate_callback", match: h.completionCall, times: 5 });
    const { reference, attempt } = await livePayment();
    await h.customer(fake, attempt.id, "success");
    await settle("the success", async () => (await statusOf(reference)) === "success");
    await new Promise((r) => setTimeout(r, 300));
    expect(await settlements(reference)).toBe(1);
    expect(await db().event.count({ where: { type: "payment.success", objectId: reference } })).toBe(1);
    fake.kit.reset();
  });

  it("a forged callback changes nothing: the processor is asked, and says the truth", async () => {
    const { reference, attempt } = await livePayment();
    // A forger's callback for this attempt, straight to the callback URL.
    const connection = await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } });
    const { init: forged, status: refusedWith } = h.forgedCallback(attempt);
    const res = await fetch(connectionCallbackUrl(connection), forged);
    // A signed (or hashed) callback with a wrong signature is refused; an unsigned one is taken as a
    // hint, and the re-read says pending.
    expect(res.status).toBe(refusedWith);
    expect(await statusOf(reference)).toBe("pending");
    expect(await settlements(reference)).toBe(0);
    // An unknown callback token is a 404 with the envelope.
    const unknown = await fetch(`${routeServer!.url}/v2/processor-callbacks/${"x".repeat(24)}`, { method: "POST", body: "{}" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).status).toBe("error");
  });

  it("no answer to the start, then the customer pays: the attempt waits and status sync finds the success", async () => {
    fake.kit.fault({ kind: "timeout", match: h.startCall });
    const timeoutHold = fake.kit.timeoutHoldMs;
    expect(timeoutHold).toBeGreaterThan(15_000); // longer than the executor waits
    const p = await createHostedPaymentFor(liveKey, { amount: h.amount, currency: h.currency, customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    const started = Date.now();
    const payment = await submitPaymentAttempt(p.token, h.attempt());
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    expect(payment.status).toBe("pending");
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference } });
    if (h.unansweredStart === "nothing_charged") {
      // The processor created the transaction; the customer never saw its page. Nothing was charged: still pending there.
      expect((await confirmPendingAttempt(attempt)) !== true).toBe(true);
    } else {
      await h.customer(fake, attempt.id, "success");
      await settle("the callback", async () => (await statusOf(p.reference)) === "success");
      expect(await settlements(p.reference)).toBe(1);
    }
    fake.kit.reset();
    // A processor that holds its start (WaafiPay's purchase waits 25 s) takes longer than the executor's 15 s default.
  }, 60_000);

  it("refunds part then the rest through the processor: pending, then succeeded; the money comes out of the connection's account", async () => {
    const { reference, attempt } = await livePayment();
    await h.customer(fake, attempt.id, "success");
    await settle("the success", async () => (await statusOf(reference)) === "success");
    // The merchant's balance must cover a refund: live funds besides the payment's own share.
    await addLiveFundsFor(merchantId, 1_000_000n, h.currency);
    const refundReq = (amount?: number) =>
      refundsRoute.POST(apiRequest(`/v2/payments/${reference}/refunds`, { key: liveKey, body: amount === undefined ? {} : { amount } }), { params: Promise.resolve({ reference }) });
    const partial = await refundReq(h.amount / 5);
    expect(partial.status).toBe(201);
    if (h.refunds === "whole_only") {
      // Airtel's refund reverses the whole transaction: a part is refused (its money back to the balance), the whole goes through.
      const partRow = await db().refund.findFirstOrThrow({ where: { paymentId: reference } });
      await syncRefund(partRow);
      const refused = await db().refund.findUniqueOrThrow({ where: { id: partRow.id } });
      expect(refused.status).toBe("failed");
      expect(refused.statusReason).toMatch(/whole payment/);
      const whole = await refundReq();
      expect(whole.status).toBe(201);
      const wholeRow = await db().refund.findFirstOrThrow({ where: { paymentId: reference, id: { not: partRow.id } } });
      await syncRefund(wholeRow);
      expect((await db().refund.findUniqueOrThrow({ where: { id: wholeRow.id } })).status).toBe("succeeded");
      expect(await statusOf(reference)).toBe("fully_refunded");
      // Asked again (a lost answer), the reversal is not sent twice: Airtel refuses it, and the refund stays succeeded.
      expect((await (await processorForConnection(connectionId))!.refund!({ attemptId: attempt.id, amount: BigInt(h.amount), currency: h.currency, refundId: wholeRow.id, paymentAmount: BigInt(h.amount) })).outcome).toBe("succeeded");
      return;
    }
    const first = (await partial.json()).data;
    expect(first.status ?? "pending").not.toBe("failed");
    const refundRow = await db().refund.findFirstOrThrow({ where: { paymentId: reference } });
    expect(refundRow.status).toBe("pending");
    expect(refundRow.connectionId).toBe(connectionId);
    // A refund that is a transfer back to the payer (MoMo's) waits for approval in such a fake.
    if (h.approveTransfer) {
      await syncRefund(refundRow);
      h.approveTransfer(fake, refundRow.id);
    }
    for (let i = 0; i < 40 && (await db().refund.findUniqueOrThrow({ where: { id: refundRow.id } })).status === "pending"; i++) {
      await syncRefund(refundRow);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await db().refund.findUniqueOrThrow({ where: { id: refundRow.id } })).status).toBe("succeeded");
    const rest = await refundReq();
    expect(rest.status).toBe(201);
    const restRow = await db().refund.findFirstOrThrow({ where: { paymentId: reference, id: { not: refundRow.id } } });
    if (h.approveTransfer) {
      await syncRefund(restRow);
      h.approveTransfer(fake, restRow.id);
    }
    for (let i = 0; i < 40 && (await db().refund.findUniqueOrThrow({ where: { id: restRow.id } })).status === "pending"; i++) {
      await syncRefund(restRow);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await db().refund.findUniqueOrThrow({ where: { id: restRow.id } })).status).toBe("succeeded");
    expect(await statusOf(reference)).toBe("fully_refunded");
  });

  it.runIf(!sendsPayouts)("sends no payouts: a payout in its currency is never routed to it", async () => {
    const routed = await routePayout({ merchantId, mode: "live", bankSlug: h.payoutAccount().bank_slug, currency: h.currency });
    expect(routed?.connectionId ?? null).not.toBe(connectionId);
    const connection = await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } });
    const processor = processorForConnectionRow(connection);
    expect(processor.payouts).toBeUndefined();
  });

  it.runIf(sendsPayouts)("pays out through the connection: one succeeds, one fails with its money back", async () => {
    await addLiveFundsFor(merchantId, 10_000_000n, h.currency);
    const create = async (fails: boolean) => {
      const res = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey, body: { amount: h.amount, currency: h.currency, account: h.payoutAccount(fails) } }), { params: Promise.resolve({}) });
      const json = await res.json();
      expect(res.status, JSON.stringify(json)).toBe(201);
      return json.data.gateway_reference as string;
    };
    for (const [fails, expected] of [[false, "success"], [true, "failed"]] as const) {
      const id = await create(fails);
      const payout = await db().payout.findUniqueOrThrow({ where: { id } });
      expect(payout.connectionId).toBe(connectionId);
      for (let i = 0; i < 60; i++) {
        const step = await processPayout(id, db());
        if (step === "done") break;
        await new Promise((r) => setTimeout(r, Math.min(step.retryInMs, 100)));
      }
      if (h.approveTransfer && !fails) {
        // Transfers to ordinary numbers wait for approval in such a fake (MoMo's, approvalDelayMs null).
        if ((await db().payout.findUniqueOrThrow({ where: { id } })).status === "processing") {
          h.approveTransfer(fake, id);
          await processPayout(id, db());
        }
      }
      expect((await db().payout.findUniqueOrThrow({ where: { id } })).status).toBe(expected);
    }
  });

  it("keeps secrets, tokens and full phone numbers out of the request log", async () => {
    await livePayment();
    const calls = await db().processorCall.findMany({ where: { connectionId } });
    expect(calls.length).toBeGreaterThan(0);
    const text = JSON.stringify(calls);
    const values = (v: unknown): string[] => (typeof v === "string" ? [v] : v && typeof v === "object" ? Object.values(v).flatMap(values) : []);
    // Values that are no secret (an environment, a country) or too short to tell apart from any digits (Airtel's
    // 4-digit PIN: its "pin" field is scrubbed, checked below) are left out.
    for (const secret of values(h.credentials()).filter((v) => !h.publicCredentialValues?.includes(v) && v.length >= 6)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/256772123456|0900123456|251900123456|752123456|25377123456/);
    for (const call of calls.filter((c) => c.request?.includes('"pin"'))) expect(call.request).toMatch(/"pin":"\[scrubbed\]"/);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9]/);
  });

  it("the request to start a payment has the processor's documented shape", async () => {
    fake.kit.reset();
    const { attempt } = await livePayment();
    const sent = fake.kit.requests.find((r) => `${r.method} ${r.path}` === h.startCall)!;
    expect(sent).toBeDefined();
    h.expectStartRequest(sent, attempt);
  });

  it("has exactly the capabilities its spec lists: a capability it lacks is absent, never a method that throws", async () => {
    const processor = processorForConnectionRow(await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } }));
    const has = (c: ConnectorCapability) => spec.capabilities.includes(c);
    expect(Boolean(processor.refund)).toBe(has("refunds"));
    // The harness's credentials are complete, so the payouts part depends on the spec alone.
    expect(Boolean(processor.payouts)).toBe(has("payouts"));
    expect(Boolean(processor.confirmOtp)).toBe(has("otp"));
    expect(Boolean(processor.parseCallback)).toBe(has("callbacks"));
    expect(Boolean(processor.fetchSettlements)).toBe(has("settlement_api"));
    expect(Boolean(processor.parseSettlementReport)).toBe(has("settlement_file"));
    expect(Boolean(processor.check)).toBe(has("check"));
    expect(Boolean(processor.recurring)).toBe(has("recurring"));
    expect(spec.payoutBanks.length > 0).toBe(has("payouts"));
    expect(h.callbacks).toBe(has("callbacks"));
  });

  describe.runIf(Boolean(h.fidelity?.length))(`as ${spec.label}'s documentation says`, () => {
    const context: FidelityContext = {
      get fake() {
        return fake;
      },
      get liveKey() {
        return liveKey;
      },
      get merchantId() {
        return merchantId;
      },
      get connectionId() {
        return connectionId;
      },
      livePayment,
    };
    for (const c of h.fidelity ?? []) it(c.name, () => c.run(context));
  });

  it("ends with a clean ledger", async () => {
    expect((await checkLedger(db())).ok).toBe(true);
  });
}

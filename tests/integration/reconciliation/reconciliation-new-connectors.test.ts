// Reconciliation for the three connectors added after Chapa and MTN MoMo, the same end-to-end
// scenario as reconciliation.test.ts: real payments (one failed), a refund, and a payout where the
// connector sends payouts (Airtel does; Stripe and WaafiPay do not) go through each connector and its
// fake; then the fake reports its own records for the period, first as they are (every line matched),
// then with one planted discrepancy of each kind its data can carry. The run reports each one with the
// right kind and evidence and nothing else, and the clearing account's explanation adds up.
//
//   Stripe    by API (Balance Transactions): amount, Stripe settling a charge the gateway saw fail, a charge
//             missing, a charge and a refund the gateway never made, the fee against its USD price. Stripe's
//             list holds only money that moved (never a failed charge), and a charge's currency is its own:
//             no "failed at Stripe" nor currency plant. A charge whose funds are still pending matches.
//   Airtel    its statement file: amount, currency, status both ways, missing, unknown; fees shown, never
//             flagged (Airtel publishes no merchant tariff).
//   WaafiPay  its report file: the same as Airtel, and its Settlement lines are the payout to the bank.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { startAirtelMoneyFake, DEFAULT_AIRTEL_CREDENTIALS, type AirtelMoneyFake, type StatementPlant } from "@/tests/fakes/airtel-money/server";
import { startWaafiPayFake, DEFAULT_WAAFI_CREDENTIALS, type WaafiPayFake } from "@/tests/fakes/waafipay/server";
import type { FakeServer } from "@/tests/fakes/fake-kit";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { syncRefund } from "@/lib/refunds/send-refund";
import { processPayout } from "@/lib/payouts/process-payout";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import type { ClearingCurrency } from "@/lib/reconciliation/explain-clearing-account";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";
import * as payoutsRoute from "@/app/v2/payouts/route";

setupTestDatabase();
checkLedgerAfterEach();

/** The gateway's objects of the scenario, by role: attempts, the refund, the payout. */
type Ids = Record<string, string>;
type Expected = { kind: string; gatewayId: string | null; evidence: RegExp };

type Harness<F extends FakeServer> = {
  name: "stripe" | "airtel_money" | "waafipay";
  currency: string;
  /** Major units, as the API takes them; `minor` converts for the ledger's figures. */
  amount: number;
  minor(n: number): bigint;
  start(): Promise<F>;
  credentials(fake: F): unknown;
  configure(fake: F, callbackUrl: string): void;
  attempt: () => AttemptInput;
  customer(fake: F, attemptId: string, outcome: "success" | "failed"): Promise<void>;
  /** Airtel reverses a whole payment only. */
  refundAmount: number | null;
  payoutAccount: { account_name: string; account_number: string; bank_slug: string } | null;
  /** After the scenario's objects: the processor pays the operator's bank (Stripe: by the fake's control). */
  settle(fake: F): void;
  /** The report of the period: the API (undefined) or the processor's file, with the plants applied. */
  file(fake: F, from: Date, to: Date, plants: unknown[]): { name: string; text: string } | undefined;
  /** Plants one discrepancy of each kind the processor's data can carry; returns what the run must report, and the file's plants. */
  plant(fake: F, ids: Ids): Promise<{ expected: Expected[]; plants: unknown[]; feeShown?: { gatewayId: string; fee: string } }>;
  /** What the processor paid to the operator's bank for the period, in minor units (as the report says). */
  paidOut: (clearing: ClearingCurrency) => boolean;
};

const STRIPE_KEY = "sk_live_reconciliation0000000000000000";
const STRIPE_WEBHOOK_SECRET = "whsec_reconciliation000000000000000000";
const stripeIntent = (fake: StripeFake, attemptId: string) => {
  const pi = fake.sessionFor(attemptId)?.payment_intent;
  if (!pi) throw new Error(`no PaymentIntent for ${attemptId}`);
  return pi;
};
const stripePlant = async (fake: StripeFake, body: Record<string, unknown>) => {
  const res = await fetch(`${fake.url}/__fake/settlements/plant`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`plant ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
};

const stripe: Harness<StripeFake> = {
  name: "stripe",
  currency: "USD",
  amount: 25,
  minor: (n) => BigInt(Math.round(n * 100)),
  start: () => startStripeFake({ secretKey: STRIPE_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET }),
  credentials: () => ({ secret_key: STRIPE_KEY, webhook_secret: STRIPE_WEBHOOK_SECRET }),
  configure: (fake, url) => fake.setWebhookUrl(url),
  attempt: () => ({ method: "card", kind: "redirect" }),
  customer: async (fake, attemptId, outcome) => {
    const session = fake.sessionFor(attemptId)!.id;
    if (outcome === "success") {
      expect((await fake.pay(session, "4242424242424242")).status).toBe(303);
      return;
    }
    expect((await fake.pay(session, "4000000000000002")).status).toBe(402);
    fake.expire(session);
  },
  refundAmount: 5,
  payoutAccount: null,
  settle: (fake) => void fake.payout("usd"),
  file: () => undefined,
  plant: async (fake, ids) => {
    await stripePlant(fake, { kind: "wrong_amount", paymentIntent: stripeIntent(fake, ids.amount), amount: 2400 });
    await stripePlant(fake, { kind: "late_charge", session: fake.sessionFor(ids.failedSettled)!.id });
    await stripePlant(fake, { kind: "missing", paymentIntent: stripeIntent(fake, ids.omitted) });
    await stripePlant(fake, { kind: "fee", paymentIntent: stripeIntent(fake, ids.feeOff), fee: 50 });
    await stripePlant(fake, { kind: "extra", amount: 9900, currency: "usd" });
    // A refund made in Stripe's dashboard: the gateway never asked for it.
    await stripePlant(fake, { kind: "refund", paymentIntent: stripeIntent(fake, ids.currency), amount: 700 });
    // Funds not yet available (Stripe's payout schedule): still money that moved, so still matched.
    await stripePlant(fake, { kind: "pending", paymentIntent: stripeIntent(fake, ids.settledFailed) });
    return {
      plants: [],
      expected: [
        { kind: "amount_mismatch", gatewayId: ids.amount, evidence: /USD 24\.00.*USD 25\.00/ },
        { kind: "status_mismatch", gatewayId: ids.failedSettled, evidence: /settled it.*is failed/ },
        { kind: "missing_at_processor", gatewayId: ids.omitted, evidence: /not in the processor's data/ },
        { kind: "fee_mismatch", gatewayId: ids.feeOff, evidence: /charged USD 0\.50.*expected USD 1\.03/ },
        { kind: "missing_in_gateway", gatewayId: null, evidence: /payment ch_\w+, settled, that the gateway does not know/ },
        { kind: "missing_in_gateway", gatewayId: null, evidence: /refund re_\w+, settled, that the gateway does not know/ },
      ],
    };
  },
  paidOut: (c) => BigInt(c.paidOut) > 0n && c.processorPayouts.length === 1 && c.processorPayouts[0].ref.startsWith("po_"),
};

const AIRTEL_CALLBACK_KEY = "reconciliation-callback-key";
const airtel: Harness<AirtelMoneyFake> = {
  name: "airtel_money",
  currency: "UGX",
  amount: 5000,
  minor: (n) => BigInt(n),
  start: () => startAirtelMoneyFake({ approvalDelayMs: null }),
  credentials: (fake) => ({
    client_id: DEFAULT_AIRTEL_CREDENTIALS.clientId,
    client_secret: DEFAULT_AIRTEL_CREDENTIALS.clientSecret,
    country: "UG",
    callback_secret: AIRTEL_CALLBACK_KEY,
    disbursement: { pin: DEFAULT_AIRTEL_CREDENTIALS.pin, public_key: fake.pinPublicKey },
  }),
  configure: (fake, url) => fake.setCallback(url, AIRTEL_CALLBACK_KEY),
  attempt: () => ({ method: "airtel_money", account: "+256752123456", kind: "wallet" }),
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(attemptId) : fake.decline(attemptId)),
  refundAmount: null,
  payoutAccount: { account_name: "Nakato Sarah", account_number: "+256752654321", bank_slug: "airtel_ug" },
  settle: () => undefined,
  file: (fake, from, to, plants) => ({ name: "airtel-statement.csv", text: fake.statement({ from, to, plant: plants as StatementPlant[] }) }),
  plant: async (_fake, ids) => ({
    plants: [
      { kind: "wrong_amount", id: ids.amount, amount: 4900 },
      { kind: "wrong_currency", id: ids.currency, currency: "KES" },
      { kind: "wrong_status", id: ids.failedSettled, status: "Success" },
      { kind: "wrong_status", id: ids.settledFailed, status: "Failed" },
      { kind: "missing", id: ids.omitted },
      { kind: "fee", id: ids.feeOff, fee: 999 },
      { kind: "extra", amount: 7000 },
    ] satisfies StatementPlant[],
    expected: [
      { kind: "amount_mismatch", gatewayId: ids.amount, evidence: /UGX 4,900.*UGX 5,000/ },
      { kind: "currency_mismatch", gatewayId: ids.currency, evidence: /KES/ },
      { kind: "status_mismatch", gatewayId: ids.failedSettled, evidence: /settled it.*is failed/ },
      { kind: "status_mismatch", gatewayId: ids.settledFailed, evidence: /says failed.*is success/ },
      { kind: "missing_at_processor", gatewayId: ids.omitted, evidence: /not in the processor's data/ },
      { kind: "missing_in_gateway", gatewayId: null, evidence: /payment MP[\d.A-F]+, settled, that the gateway does not know/ },
    ],
    feeShown: { gatewayId: ids.feeOff, fee: "999" },
  }),
  // Airtel's statement lists transactions, not its sweeps to the bank.
  paidOut: (c) => c.paidOut === "0" && c.processorPayouts.length === 0,
};

const waafi: Harness<WaafiPayFake> = {
  name: "waafipay",
  currency: "DJF",
  amount: 1500,
  minor: (n) => BigInt(n),
  // The front proxy answers 504 after 200 ms: the start returns pending and the customer decides after.
  start: () => startWaafiPayFake({ proxyTimeoutMs: 200, promptTimeoutMs: 60_000 }),
  credentials: () => ({
    merchant_uid: DEFAULT_WAAFI_CREDENTIALS.merchantUid,
    api_user_id: DEFAULT_WAAFI_CREDENTIALS.apiUserId,
    api_key: DEFAULT_WAAFI_CREDENTIALS.apiKey,
    store_id: DEFAULT_WAAFI_CREDENTIALS.storeId,
    hpp_key: DEFAULT_WAAFI_CREDENTIALS.hppKey,
    environment: "production",
  }),
  configure: () => undefined,
  attempt: () => ({ method: "waafi", account: "+25377123456", kind: "wallet" }),
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(attemptId) : fake.reject(attemptId, "rejected")),
  refundAmount: 300,
  payoutAccount: null,
  settle: () => undefined,
  file: (fake, from, to) => ({ name: "waafipay-report.csv", text: fake.report({ from, to }) }),
  plant: async (fake, ids) => {
    fake.plant({ kind: "wrong_amount", referenceId: ids.amount, amount: "1400" });
    fake.plant({ kind: "wrong_currency", referenceId: ids.currency, currency: "USD" });
    fake.plant({ kind: "wrong_status", referenceId: ids.failedSettled, status: "Approved" });
    fake.plant({ kind: "wrong_status", referenceId: ids.settledFailed, status: "Failed" });
    fake.plant({ kind: "missing", referenceId: ids.omitted });
    fake.plant({ kind: "different_fee", referenceId: ids.feeOff, charges: "99" });
    fake.plant({ kind: "extra", amount: "7000" });
    return {
      plants: [],
      expected: [
        { kind: "amount_mismatch", gatewayId: ids.amount, evidence: /DJF 1,400.*DJF 1,500/ },
        { kind: "currency_mismatch", gatewayId: ids.currency, evidence: /USD/ },
        { kind: "status_mismatch", gatewayId: ids.failedSettled, evidence: /settled it.*is failed/ },
        { kind: "status_mismatch", gatewayId: ids.settledFailed, evidence: /says failed.*is success/ },
        { kind: "missing_at_processor", gatewayId: ids.omitted, evidence: /not in the processor's data/ },
        { kind: "missing_in_gateway", gatewayId: null, evidence: /payment \d+, settled, that the gateway does not know/ },
      ],
      feeShown: { gatewayId: ids.feeOff, fee: "99" },
    };
  },
  // The report's Settlement line: WaafiPay's payout of the period's net to the operator's bank.
  paidOut: (c) => BigInt(c.paidOut) > 0n && c.processorPayouts.length === 1 && c.processorPayouts[0].ref.startsWith("STL-"),
};

let routeServer: { url: string; close(): Promise<void> };
beforeAll(async () => {
  routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
  process.env.PUBLIC_BASE_URL = routeServer.url;
  resetEnvForTests();
});
afterAll(async () => {
  await routeServer?.close();
  delete process.env.PUBLIC_BASE_URL;
  resetEnvForTests();
});

describe.each([stripe, airtel, waafi] as Harness<FakeServer>[])("$name reconciliation", { timeout: 60_000 }, (h) => {
  let fake: FakeServer;
  let liveKey: string;
  let merchantId: string;
  let connectionId: string;
  let from: Date;
  let to: Date;
  const ids: Ids = {};

  async function paidAttempt(outcome: "success" | "failed") {
    const p = await createHostedPaymentFor(liveKey, { amount: h.amount, currency: h.currency, customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    await submitPaymentAttempt(p.token, h.attempt());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
    await h.customer(fake, attempt.id, outcome);
    for (let i = 0; i < 100; i++) {
      const now = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
      if (now.outcome === outcome) return now;
      await confirmPendingAttempt(now);
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`attempt ${attempt.id} never became ${outcome}`);
  }

  beforeAll(async () => {
    fake = await h.start();
    const m = await createTestMerchant();
    liveKey = m.keys.live.secret;
    merchantId = m.merchant.id;
    const connection = await createConnection({ connector: h.name, mode: "live", credentials: h.credentials(fake), baseUrl: fake.url, merchantId: null });
    connectionId = connection.id;
    h.configure(fake, connectionCallbackUrl(connection));
    invalidateConnectionCache();
    // Whole seconds, as a person gives a period: the reports date to the second, so a record at the
    // period's first second belongs to it.
    from = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);

    for (const name of ["matched", "amount", "currency", "settledFailed", "feeOff", "omitted"]) ids[name] = (await paidAttempt("success")).id;
    ids.failedSettled = (await paidAttempt("failed")).id;

    // A refund of the first payment, through the processor (Airtel: the whole payment, all it reverses).
    await addLiveFundsFor(merchantId, 10_000_000n, h.currency);
    const payment = await db().paymentAttempt.findUniqueOrThrow({ where: { id: ids.matched } });
    const body = h.refundAmount === null ? {} : { amount: h.refundAmount };
    const res = await refundsRoute.POST(apiRequest(`/v2/payments/${payment.paymentId}/refunds`, { key: liveKey, body }), { params: Promise.resolve({ reference: payment.paymentId }) });
    expect(res.status).toBe(201);
    const refund = await db().refund.findFirstOrThrow({ where: { paymentId: payment.paymentId } });
    for (let i = 0; i < 60 && (await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status === "pending"; i++) {
      await syncRefund(refund);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("succeeded");
    ids.refund = refund.id;

    if (h.payoutAccount) {
      const created = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey, body: { amount: h.amount, currency: h.currency, account: h.payoutAccount } }), { params: Promise.resolve({}) });
      expect(created.status).toBe(201);
      const payoutId = (await created.json()).data.gateway_reference as string;
      for (let i = 0; i < 60; i++) {
        if ((await processPayout(payoutId, db())) === "done") break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).status).toBe("success");
      ids.payout = payoutId;
    }
    h.settle(fake);
    // Every object of the period is expected at the processor only once it is a few minutes old: end the period later.
    to = new Date(Math.floor((Date.now() + 10 * 60_000) / 1000) * 1000);
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await db().processorConnection.updateMany({ where: { id: connectionId }, data: { enabled: false } });
    invalidateConnectionCache();
  });

  const run = (plants: unknown[] = []) => runReconciliation({ connectionId, from, to, startedBy: "cli", file: h.file(fake, from, to, plants) });
  const itemsOf = (runId: string) => db().reconciliationItem.findMany({ where: { runId }, orderBy: { position: "asc" } });
  // Stripe lists only money that moved: the failed attempt is not in its data (and need not be).
  const cleanIds = () => Object.entries(ids).filter(([name]) => !(h.name === "stripe" && name === "failedSettled")).map(([, id]) => id);

  it("a clean period: every transaction, the refund and the payout matched, nothing else", async () => {
    const r = await run();
    expect(r.status, r.error ?? "").toBe("completed");
    const items = await itemsOf(r.id);
    expect(items.filter((i) => i.kind !== "matched").map((i) => i.evidence)).toEqual([]);
    expect(new Set(items.map((i) => i.gatewayId))).toEqual(new Set(cleanIds()));
    expect(items).toHaveLength(cleanIds().length);
    expect(r).toMatchObject({ matchedCount: cleanIds().length, exceptionCount: 0, source: h.name === "stripe" ? "api" : "file" });
    const clearing = (r.clearing as ClearingCurrency[]).find((c) => c.currency === h.currency)!;
    expect(clearing.addsUp).toBe(true);
    expect(h.paidOut(clearing)).toBe(true);
  });

  it("one planted discrepancy of each kind its data carries: each reported with its kind and evidence, every other line matched", async () => {
    const { expected, plants, feeShown } = await h.plant(fake, ids);
    const r = await run(plants);
    expect(r.status, r.error ?? "").toBe("completed");
    const items = await itemsOf(r.id);
    const exceptions = items.filter((i) => i.kind !== "matched");
    const got = exceptions.map((i) => ({ kind: i.kind, gatewayId: i.gatewayId, evidence: i.evidence }));
    expect(got.map(({ kind, gatewayId }) => `${kind} ${gatewayId}`).sort()).toEqual(expected.map(({ kind, gatewayId }) => `${kind} ${gatewayId}`).sort());
    for (const e of expected) {
      const found = got.filter((g) => g.kind === e.kind && g.gatewayId === e.gatewayId && e.evidence.test(g.evidence));
      expect(found, `${e.kind} ${e.gatewayId} ${e.evidence}: ${JSON.stringify(got)}`).toHaveLength(1);
    }
    expect(exceptions.every((i) => i.resolution === "open")).toBe(true);
    // Everything else matched: the other payments, the refund and the payout among them.
    const planted = new Set(expected.map((e) => e.gatewayId));
    const matched = items.filter((i) => i.kind === "matched").map((i) => i.gatewayId);
    expect(new Set(matched)).toEqual(new Set(cleanIds().filter((id) => !planted.has(id))));
    expect(r).toMatchObject({ matchedCount: matched.length, exceptionCount: expected.length });
    if (feeShown) {
      // No published tariff: the processor's fee is kept as evidence on the matched line, never flagged.
      const line = items.find((i) => i.gatewayId === feeShown.gatewayId)!;
      expect(line.kind).toBe("matched");
      expect((line.processorRecord as { fee: string }).fee).toBe(feeShown.fee);
    }

    // The clearing account, line by line: opening + movements = closing = the ledger's balances now.
    const clearing = (r.clearing as ClearingCurrency[]).find((c) => c.currency === h.currency)!;
    const lines = clearing.lines.reduce((t, l) => t + BigInt(l.amount), 0n);
    expect(BigInt(clearing.opening) + lines).toBe(BigInt(clearing.closing));
    expect(clearing.addsUp).toBe(true);
    const balances = await db().ledgerAccount.findMany({ where: { type: "processor_clearing", ownerId: { startsWith: `${connectionId}:` } } });
    expect(BigInt(clearing.closing)).toBe(balances.reduce((t, a) => t + a.balance, 0n));
    // 6 successful payments in, one refund out, and the payout where the connector sends them.
    const refunded = h.refundAmount ?? h.amount;
    expect(BigInt(clearing.owedForPeriod)).toBe(h.minor(6 * h.amount) - h.minor(refunded) - (h.payoutAccount ? h.minor(h.amount) : 0n));
    expect(clearing.lines.map((l) => l.kind).sort()).toEqual([...Array(6).fill("payment_settlement"), "refund", ...(h.payoutAccount ? ["payout_deliver"] : [])].sort());
    // The processor's fees are those it reported on what it settled, whatever the expectation.
    expect(BigInt(clearing.expectedPayout)).toBe(BigInt(clearing.owedForPeriod) - BigInt(clearing.processorFees));
  });

  it("the wrong source or a bad report is refused as the caller's mistake, with the reason, and nothing written", async () => {
    const count = await db().reconciliationRun.count();
    const refused = (file?: { name: string; text: string }) =>
      runReconciliation({ connectionId, from, to, startedBy: "cli", file }).then(
        () => null,
        (e: { code?: string; message: string }) => e,
      );
    if (h.name === "stripe") {
      expect(await refused({ name: "x.csv", text: "a,b\n" })).toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/read from its API, not from a file/) });
    } else {
      const good = h.file(fake, from, to, [])!.text;
      const [header, first] = good.split("\r\n");
      expect(await refused()).toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/no settlement API: give its report file/) });
      expect(await refused({ name: "r.csv", text: `${header.replace(",Currency", "")}\r\n${first}\r\n` })).toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/lacks the column.*Currency/) });
      expect(await refused({ name: "r.csv", text: `${header}\r\n${first.replace(/,(Purchase|Collection)(,|$)/, ",Gift$2")}\r\n` })).toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/line 2: Type "Gift"/) });
    }
    expect(await db().reconciliationRun.count()).toBe(count);
  });
});

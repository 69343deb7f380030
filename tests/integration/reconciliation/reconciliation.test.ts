// Reconciliation against the processors, for Chapa (its API) and MTN MoMo (the partner
// portal's statement file). Real payments, a refund and a payout go through each connector and its fake;
// then the fake reports its own records for the period, first as they are (every line matched), then
// with one planted discrepancy of each kind: the run reports each one, with the right kind and evidence,
// and nothing else. The clearing account's explanation adds up to the ledger; a re-run is a new run; a
// bad report file is refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addLiveFundsFor } from "@/tests/factories/funds";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import type { FakeServer } from "@/tests/fakes/fake-kit";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { syncRefund } from "@/lib/refunds/send-refund";
import { processPayout } from "@/lib/payouts/process-payout";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import type { ClearingCurrency } from "@/lib/reconciliation/explain-clearing-account";
import { isApiError } from "@/lib/http/errors";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";
import * as refundsRoute from "@/app/v2/payments/[reference]/refunds/route";
import * as payoutsRoute from "@/app/v2/payouts/route";

setupTestDatabase();
checkLedgerAfterEach();

type Harness<F extends FakeServer> = {
  name: "chapa" | "mtn_momo";
  currency: string;
  amount: number;
  start(): Promise<F>;
  credentials(): unknown;
  attempt: () => { method: string; account: string; kind: "wallet" };
  customer(fake: F, attemptId: string, outcome: "success" | "failed"): Promise<void>;
  approveTransfer(fake: F, id: string): void;
  payoutAccount: { account_name: string; account_number: string; bank_slug: string };
  /** The processor's reference for a record the plants name (Chapa: tx_ref / refund ref / transfer reference; MoMo: externalId). */
  plantRef(kind: "attempt" | "refund" | "payout", id: string, processorRef: string | null): string;
  plant(fake: F, body: Record<string, unknown>): Promise<void>;
  clearPlants(fake: F): Promise<void>;
  /** What to run: the API (Chapa) or the statement file (MoMo). */
  file(fake: F, from: Date, to: Date): { name: string; text: string } | undefined;
  planted: { amount: string; currency: string; settledStatus: string; failedStatus: string; fee: string; extraAmount: string; settlement: string };
};

const post = async (url: string, body: unknown, method = "POST") => {
  const res = await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
};

const chapa: Harness<ChapaFake> = {
  name: "chapa",
  currency: "ETB",
  amount: 250,
  start: () => startChapaFake({ secretKey: "CHASECK-recon00000000000000000000000000", webhookSecret: "recon-webhook-secret", transferDelayMs: 50 }),
  credentials: () => ({ secret_key: "CHASECK-recon00000000000000000000000000", webhook_secret: "recon-webhook-secret" }),
  attempt: () => ({ method: "telebirr", account: "+251900123456", kind: "wallet" }),
  customer: (fake, attemptId, outcome) => fake.completeCheckout(attemptId, outcome, "telebirr"),
  approveTransfer: () => undefined,
  payoutAccount: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" },
  plantRef: (kind, id, processorRef) => (kind === "refund" ? (processorRef as string) : id),
  plant: (fake, body) => post(`${fake.url}/__fake/settlement/plant`, body),
  clearPlants: (fake) => post(`${fake.url}/__fake/settlement/plant`, {}, "DELETE"),
  file: () => undefined,
  // 250.00 ETB reported as 245.00; USD; a failed one reported settled and the reverse; 1.00 charged where 8.75 is expected.
  planted: { amount: "245.000", currency: "USD", settledStatus: "success", failedStatus: "failed", fee: "1.000", extraAmount: "99.00", settlement: "1000.00" },
};

const mtn: Harness<MtnMomoFake> = {
  name: "mtn_momo",
  currency: "UGX",
  amount: 5000,
  start: () => startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null }),
  credentials: () => {
    const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
    return { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" };
  },
  attempt: () => ({ method: "mtn_momo", account: "+256772123456", kind: "wallet" }),
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(momoReferenceId(attemptId)) : fake.reject(momoReferenceId(attemptId), "APPROVAL_REJECTED")),
  approveTransfer: (fake, id) => fake.approve(momoReferenceId(id)),
  payoutAccount: { account_name: "Nakato Sarah", account_number: "+256772654321", bank_slug: "mtn_momo_ug" },
  plantRef: (_kind, id) => id,
  plant: (fake, body) => post(`${fake.url}/__fake/statement/plant`, body),
  clearPlants: (fake) => post(`${fake.url}/__fake/statement/plant`, {}, "DELETE"),
  file: (fake, from, to) => ({ name: "statement.csv", text: fake.statement(from, to) }),
  planted: { amount: "4900", currency: "KES", settledStatus: "SUCCESSFUL", failedStatus: "FAILED", fee: "150", extraAmount: "7000", settlement: "20000" },
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

describe.each([chapa, mtn] as Harness<FakeServer>[])("$name reconciliation", { timeout: 60_000 }, (h) => {
  let fake: FakeServer;
  let liveKey: string;
  let merchantId: string;
  let connectionId: string;
  let from: Date;
  let to: Date;
  const ids: Record<string, string> = {};
  const refs: Record<string, string | null> = {};

  async function paidAttempt(outcome: "success" | "failed") {
    const p = await createHostedPaymentFor(liveKey, { amount: h.amount, currency: h.currency, customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    await submitPaymentAttempt(p.token, h.attempt());
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
    await h.customer(fake, attempt.id, outcome);
    for (let i = 0; i < 50; i++) {
      const now = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
      if (now.outcome === outcome) return { reference: p.reference, attempt: now };
      await confirmPendingAttempt(now);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`attempt ${attempt.id} never became ${outcome}`);
  }

  beforeAll(async () => {
    fake = await h.start();
    const m = await createTestMerchant();
    liveKey = m.keys.live.secret;
    merchantId = m.merchant.id;
    const connection = await createConnection({ connector: h.name, mode: "live", credentials: h.credentials(), baseUrl: fake.url, merchantId: null });
    connectionId = connection.id;
    if (h.name === "chapa") (fake as ChapaFake).setWebhookUrl(connectionCallbackUrl(connection));
    invalidateConnectionCache();
    from = new Date(Date.now() - 60_000);

    for (const name of ["matched", "amount", "currency", "settledFailed", "feeOff", "omitted"]) {
      const { attempt } = await paidAttempt("success");
      ids[name] = attempt.id;
      refs[name] = attempt.processorRef;
    }
    const failed = await paidAttempt("failed");
    ids.failedSettled = failed.attempt.id;
    refs.failedSettled = failed.attempt.processorRef;

    // A partial refund of the first payment, through the processor.
    await addLiveFundsFor(merchantId, 10_000_000n, h.currency);
    const payment = await db().paymentAttempt.findUniqueOrThrow({ where: { id: ids.matched } });
    const res = await refundsRoute.POST(apiRequest(`/v2/payments/${payment.paymentId}/refunds`, { key: liveKey, body: { amount: h.amount / 5 } }), { params: Promise.resolve({ reference: payment.paymentId }) });
    expect(res.status).toBe(201);
    const refund = await db().refund.findFirstOrThrow({ where: { paymentId: payment.paymentId } });
    if (h.name === "mtn_momo") {
      await syncRefund(refund);
      h.approveTransfer(fake, refund.id);
    }
    for (let i = 0; i < 40 && (await db().refund.findUniqueOrThrow({ where: { id: refund.id } })).status === "pending"; i++) {
      await syncRefund(refund);
      await new Promise((r) => setTimeout(r, 50));
    }
    const refunded = await db().refund.findUniqueOrThrow({ where: { id: refund.id } });
    expect(refunded.status).toBe("succeeded");
    ids.refund = refunded.id;
    refs.refund = refunded.processorRef;

    // A payout through the processor.
    const created = await payoutsRoute.POST(apiRequest("/v2/payouts", { key: liveKey, body: { amount: h.amount, currency: h.currency, account: h.payoutAccount } }), { params: Promise.resolve({}) });
    expect(created.status).toBe(201);
    const payoutId = (await created.json()).data.gateway_reference as string;
    for (let i = 0; i < 60; i++) {
      const step = await processPayout(payoutId, db());
      if (step === "done") break;
      if (h.name === "mtn_momo" && i === 0) h.approveTransfer(fake, payoutId);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await db().payout.findUniqueOrThrow({ where: { id: payoutId } })).status).toBe("success");
    ids.payout = payoutId;
    // Every object of the period is expected at the processor only once it is a few minutes old: end the period later.
    to = new Date(Date.now() + 10 * 60_000);
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await db().processorConnection.updateMany({ where: { id: connectionId }, data: { enabled: false } });
    invalidateConnectionCache();
  });

  const run = (extra: { file?: { name: string; text: string } } = {}) => runReconciliation({ connectionId, from, to, startedBy: "cli", file: h.file(fake, from, to), ...extra });
  const itemsOf = (runId: string) => db().reconciliationItem.findMany({ where: { runId }, orderBy: { position: "asc" } });

  it("a clean period: every transaction, the refund and the payout matched, nothing else", async () => {
    const r = await run();
    expect(r.status).toBe("completed");
    const items = await itemsOf(r.id);
    expect(items.map((i) => i.kind)).toEqual(items.map(() => "matched"));
    // 7 payment attempts (the failed one too: both sides agree nothing moved), 1 refund, 1 payout.
    expect(items).toHaveLength(9);
    expect(new Set(items.map((i) => i.gatewayId))).toEqual(new Set(Object.values(ids)));
    expect(r).toMatchObject({ matchedCount: 9, exceptionCount: 0, source: h.name === "chapa" ? "api" : "file" });
  });

  it("one planted discrepancy of each kind: each is reported with its kind and evidence, and every other line matched", async () => {
    const ref = (name: string, kind: "attempt" | "refund" | "payout" = "attempt") => h.plantRef(kind, ids[name], refs[name]);
    await h.plant(fake, { ref: ref("amount"), kind: "amount", value: h.planted.amount });
    await h.plant(fake, { ref: ref("currency"), kind: "currency", value: h.planted.currency });
    await h.plant(fake, { ref: ref("failedSettled"), kind: "status", value: h.planted.settledStatus });
    await h.plant(fake, { ref: ref("settledFailed"), kind: "status", value: h.planted.failedStatus });
    await h.plant(fake, { ref: ref("omitted"), kind: "omit" });
    await h.plant(fake, { ref: ref("feeOff"), kind: "fee", value: h.planted.fee });
    await h.plant(fake, { kind: "extra", value: { amount: h.planted.extraAmount } });
    await h.plant(fake, { kind: "settlement", value: { amount: h.planted.settlement } });
    try {
      const r = await run();
      const items = await itemsOf(r.id);
      const exceptions = items.filter((i) => i.kind !== "matched");
      const byKind = (kind: string) => exceptions.filter((i) => i.kind === kind);
      expect(exceptions).toHaveLength(7);
      expect(byKind("amount_mismatch")).toEqual([expect.objectContaining({ gatewayId: ids.amount, resolution: "open" })]);
      expect(byKind("amount_mismatch")[0].evidence).toMatch(h.name === "chapa" ? /245\.00.*250\.00/ : /4,900.*5,000/);
      expect(byKind("currency_mismatch")).toEqual([expect.objectContaining({ gatewayId: ids.currency })]);
      expect(byKind("currency_mismatch")[0].evidence).toContain(h.planted.currency);
      const status = byKind("status_mismatch");
      expect(status.map((i) => i.gatewayId).sort()).toEqual([ids.failedSettled, ids.settledFailed].sort());
      expect(status.find((i) => i.gatewayId === ids.failedSettled)!.evidence).toMatch(/settled it.*is failed/);
      expect(status.find((i) => i.gatewayId === ids.settledFailed)!.evidence).toMatch(/says failed.*is success/);
      expect(byKind("missing_at_processor")).toEqual([expect.objectContaining({ gatewayId: ids.omitted, processorRecord: null })]);
      expect(byKind("missing_in_gateway")).toEqual([expect.objectContaining({ gatewayId: null, gatewayType: null })]);
      expect((byKind("missing_in_gateway")[0].processorRecord as { amount: string }).amount).toBe(h.name === "chapa" ? "9900" : "7000");
      expect(byKind("fee_mismatch")).toEqual([expect.objectContaining({ gatewayId: ids.feeOff })]);
      expect(byKind("fee_mismatch")[0].evidence).toMatch(h.name === "chapa" ? /charged ETB 1\.00.*expected ETB 8\.75/ : /charged UGX 150.*expected UGX 0/);
      // Everything else matched: the other payment, the refund and the payout among them.
      const matched = items.filter((i) => i.kind === "matched").map((i) => i.gatewayId);
      expect(new Set(matched)).toEqual(new Set([ids.matched, ids.refund, ids.payout]));
      expect(r).toMatchObject({ matchedCount: 3, exceptionCount: 7 });
      expect(r.counts).toMatchObject({ matched: 3, amount_mismatch: 1, currency_mismatch: 1, status_mismatch: 2, missing_at_processor: 1, missing_in_gateway: 1, fee_mismatch: 1 });

      // The clearing account, line by line: opening + movements = closing = the ledger's balances now.
      // Per currency: the planted currency shows as its own (no ledger lines, one misreported record).
      const clearing = (r.clearing as ClearingCurrency[]).find((c) => c.currency === h.currency)!;
      expect((r.clearing as ClearingCurrency[]).map((c) => c.currency).sort()).toEqual([h.currency, h.planted.currency].sort());
      const lines = clearing.lines.reduce((t, l) => t + BigInt(l.amount), 0n);
      expect(BigInt(clearing.opening) + lines).toBe(BigInt(clearing.closing));
      expect(clearing.addsUp).toBe(true);
      const balances = await db().ledgerAccount.findMany({ where: { type: "processor_clearing", ownerId: { startsWith: `${connectionId}:` } } });
      expect(BigInt(clearing.closing)).toBe(balances.reduce((t, a) => t + a.balance, 0n));
      // 6 successful payments in, one refund and one payout out.
      const minor = (n: number) => BigInt(h.currency === "ETB" ? n * 100 : n);
      expect(BigInt(clearing.owedForPeriod)).toBe(minor(6 * h.amount) - minor(h.amount / 5) - minor(h.amount));
      expect(clearing.lines.map((l) => l.kind).sort()).toEqual([...Array(6).fill("payment_settlement"), "payout_deliver", "refund"].sort());
      expect(clearing.paidOut).toBe(h.name === "chapa" ? "100000" : "20000");
    } finally {
      await h.clearPlants(fake);
    }
  });

  it("re-running the same period makes a new run with the same result; the earlier runs stay as they were", async () => {
    const before = await db().reconciliationRun.findMany({ where: { connectionId }, orderBy: { startedAt: "asc" } });
    const again = await run();
    expect(before.map((b) => b.id)).not.toContain(again.id);
    expect(again).toMatchObject({ matchedCount: 9, exceptionCount: 0 });
    const after = await db().reconciliationRun.findMany({ where: { connectionId }, orderBy: { startedAt: "asc" } });
    expect(after.slice(0, before.length)).toEqual(before);
    expect(await db().reconciliationItem.count({ where: { runId: before[1].id, kind: { not: "matched" } } })).toBe(7);
  });

  it("refuses a period that ends before it starts, and an unknown connection, writing nothing", async () => {
    const count = await db().reconciliationRun.count();
    await expect(runReconciliation({ connectionId, from: to, to: from, startedBy: "cli" })).rejects.toMatchObject({ code: "INVALID_VALUE" });
    await expect(runReconciliation({ connectionId: "pcn_nope", from, to, startedBy: "cli" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    // A merchant's dashboard sees only its own connections: the installation's is not found for it.
    await expect(runReconciliation({ connectionId, from, to, startedBy: "usr_x", merchantScope: merchantId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().reconciliationRun.count()).toBe(count);
  });

  if (h.name === "mtn_momo") {
    it("a bad statement file is refused whole, with the line and the reason, and nothing written", async () => {
      const count = await db().reconciliationRun.count();
      const good = (fake as MtnMomoFake).statement(from, to);
      const [header, first] = good.split("\r\n");
      const bad = {
        "missing columns": `${header.replace("Fee,", "")}\r\n${first}\r\n`,
        "bad amount": `${header}\r\n${first.replace(/,5000,UGX,/, ",5O00,UGX,")}\r\n`,
        "wrong date": `${header}\r\n${first.replace(/\d{4}-\d{2}-\d{2} /, "2026-02-31 ")}\r\n`,
        "unknown status": `${header}\r\n${first.replace(/,SUCCESSFUL,/, ",MAYBE,")}\r\n`,
      };
      const messages: string[] = [];
      for (const [what, text] of Object.entries(bad)) {
        const error = await runReconciliation({ connectionId, from, to, startedBy: "cli", file: { name: "statement.csv", text } }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(isApiError(error), what).toBe(true);
        expect((error as { code: string }).code).toBe("INVALID_VALUE");
        messages.push((error as Error).message);
      }
      expect(messages[0]).toMatch(/lacks the column "Fee"/);
      expect(messages[1]).toMatch(/Line 2, Amount: "5O00" is not an amount/);
      expect(messages[2]).toMatch(/Line 2, Date: "2026-02-31 .*" is not a date/);
      expect(messages[3]).toMatch(/Line 2: unknown status "MAYBE"/);
      expect(await db().reconciliationRun.count()).toBe(count);
      // No file at all: MoMo has no settlement API.
      await expect(runReconciliation({ connectionId, from, to, startedBy: "cli" })).rejects.toThrow(/no settlement API: give its report file/);
    });
  } else {
    it("Chapa is read from its API: a file is refused; Chapa down makes a failed run that says why", async () => {
      await expect(run({ file: { name: "x.csv", text: "a,b\n" } })).rejects.toThrow(/read from its API, not from a file/);
      fake.kit.fault({ kind: "server_error", match: "GET /v1/transactions", times: 5 });
      const failed = await run();
      expect(failed).toMatchObject({ status: "failed", matchedCount: 0, exceptionCount: 0 });
      expect(failed.error).toMatch(/could not be read/);
      expect(await db().reconciliationItem.count({ where: { runId: failed.id } })).toBe(0);
      fake.kit.reset();
    });
  }
});

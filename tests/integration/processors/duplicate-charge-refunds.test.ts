// A duplicate charge's refund at a real processor's fake, the way every other refund goes: sent once
// with a stable reference (`dup_<attempt id>`), then verified through the processor until it is final,
// and finished on the attempt (status, the processor's refund reference, processorRefundedAt). The charge
// is made for real: the stale sweep fails an attempt the processor had not received yet, the request in
// transit then reaches the processor, the customer pays there, and the status sync reads that late
// success. The fake's own request log and refund list count what reached the processor.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { processorForConnection } from "@/lib/processors/registry";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { startPaymentAttempt } from "@/lib/payments/attempts/start-payment-attempt";
import { failStaleAttempts, STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import type { Processor } from "@/lib/processors/types";

setupTestDatabase();
checkLedgerAfterEach();

const CHAPA_SECRET = "CHASECK-duplicates000000000000000000000";
const TELEBIRR: AttemptInput = { method: "telebirr", account: "+251900123456", kind: "wallet" };
const MOMO: AttemptInput = { method: "mtn_momo", account: "+256772123456", kind: "wallet" };
const customer = { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" };

let chapa: ChapaFake;
let momo: MtnMomoFake;
let chapaConnectionId: string;
let momoConnectionId: string;
let liveKey: string;
let merchantId: string;

beforeAll(async () => {
  chapa = await startChapaFake({ secretKey: CHAPA_SECRET, transferDelayMs: 100 });
  momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  const m = await createTestMerchant();
  liveKey = m.keys.live.secret;
  merchantId = m.merchant.id;
  chapaConnectionId = (await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: CHAPA_SECRET, webhook_secret: "duplicates-webhook-secret" }, baseUrl: chapa.url, merchantId: null })).id;
  const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  momoConnectionId = (
    await createConnection({
      connector: "mtn_momo",
      mode: "live",
      credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" },
      baseUrl: momo.url,
      merchantId: null,
    })
  ).id;
  invalidateConnectionCache();
});
afterAll(async () => {
  await chapa?.close();
  await momo?.close();
});
beforeEach(() => {
  chapa.kit.reset();
  momo.kit.reset();
});

const attemptRow = (id: string) => db().paymentAttempt.findUniqueOrThrow({ where: { id } });
/** The refund POSTs for an attempt's transaction: Chapa's refund path takes its own reference for it, not the tx_ref. */
const refundPosts = (fake: ChapaFake, attemptId: string) => fake.kit.requests.filter((r) => r.method === "POST" && r.path === `/v1/refund/${fake.state.transactions.get(attemptId)?.reference}`);
const refundVerifies = (fake: ChapaFake) => fake.kit.requests.filter((r) => r.method === "GET" && /^\/v1\/refund\/[^/]+\/verify$/.test(r.path));
/** The refunds the fake itself holds for one of its transactions. */
const chapaRefundsOf = (attemptId: string) => [...chapa.state.refunds.values()].filter((r) => r.tx_ref === attemptId);

/** Runs the duplicate-charge refund job now, as the worker would once it is due; how many jobs ran. */
async function runRefundJob() {
  await db().job.updateMany({ where: { type: "payment.refund_duplicate_charge", doneAt: null }, data: { runAt: new Date(Date.now() - 1000) } });
  return runDueJobs(db());
}
const openRefundJobs = () => db().job.count({ where: { type: "payment.refund_duplicate_charge", doneAt: null } });
/** The open refund job of one attempt (a refund left in doubt keeps its job open). */
const openRefundJobsOf = (attemptId: string) => db().job.count({ where: { type: "payment.refund_duplicate_charge", doneAt: null, objectId: attemptId } });

/**
 * A real duplicate charge at the processor: the attempt is recorded (step 1), the sweep asks the
 * processor (which has not received it yet) and fails it, the request in transit then reaches the
 * processor, the customer pays there, and the status sync reads that success: a late success on a
 * settled attempt.
 */
async function duplicateCharge(opts: { connectionId: string; currency: string; amount: number; input: AttemptInput; pay(attemptId: string): Promise<void> }) {
  const p = await createHostedPaymentFor(liveKey, { amount: opts.amount, currency: opts.currency, customer });
  const started = await startPaymentAttempt(db(), p.token, opts.input);
  if (started.kind !== "started") throw new Error("attempt did not start");
  const { attempt, payment } = started;
  expect(attempt.connectionId).toBe(opts.connectionId);
  expect(await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 60_000))).toBe(1);
  expect((await attemptRow(attempt.id)).outcome).toBe("failed");
  const processor = (await processorForConnection(opts.connectionId)) as Processor;
  await processor.authorize({
    attemptId: attempt.id,
    amount: payment.amount,
    currency: payment.currency,
    method: attempt.method,
    account: "account" in opts.input ? opts.input.account : undefined,
    context: { paymentId: payment.id, returnUrl: "https://gateway.example/return", callbackUrl: "https://gateway.example/callback", customer: { email: customer.email } },
  });
  await opts.pay(attempt.id);
  const late = await processor.status({ attemptId: attempt.id });
  expect(late.outcome).toBe("success");
  if (late.outcome !== "success") throw new Error("no late success");
  await recordAttemptOutcome(db(), attempt, late);
  const recorded = await attemptRow(attempt.id);
  expect(recorded).toMatchObject({ outcome: "failed", lateOutcome: "success", duplicateChargeAt: expect.any(Date) });
  return { reference: p.reference, attempt: recorded, amount: payment.amount };
}

const chapaDuplicate = () =>
  duplicateCharge({ connectionId: chapaConnectionId, currency: "ETB", amount: 250, input: TELEBIRR, pay: (attemptId) => chapa.completeCheckout(attemptId, "success", "telebirr") });

/** Runs the job until the attempt's refund is final (or the tries run out), waiting for the fake between tries. */
async function refundToTheEnd(attemptId: string, tries = 20) {
  for (let i = 0; i < tries && (await openRefundJobsOf(attemptId)) > 0; i++) {
    await runRefundJob();
    await new Promise((r) => setTimeout(r, 60));
  }
  return attemptRow(attemptId);
}

describe("a duplicate charge's refund through Chapa", () => {
  it("is sent once with a stable reference, verified through Chapa, and finished: succeeded, processorRefundedAt set", async () => {
    const { reference, attempt, amount } = await chapaDuplicate();
    const done = await refundToTheEnd(attempt.id);

    expect(refundPosts(chapa, attempt.id)).toHaveLength(1);
    expect(JSON.parse(refundPosts(chapa, attempt.id)[0].body)).toMatchObject({ reference: `dup_${attempt.id}`, amount: "250.00" });
    expect(refundVerifies(chapa).length).toBeGreaterThanOrEqual(1);
    expect(chapaRefundsOf(attempt.id)).toHaveLength(1);
    expect(chapaRefundsOf(attempt.id)[0].status).toBe("success");
    expect(done).toMatchObject({ processorRefundStatus: "succeeded", processorRefundRef: chapaRefundsOf(attempt.id)[0].ref_id, processorRefundedAt: expect.any(Date), processorRefundReason: null });
    expect(await openRefundJobs()).toBe(0);
    // The ledger: the charge and its refund through the connection's clearing account, nothing more.
    expect((await db().ledgerTransaction.findMany({ where: { referenceId: attempt.id } })).map((t) => t.kind).sort()).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
    expect(await entriesOf("duplicate_charge_refund", attempt.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "duplicate_charges", amount: -amount }), expect.objectContaining({ type: "processor_clearing", amount })]),
    );
    // The dashboard shows it confirmed.
    const detail = serializePaymentDetail(await getPaymentDetail(db(), { merchantId, mode: "live", reference }));
    expect(detail.duplicate_charges).toEqual([expect.objectContaining({ processor_refund: "confirmed", processor_refunded_at: done.processorRefundedAt!.toISOString() })]);
  });

  it("a worker that dies after the send: the job run again asks Chapa (verify), never sends again", async () => {
    const { attempt } = await chapaDuplicate();
    await runRefundJob(); // sent; Chapa: "Refund initiated", recorded pending with its ref_id
    expect(refundPosts(chapa, attempt.id)).toHaveLength(1);
    expect(await attemptRow(attempt.id)).toMatchObject({ processorRefundStatus: "pending", processorRefundRef: expect.stringMatching(/^MERC-DIS-REF-/) });
    // The worker died in the job after the send: the job is still its, until the lease runs out.
    await db().job.updateMany({ where: { type: "payment.refund_duplicate_charge", doneAt: null }, data: { status: "running", lockedBy: "dead-worker", lockedUntil: new Date(Date.now() - 1000) } });
    const done = await refundToTheEnd(attempt.id);
    expect(refundPosts(chapa, attempt.id)).toHaveLength(1);
    expect(refundVerifies(chapa).length).toBeGreaterThanOrEqual(1);
    expect(done).toMatchObject({ processorRefundStatus: "succeeded", processorRefundedAt: expect.any(Date) });
  });

  it("a worker that dies after Chapa answered, before the answer was recorded: Chapa refuses the same reference again, and the refund stays pending (in doubt), never failed", async () => {
    const { attempt, amount } = await chapaDuplicate();
    // What the dead worker sent: the refund under its stable reference, whose answer nobody recorded.
    const processor = (await processorForConnection(chapaConnectionId)) as Processor;
    expect((await processor.refund!({ attemptId: attempt.id, amount, currency: "ETB", paymentAmount: amount, processorRef: attempt.lateProcessorRef })).outcome).toBe("pending");
    await runRefundJob();
    // Chapa knows the refund only by its ref_id, which was never recorded, and refuses a reused reference
    // ("must be unique within your business"): the money went back, so the refund is in doubt, not failed.
    expect(chapaRefundsOf(attempt.id)).toHaveLength(1);
    expect(await attemptRow(attempt.id)).toMatchObject({ processorRefundStatus: "pending", processorRefundReason: null });
    expect(await openRefundJobsOf(attempt.id)).toBe(1);
    expect((await db().ledgerTransaction.findMany({ where: { referenceId: attempt.id } })).map((t) => t.kind).sort()).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
  });

  it("refused by Chapa for a reason its documentation does not pin down: in doubt (pending, asked again), never failed", async () => {
    const { attempt } = await chapaDuplicate();
    // Someone refunded the transaction in Chapa's own dashboard first: Chapa refuses a second refund, as it
    // would refuse the retry of a refund of ours whose answer was lost.
    const chapaReference = chapa.state.transactions.get(attempt.id)!.reference;
    const res = await fetch(`${chapa.url}/v1/refund/${chapaReference}`, { method: "POST", headers: { authorization: `Bearer ${CHAPA_SECRET}`, "content-type": "application/json" }, body: JSON.stringify({ reason: "dashboard" }) });
    expect(res.status).toBe(200);
    await runRefundJob();
    expect(refundPosts(chapa, attempt.id)).toHaveLength(2); // the dashboard's, then the gateway's one send
    expect(await attemptRow(attempt.id)).toMatchObject({ processorRefundStatus: "pending", processorRefundedAt: null });
    expect(await openRefundJobsOf(attempt.id)).toBe(1);
    expect((await db().ledgerTransaction.findMany({ where: { referenceId: attempt.id } })).map((t) => t.kind).sort()).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
  });
});

describe("a duplicate charge's refund through MTN MoMo", () => {
  it("is sent once (one refund call, keyed by dup_<attempt>, refunding that attempt's request to pay), asked until MoMo completes it, and finished", async () => {
    const { attempt } = await duplicateCharge({ connectionId: momoConnectionId, currency: "UGX", amount: 5000, input: MOMO, pay: async (attemptId) => momo.approve(momoReferenceId(attemptId)) });
    await runRefundJob();
    expect(await attemptRow(attempt.id)).toMatchObject({ processorRefundStatus: "pending" });
    momo.approve(momoReferenceId(`dup_${attempt.id}`));
    const done = await refundToTheEnd(attempt.id);
    const refunds = momo.kit.requests.filter((r) => r.method === "POST" && r.path === "/disbursement/v1_0/refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0].headers["x-reference-id"]).toBe(momoReferenceId(`dup_${attempt.id}`));
    expect(JSON.parse(refunds[0].body).referenceIdToRefund).toBe(momoReferenceId(attempt.id));
    expect(done).toMatchObject({ processorRefundStatus: "succeeded", processorRefundedAt: expect.any(Date) });
  });
});

// Section 2: a processor's late answer never moves a settled attempt's payment. It is
// recorded on the attempt; a late success is a duplicate charge, booked and refunded through the
// ledger at once, refunded at the processor, and shown on the payment. The stale-attempt sweep
// asks the processor before it fails an attempt. On PostgreSQL, 200 rounds of late answers
// racing the sweep and a second attempt never give a payment two successes.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { startPaymentAttempt, type StartedAttempt } from "@/lib/payments/attempts/start-payment-attempt";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { failStaleAttempts, STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import { cancelCheckout } from "@/lib/checkout/cancel-checkout";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { simulator, TEST_OTP } from "@/lib/processors/simulator";
import { expireDuePayments } from "@/lib/payments/attempts/expire-payments";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { cardAttemptSchema, type AttemptInput } from "@/lib/payments/attempts/checkout-schemas";

setupTestDatabase();
checkLedgerAfterEach();

let key: string;
let merchantId: string;
beforeAll(async () => {
  const m = await createTestMerchant();
  key = m.keys.test.secret;
  merchantId = m.merchant.id;
});

function card(number = "4242424242424242"): AttemptInput {
  const c = cardAttemptSchema.parse({ method: "card", card_number: number, expiry: "12/39", cvc: "123", name: "Abebe Kebede" });
  return { method: "card", card: { number: c.card_number, expMonth: c.expiry.month, expYear: c.expiry.year, cvc: c.cvc, name: c.name, brand: c.brand, last4: c.last4 } };
}

type Started = Extract<StartedAttempt, { kind: "started" }>;

/** Step 1 only: the attempt is recorded "processing", the processor not yet asked. */
async function start(token: string, input = card()): Promise<Started> {
  const started = await startPaymentAttempt(db(), token, input);
  if (started.kind !== "started") throw new Error("attempt did not start");
  return started;
}

/** Step 2: the processor decides (and remembers), but the gateway has not saved the answer. */
function processorAnswers(s: Started, input = card()) {
  if (!("card" in input)) throw new Error("card only");
  return simulator.authorize({ attemptId: s.attempt.id, amount: s.payment.amount, currency: s.payment.currency, method: s.attempt.method, card: input.card });
}

/** Runs the duplicate-charge refund jobs now, as the worker does once they are due; how many ran. */
async function runRefundJobs() {
  await db().job.updateMany({ where: { type: "payment.refund_duplicate_charge", doneAt: null }, data: { runAt: new Date(Date.now() - 1000) } });
  return runDueJobs(db());
}

const afterStale = () => new Date(Date.now() + STALE_AFTER_MS + 60_000);
const payment = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });
const attempt = (id: string) => db().paymentAttempt.findUniqueOrThrow({ where: { id } });
const eventTypes = (id: string) => db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }).then((e) => e.map((x) => x.type));
const ledgerKinds = async (referenceIds: string[]) =>
  (await db().ledgerTransaction.findMany({ where: { referenceId: { in: referenceIds } } })).map((t) => t.kind).sort();

describe("late answers", () => {
  it("a success after the sweep failed the attempt is a duplicate charge: refunded in the ledger and at the processor, payment unchanged", async () => {
    const p = await createHostedPaymentFor(key, { amount: 100 });
    const s = await start(p.token);
    // The processor has not received it yet: the sweep fails it, the customer sees "failed".
    expect(await failStaleAttempts(db(), afterStale())).toBe(1);
    expect(await attempt(s.attempt.id)).toMatchObject({ outcome: "failed", reason: "The payment attempt was interrupted; please try again", lateOutcome: null });
    expect((await payment(p.reference)).status).toBe("failed");
    const merchantBefore = await balanceOf("merchant_available", merchantId, "USD");

    const answer = await processorAnswers(s); // the request was in transit: the card is charged
    expect(answer.outcome).toBe("success");
    const after = await recordAttemptOutcome(db(), s.attempt, answer);

    expect(after.status).toBe("failed"); // the payment does not move
    expect(after.paidAt).toBeNull();
    // Recorded with its refund pending; the refund job is the one that sends it.
    expect(await attempt(s.attempt.id)).toMatchObject({ processorRefundStatus: "pending", processorRefundRef: null, processorRefundedAt: null });
    expect(await runRefundJobs()).toBe(1);
    const a = await attempt(s.attempt.id);
    expect(a).toMatchObject({ outcome: "failed", lateOutcome: "success", lateProcessorRef: answer.processorRef, processorRefundStatus: "succeeded" });
    expect(a.lateAnswerAt).toBeInstanceOf(Date);
    expect(a.duplicateChargeAt).toBeInstanceOf(Date);
    expect(a.processorRefundRef).toMatch(/^simre_/);
    expect(a.processorRefundedAt).toBeInstanceOf(Date);
    // Charged and given back through the ledger; the merchant's balance and the fee never move.
    expect(await ledgerKinds([p.reference, s.attempt.id])).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
    expect(await entriesOf("duplicate_charge", s.attempt.id)).toEqual([
      { type: "customer_clearing", ownerId: merchantId, amount: -10000n },
      { type: "duplicate_charges", ownerId: merchantId, amount: 10000n },
    ]);
    expect(await entriesOf("duplicate_charge_refund", s.attempt.id)).toEqual([
      { type: "customer_clearing", ownerId: merchantId, amount: 10000n },
      { type: "duplicate_charges", ownerId: merchantId, amount: -10000n },
    ]);
    expect(await balanceOf("merchant_available", merchantId, "USD")).toBe(merchantBefore);
    const held = await db().ledgerAccount.findUniqueOrThrow({ where: { type_ownerId_mode_currency: { type: "duplicate_charges", ownerId: merchantId, mode: "test", currency: "USD" } } });
    expect(held.balance).toBe(0n);
    // The processor recorded the refund, once.
    const charge = await db().simulatorCharge.findUniqueOrThrow({ where: { attemptId: s.attempt.id } });
    expect(charge).toMatchObject({ outcome: "success", refundRef: a.processorRefundRef });
    expect(await eventTypes(p.reference)).toEqual(["payment.failed", "payment.duplicate_charge_refunded"]);
    const [event] = await db().event.findMany({ where: { objectId: p.reference, type: "payment.duplicate_charge_refunded" } });
    expect(event.payload).toMatchObject({ gateway_reference: p.reference, status: "failed", duplicate_charge: { attempt: 1, payment_method: "card", amount: 100, refunded: true } });

    // The same late answer delivered again changes nothing: no second booking, event, job or refund.
    await recordAttemptOutcome(db(), s.attempt, answer);
    expect(await ledgerKinds([p.reference, s.attempt.id])).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
    expect(await eventTypes(p.reference)).toEqual(["payment.failed", "payment.duplicate_charge_refunded"]);
    expect(await db().job.count({ where: { type: "payment.refund_duplicate_charge", doneAt: null } })).toBe(0);
    expect(await runRefundJobs()).toBe(0);
    expect((await attempt(s.attempt.id)).processorRefundRef).toBe(a.processorRefundRef);
    expect((await db().simulatorCharge.findUniqueOrThrow({ where: { attemptId: s.attempt.id } })).refundRef).toBe(a.processorRefundRef);

    // The dashboard's payment page shows it.
    const detail = serializePaymentDetail(await getPaymentDetail(db(), { merchantId, mode: "test", reference: p.reference }));
    expect(detail.duplicate_charges).toEqual([
      { attempt_number: 1, method: "card", amount: 100, charged_at: a.lateAnswerAt!.toISOString(), refunded_at: a.duplicateChargeAt!.toISOString(), processor_refund: "confirmed", processor_refunded_at: a.processorRefundedAt!.toISOString(), processor_refund_reason: null },
    ]);
    expect(detail.attempt_history[0]).toMatchObject({ outcome: "failed", late_outcome: "success" });
    expect(JSON.stringify(detail)).not.toContain(answer.processorRef);
  });

  it("a late success on a payment a second attempt already paid: one success, one settlement, the duplicate refunded", async () => {
    const p = await createHostedPaymentFor(key, { amount: 50 });
    const first = await start(p.token);
    await failStaleAttempts(db(), afterStale());
    const paid = await submitPaymentAttempt(p.token, card());
    expect(paid.status).toBe("success");
    const merchantAfterPay = await balanceOf("merchant_available", merchantId, "USD");

    const late = await recordAttemptOutcome(db(), first.attempt, await processorAnswers(first));
    expect(late).toMatchObject({ status: "success", paidAt: paid.paidAt });
    const attempts = await db().paymentAttempt.findMany({ where: { paymentId: p.reference }, orderBy: { number: "asc" } });
    expect(attempts.map((a) => [a.outcome, a.lateOutcome, a.duplicateChargeAt !== null])).toEqual([
      ["failed", "success", true],
      ["success", null, false],
    ]);
    expect(await ledgerKinds([p.reference, ...attempts.map((a) => a.id)])).toEqual(["duplicate_charge", "duplicate_charge_refund", "payment_settlement"]);
    expect(await balanceOf("merchant_available", merchantId, "USD")).toBe(merchantAfterPay);
    expect(await eventTypes(p.reference)).toEqual(["payment.failed", "payment.success", "payment.duplicate_charge_refunded"]);
  });

  it("a late success on a cancelled payment is refunded; the payment stays cancelled", async () => {
    const p = await createHostedPaymentFor(key, { amount: 20 });
    const s = await start(p.token);
    await failStaleAttempts(db(), afterStale());
    await cancelCheckout(p.token);
    const after = await recordAttemptOutcome(db(), s.attempt, await processorAnswers(s));
    expect(after.status).toBe("cancelled");
    expect(await ledgerKinds([p.reference, s.attempt.id])).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
    await runRefundJobs();
    expect((await attempt(s.attempt.id)).processorRefundRef).toMatch(/^simre_/);
  });

  it("a verification completed after the session expired is a duplicate charge: refunded, the payment stays incomplete", async () => {
    const p = await createHostedPaymentFor(key, { amount: 40 });
    const s = await start(p.token, card("4000000000003220"));
    const challenge = await processorAnswers(s, card("4000000000003220"));
    expect((await recordAttemptOutcome(db(), s.attempt, challenge)).status).toBe("auth_needed");
    await db().payment.update({ where: { id: p.reference }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await expireDuePayments(db())).toBe(1);
    expect(await attempt(s.attempt.id)).toMatchObject({ outcome: "failed", reason: "Verification not completed before the session expired" });
    // The customer finishes 3-D Secure at the processor anyway: it charges and tells the gateway.
    const late = await simulator.confirmOtp({ processorRef: challenge.processorRef, otp: TEST_OTP });
    expect(late.outcome).toBe("success");
    // Checked to be a success just above (confirmOtp may also answer wrong_code).
    expect((await recordAttemptOutcome(db(), s.attempt, late as Extract<typeof late, { outcome: "success" }>)).status).toBe("incomplete");
    await runRefundJobs();
    expect(await attempt(s.attempt.id)).toMatchObject({ outcome: "failed", lateOutcome: "success", processorRefundRef: expect.stringMatching(/^simre_/) });
    expect(await ledgerKinds([p.reference, s.attempt.id])).toEqual(["duplicate_charge", "duplicate_charge_refund"]);
    expect(await eventTypes(p.reference)).toEqual(["payment.auth_needed", "payment.incomplete", "payment.duplicate_charge_refunded"]);
  });

  it("a late failure on a paid attempt is recorded on the attempt and changes nothing else", async () => {
    const p = await createHostedPaymentFor(key, { amount: 30 });
    await submitPaymentAttempt(p.token, card());
    const [a] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    const after = await recordAttemptOutcome(db(), a, { outcome: "failed", processorRef: a.processorRef!, reason: "Card declined" });
    expect(after.status).toBe("success");
    expect(await attempt(a.id)).toMatchObject({ outcome: "success", lateOutcome: "failed", lateReason: "Card declined", duplicateChargeAt: null });
    expect(await ledgerKinds([p.reference, a.id])).toEqual(["payment_settlement"]);
    expect(await eventTypes(p.reference)).toEqual(["payment.success"]);
    // The same success delivered twice is the same charge, not a duplicate.
    await recordAttemptOutcome(db(), a, { outcome: "success", processorRef: a.processorRef! });
    expect(await ledgerKinds([p.reference, a.id])).toEqual(["payment_settlement"]);
  });
});

describe("the stale-attempt sweep asks the processor first", () => {
  it("a server that died after the processor answered: the sweep applies the success, one settlement, one charge", async () => {
    const p = await createHostedPaymentFor(key, { amount: 75 });
    const s = await start(p.token);
    await processorAnswers(s); // … and the process died here, before step 3
    expect(await failStaleAttempts(db(), new Date())).toBe(0); // not stale yet
    expect(await failStaleAttempts(db(), afterStale())).toBe(1);
    expect(await payment(p.reference)).toMatchObject({ status: "success", serviceFee: 218n });
    expect(await attempt(s.attempt.id)).toMatchObject({ outcome: "success", lateOutcome: null, duplicateChargeAt: null });
    expect(await ledgerKinds([p.reference, s.attempt.id])).toEqual(["payment_settlement"]);
    expect(await db().simulatorCharge.count({ where: { attemptId: s.attempt.id } })).toBe(1);
    // The customer is not asked to pay again.
    await expect(submitPaymentAttempt(p.token, card())).rejects.toMatchObject({ code: "INVALID_STATE", message: "This payment has already been paid" });
    expect(await eventTypes(p.reference)).toEqual(["payment.success"]);
  });

  it("a declined answer is applied as declined, a pending one waits for confirmation", async () => {
    const declined = await createHostedPaymentFor(key, { amount: 10 });
    const d = await start(declined.token, card("4000000000000002"));
    await processorAnswers(d, card("4000000000000002"));
    const pendingP = await createHostedPaymentFor(key, { amount: 10, currency: "ETB" });
    const w = await start(pendingP.token, { method: "telebirr", account: "+251911110005", kind: "wallet" });
    await simulator.authorize({ attemptId: w.attempt.id, amount: w.payment.amount, currency: "ETB", method: "telebirr", account: "+251911110005" });
    await failStaleAttempts(db(), new Date(Date.now() + STALE_AFTER_MS + 1000));
    expect(await attempt(d.attempt.id)).toMatchObject({ outcome: "failed", reason: "Card declined" });
    // 5 minutes after the processor's decision the asynchronous payment has gone through.
    expect(await attempt(w.attempt.id)).toMatchObject({ outcome: "success" });
    expect((await payment(pendingP.reference)).status).toBe("success");
  });

  it("an attempt the processor never received is failed, so the customer can retry", async () => {
    const p = await createHostedPaymentFor(key, { amount: 12 });
    const s = await start(p.token);
    await failStaleAttempts(db(), afterStale());
    expect(await attempt(s.attempt.id)).toMatchObject({ outcome: "failed", lateOutcome: null });
    expect(await db().simulatorCharge.count({ where: { attemptId: s.attempt.id } })).toBe(0);
    expect((await submitPaymentAttempt(p.token, card())).status).toBe("success");
  });

  it("the processor charges one attempt once: asking again answers the first decision", async () => {
    const p = await createHostedPaymentFor(key, { amount: 13 });
    const s = await start(p.token);
    const first = await processorAnswers(s);
    const again = await processorAnswers(s, card("4000000000000002")); // even with other details
    expect(again).toEqual(first);
    expect(await db().simulatorCharge.count({ where: { attemptId: s.attempt.id } })).toBe(1);
    await recordAttemptOutcome(db(), s.attempt, first);
  });
});

describe.skipIf(!onPostgres)("late answers racing the sweep and a second attempt (PostgreSQL, 200 rounds)", () => {
  it("never two successes on one payment, exactly one settlement per paid payment, every duplicate refunded, the ledger clean", { timeout: 600_000 }, async () => {
    const expected = new Set(["INVALID_STATE"]);
    const outcomes = { paidByFirst: 0, paidBySecond: 0, duplicates: 0, unpaid: 0 };
    for (let round = 0; round < 200; round++) {
      const p = await createHostedPaymentFor(key, { amount: 10 });
      const first = await start(p.token);
      const jitter = () => new Promise((r) => setTimeout(r, Math.floor(Math.random() * 4)));
      const results = await Promise.allSettled([
        // The processor's answer for the first attempt, arriving at any moment.
        (async () => {
          await jitter();
          await recordAttemptOutcome(db(), first.attempt, await processorAnswers(first));
        })(),
        // The sweep, as if five minutes had passed.
        (async () => {
          await jitter();
          await failStaleAttempts(db(), afterStale());
        })(),
        // The customer, retrying as soon as the page lets them.
        (async () => {
          await jitter();
          await submitPaymentAttempt(p.token, card());
        })(),
      ]);
      for (const r of results) {
        if (r.status === "rejected" && !(r.reason instanceof ApiError && expected.has(r.reason.code))) throw r.reason;
      }
      // Whatever is still in flight (the second attempt may have been swept mid-way) settles.
      await failStaleAttempts(db(), afterStale());

      const after = await payment(p.reference);
      const attempts = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
      const ids = attempts.map((a) => a.id);
      const successes = attempts.filter((a) => a.outcome === "success");
      const settlements = await db().ledgerTransaction.count({ where: { kind: "payment_settlement", referenceId: p.reference } });
      expect(successes.length).toBeLessThanOrEqual(1);
      expect(attempts.filter((a) => a.outcome === "processing" || a.outcome === "pending")).toEqual([]);
      if (after.status === "success") {
        expect(successes.length).toBe(1);
        expect(settlements).toBe(1);
      } else {
        expect(successes.length).toBe(0);
        expect(settlements).toBe(0);
      }
      // Every charge the processor took is either the payment's one success or refunded (by its job).
      await runRefundJobs();
      const charges = await db().simulatorCharge.findMany({ where: { attemptId: { in: ids }, outcome: "success" } });
      for (const c of charges) {
        const a = attempts.find((x) => x.id === c.attemptId)!;
        if (a.outcome === "success") continue;
        expect(a.duplicateChargeAt).not.toBeNull();
        expect(c.refundRef).not.toBeNull();
        expect(await db().ledgerTransaction.count({ where: { kind: { in: ["duplicate_charge", "duplicate_charge_refund"] }, referenceId: a.id } })).toBe(2);
      }
      const duplicates = attempts.filter((a) => a.duplicateChargeAt !== null).length;
      outcomes.duplicates += duplicates;
      if (after.status !== "success") outcomes.unpaid++;
      else if (successes[0].number === 1) outcomes.paidByFirst++;
      else outcomes.paidBySecond++;
    }
    const report = await checkLedger(db());
    expect(report.problems).toEqual([]);
    const held = await db().ledgerAccount.findMany({ where: { type: "duplicate_charges" } });
    for (const account of held) expect(account.balance).toBe(0n);
    // The race went both ways: some payments paid by the late answer, some by the retry with a refunded duplicate.
    console.info("late-answer race outcomes", outcomes);
    expect(outcomes.paidByFirst + outcomes.paidBySecond).toBe(200 - outcomes.unpaid);
    expect(outcomes.paidByFirst).toBeGreaterThan(0);
    expect(outcomes.duplicates).toBeGreaterThan(0);
  });
});

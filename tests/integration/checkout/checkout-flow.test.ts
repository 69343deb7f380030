// The checkout's payment attempts against the simulator — outcomes, OTP, async
// confirmation, retries and their limits, cancel, expiry, events — and on PostgreSQL,
// that two simultaneous attempts never both charge.
import { beforeAll, describe, expect, it } from "vitest";
import { serveLivePayments } from "@/tests/factories/connections";
import { disableConnection } from "@/lib/processors/connections";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { confirmAttemptOtp } from "@/lib/payments/attempts/confirm-attempt-otp";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { cancelCheckout } from "@/lib/checkout/cancel-checkout";
import { expireDuePayments } from "@/lib/payments/attempts/expire-payments";
import { loadCheckout } from "@/lib/checkout/load-checkout";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { cardAttemptSchema } from "@/lib/payments/attempts/checkout-schemas";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";

setupTestDatabase();
checkLedgerAfterEach();

let key: string;
let liveKey: string;
beforeAll(async () => {
  const m = await createTestMerchant();
  key = m.keys.test.secret;
  liveKey = m.keys.live.secret;
});

function card(number: string): AttemptInput {
  const c = cardAttemptSchema.parse({ method: "card", card_number: number, expiry: "12/39", cvc: "123", name: "Abebe Kebede" });
  return { method: "card", card: { number: c.card_number, expMonth: c.expiry.month, expYear: c.expiry.year, cvc: c.cvc, name: c.name, brand: c.brand, last4: c.last4 } };
}
const wallet = (method: string, phone: string): AttemptInput => ({ method, account: phone, kind: "wallet" });

const events = (id: string) => db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" } }).then((e) => e.map((x) => x.type));
const payment = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });

async function expectRefused(promise: Promise<unknown>, message: RegExp) {
  await expect(promise).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(message) });
}

describe("card outcomes", () => {
  it("4242 succeeds: fee, paid time, method, card summary only, one event", async () => {
    const p = await createHostedPaymentFor(key, { amount: 100 });
    const after = await submitPaymentAttempt(p.token, card("4242 4242 4242 4242"));
    expect(after).toMatchObject({ status: "success", serviceFee: 290n, paymentMethod: "card", attemptCount: 1 }); // 2.9 % of 100.00
    expect(after.paidAt).toBeInstanceOf(Date);
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(attempt).toMatchObject({ outcome: "success", cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12, cardExpYear: 2039, method: "card" });
    expect(JSON.stringify(attempt, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain("4242424242424242");
    expect(await events(p.reference)).toEqual(["payment.success"]);
    const [event] = await db().event.findMany({ where: { objectId: p.reference } });
    expect(event.payload).toMatchObject({ gateway_reference: p.reference, status: "success", amount: 100, currency: "USD", service_fee: 2.9 });
  });

  it("accepts no further attempt after success", async () => {
    const p = await createHostedPaymentFor(key);
    await submitPaymentAttempt(p.token, card("4242424242424242"));
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /already been paid/);
    expect((await payment(p.reference)).attemptCount).toBe(1);
  });

  it("insufficient funds fails with its reason, and a retry succeeds", async () => {
    const p = await createHostedPaymentFor(key);
    const failed = await submitPaymentAttempt(p.token, card("4000000000009995"));
    expect(failed.status).toBe("failed");
    expect(failed.firstFailedAt).toBeInstanceOf(Date);
    const view = (await loadCheckout(p.token))!.view;
    expect(view).toMatchObject({ screen: "failed", lastFailure: "Insufficient funds", retriesLeft: 9 });
    const ok = await submitPaymentAttempt(p.token, card("4242424242424242"));
    expect(ok.status).toBe("success");
    expect(await events(p.reference)).toEqual(["payment.failed", "payment.success"]);
  });

  it("a declined card fails; a blocked card blocks for good", async () => {
    const p = await createHostedPaymentFor(key);
    expect((await submitPaymentAttempt(p.token, card("4000000000000002"))).status).toBe("failed");
    expect((await submitPaymentAttempt(p.token, card("4100000000000019"))).status).toBe("blocked");
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /blocked/);
    expect(await events(p.reference)).toEqual(["payment.failed", "payment.blocked"]);
    expect((await loadCheckout(p.token))!.view.screen).toBe("blocked");
  });

  it("3-D Secure: three wrong codes fail the attempt, the right one on a retry succeeds", async () => {
    const p = await createHostedPaymentFor(key);
    expect((await submitPaymentAttempt(p.token, card("4000000000003220"))).status).toBe("auth_needed");
    expect((await loadCheckout(p.token))!.view).toMatchObject({ screen: "auth_needed", challenge: "3ds" });
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /verification step/);
    // A wrong code costs one of the attempt's 3 tries; the third fails the attempt.
    expect((await confirmAttemptOtp(p.token, "000000")).payment.status).toBe("auth_needed");
    expect((await confirmAttemptOtp(p.token, "000000")).payment.status).toBe("auth_needed");
    expect((await confirmAttemptOtp(p.token, "000000")).payment.status).toBe("failed");
    await expectRefused(confirmAttemptOtp(p.token, "123456"), /no verification step/);
    expect((await submitPaymentAttempt(p.token, card("4000000000003220"))).status).toBe("auth_needed");
    expect((await confirmAttemptOtp(p.token, "123456")).payment.status).toBe("success");
    expect(await events(p.reference)).toEqual(["payment.auth_needed", "payment.failed", "payment.auth_needed", "payment.success"]);
  });
});

describe("wallet outcomes", () => {
  it("ending 0001 succeeds, with the wallet's fee", async () => {
    const p = await createHostedPaymentFor(key, { amount: 1000, currency: "ETB" });
    const after = await submitPaymentAttempt(p.token, wallet("telebirr", "+251911110001"));
    expect(after).toMatchObject({ status: "success", paymentMethod: "telebirr", serviceFee: 1500n });
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(attempt.phoneLast4).toBe("0001");
  });

  it("ending 0003 needs the OTP 123456", async () => {
    const p = await createHostedPaymentFor(key, { amount: 20000, currency: "UGX" });
    expect((await submitPaymentAttempt(p.token, wallet("mtn_momo", "+256772110003"))).status).toBe("auth_needed");
    expect((await loadCheckout(p.token))!.view.challenge).toBe("otp");
    expect((await confirmAttemptOtp(p.token, "123456")).payment.status).toBe("success");
  });

  it("ending 0002 fails and 0004 blocks", async () => {
    const a = await createHostedPaymentFor(key, { amount: 500, currency: "DJF" });
    expect((await submitPaymentAttempt(a.token, wallet("waafi", "+25377110002"))).status).toBe("failed");
    const b = await createHostedPaymentFor(key, { amount: 500, currency: "DJF" });
    expect((await submitPaymentAttempt(b.token, wallet("d_money", "+25377110004"))).status).toBe("blocked");
  });

  it("ending 0005 stays pending, refuses a second attempt and a cancel, then the worker confirms it after 30 s", async () => {
    const p = await createHostedPaymentFor(key, { amount: 100, currency: "ETB" });
    expect((await submitPaymentAttempt(p.token, wallet("mpesa", "+251911110005"))).status).toBe("pending");
    expect((await loadCheckout(p.token))!.view.screen).toBe("processing");
    await expectRefused(submitPaymentAttempt(p.token, wallet("mpesa", "+251911110001")), /already in progress/);
    await expectRefused(cancelCheckout(p.token), /in progress/);
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: p.reference } });
    expect(await confirmPendingAttempt(attempt, db(), new Date(attempt.createdAt.getTime() + 10_000))).toEqual({ retryInMs: 20_000 });
    expect(await runDueJobs(db())).toBe(0); // not due before 30 s
    // 30 s later: the job is due and the processor confirms.
    await db().paymentAttempt.update({ where: { id: attempt.id }, data: { createdAt: new Date(Date.now() - 31_000) } });
    await db().job.updateMany({ where: { doneAt: null, type: "payment.confirm_pending_attempt" }, data: { runAt: new Date(Date.now() - 1000) } });
    expect(await runDueJobs(db())).toBeGreaterThanOrEqual(1);
    expect((await payment(p.reference)).status).toBe("success");
    expect(await events(p.reference)).toEqual(["payment.success"]);
  });

  it("refuses a wallet of another currency and a method the merchant restricted away", async () => {
    const p = await createHostedPaymentFor(key, { amount: 100, currency: "ETB", preferred_payment_methods: ["telebirr"] });
    await expect(submitPaymentAttempt(p.token, wallet("mtn_momo", "+256772110001"))).rejects.toMatchObject({ code: "INVALID_VALUE" });
    expect(await payment(p.reference)).toMatchObject({ status: "pending", attemptCount: 0 });
    const restricted = await createTestMerchant();
    await updateMerchantSettings(db(), { merchantId: restricted.merchant.id, actor: { type: "cli" }, input: { restrict_to_preferred_methods: true } });
    const q = await createHostedPaymentFor(restricted.keys.test.secret, { amount: 100, currency: "ETB", preferred_payment_methods: ["telebirr"] });
    await expect(submitPaymentAttempt(q.token, card("4242424242424242"))).rejects.toMatchObject({ code: "INVALID_VALUE" });
    expect((await payment(q.reference)).attemptCount).toBe(0);
  });
});

describe("retries", () => {
  it("allows 10 attempts; then no retries are left and the payment stays failed", async () => {
    const p = await createHostedPaymentFor(key);
    for (let i = 1; i <= 10; i++) {
      const after = await submitPaymentAttempt(p.token, card("4000000000000002"));
      expect(after).toMatchObject({ status: "failed", attemptCount: i });
    }
    expect((await loadCheckout(p.token))!.view).toMatchObject({ screen: "no_retries", retriesLeft: 0 });
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /No retries left: the limit of 10 attempts/);
    expect(await payment(p.reference)).toMatchObject({ status: "failed", attemptCount: 10 });
    expect(await db().paymentAttempt.count({ where: { paymentId: p.reference } })).toBe(10);
  });

  it("closes retries when the retry window since the first failure has passed", async () => {
    const p = await createHostedPaymentFor(key);
    await submitPaymentAttempt(p.token, card("4000000000000002"));
    await db().payment.update({ where: { id: p.reference }, data: { firstFailedAt: new Date(Date.now() - 61 * 60_000) } });
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /60-minute retry window has closed/);
    expect(await payment(p.reference)).toMatchObject({ status: "failed", attemptCount: 1 });
    expect((await loadCheckout(p.token))!.view.screen).toBe("no_retries");
  });

  it("uses the merchant's retry window, counted from the first failure", async () => {
    const m = await createTestMerchant();
    await updateMerchantSettings(db(), { merchantId: m.merchant.id, actor: { type: "cli" }, input: { retry_window_minutes: 5 } });
    const p = await createHostedPaymentFor(m.keys.test.secret);
    await submitPaymentAttempt(p.token, card("4000000000000002"));
    await db().payment.update({ where: { id: p.reference }, data: { firstFailedAt: new Date(Date.now() - 4 * 60_000) } });
    expect((await submitPaymentAttempt(p.token, card("4000000000000002"))).status).toBe("failed");
    await db().payment.update({ where: { id: p.reference }, data: { firstFailedAt: new Date(Date.now() - 6 * 60_000) } });
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /5-minute retry window/);
  });
});

describe("cancel and expiry", () => {
  it("cancel moves a pending payment to cancelled once, and refuses later attempts", async () => {
    const p = await createHostedPaymentFor(key);
    expect((await cancelCheckout(p.token)).status).toBe("cancelled");
    expect((await cancelCheckout(p.token)).status).toBe("cancelled");
    await expectRefused(submitPaymentAttempt(p.token, card("4242424242424242")), /cancelled/);
    expect(await events(p.reference)).toEqual(["payment.cancelled"]);
  });

  it("cannot cancel a paid payment", async () => {
    const p = await createHostedPaymentFor(key);
    await submitPaymentAttempt(p.token, card("4242424242424242"));
    await expectRefused(cancelCheckout(p.token), /success and can no longer be cancelled/);
  });

  it("the sweep marks expired pending and auth_needed sessions incomplete; failed stays failed", async () => {
    const pending = await createHostedPaymentFor(key);
    const waiting = await createHostedPaymentFor(key);
    await submitPaymentAttempt(waiting.token, card("4000000000003220"));
    const failed = await createHostedPaymentFor(key);
    await submitPaymentAttempt(failed.token, card("4000000000000002"));
    const fresh = await createHostedPaymentFor(key);
    const past = new Date(Date.now() - 1000);
    await db().payment.updateMany({ where: { id: { in: [pending.reference, waiting.reference, failed.reference] } }, data: { expiresAt: past } });

    expect(await expireDuePayments(db())).toBe(2);
    expect((await payment(pending.reference)).status).toBe("incomplete");
    expect((await payment(waiting.reference)).status).toBe("incomplete");
    expect((await payment(failed.reference)).status).toBe("failed");
    expect((await payment(fresh.reference)).status).toBe("pending");
    expect(await events(pending.reference)).toEqual(["payment.incomplete"]);
    expect(await expireDuePayments(db())).toBe(0);
    expect((await loadCheckout(pending.token))!.view.screen).toBe("expired");
    // A late attempt changes nothing: the page shows the expired screen.
    expect(await submitPaymentAttempt(pending.token, card("4242424242424242"))).toMatchObject({ status: "incomplete", attemptCount: 0 });
  });

  it("opening an expired checkout marks it incomplete at once", async () => {
    const p = await createHostedPaymentFor(key);
    await db().payment.update({ where: { id: p.reference }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await loadCheckout(p.token))!.view.screen).toBe("expired");
    expect((await payment(p.reference)).status).toBe("incomplete");
  });

  it("an attempt on an expired session is refused and marks it incomplete", async () => {
    const p = await createHostedPaymentFor(key);
    await db().payment.update({ where: { id: p.reference }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await submitPaymentAttempt(p.token, card("4242424242424242"))).status).toBe("incomplete");
    expect((await payment(p.reference)).attemptCount).toBe(0);
  });
});

describe("live mode", () => {
  it("never charges through the simulator", async () => {
    // A live payment needs a live connection at creation; it goes away before the customer pays.
    const connection = await serveLivePayments();
    const p = await createHostedPaymentFor(liveKey);
    await disableConnection(connection.id);
    await expect(submitPaymentAttempt(p.token, card("4242424242424242"))).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/not available for live payments/) });
    expect(await payment(p.reference)).toMatchObject({ status: "pending", attemptCount: 0 });
    const view = (await loadCheckout(p.token))!.view;
    expect(view.testMode).toBe(false);
    expect(view.methods.every((x) => !x.available)).toBe(true);
  });
});

describe.skipIf(!onPostgres)("double submit (PostgreSQL)", () => {
  it("two attempts at the same moment never both charge", async () => {
    for (let round = 0; round < 5; round++) {
      const p = await createHostedPaymentFor(key);
      const results = await Promise.allSettled([submitPaymentAttempt(p.token, card("4242424242424242")), submitPaymentAttempt(p.token, card("4242424242424242"))]);
      const after = await payment(p.reference);
      expect(after.status).toBe("success");
      expect(after.attemptCount).toBe(1);
      expect(await db().paymentAttempt.count({ where: { paymentId: p.reference, outcome: "success" } })).toBe(1);
      expect(await events(p.reference)).toEqual(["payment.success"]);
      const rejected = results.filter((r) => r.status === "rejected");
      expect(rejected).toHaveLength(1);
      expect((rejected[0] as PromiseRejectedResult).reason.code).toBe("INVALID_STATE");
    }
  });

  it("ten tabs at once: exactly one attempt runs", async () => {
    const p = await createHostedPaymentFor(key);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => submitPaymentAttempt(p.token, card("4242424242424242"))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().paymentAttempt.count({ where: { paymentId: p.reference } })).toBe(1);
    expect((await payment(p.reference)).status).toBe("success");
  });
});

// The risk engine in the real checkout (docs/risk.md): rules, lists and caps decide before routing;
// a block ends the attempt blocked with no processor call and a generic reason; shadow rules only
// report; installation rules come before the merchant's and cannot be loosened by them; velocity
// counters count every attempt per dimension; the decision and hashed signals are on the attempt.
import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt, createHostedPaymentFor } from "@/tests/factories/payments";
import { createPaymentLink } from "@/tests/factories/payment-link";
import { startLinkPayment } from "@/lib/payment-links/start-link-payment";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import type { AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { POST as createCharge } from "@/app/v2/charges/route";
import { addList, addRule, removeInstallationRows } from "@/tests/integration/risk/risk-support";
import { sweepRiskCounters } from "@/lib/risk/velocity";

setupTestDatabase();
checkLedgerAfterEach();
afterEach(removeInstallationRows);

const wallet = (phone: string): AttemptInput => ({ method: "telebirr", account: phone, kind: "wallet" });
const attemptsOf = (paymentId: string) => db().paymentAttempt.findMany({ where: { paymentId }, orderBy: { number: "asc" } });
const processorCalls = (attemptId: string) => db().simulatorCharge.count({ where: { attemptId } });

async function merchant() {
  const m = await createTestMerchant();
  return { id: m.merchant.id, key: m.keys.test.secret, userId: m.user.id };
}

/** A hosted ETB payment paid (or not) with telebirr on `phone`; the simulator's outcome is the number's last four digits. */
async function payByWallet(key: string, phone: string, body: Record<string, unknown> = {}) {
  const p = await createHostedPaymentFor(key, { currency: "ETB", amount: 100, ...body });
  const after = await submitPaymentAttempt(p.token, wallet(phone));
  const [attempt] = (await attemptsOf(p.reference)).slice(-1);
  return { reference: p.reference, payment: after, attempt };
}

describe("velocity", () => {
  it("velocity.phone.attempts_1h >= 5 blocks the sixth attempt from one number within the hour, without a processor call", async () => {
    const m = await merchant();
    const rule = await addRule({ merchantId: m.id, action: "block", expression: "velocity.phone.attempts_1h >= 5", name: "Five an hour per phone" });
    for (let i = 0; i < 5; i++) {
      const { payment, attempt } = await payByWallet(m.key, "+251911110001");
      expect(payment.status).toBe("success");
      expect(attempt.riskDecision).toBeNull();
    }
    const sixth = await payByWallet(m.key, "0911110001"); // the same number written locally
    expect(sixth.payment.status).toBe("blocked");
    expect(sixth.attempt).toMatchObject({ outcome: "blocked", riskDecision: "block", riskRuleId: rule.id, connectionId: null });
    // The customer (and the event) sees a generic reason, never the rule's name.
    expect(sixth.attempt.reason).toBe("Blocked by risk checks");
    expect(await processorCalls(sixth.attempt.id)).toBe(0);
    const [event] = await db().event.findMany({ where: { objectId: sixth.reference } });
    expect(event.type).toBe("payment.blocked");
    expect(JSON.stringify(event.payload)).not.toContain("Five an hour");
    // Hashes only: no phone number in what the attempt stored.
    expect(JSON.stringify(sixth.attempt.riskSignals)).not.toMatch(/911110001/);

    // Another number is not blocked.
    const other = await payByWallet(m.key, "+251911220001");
    expect(other.payment.status).toBe("success");

    // The phone's counters: six attempts in the hour's buckets, one decline (the block).
    const hash = (sixth.attempt.riskSignals as { keys: { phone: string } }).keys.phone;
    const counters = await db().riskCounter.findMany({ where: { merchantId: m.id, dimension: "phone", valueHash: hash, granularity: "5m" } });
    expect(counters.reduce((n, c) => n + c.attempts, 0)).toBe(6);
    expect(counters.reduce((n, c) => n + c.declines, 0)).toBe(1);
  });

  it("declines count per number, and a rule on declines reads them", async () => {
    const m = await merchant();
    const rule = await addRule({ merchantId: m.id, action: "block", expression: "velocity.phone.declines_24h >= 2" });
    expect((await payByWallet(m.key, "+251911110002")).payment.status).toBe("failed");
    expect((await payByWallet(m.key, "+251911110002")).payment.status).toBe("failed");
    const third = await payByWallet(m.key, "+251911110002");
    expect(third.attempt).toMatchObject({ outcome: "blocked", riskRuleId: rule.id });
  });

  it("the sweep deletes buckets older than eight days, and keeps the rest", async () => {
    const m = await merchant();
    await payByWallet(m.key, "+251911110001");
    const before = await db().riskCounter.count({ where: { merchantId: m.id } });
    expect(before).toBeGreaterThan(0);
    expect(await sweepRiskCounters(db(), new Date(Date.now() + 7 * 86_400_000))).toBe(0);
    expect(await db().riskCounter.count({ where: { merchantId: m.id } })).toBe(before);
    await sweepRiskCounters(db(), new Date(Date.now() + 9 * 86_400_000));
    expect(await db().riskCounter.count({ where: { merchantId: m.id } })).toBe(0);
  });
});

describe("shadow rules", () => {
  it("a shadow block rule reports what it would have blocked and the attempt goes through", async () => {
    const m = await merchant();
    const shadow = await addRule({ merchantId: m.id, action: "block", expression: "amount >= 50.0", status: "shadow" });
    const unmatched = await addRule({ merchantId: m.id, action: "block", expression: "amount >= 5000.0", status: "shadow" });
    const { payment, attempt } = await payByWallet(m.key, "+251911110001");
    expect(payment.status).toBe("success");
    expect(attempt.riskDecision).toBeNull();
    expect(attempt.riskShadowRuleIds).toEqual([shadow.id]);
    expect(attempt.riskShadowRuleIds).not.toContain(unmatched.id);
    expect(await processorCalls(attempt.id)).toBe(1);
  });
});

describe("lists", () => {
  it("a phone list blocks a listed number, however it is written, and no other", async () => {
    const m = await merchant();
    await addList({ merchantId: m.id, alias: "blocked_phones", kind: "phone", values: ["+251 91 133 0001"] });
    const rule = await addRule({ merchantId: m.id, action: "block", expression: 'in_list("blocked_phones", phone)' });
    const listed = await payByWallet(m.key, "0911330001");
    expect(listed.attempt).toMatchObject({ outcome: "blocked", riskRuleId: rule.id });
    expect(await processorCalls(listed.attempt.id)).toBe(0);
    expect((await payByWallet(m.key, "+251911440001")).payment.status).toBe("success");
  });

  it("an installation-wide e-mail list and rule apply to every merchant", async () => {
    const [a, b] = [await merchant(), await merchant()];
    await addList({ merchantId: null, alias: "fraud_emails", kind: "email", values: ["Fraud@Example.test"] });
    const rule = await addRule({ merchantId: null, action: "block", expression: 'in_list("fraud_emails", email)' });
    for (const m of [a, b]) {
      const customer = { first_name: "F", last_name: "R", email: "FRAUD@example.test", phone_number: "+251911234567" };
      const blocked = await payByWallet(m.key, "+251911110001", { customer });
      expect(blocked.attempt).toMatchObject({ outcome: "blocked", riskDecision: "block", riskRuleId: rule.id });
      expect((await payByWallet(m.key, "+251911110001")).payment.status).toBe("success");
    }
  });

  it("a card BIN list blocks cards of that BIN on the checkout", async () => {
    const m = await merchant();
    await addList({ merchantId: m.id, alias: "bad_bins", kind: "card_bin", values: ["424242"] });
    const rule = await addRule({ merchantId: m.id, action: "block", expression: 'in_list("bad_bins", card_bin)' });
    const p = await createHostedPaymentFor(m.key, { amount: 100 });
    const after = await submitPaymentAttempt(p.token, { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: "4242" } });
    expect(after.status).toBe("blocked");
    const [attempt] = await attemptsOf(p.reference);
    expect(attempt).toMatchObject({ riskRuleId: rule.id, cardLast4: "4242" });
    expect(JSON.stringify(attempt.riskSignals)).not.toContain("4242424242424242");
  });
});

describe("caps", () => {
  it("one payment above the currency's cap is blocked; the day cap counts the day's total", async () => {
    const m = await merchant();
    await db().merchant.update({ where: { id: m.id }, data: { riskCaps: { ETB: { payment: "50000", day: "80000" } } } });
    const over = await payByWallet(m.key, "+251911110001", { amount: 600 });
    expect(over.attempt).toMatchObject({ outcome: "blocked", riskDecision: "block", riskRuleId: "cap" });
    expect(over.attempt.reason).toBe("Blocked by risk checks");
    expect(await processorCalls(over.attempt.id)).toBe(0);
    // Another currency has no cap.
    expect((await createHostedPaymentFor(m.key, { amount: 600, currency: "USD" })).reference).toBeTruthy();
    // 400 + 300 = 700 of the day's 800 (the blocked 600 was never sent, so it is not in the day's total).
    expect((await payByWallet(m.key, "+251911110001", { amount: 400 })).payment.status).toBe("success");
    expect((await payByWallet(m.key, "+251911110001", { amount: 300 })).payment.status).toBe("success");
    const past = await payByWallet(m.key, "+251911110001", { amount: 200 });
    expect(past.attempt).toMatchObject({ outcome: "blocked", riskRuleId: "cap" });
  });
});

describe("evaluation order", () => {
  it("a merchant's allow rule does not skip an installation block rule", async () => {
    const m = await merchant();
    const block = await addRule({ merchantId: null, action: "block", expression: 'email == "order-inst-block@example.test"' });
    await addRule({ merchantId: m.id, action: "allow", expression: "true" });
    const customer = { first_name: "O", last_name: "B", email: "order-inst-block@example.test", phone_number: "+251911234567" };
    const { attempt } = await payByWallet(m.key, "+251911110001", { customer });
    expect(attempt).toMatchObject({ outcome: "blocked", riskDecision: "block", riskRuleId: block.id });
  });

  it("an installation allow rule skips a merchant's block rule", async () => {
    const m = await merchant();
    const allow = await addRule({ merchantId: null, action: "allow", expression: 'email == "order-inst-allow@example.test"' });
    const block = await addRule({ merchantId: m.id, action: "block", expression: "true" });
    const customer = { first_name: "O", last_name: "A", email: "order-inst-allow@example.test", phone_number: "+251911234567" };
    const allowed = await payByWallet(m.key, "+251911110001", { customer });
    expect(allowed.payment.status).toBe("success");
    expect(allowed.attempt).toMatchObject({ riskDecision: "allow", riskRuleId: allow.id });
    // Without the installation's allow, the merchant's block applies.
    const blocked = await payByWallet(m.key, "+251911110001");
    expect(blocked.attempt).toMatchObject({ outcome: "blocked", riskRuleId: block.id });
  });

  it("a merchant's allow rule skips the merchant's own block rule; block comes before review", async () => {
    const m = await merchant();
    const allow = await addRule({ merchantId: m.id, action: "allow", expression: "amount < 150.0" });
    await addRule({ merchantId: m.id, action: "block", expression: "amount < 1000.0" });
    const review = await addRule({ merchantId: m.id, action: "review", expression: "true", position: 1 });
    const small = await payByWallet(m.key, "+251911110001", { amount: 100 });
    expect(small.attempt).toMatchObject({ outcome: "success", riskDecision: "allow", riskRuleId: allow.id });
    const large = await payByWallet(m.key, "+251911110001", { amount: 200 });
    expect(large.attempt).toMatchObject({ outcome: "blocked", riskDecision: "block" });
    expect(large.attempt.riskRuleId).not.toBe(review.id);
  });
});

describe("payment links", () => {
  it("a blocked link payment gives its ticket back, as a processor's block does", async () => {
    const m = await merchant();
    await addRule({ merchantId: m.id, action: "block", expression: 'email == "risky-buyer@example.test"' });
    const link = await createPaymentLink({ merchantId: m.id, ticketTypes: [{ name: "Front row", price: 25, quantity: 1 }] });
    const [type] = link.ticketTypes;
    const buy = (email: string) =>
      startLinkPayment(db(), { slug: link.slug, form: { customer: { first_name: "B", email }, custom_fields: {}, tickets: [{ ticket_type_id: type.id, attendee_name: "B" }] } });
    const risky = await buy("risky-buyer@example.test");
    const blocked = await submitPaymentAttempt(risky.payment.checkoutToken, cardAttempt());
    expect(blocked.status).toBe("blocked");
    // The last ticket is free again: the next buyer gets it and pays.
    const next = await buy("next-buyer@example.test");
    expect((await submitPaymentAttempt(next.payment.checkoutToken, cardAttempt())).status).toBe("success");
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ quantity: 1, taken: 1 });
  });
});

describe("direct charges", () => {
  it("a blocked direct charge answers as the API's blocked charge, with the generic reason", async () => {
    const m = await merchant();
    await addRule({ merchantId: m.id, action: "block", expression: 'phone == "+251911550001"', name: "Secret rule name" });
    const res = await createCharge(apiRequest("/v2/charges", { key: m.key, body: { amount: 100, currency: "ETB", method: "telebirr", phone_number: "+251911550001" } }));
    const body = await res.json();
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ status: "blocked", failure_reason: "Blocked by risk checks" });
    expect(JSON.stringify(body)).not.toContain("Secret rule name");
    const [attempt] = await attemptsOf(body.data.gateway_reference);
    expect(attempt).toMatchObject({ outcome: "blocked", riskDecision: "block" });
    expect(await processorCalls(attempt.id)).toBe(0);
  });
});

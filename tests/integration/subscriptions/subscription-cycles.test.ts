// A year of a monthly telebirr subscription on a test clock, collected by push through the test-mode
// simulator: twelve invoices, each paid by one charge; one period's wallet declines every try, so the
// subscription goes past due, and paying on the next try's number brings it back. Every step's events
// are in the outbox, and the ledger holds.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createTestClock } from "@/lib/billing/test-clocks";
import { advanceTestClockUntilReady } from "@/tests/support/test-clock";
import { advanceSubscription } from "@/lib/billing/advance-subscription";
import { runDueSubscriptions } from "@/lib/billing/run-due-subscriptions";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
const actor = { type: "cli" } as const;

beforeAll(async () => {
  shop = await createTestMerchant();
});

const advanceTo = (clockId: string, to: string) => advanceTestClockUntilReady({ merchantId: shop.merchant.id, clockId, to });

async function monthlyPlan(currency = "ETB", amount = 1200) {
  return createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber", amount, currency, interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor });
}

async function pushSubscription(planId: string, clockId: string, wallet: string, extra: Record<string, unknown> = {}) {
  return db().$transaction((tx) =>
    createSubscription(tx, {
      merchantId: shop.merchant.id,
      mode: "test",
      otherMode: "unauthorized",
      input: { plan_reference: planId, customer: { first_name: "Almaz", email: "almaz@example.test" }, collection_method: "push", payment_method: "telebirr", wallet_number: wallet, test_clock: clockId, ...extra },
      actor,
    }),
  );
}

const eventsOf = async (objectId: string) => (await db().event.findMany({ where: { objectId }, orderBy: { createdAt: "asc" } })).map((e) => e.type);

describe("a year on the test clock", () => {
  it("bills twelve months, one charge each, on the anchor's day", async () => {
    const plan = await monthlyPlan();
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-01-31T09:00:00Z"), actor }));
    const sub = await pushSubscription(plan.id, clock.id, "+251911000001");
    expect(sub.status).toBe("incomplete");

    await advanceTo(clock.id, "2027-12-31T09:00:00Z");
    const after = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(after.status).toBe("active");
    const invoices = await db().invoice.findMany({ where: { subscriptionId: sub.id }, orderBy: { periodIndex: "asc" } });
    // Periods 0..11 start 31 Jan .. 30 Nov; 31 Dec starts period 11's successor (the 12th invoice).
    expect(invoices.map((i) => i.periodStart!.toISOString().slice(0, 10))).toEqual([
      "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30", "2027-07-31", "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30", "2027-12-31",
    ]);
    expect(invoices.every((i) => i.status === "paid" && i.amountPaid === 120000n && i.chargeTries === 1)).toBe(true);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(12);
    const payments = await db().payment.findMany({ where: { merchantId: shop.merchant.id, paymentType: "Subscription", merchantReference: { startsWith: invoices[0].id.slice(0, 3) } } });
    expect(payments.filter((p) => p.status === "success")).toHaveLength(12);
    expect(await eventsOf(invoices[0].id)).toEqual(["invoice.created", "invoice.paid"]);
    const subEvents = await eventsOf(sub.id);
    expect(subEvents[0]).toBe("subscription.created");
    expect(subEvents.filter((t) => t === "subscription.updated").length).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it("goes past due when every try of a period fails, and is active again when a try is paid", async () => {
    const plan = await monthlyPlan("ETB", 500);
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-03-01T08:00:00Z"), actor }));
    const sub = await pushSubscription(plan.id, clock.id, "+251911000001", { dunning: { charge_attempts: 3, retry_interval_hours: 24 } });
    await advanceTo(clock.id, "2027-03-02T08:00:00Z");
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("active");

    // The customer's wallet starts declining (…0002): April's charge and its two retries fail.
    await db().subscription.update({ where: { id: sub.id }, data: { walletNumber: "+251911000002" } });
    await advanceTo(clock.id, "2027-04-05T08:00:00Z");
    const pastDue = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(pastDue.status).toBe("past_due");
    const april = await db().invoice.findFirstOrThrow({ where: { subscriptionId: sub.id, periodIndex: 1 } });
    expect([april.status, april.chargeTries]).toEqual(["open", 3]);
    const aprilTries = await db().invoicePayment.findMany({ where: { invoiceId: april.id }, orderBy: { try: "asc" } });
    expect(aprilTries.map((t) => t.outcome)).toEqual(["failed", "failed", "failed"]);
    expect((await eventsOf(april.id)).filter((t) => t === "invoice.payment_failed")).toHaveLength(3);
    expect(await eventsOf(sub.id)).toContain("subscription.past_due");

    // May comes with April unpaid: the merchant's default choice, unpaid (billing stops).
    await advanceTo(clock.id, "2027-05-02T08:00:00Z");
    const unpaid = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect([unpaid.status, unpaid.nextActionAt]).toEqual(["unpaid", null]);
    expect(await db().invoice.count({ where: { subscriptionId: sub.id } })).toBe(2);
  }, 120_000);

  it("recovers a past-due subscription when a retry is paid", async () => {
    const plan = await monthlyPlan("ETB", 300);
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-06-10T08:00:00Z"), actor }));
    const sub = await pushSubscription(plan.id, clock.id, "+251911000002", { dunning: { charge_attempts: 2, retry_interval_hours: 12 } });
    // The first try fails (…0002); before the retry, the customer gives a wallet that pays.
    await advanceTo(clock.id, "2027-06-10T09:00:00Z");
    const first = await db().invoice.findFirstOrThrow({ where: { subscriptionId: sub.id, periodIndex: 0 } });
    expect([first.status, first.chargeTries]).toEqual(["open", 1]);
    await db().subscription.update({ where: { id: sub.id }, data: { walletNumber: "+251911000001" } });
    await advanceTo(clock.id, "2027-06-11T09:00:00Z");
    const paid = await db().invoice.findFirstOrThrow({ where: { id: first.id } });
    expect([paid.status, paid.chargeTries]).toEqual(["paid", 2]);
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("active");
  }, 120_000);

  it("cancels instead when the merchant chose so, and completes a plan with a cycle limit", async () => {
    const limited = await createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "3 instalments", amount: 100, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, cycle_limit: 3, allow_multiple_subscriptions: true }, actor });
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId: shop.merchant.id, mode: "test", frozenTime: new Date("2027-01-15T08:00:00Z"), actor }));
    const sub = await pushSubscription(limited.id, clock.id, "+251911000001");
    await advanceTo(clock.id, "2027-06-15T08:00:00Z");
    const done = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect([done.status, done.periodsInvoiced]).toEqual(["completed", 3]);

    const plan = await monthlyPlan("ETB", 200);
    const declining = await pushSubscription(plan.id, clock.id, "+251911000002", { dunning: { charge_attempts: 1, when_exhausted: "canceled" } });
    await advanceTo(clock.id, "2027-07-16T08:00:00Z");
    const canceled = await db().subscription.findUniqueOrThrow({ where: { id: declining.id } });
    expect(canceled.status).toBe("canceled");
    expect(await eventsOf(declining.id)).toContain("subscription.canceled");
  }, 120_000);
});

describe("several workers at once", () => {
  it("make one invoice and one charge try for a due period, however many step it together (a race on PostgreSQL)", async () => {
    const plan = await monthlyPlan("ETB", 700);
    const sub = await db().$transaction((tx) =>
      createSubscription(tx, {
        merchantId: shop.merchant.id,
        mode: "test",
        otherMode: "unauthorized",
        input: { plan_reference: plan.id, customer: { email: "race@example.test" }, collection_method: "push", payment_method: "telebirr", wallet_number: "+251911000001" },
        actor,
      }),
    );
    const steps = await Promise.all([
      ...Array.from({ length: 4 }, () => advanceSubscription(db(), { id: sub.id, merchantId: shop.merchant.id })),
      runDueSubscriptions(db(), new Date()).then((n) => (n > 0 ? "invoiced" : "idle")),
    ]);
    expect(steps.filter((s) => s === "invoiced")).toHaveLength(1);
    const invoices = await db().invoice.findMany({ where: { subscriptionId: sub.id } });
    expect(invoices).toHaveLength(1);
    expect(await db().invoicePayment.count({ where: { invoiceId: invoices[0].id } })).toBe(1);
    expect(await db().job.count({ where: { type: "invoice.charge", objectId: invoices[0].id } })).toBe(1);
  });
});

// An ETB plan collected by telebirr push, with the pay link as the fallback: both tries of a period
// are declined, the subscription is past due and the invoice's pay link goes out (the payment_failed
// e-mail job, its SMS-ready line naming the link); the customer pays it on the hosted invoice page
// with another wallet through the checkout, and the subscription is active again, its next period
// pushed to the wallet as before. The ledger holds after it.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { advanceTestClockUntilReady } from "@/tests/support/test-clock";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createTestClock } from "@/lib/billing/test-clocks";
import { hostedInvoiceUrl } from "@/lib/billing/serialize-billing";
import { invoicePayText } from "@/lib/billing/invoice-notices";
import { drainDueJobs } from "@/lib/worker/run-due-jobs";
import { POST as payInvoice } from "@/app/invoice/[token]/pay/route";
import { POST as checkoutPay } from "@/app/checkout/[token]/pay/route";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
const actor = { type: "cli" } as const;
beforeAll(async () => {
  shop = await createTestMerchant({ name: "Addis Fiber" });
});

const own = () => new URL(env().publicBaseUrl).origin;
const formHeaders = () => ({ "content-type": "application/x-www-form-urlencoded", origin: own(), "sec-fetch-site": "same-origin" });

describe("telebirr push with the pay link as its fallback", () => {
  it("declined twice, past due, the link sent; paid on the invoice's page; active again and pushed the next month", async () => {
    const merchantId = shop.merchant.id;
    const plan = await createPlan(db(), { merchantId, mode: "test", input: { name: "Fiber 50 Mbps", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: false }, actor });
    const clock = await db().$transaction((tx) => createTestClock(tx, { merchantId, mode: "test", frozenTime: new Date("2027-04-01T08:00:00Z"), actor }));
    const subscription = await db().$transaction((tx) =>
      createSubscription(tx, {
        merchantId,
        mode: "test",
        otherMode: "unauthorized",
        // …0002: the simulator's wallet that declines every push.
        input: { plan_reference: plan.id, customer: { first_name: "Almaz", email: "almaz@example.test" }, collection_method: "push", payment_method: "telebirr", wallet_number: "+251911000002", test_clock: clock.id, dunning: { charge_attempts: 2, retry_interval_hours: 24 } },
        actor,
      }),
    );
    await advanceTestClockUntilReady({ merchantId, clockId: clock.id, to: "2027-04-03T08:00:00Z" });
    expect((await db().subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe("past_due");
    const invoice = await db().invoice.findFirstOrThrow({ where: { subscriptionId: subscription.id } });
    expect(invoice).toMatchObject({ status: "open", chargeTries: 2, nextChargeAt: null });
    expect(await db().payment.count({ where: { merchantReference: { startsWith: invoice.id }, status: "failed" } })).toBe(2);

    // The fallback: the pay link, by e-mail and in a line short enough for one SMS.
    const fallback = await db().job.findFirstOrThrow({ where: { type: "invoice.send_email", objectId: invoice.id } });
    expect((fallback.payload as { reason: string }).reason).toBe("payment_failed");
    const text = invoicePayText(invoice, "Addis Fiber");
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain(hostedInvoiceUrl(invoice.hostedToken));

    // The customer opens the link and pays the whole amount with another telebirr wallet.
    const page = await payInvoice(new Request(`${own()}/invoice/${invoice.hostedToken}/pay`, { method: "POST", headers: formHeaders(), body: "" }), { params: Promise.resolve({ token: invoice.hostedToken }) });
    expect(page.status).toBe(303);
    const checkoutToken = (page.headers.get("location") ?? "").split("/checkout/")[1];
    const paid = await checkoutPay(
      new Request(`${own()}/checkout/${checkoutToken}/pay`, { method: "POST", headers: formHeaders(), body: new URLSearchParams({ method: "telebirr", phone_number: "+251911000001" }).toString() }),
      { params: Promise.resolve({ token: checkoutToken }) },
    );
    expect(paid.status).toBe(303);
    for (let i = 0; i < 50; i++) {
      await drainDueJobs(db());
      if ((await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).status === "paid") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await db().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({ status: "paid", amountPaid: 120000n });
    const back = await db().subscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(back.status).toBe("active");
    expect(back.nextActionAt?.toISOString()).toBe("2027-05-01T08:00:00.000Z");
    const types = (await db().event.findMany({ where: { objectId: invoice.id }, orderBy: { createdAt: "asc" }, select: { type: true } })).map((e) => e.type);
    expect(types).toEqual(["invoice.created", "invoice.payment_failed", "invoice.payment_failed", "invoice.paid"]);

    // The next month is pushed to the subscription's wallet again (now one that pays).
    await db().subscription.update({ where: { id: subscription.id }, data: { walletNumber: "+251911000001" } });
    await advanceTestClockUntilReady({ merchantId, clockId: clock.id, to: "2027-05-02T08:00:00Z" });
    const may = await db().invoice.findFirstOrThrow({ where: { subscriptionId: subscription.id, periodIndex: 1 } });
    expect(may).toMatchObject({ status: "paid", chargeTries: 1 });
  }, 60_000);
});

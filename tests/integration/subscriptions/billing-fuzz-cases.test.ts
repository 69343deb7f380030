// The subscription, test clock, invoice, saved payment method and portal link fuzz operations
// (tests/e2e/fuzz/operations.ts) sampled and sent to the real route handlers in this process, on objects
// seeded as the fuzz harness seeds them (tests/e2e/fuzz/harness.ts, Targets.billing and
// Targets.customer): every case answers the code it expects and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { inProcessTargets, operationNames, wrongAnswers, type InProcessRoute } from "@/tests/support/in-process-fuzz";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import type { RouteHandler } from "@/lib/api/with-api";
import { POST as createPlan } from "@/app/v2/plans/route";
import { POST as archivePlan } from "@/app/v2/plans/[id]/archive/route";
import { POST as createSubscription } from "@/app/v2/subscriptions/route";
import { POST as cancelSubscription } from "@/app/v2/subscriptions/[id]/cancel/route";
import { POST as createClock } from "@/app/v2/test-clocks/route";
import { POST as advanceClock } from "@/app/v2/test-clocks/[id]/advance/route";
import { POST as createInvoice } from "@/app/v2/invoices/route";
import { POST as finalizeInvoice } from "@/app/v2/invoices/[id]/finalize/route";
import { POST as voidInvoice } from "@/app/v2/invoices/[id]/void/route";
import { POST as attachPaymentMethod } from "@/app/v2/customers/[id]/payment-methods/route";
import { DELETE as detachPaymentMethod } from "@/app/v2/customers/[id]/payment-methods/[pm]/route";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { db } from "@/lib/db";

setupTestDatabase();

const ROUTES: InProcessRoute[] = [
  { re: /^\/v2\/subscriptions$/, names: [], load: () => import("@/app/v2/subscriptions/route") },
  { re: /^\/v2\/subscriptions\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/subscriptions/[id]/route") },
  { re: /^\/v2\/subscriptions\/([^/]+)\/pause$/, names: ["id"], load: () => import("@/app/v2/subscriptions/[id]/pause/route") },
  { re: /^\/v2\/subscriptions\/([^/]+)\/resume$/, names: ["id"], load: () => import("@/app/v2/subscriptions/[id]/resume/route") },
  { re: /^\/v2\/subscriptions\/([^/]+)\/cancel$/, names: ["id"], load: () => import("@/app/v2/subscriptions/[id]/cancel/route") },
  { re: /^\/v2\/test-clocks$/, names: [], load: () => import("@/app/v2/test-clocks/route") },
  { re: /^\/v2\/test-clocks\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/test-clocks/[id]/route") },
  { re: /^\/v2\/test-clocks\/([^/]+)\/advance$/, names: ["id"], load: () => import("@/app/v2/test-clocks/[id]/advance/route") },
  { re: /^\/v2\/invoices$/, names: [], load: () => import("@/app/v2/invoices/route") },
  { re: /^\/v2\/invoices\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/invoices/[id]/route") },
  { re: /^\/v2\/invoices\/([^/]+)\/finalize$/, names: ["id"], load: () => import("@/app/v2/invoices/[id]/finalize/route") },
  { re: /^\/v2\/invoices\/([^/]+)\/void$/, names: ["id"], load: () => import("@/app/v2/invoices/[id]/void/route") },
  { re: /^\/v2\/invoices\/([^/]+)\/mark-uncollectible$/, names: ["id"], load: () => import("@/app/v2/invoices/[id]/mark-uncollectible/route") },
  { re: /^\/v2\/invoices\/([^/]+)\/send$/, names: ["id"], load: () => import("@/app/v2/invoices/[id]/send/route") },
  { re: /^\/v2\/customers\/([^/]+)\/payment-methods$/, names: ["id"], load: () => import("@/app/v2/customers/[id]/payment-methods/route") },
  { re: /^\/v2\/customers\/([^/]+)\/payment-methods\/([^/]+)$/, names: ["id", "pm"], load: () => import("@/app/v2/customers/[id]/payment-methods/[pm]/route") },
  { re: /^\/v2\/customers\/([^/]+)\/portal-link$/, names: ["id"], load: () => import("@/app/v2/customers/[id]/portal-link/route") },
];

let targets: Targets;
beforeAll(async () => {
  const m = await createTestMerchant();
  const key = m.keys.test.secret;
  const send = async (handler: RouteHandler, path: string, body: unknown, status: number, params: Record<string, string> = {}, headers: Record<string, string> = {}, method?: string) => {
    const res = await handler(apiRequest(path, { key, body, headers, method }), { params: Promise.resolve(params) });
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text).data as Record<string, unknown>;
  };
  const plan = async (name: string) => String((await send(createPlan, "/v2/plans", { name, amount: 1200, currency: "ETB", interval: "month" }, 201)).plan_reference);
  const plans = { active: await plan("Fuzz monthly"), archived: await plan("Fuzz archived") };
  await send(archivePlan, `/v2/plans/${plans.archived}/archive`, {}, 200, { id: plans.archived });

  const subscriberEmail = "fuzz-subscriber@example.test";
  const subscribe = async (email: string, phone: string) =>
    String(
      (await send(createSubscription, "/v2/subscriptions", { plan_reference: plans.active, customer: { email, phone_number: phone }, collection_method: "push", payment_method: "telebirr", trial_days: 7 }, 201))
        .subscription_reference,
    );
  const subscription = await subscribe(subscriberEmail, "+251911000201");
  const canceled = await subscribe("fuzz-canceled@example.test", "+251911000202");
  await send(cancelSubscription, `/v2/subscriptions/${canceled}/cancel`, {}, 200, { id: canceled });

  const clockIdempotencyKey = "fuzz-clock";
  const newClock = async (headers: Record<string, string> = {}) =>
    String((await send(createClock, "/v2/test-clocks", { frozen_time: "2027-01-15T08:00:00Z", name: "Fuzz clock" }, 201, {}, headers)).test_clock_reference);
  const clock = await newClock({ "Idempotency-Key": clockIdempotencyKey });
  const advancingClock = await newClock();
  await send(advanceClock, `/v2/test-clocks/${advancingClock}/advance`, { frozen_time: "2027-02-15T08:00:00Z" }, 202, { id: advancingClock });

  const newInvoice = async (customer: Record<string, string>) =>
    String((await send(createInvoice, "/v2/invoices", { currency: "ETB", customer, lines: [{ description: "Fuzz fees", unit_amount: 100 }] }, 201)).invoice_reference);
  const invoice = {
    draft: await newInvoice({ email: "fuzz-invoice@example.test" }),
    open: await newInvoice({ email: "fuzz-invoice@example.test" }),
    void: await newInvoice({ email: "fuzz-invoice@example.test" }),
    paid: await newInvoice({ email: "fuzz-invoice@example.test" }),
    phoneOnly: await newInvoice({ phone_number: "+251911000203" }),
  };
  for (const id of [invoice.open, invoice.paid, invoice.phoneOnly]) await send(finalizeInvoice, `/v2/invoices/${id}/finalize`, {}, 200, { id });
  await send(voidInvoice, `/v2/invoices/${invoice.void}/void`, {}, 200, { id: invoice.void });
  // Paid in full, as the harness plants it (paying takes the hosted invoice page, not the API).
  const { total } = await db().invoice.findFirstOrThrow({ where: { id: invoice.paid } });
  await db().invoice.update({ where: { id: invoice.paid }, data: { status: "paid", amountPaid: total, paidAt: new Date() } });

  const customerId = await db().$transaction(async (tx) => (await upsertCustomer(tx, { merchantId: m.merchant.id, mode: "test", customer: { email: "sara@example.test", phone: null, firstName: "Sara", lastName: null } }))!);
  const cards = `/v2/customers/${customerId}/payment-methods`;
  const saveCard = async () => String((await send(attachPaymentMethod, cards, { type: "card", currency: "USD" }, 201, { id: customerId })).payment_method_reference);
  const paymentMethod = { active: await saveCard(), detached: await saveCard() };
  await send(detachPaymentMethod, `${cards}/${paymentMethod.detached}`, undefined, 200, { id: customerId, pm: paymentMethod.detached }, {}, "DELETE");

  targets = inProcessTargets({
    merchantId: m.merchant.id,
    key,
    customer: { id: customerId, payment: "pay_ZZZZZZZZZZZZZZZZZZZZZZ" },
    plan: plans,
    billing: { subscription, canceled, subscriberEmail, clock, clockIdempotencyKey, advancingClock, invoice, paymentMethod },
  });
});

const written = async () =>
  JSON.stringify(
    await Promise.all([
      db().subscription.findMany({ orderBy: { id: "asc" } }),
      db().testClock.findMany({ orderBy: { id: "asc" } }),
      db().invoice.findMany({ orderBy: { id: "asc" } }),
      db().savedPaymentMethod.findMany({ orderBy: { id: "asc" } }),
      db().customer.count(),
      db().event.count(),
      db().job.count(),
      db().auditLog.count(),
      db().idempotencyKey.count(),
    ]),
    (_k, v) => (typeof v === "bigint" ? String(v) : v),
  );

const names = ["/v2/subscriptions", "/v2/test-clocks", "/v2/invoices", "/v2/customers/{id}/payment-methods", "/v2/customers/{id}/portal-link"].flatMap(operationNames);

describe("the subscription, test clock, invoice, saved payment method and portal link fuzz cases, in process", () => {
  it("names every one of their operations", () => expect(names).toHaveLength(23));

  it.each(names)("%s: each sampled case answers its expected code and writes nothing", async (operation) => {
    const before = await written();
    const { sampled, wrong } = await wrongAnswers({ operation, targets, routes: ROUTES, seed: 46, samples: Number(process.env.FUZZ_BILLING_SAMPLES ?? 80) });
    expect(sampled).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    expect(await written()).toBe(before);
  }, 300_000);
});

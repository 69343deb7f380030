import "server-only";
// What the dashboard's billing pages show around one object, read in the merchant's scope: a
// subscription's invoices and events, an invoice's payments and events, the test clocks and a
// clock's subscriptions. Reads only; the object itself was found by get-billing.ts or test-clocks.ts
// (so another merchant's or the other mode's is NOT_FOUND before any of this runs).
import type { Db } from "@/lib/db";
import type { Invoice, Mode, Plan, Subscription, TestClock } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { serializeEvent } from "@/lib/events/serialize-event";
import { serializeInvoice, serializeSubscription, serializeTestClock } from "@/lib/billing/serialize-billing";
import { withPlans } from "@/lib/billing/subscription-changes";
import { ENDED_SUBSCRIPTION_STATUSES } from "@/lib/catalog/subscription-states";

/** A page shows the latest of each; older ones are in the invoices list and the events feed. */
const SHOWN = 50;
/** Test clocks are a developer's few: the newest, without paging. */
const CLOCKS_SHOWN = 100;

type Scope = { merchantId: string; mode: Mode };

async function objectEvents(db: Db, scope: Scope, objectIds: string[]) {
  const events = await db.event.findMany({
    where: { merchantId: scope.merchantId, mode: scope.mode, objectId: { in: objectIds } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN,
  });
  return events.map(serializeEvent);
}

/** The subscription as the API shows it, with its latest invoices (each a period) and the events of both. */
export async function subscriptionDetail(db: Db, scope: Scope, subscription: Subscription & { plan: Plan }) {
  const invoices = await db.invoice.findMany({
    where: { merchantId: scope.merchantId, mode: scope.mode, subscriptionId: subscription.id },
    orderBy: [{ periodIndex: "desc" }, { createdAt: "desc" }],
    take: SHOWN,
  });
  return {
    ...serializeSubscription(subscription),
    invoices: invoices.map(serializeInvoice),
    events: await objectEvents(db, scope, [subscription.id, ...invoices.map((i) => i.id)]),
  };
}

/** The invoice as the API shows it, with the payments made toward it (each charge try, each payment on its page) and its events. */
export async function invoiceDetail(db: Db, scope: Scope, invoice: Invoice) {
  const links = await db.invoicePayment.findMany({ where: { merchantId: scope.merchantId, invoiceId: invoice.id }, orderBy: { createdAt: "desc" }, take: SHOWN });
  const payments = links.length
    ? await db.payment.findMany({
        where: { merchantId: scope.merchantId, id: { in: links.map((l) => l.paymentId) } },
        select: { id: true, status: true, amount: true, currency: true, paymentMethod: true, createdAt: true, paidAt: true },
      })
    : [];
  const byId = new Map(payments.map((p) => [p.id, p]));
  return {
    ...serializeInvoice(invoice),
    payments: links.flatMap((link) => {
      const p = byId.get(link.paymentId);
      if (!p) return [];
      return [
        {
          payment_reference: p.id,
          // 0: paid by the customer on the invoice's page; 1, 2…: the gateway's charge tries.
          try: link.try,
          status: p.status,
          amount: toMajorUnits(p.amount, p.currency),
          currency: p.currency,
          payment_method: p.paymentMethod,
          outcome: link.outcome,
          created_at: p.createdAt.toISOString(),
          paid_at: p.paidAt?.toISOString() ?? null,
        },
      ];
    }),
    events: await objectEvents(db, scope, [invoice.id]),
  };
}

export async function listTestClocks(db: Db, scope: Scope) {
  if (scope.mode !== "test") return [];
  const clocks = await db.testClock.findMany({ where: { merchantId: scope.merchantId, mode: "test" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: CLOCKS_SHOWN });
  return clocks.map(serializeTestClock);
}

/** The clock as the API shows it, with the subscriptions that live in its time. */
export async function testClockDetail(db: Db, scope: Scope, clock: TestClock) {
  const subscriptions = await db.subscription.findMany({
    where: { merchantId: scope.merchantId, mode: "test", testClockId: clock.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN,
  });
  return { ...serializeTestClock(clock), subscriptions: (await withPlans(db, scope.merchantId, subscriptions)).map(serializeSubscription) };
}

export type ChargingSubscription = { subscription_reference: string; status: string; plan_name: string };

/** Of these saved methods, the subscriptions that charge each and have not ended: what a detach would move to the pay link. */
export async function subscriptionsCharging(db: Db, scope: Scope, methodIds: string[]): Promise<Map<string, ChargingSubscription[]>> {
  const byMethod = new Map<string, ChargingSubscription[]>();
  if (methodIds.length === 0) return byMethod;
  const rows = await db.subscription.findMany({
    where: { merchantId: scope.merchantId, mode: scope.mode, savedPaymentMethodId: { in: methodIds }, status: { notIn: [...ENDED_SUBSCRIPTION_STATUSES] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  for (const s of await withPlans(db, scope.merchantId, rows)) {
    const list = byMethod.get(s.savedPaymentMethodId!) ?? [];
    list.push({ subscription_reference: s.id, status: s.status, plan_name: s.plan.name });
    byMethod.set(s.savedPaymentMethodId!, list);
  }
  return byMethod;
}

// A customer's billing on the dashboard's customer page: its saved payment methods (each with the
// subscriptions that charge it), detaching one, its newest subscriptions and invoices (the billing
// lists by customer_reference), and a customer portal link, called as signed-in users with real
// Requests on a real database. An owner's calls work and are audited; a viewer or developer (no
// billing.manage) is refused; another merchant's customer or method, and the other mode's, is
// NOT_FOUND; a second detach is INVALID_STATE; a body with a wrong or unknown field is VALIDATION_ERROR (one
// that is not JSON INVALID_FORMAT); every refusal writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { newId, randomBase62 } from "@/lib/ids";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createInvoice } from "@/lib/billing/invoices";
import { verifyPortalToken } from "@/lib/billing/portal-links";
import { GET as listMethods } from "@/app/api/dashboard/customers/[id]/payment-methods/route";
import { POST as detachMethod } from "@/app/api/dashboard/customers/[id]/payment-methods/[pm]/detach/route";
import { POST as portalLink } from "@/app/api/dashboard/customers/[id]/portal-link/route";
import { GET as listSubscriptions } from "@/app/api/dashboard/subscriptions/route";
import { GET as listInvoices } from "@/app/api/dashboard/invoices/route";

setupTestDatabase();

type Handler = Parameters<typeof callAsUser>[0];
type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let other: Shop;
let owner: SessionUser;
let admin: SessionUser;
let viewer: SessionUser;
let developer: SessionUser;
let stranger: SessionUser;
const actor = { type: "cli" } as const;

const as = (user: SessionUser, handler: unknown, path: string, opts: { body?: unknown; params?: Record<string, string>; mode?: "test" | "live"; rawBody?: string } = {}) =>
  callAsUser(handler as Handler, user, { path, method: opts.body === undefined && opts.rawBody === undefined ? "GET" : "POST", body: opts.body, rawBody: opts.rawBody, params: opts.params, mode: opts.mode });

const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      db().savedPaymentMethod.findMany({ orderBy: { id: "asc" } }),
      db().subscription.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, savedPaymentMethodId: true, updatedAt: true } }),
      db().auditLog.count(),
      db().job.count(),
      db().event.count(),
    ]),
  );

async function refused(user: SessionUser, handler: unknown, path: string, opts: Parameters<typeof as>[3], status: number, code: string, field?: string) {
  const before = await snapshot();
  const res = await as(user, handler, path, opts);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.status).toBe("error");
  expect(res.json.error?.code).toBe(code);
  if (field) expect(JSON.stringify(res.json.error?.details)).toContain(field);
  expect(await snapshot(), "a refusal writes nothing").toBe(before);
  return res.json;
}

async function fileCustomer(merchantId: string, mode: "test" | "live" = "test") {
  return db().customer.create({ data: { id: newId("cus"), merchantId, mode, email: `c-${randomBase62(6).toLowerCase()}@example.test`, firstName: "Nakato", lastName: "Sarah" } });
}

/** A card as the simulator's set-up leaves it: active, a Visa ending 4242, accepted on the processor's page. */
async function plantCard(merchantId: string, customerId: string, mode: "test" | "live" = "test") {
  return db().savedPaymentMethod.create({
    data: {
      id: newId("pm"),
      merchantId,
      mode,
      customerId,
      kind: "card",
      method: "card",
      processor: "simulator",
      status: "active",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      acceptedAt: new Date("2026-11-01T08:00:00Z"),
      acceptedIp: "196.188.0.10",
      acceptedUserAgent: "Mozilla/5.0",
      acceptedChannel: "hosted_page",
    },
  });
}

let customer: { id: string; email: string | null };
let card: string;
let spare: string;
let subscription: string;
let plan: string;

beforeAll(async () => {
  shop = await createTestMerchant();
  other = await createTestMerchant();
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
  viewer = await addMember(shop.merchant.id, "viewer");
  developer = await addMember(shop.merchant.id, "developer");
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };

  customer = await fileCustomer(shop.merchant.id);
  card = (await plantCard(shop.merchant.id, customer.id)).id;
  spare = (await plantCard(shop.merchant.id, customer.id)).id;
  plan = (await createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber 50", amount: 12, currency: "USD", interval: "month", interval_count: 1, trial_days: 7, allow_multiple_subscriptions: true }, actor })).id;
  const sub = await db().$transaction((tx) =>
    createSubscription(tx, { merchantId: shop.merchant.id, mode: "test", otherMode: "unauthorized", input: { plan_reference: plan, customer: {}, collection_method: "token", payment_method_reference: card } as never, actor }),
  );
  subscription = sub.id;
  expect(sub.customerId).toBe(customer.id);
});

const methodsPath = (customerId: string) => `/api/dashboard/customers/${customerId}/payment-methods`;
const detachPath = (customerId: string, pm: string) => `/api/dashboard/customers/${customerId}/payment-methods/${pm}/detach`;
const portalPath = (customerId: string) => `/api/dashboard/customers/${customerId}/portal-link`;

describe("saved payment methods", () => {
  it("any role reads them masked, with the mandate and the subscriptions that charge each", async () => {
    for (const user of [owner, viewer, developer]) {
      const res = await as(user, listMethods, methodsPath(customer.id), { params: { id: customer.id } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const items = res.json.data.items as { payment_method_reference: string; subscriptions: unknown[] }[];
      expect(items.map((i) => i.payment_method_reference).sort()).toEqual([card, spare].sort());
      const charged = items.find((i) => i.payment_method_reference === card)!;
      expect(charged).toMatchObject({
        type: "card",
        status: "active",
        processor: "simulator",
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
        wallet: null,
        mandate: { accepted_at: "2026-11-01T08:00:00.000Z", ip: "196.188.0.10", channel: "hosted_page", valid_until: null },
        subscriptions: [{ subscription_reference: subscription, status: "trialing", plan_name: "Fiber 50" }],
      });
      expect(items.find((i) => i.payment_method_reference === spare)!.subscriptions).toEqual([]);
    }
  });

  it("filters by status and refuses an unknown query parameter", async () => {
    const res = await as(owner, listMethods, `${methodsPath(customer.id)}?status=detached`, { params: { id: customer.id } });
    expect(res.status).toBe(200);
    expect(res.json.data.items).toEqual([]);
    await refused(owner, listMethods, `${methodsPath(customer.id)}?merchant_id=x`, { params: { id: customer.id } }, 400, "VALIDATION_ERROR", "merchant_id");
    await refused(owner, listMethods, `${methodsPath(customer.id)}?status=gone`, { params: { id: customer.id } }, 400, "VALIDATION_ERROR", "status");
  });

  it("another merchant's customer, or the other mode's, is NOT_FOUND", async () => {
    const theirs = await fileCustomer(other.merchant.id);
    await plantCard(other.merchant.id, theirs.id);
    await refused(owner, listMethods, methodsPath(theirs.id), { params: { id: theirs.id } }, 404, "NOT_FOUND");
    await refused(stranger, listMethods, methodsPath(customer.id), { params: { id: customer.id } }, 404, "NOT_FOUND");
    await refused(owner, listMethods, methodsPath(customer.id), { params: { id: customer.id }, mode: "live" }, 404, "NOT_FOUND");
  });
});

describe("detaching", () => {
  it("a viewer or developer is refused, writing nothing", async () => {
    for (const user of [viewer, developer]) {
      await refused(user, detachMethod, detachPath(customer.id, spare), { body: {}, params: { id: customer.id, pm: spare } }, 403, "UNAUTHORIZED");
    }
  });

  it("refuses a body with fields, or one that is not JSON, writing nothing", async () => {
    await refused(owner, detachMethod, detachPath(customer.id, spare), { body: { reason: "moved" }, params: { id: customer.id, pm: spare } }, 400, "VALIDATION_ERROR", "reason");
    await refused(owner, detachMethod, detachPath(customer.id, spare), { rawBody: "not json", params: { id: customer.id, pm: spare } }, 400, "INVALID_FORMAT");
  });

  it("another merchant's method, another customer's, an unknown one or the other mode's is NOT_FOUND", async () => {
    const theirCustomer = await fileCustomer(other.merchant.id);
    const theirs = (await plantCard(other.merchant.id, theirCustomer.id)).id;
    // Their method under our customer, and ours as the stranger.
    await refused(owner, detachMethod, detachPath(customer.id, theirs), { body: {}, params: { id: customer.id, pm: theirs } }, 404, "NOT_FOUND");
    await refused(owner, detachMethod, detachPath(theirCustomer.id, theirs), { body: {}, params: { id: theirCustomer.id, pm: theirs } }, 404, "NOT_FOUND");
    await refused(stranger, detachMethod, detachPath(customer.id, card), { body: {}, params: { id: customer.id, pm: card } }, 404, "NOT_FOUND");
    // Our method named under another of our customers.
    const neighbour = await fileCustomer(shop.merchant.id);
    await refused(owner, detachMethod, detachPath(neighbour.id, card), { body: {}, params: { id: neighbour.id, pm: card } }, 404, "NOT_FOUND");
    await refused(owner, detachMethod, detachPath(customer.id, "pm_0000000000000000000000"), { body: {}, params: { id: customer.id, pm: "pm_0000000000000000000000" } }, 404, "NOT_FOUND");
    const liveCustomer = await fileCustomer(shop.merchant.id, "live");
    const live = (await plantCard(shop.merchant.id, liveCustomer.id, "live")).id;
    await refused(owner, detachMethod, detachPath(liveCustomer.id, live), { body: {}, params: { id: liveCustomer.id, pm: live } }, 404, "NOT_FOUND");
  });

  it("an owner detaches it once, audited with the dashboard user; its subscription keeps naming it; a second detach is INVALID_STATE", async () => {
    const audits = await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "payment_method.detached" } });
    const res = await as(owner, detachMethod, detachPath(customer.id, card), { body: {}, params: { id: customer.id, pm: card } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ payment_method_reference: card, status: "detached", card: { last4: "4242" } });
    expect(res.json.data.detached_at).toEqual(expect.any(String));
    expect(JSON.stringify(res.json)).not.toContain(shop.merchant.id);

    const record = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "payment_method.detached", targetId: card } });
    expect(record.actorType).toBe("dashboard");
    expect(record.userId).toBe(owner.userId);
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "payment_method.detached" } })).toBe(audits + 1);
    expect(await db().job.count({ where: { type: "payment_method.cancel", objectId: card } })).toBe(1);
    expect((await db().subscription.findUniqueOrThrow({ where: { id: subscription } })).savedPaymentMethodId).toBe(card);

    await refused(owner, detachMethod, detachPath(customer.id, card), { body: {}, params: { id: customer.id, pm: card } }, 409, "INVALID_STATE");
    const listed = await as(viewer, listMethods, `${methodsPath(customer.id)}?status=detached`, { params: { id: customer.id } });
    expect(listed.json.data.items.map((i: { payment_method_reference: string }) => i.payment_method_reference)).toEqual([card]);
  });

  it("an admin may detach too", async () => {
    const res = await as(admin, detachMethod, detachPath(customer.id, spare), { body: {}, params: { id: customer.id, pm: spare } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe("detached");
  });
});

describe("the customer's subscriptions and invoices", () => {
  it("the billing lists by customer_reference hold only this customer's, newest first", async () => {
    const invoice = await db().$transaction((tx) =>
      createInvoice(tx, {
        merchantId: shop.merchant.id,
        mode: "test",
        actor,
        input: { currency: "USD", customer: { email: customer.email! }, lines: [{ description: "Installation", quantity: 1, unit_amount: 50 }], tax_rate_percent: 0, days_until_due: 7, allow_partial_payments: false } as never,
      }),
    );
    expect(invoice.customerId).toBe(customer.id);
    const stray = await fileCustomer(shop.merchant.id);
    await db().$transaction((tx) =>
      createInvoice(tx, { merchantId: shop.merchant.id, mode: "test", actor, input: { currency: "USD", customer: { email: stray.email! }, lines: [{ description: "Other", quantity: 1, unit_amount: 5 }], tax_rate_percent: 0, days_until_due: 7, allow_partial_payments: false } as never }),
    );

    const subs = await as(viewer, listSubscriptions, `/api/dashboard/subscriptions?customer_reference=${customer.id}&per_page=5`);
    expect(subs.status).toBe(200);
    expect(subs.json.data.items.map((s: { subscription_reference: string }) => s.subscription_reference)).toEqual([subscription]);
    const invoices = await as(viewer, listInvoices, `/api/dashboard/invoices?customer_reference=${customer.id}&per_page=5`);
    expect(invoices.status).toBe(200);
    expect(invoices.json.data.items.map((i: { invoice_reference: string }) => i.invoice_reference)).toEqual([invoice.id]);
    // Another merchant naming our customer sees nothing of it.
    expect((await as(stranger, listSubscriptions, `/api/dashboard/subscriptions?customer_reference=${customer.id}`)).json.data.items).toEqual([]);
    expect((await as(stranger, listInvoices, `/api/dashboard/invoices?customer_reference=${customer.id}`)).json.data.items).toEqual([]);
  });
});

describe("the customer portal link", () => {
  it("an owner makes a signed link for the customer, in the dashboard's mode, audited without the link", async () => {
    const before = Date.now();
    const res = await as(owner, portalLink, portalPath(customer.id), { body: { expires_in_hours: 24 }, params: { id: customer.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { url, expires_at } = res.json.data as { url: string; expires_at: string };
    expect(url).toMatch(/\/portal\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const expires = new Date(expires_at).getTime();
    expect(expires).toBeGreaterThan(before + 23.9 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    const check = verifyPortalToken(url.split("/portal/")[1]);
    expect(check).toMatchObject({ ok: true, claims: { customerId: customer.id, mode: "test" } });

    const record = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "customer.portal_link_created", targetId: customer.id } });
    expect(record.actorType).toBe("dashboard");
    expect(record.userId).toBe(owner.userId);
    expect(JSON.stringify(record)).not.toContain(url.split("/portal/")[1]);

    // The body may be empty: 7 days.
    const plain = await as(admin, portalLink, portalPath(customer.id), { body: {}, params: { id: customer.id } });
    expect(plain.status).toBe(201);
    expect(new Date(plain.json.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 167 * 3_600_000);
  });

  it("a viewer or developer is refused, writing nothing", async () => {
    for (const user of [viewer, developer]) {
      await refused(user, portalLink, portalPath(customer.id), { body: {}, params: { id: customer.id } }, 403, "UNAUTHORIZED");
    }
  });

  it("refuses bad bodies with VALIDATION_ERROR, writing nothing", async () => {
    for (const body of [{ expires_in_hours: 0 }, { expires_in_hours: 721 }, { expires_in_hours: 1.5 }, { expires_in_hours: "24" }]) {
      await refused(owner, portalLink, portalPath(customer.id), { body, params: { id: customer.id } }, 400, "VALIDATION_ERROR", "expires_in_hours");
    }
    await refused(owner, portalLink, portalPath(customer.id), { body: { customer_id: customer.id }, params: { id: customer.id } }, 400, "VALIDATION_ERROR", "customer_id");
  });

  it("another merchant's customer, or the other mode's, is NOT_FOUND, writing nothing", async () => {
    const theirs = await fileCustomer(other.merchant.id);
    await refused(owner, portalLink, portalPath(theirs.id), { body: {}, params: { id: theirs.id } }, 404, "NOT_FOUND");
    await refused(stranger, portalLink, portalPath(customer.id), { body: {}, params: { id: customer.id } }, 404, "NOT_FOUND");
    const live = await fileCustomer(shop.merchant.id, "live");
    await refused(owner, portalLink, portalPath(live.id), { body: {}, params: { id: live.id } }, 404, "NOT_FOUND");
    await refused(owner, portalLink, portalPath(customer.id), { body: {}, params: { id: customer.id }, mode: "live" }, 404, "NOT_FOUND");
  });
});

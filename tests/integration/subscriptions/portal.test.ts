// The customer portal: POST /v2/customers/{id}/portal-link makes a signed link (audited); the portal's
// pages and forms are called with real Requests. A forged or edited link is 403 and an expired one
// 410, showing nothing; a form without this server's Origin is refused; "Cancel at period end" asks
// first, then sets it, and "Keep my subscription" undoes it; "Change payment method" moves a push
// subscription to another wallet by the creation's rules (a refusal writes nothing). Another
// customer's subscription is not found.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { newId, randomBase62 } from "@/lib/ids";
import { createPlan } from "@/lib/plans/create-plan";
import { createSubscription } from "@/lib/billing/create-subscription";
import { createPortalLink, signPortalToken, verifyPortalToken } from "@/lib/billing/portal-links";
import { POST as portalLinkRoute } from "@/app/v2/customers/[id]/portal-link/route";
import { GET as portalHome } from "@/app/portal/[token]/route";
import { POST as cancelForm } from "@/app/portal/[token]/subscriptions/[id]/cancel/route";
import { POST as keepForm } from "@/app/portal/[token]/subscriptions/[id]/keep/route";
import { GET as walletPage, POST as walletForm } from "@/app/portal/[token]/subscriptions/[id]/payment-method/route";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let other: Shop;
const actor = { type: "cli" } as const;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Fiber Co" });
  other = await createTestMerchant({ name: "Someone Else" });
});

const own = () => new URL(env().publicBaseUrl).origin;

async function customerWithSubscription(phone = "+251911000001") {
  const customer = await db().customer.create({ data: { id: newId("cus"), merchantId: shop.merchant.id, mode: "test", email: `c-${randomBase62(6).toLowerCase()}@example.test`, firstName: "Almaz", lastName: "Bekele" } });
  const plan = await createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber 50", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 7, allow_multiple_subscriptions: true }, actor });
  const sub = await db().$transaction((tx) =>
    createSubscription(tx, {
      merchantId: shop.merchant.id,
      mode: "test",
      otherMode: "unauthorized",
      input: { plan_reference: plan.id, customer: { first_name: "Almaz", email: customer.email! }, collection_method: "push", payment_method: "telebirr", wallet_number: phone },
      actor,
    }),
  );
  // Filed under the profile (the subscription's customer reference).
  await db().subscription.update({ where: { id: sub.id }, data: { customerId: customer.id } });
  return { customer, sub };
}

async function linkFor(customerId: string) {
  const link = await db().$transaction((tx) => createPortalLink(tx, { merchantId: shop.merchant.id, mode: "test", otherMode: "unauthorized", customerId, actor }));
  return link.url.split("/portal/")[1];
}

const home = (token: string) => portalHome(new Request(`${own()}/portal/${token}`), { params: Promise.resolve({ token }) });
const sameOrigin = () => ({ origin: own(), "sec-fetch-site": "same-origin" });
function form(route: typeof cancelForm, token: string, id: string, path: string, fields: Record<string, string>, headers: Record<string, string> = sameOrigin()) {
  return route(
    new Request(`${own()}/portal/${token}/subscriptions/${id}/${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() }),
    { params: Promise.resolve({ token, id }) },
  );
}

async function written() {
  const m = shop.merchant.id;
  const [audit, events, subs] = await Promise.all([
    db().auditLog.count({ where: { merchantId: m } }),
    db().event.count({ where: { merchantId: m } }),
    db().subscription.findMany({ where: { merchantId: m }, orderBy: { id: "asc" }, select: { id: true, cancelAtPeriodEnd: true, walletNumber: true, paymentMethod: true, updatedAt: true } }),
  ]);
  return { audit, events, subs };
}

describe("POST /v2/customers/{id}/portal-link", () => {
  it("answers a signed link that ends in 7 days by default (or expires_in_hours), audited", async () => {
    const { customer } = await customerWithSubscription();
    const res = await portalLinkRoute(apiRequest(`/v2/customers/${customer.id}/portal-link`, { key: shop.keys.test.secret, body: {} }), { params: Promise.resolve({ id: customer.id }) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.data.url).toMatch(new RegExp(`^${env().publicBaseUrl}/portal/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    const days = (Date.parse(body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = body.data.url.split("/portal/")[1];
    expect(verifyPortalToken(token)).toMatchObject({ ok: true, claims: { customerId: customer.id, mode: "test" } });
    // The merchant's id is not in the link.
    expect(Buffer.from(token.split(".")[0], "base64url").toString()).not.toContain(shop.merchant.id);
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "customer.portal_link_created", targetId: customer.id } });
    expect(audit.details).toEqual({ expires_at: body.data.expires_at });

    const short = await portalLinkRoute(apiRequest(`/v2/customers/${customer.id}/portal-link`, { key: shop.keys.test.secret, body: { expires_in_hours: 2 } }), { params: Promise.resolve({ id: customer.id }) });
    expect((Date.parse((await short.json()).data.expires_at) - Date.now()) / 3_600_000).toBeCloseTo(2, 1);
  });

  it("refuses unknown fields, out-of-range hours, another merchant's customer and the other mode", async () => {
    const { customer } = await customerWithSubscription();
    const call = (key: string, body: unknown) => portalLinkRoute(apiRequest(`/v2/customers/${customer.id}/portal-link`, { key, body }), { params: Promise.resolve({ id: customer.id }) });
    expect((await call(shop.keys.test.secret, { expires_in_hours: 0 })).status).toBe(400);
    expect((await call(shop.keys.test.secret, { expires_in_hours: 721 })).status).toBe(400);
    expect((await call(shop.keys.test.secret, { customer_id: "x" })).status).toBe(400);
    expect((await call(other.keys.test.secret, {})).status).toBe(404);
    expect((await call(shop.keys.live.secret, {})).status).toBe(401);
  });
});

describe("the portal's pages", () => {
  it("shows the customer's subscriptions (plan, status, next charge, masked method) and invoices with a Pay link", async () => {
    const { customer, sub } = await customerWithSubscription();
    await db().invoice.create({
      data: { id: newId("in"), merchantId: shop.merchant.id, mode: "test", number: "INV-900001", status: "open", currency: "ETB", subtotal: 50000n, total: 50000n, lines: [], customerId: customer.id, hostedToken: "inv_test_portal0000000000000000000001", finalizedAt: new Date() },
    });
    const token = await linkFor(customer.id);
    const res = await home(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    for (const text of ["Fiber Co", "Your account, Almaz Bekele", "Fiber 50", "ETB 1,200.00 every month", "Free trial", "Next charge", "telebirr +2519•••••001", "INV-900001", `href="/invoice/inv_test_portal0000000000000000000001"`, `action="/portal/${token}/subscriptions/${sub.id}/cancel"`]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("+251911000001");
    expect(html).not.toMatch(/<script/i);
  });

  it("a forged or edited link is 403, an expired one 410, and neither shows anything", async () => {
    const { customer } = await customerWithSubscription();
    const token = await linkFor(customer.id);
    const [payload, signature] = token.split(".");
    const edited = `${Buffer.from(Buffer.from(payload, "base64url").toString().replace(customer.id, newId("cus"))).toString("base64url")}.${signature}`;
    for (const bad of [`${payload}.${"A".repeat(signature.length)}`, edited, "not-a-token", `${token}x`]) {
      const res = await home(bad);
      expect(res.status, bad).toBe(403);
      const html = await res.text();
      expect(html).toContain("This link does not work");
      expect(html).not.toContain("Fiber");
    }
    // Another merchant's customer named in a link signed for this one's: refused, as the merchant is part of what is signed.
    const foreign = signPortalToken({ merchantId: other.merchant.id, mode: "test", customerId: customer.id, expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await home(foreign)).status).toBe(403);
    const expired = signPortalToken({ merchantId: shop.merchant.id, mode: "test", customerId: customer.id, expiresAt: new Date(Date.now() - 1000) });
    const res = await home(expired);
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain("This link has expired");
    expect(html).not.toContain("Almaz");
    // A form with an expired link changes nothing.
    const before = await written();
    const { sub } = await customerWithSubscription();
    const after = await written();
    expect((await form(cancelForm, expired, sub.id, "cancel", { confirm: "yes" })).status).toBe(410);
    expect(await written()).toEqual(after);
    expect(after.audit).toBeGreaterThan(before.audit);
  });
});

describe("the portal's forms", () => {
  it("cancel at period end asks first, then sets it (audited, the customer the actor); keep undoes it", async () => {
    const { customer, sub } = await customerWithSubscription();
    const token = await linkFor(customer.id);
    const before = await written();
    const ask = await form(cancelForm, token, sub.id, "cancel", {});
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain("Cancel Fiber 50?");
    expect(askHtml).toContain(`name="confirm" value="yes"`);
    expect(await written()).toEqual(before);

    const done = await form(cancelForm, token, sub.id, "cancel", { confirm: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/portal/${token}?done=canceled`);
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).cancelAtPeriodEnd).toBe(true);
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "subscription.cancel_scheduled", targetId: sub.id } });
    expect(audit.actorType).toBe("customer");
    expect(await db().event.count({ where: { objectId: sub.id, type: "subscription.updated" } })).toBe(1);
    const page = await (await portalHome(new Request(`${own()}/portal/${token}?done=canceled`), { params: Promise.resolve({ token }) })).text();
    expect(page).toContain("will end at the end of its period");
    expect(page).toContain("Keep my subscription");
    expect(page).toContain("Ends ");

    const kept = await form(keepForm, token, sub.id, "keep", {});
    expect(kept.status).toBe(303);
    expect((await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).cancelAtPeriodEnd).toBe(false);
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "subscription.cancellation_undone", targetId: sub.id, actorType: "customer" } })).toBe(1);

    // Nothing to undo now: refused with the page, nothing written.
    const again = await written();
    const refused = await form(keepForm, token, sub.id, "keep", {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("nothing to undo");
    expect(await written()).toEqual(again);
  });

  it("a form without this server's Origin, or for another customer's subscription, is refused and writes nothing", async () => {
    const mine = await customerWithSubscription();
    const theirs = await customerWithSubscription();
    const token = await linkFor(mine.customer.id);
    const before = await written();
    expect((await form(cancelForm, token, mine.sub.id, "cancel", { confirm: "yes" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await form(cancelForm, token, mine.sub.id, "cancel", { confirm: "yes" }, {})).status).toBe(403);
    expect((await form(cancelForm, token, mine.sub.id, "cancel", { confirm: "yes" }, { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(403);
    expect((await form(cancelForm, token, theirs.sub.id, "cancel", { confirm: "yes" })).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it("changes a push subscription's wallet by the creation's rules; a bad number is refused with the form again", async () => {
    const { customer, sub } = await customerWithSubscription();
    const token = await linkFor(customer.id);
    const page = await walletPage(new Request(`${own()}/portal/${token}/subscriptions/${sub.id}/payment-method`), { params: Promise.resolve({ token, id: sub.id }) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`name="wallet_number"`);
    expect(html).toContain(`<option value="cbebirr">CBE Birr</option>`);

    const before = await written();
    for (const [fields, status] of [
      [{ payment_method: "telebirr", wallet_number: "12" }, 400],
      [{ payment_method: "mtn_momo", wallet_number: "+256772123456" }, 400],
      [{ payment_method: "card", wallet_number: "+251911000001" }, 400],
      [{ payment_method: "telebirr", wallet_number: "" }, 400],
    ] as [Record<string, string>, number][]) {
      const res = await form(walletForm, token, sub.id, "payment-method", fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(await res.text()).toContain("Change payment method");
    }
    expect(await written()).toEqual(before);

    const ok = await form(walletForm, token, sub.id, "payment-method", { payment_method: "cbebirr", wallet_number: "+251 911 000 111" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/portal/${token}?done=wallet`);
    const changed = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(changed).toMatchObject({ paymentMethod: "cbebirr", walletNumber: "+251911000111" });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "subscription.payment_method_changed", targetId: sub.id } });
    expect(audit).toMatchObject({ actorType: "customer", before: { payment_method: "telebirr", wallet_number: "+2519•••••001" }, after: { payment_method: "cbebirr", wallet_number: "+2519•••••111" } });
    expect(await db().event.count({ where: { objectId: sub.id, type: "subscription.updated" } })).toBe(1);
    expect(await (await home(token)).text()).toContain("CBE Birr +2519•••••111");
  });
});

// The customer portal: POST /v2/customers/{id}/portal-link makes a signed link (audited); the portal's
// pages and forms are called with real Requests. A forged or edited link is 403 and an expired one
// 410, showing nothing; a form without this server's Origin is refused; "Cancel at period end" asks
// first, then sets it, and "Keep my subscription" undoes it; "Change payment method" moves a push
// subscription to another wallet by the creation's rules (a refusal writes nothing). A new card is
// set up from the portal (test mode: the simulator saves it at once) with the customer's acceptance,
// and "Use for this subscription" asks first, then moves the subscription to it (token); an MTN MoMo
// pre-approval waits for the phone. Another customer's subscription or method is not found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
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
import { POST as setUpForm } from "@/app/portal/[token]/subscriptions/[id]/payment-method/new/route";
import { POST as useForm } from "@/app/portal/[token]/subscriptions/[id]/payment-method/use/route";

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

async function customerWithSubscription(phone = "+251911000001", market: { currency: string; wallet: string } = { currency: "ETB", wallet: "telebirr" }) {
  const customer = await db().customer.create({ data: { id: newId("cus"), merchantId: shop.merchant.id, mode: "test", email: `c-${randomBase62(6).toLowerCase()}@example.test`, firstName: "Almaz", lastName: "Bekele" } });
  const plan = await createPlan(db(), { merchantId: shop.merchant.id, mode: "test", input: { name: "Fiber 50", amount: 1200, currency: market.currency, interval: "month", interval_count: 1, trial_days: 7, allow_multiple_subscriptions: true }, actor });
  const sub = await db().$transaction((tx) =>
    createSubscription(tx, {
      merchantId: shop.merchant.id,
      mode: "test",
      otherMode: "unauthorized",
      input: { plan_reference: plan.id, customer: { first_name: "Almaz", email: customer.email! }, collection_method: "push", payment_method: market.wallet, wallet_number: phone },
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
  const [audit, events, subs, saved, jobs] = await Promise.all([
    db().auditLog.count({ where: { merchantId: m } }),
    db().event.count({ where: { merchantId: m } }),
    db().subscription.findMany({ where: { merchantId: m }, orderBy: { id: "asc" }, select: { id: true, cancelAtPeriodEnd: true, walletNumber: true, paymentMethod: true, collectionMethod: true, savedPaymentMethodId: true, updatedAt: true } }),
    db().savedPaymentMethod.count({ where: { merchantId: m } }),
    db().job.count({ where: { merchantId: m } }),
  ]);
  return { audit, events, subs, saved, jobs };
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

  it("sets up a new card from the portal (test mode: saved at once) and, asked first, moves the subscription to it", async () => {
    const { customer, sub } = await customerWithSubscription();
    const token = await linkFor(customer.id);
    const methodPath = `/portal/${token}/subscriptions/${sub.id}/payment-method`;
    const page = await (await walletPage(new Request(`${own()}${methodPath}`), { params: Promise.resolve({ token, id: sub.id }) })).text();
    expect(page).toContain(`action="${methodPath}/new"`);
    expect(page).toContain("Save a new card");
    expect(page).toContain("You have none saved yet.");
    // An ETB plan: no MTN MoMo pre-approval offered, and one sent anyway is refused with nothing written.
    expect(page).not.toContain(`name="phone_number"`);
    const before = await written();
    const momo = await form(setUpForm, token, sub.id, "payment-method/new", { type: "mtn_momo", phone_number: "+256772000001" });
    expect(momo.status).toBe(400);
    expect(await momo.text()).toContain("Choose a card or an MTN MoMo wallet");
    expect((await form(setUpForm, token, sub.id, "payment-method/new", { type: "card" }, {})).status).toBe(403);
    expect(await written()).toEqual(before);

    const headers = { ...sameOrigin(), "x-forwarded-for": "198.51.100.23", "user-agent": "PortalBrowser/1.0" };
    const setUp = await form(setUpForm, token, sub.id, "payment-method/new", { type: "card" }, headers);
    expect(setUp.status).toBe(303);
    expect(setUp.headers.get("location")).toBe(`${methodPath}?done=card_saved`);
    const pm = await db().savedPaymentMethod.findFirstOrThrow({ where: { merchantId: shop.merchant.id, customerId: customer.id } });
    expect(pm).toMatchObject({ kind: "card", status: "active", last4: "4242", acceptedChannel: "hosted_page", acceptedIp: "198.51.100.23", acceptedUserAgent: "PortalBrowser/1.0" });
    const attached = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "payment_method.attached", targetId: pm.id } });
    expect(attached.actorType).toBe("customer");
    // The subscription is as it was until the customer chooses the card.
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ collectionMethod: "push", savedPaymentMethodId: null });

    const saved = await (await walletPage(new Request(`${own()}${methodPath}?done=card_saved`), { params: Promise.resolve({ token, id: sub.id }) })).text();
    expect(saved).toContain("Your card was saved.");
    expect(saved).toContain("Visa •••• 4242");
    expect(saved).toContain(`action="${methodPath}/use"`);
    expect(saved).toContain(`name="payment_method_reference" value="${pm.id}"`);

    // "Use for this subscription" asks first, writing nothing.
    const asked = await written();
    const ask = await form(useForm, token, sub.id, "payment-method/use", { payment_method_reference: pm.id });
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain("Pay Fiber 50 with Visa •••• 4242?");
    expect(askHtml).toContain(`name="confirm" value="yes"`);
    expect(await written()).toEqual(asked);

    const used = await form(useForm, token, sub.id, "payment-method/use", { payment_method_reference: pm.id, confirm: "yes" });
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe(`/portal/${token}?done=method`);
    expect(await db().subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ collectionMethod: "token", savedPaymentMethodId: pm.id, paymentMethod: null, walletNumber: null });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "subscription.payment_method_changed", targetId: sub.id } });
    expect(audit).toMatchObject({ actorType: "customer", before: { collection_method: "push", wallet_number: "+2519•••••001" }, after: { collection_method: "token", payment_method: "card", payment_method_reference: pm.id } });
    expect(await db().event.count({ where: { objectId: sub.id, type: "subscription.updated" } })).toBe(1);
    const homeHtml = await (await portalHome(new Request(`${own()}/portal/${token}?done=method`), { params: Promise.resolve({ token }) })).text();
    expect(homeHtml).toContain("Your payment method was changed.");
    expect(homeHtml).toContain("Payment method: Visa •••• 4242");
  });

  it("another customer's saved method is not found from the portal, and writes nothing", async () => {
    const mine = await customerWithSubscription();
    const theirs = await customerWithSubscription();
    const theirToken = await linkFor(theirs.customer.id);
    expect((await form(setUpForm, theirToken, theirs.sub.id, "payment-method/new", { type: "card" })).status).toBe(303);
    const theirPm = await db().savedPaymentMethod.findFirstOrThrow({ where: { merchantId: shop.merchant.id, customerId: theirs.customer.id } });
    const token = await linkFor(mine.customer.id);
    const before = await written();
    for (const confirm of ["", "yes"]) {
      const res = await form(useForm, token, mine.sub.id, "payment-method/use", { payment_method_reference: theirPm.id, confirm });
      expect(res.status).toBe(404);
    }
    expect(await written()).toEqual(before);
  });

  it("sets up an MTN MoMo pre-approval for a UGX subscription: back to the page to approve the prompt on the phone", async () => {
    const { customer, sub } = await customerWithSubscription("+256752000001", { currency: "UGX", wallet: "airtel_money" });
    const token = await linkFor(customer.id);
    const methodPath = `/portal/${token}/subscriptions/${sub.id}/payment-method`;
    const page = await (await walletPage(new Request(`${own()}${methodPath}`), { params: Promise.resolve({ token, id: sub.id }) })).text();
    expect(page).toContain(`name="phone_number"`);
    const before = await written();
    const bad = await form(setUpForm, token, sub.id, "payment-method/new", { type: "mtn_momo", phone_number: "12" });
    expect(bad.status).toBe(400);
    expect(await written()).toEqual(before);

    const res = await form(setUpForm, token, sub.id, "payment-method/new", { type: "mtn_momo", phone_number: "0772 000 001" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${methodPath}?done=approve`);
    const pm = await db().savedPaymentMethod.findFirstOrThrow({ where: { merchantId: shop.merchant.id, customerId: customer.id } });
    expect(pm).toMatchObject({ kind: "wallet", method: "mtn_momo", status: "pending", walletNumber: "+256772000001", acceptedChannel: "hosted_page" });
    const after = await (await walletPage(new Request(`${own()}${methodPath}?done=approve`), { params: Promise.resolve({ token, id: sub.id }) })).text();
    expect(after).toContain("Approve the prompt on your phone");
    expect(after).toContain("MTN Mobile Money +2567•••••001");
    // Pending: not offered for the subscription yet.
    expect(after).not.toContain(`value="${pm.id}"`);
  });
});

describe("setting up a card from the portal in live mode (the Stripe fake)", () => {
  const KEY = "sk_live_portalcard0000000000000000000";
  const WEBHOOK_SECRET = "whsec_portalcard00000000000000000000";
  let stripe: StripeFake;
  let merchantId: string;
  beforeAll(async () => {
    stripe = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
    merchantId = (await createTestMerchant({ name: "Live Fiber" })).merchant.id;
    await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: stripe.url, merchantId });
    invalidateConnectionCache();
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it("answers 303 to Stripe's set-up page, which sends the customer back to the subscription's payment method page", async () => {
    const customer = await db().customer.create({ data: { id: newId("cus"), merchantId, mode: "live", email: "live.almaz@example.test", firstName: "Almaz" } });
    const plan = await createPlan(db(), { merchantId, mode: "live", input: { name: "Fiber USD", amount: 12, currency: "USD", interval: "month", interval_count: 1, trial_days: 7, allow_multiple_subscriptions: true }, actor });
    // The row as a live push subscription stands (live push needs a wallet connection this merchant does not have).
    const sub = await db().subscription.create({
      data: { id: newId("subs"), merchantId, mode: "live", planId: plan.id, status: "trialing", collectionMethod: "push", paymentMethod: "telebirr", walletNumber: "+251911000001", customerId: customer.id, customerEmail: customer.email, timeZone: "UTC", billingAnchor: new Date(Date.now() + 7 * 86_400_000), nextActionAt: new Date(Date.now() + 7 * 86_400_000) },
    });
    const link = await db().$transaction((tx) => createPortalLink(tx, { merchantId, mode: "live", otherMode: "unauthorized", customerId: customer.id, actor }));
    const token = link.url.split("/portal/")[1];
    const res = await form(setUpForm, token, sub.id, "payment-method/new", { type: "card" });
    expect(res.status).toBe(303);
    const pm = await db().savedPaymentMethod.findFirstOrThrow({ where: { merchantId, customerId: customer.id } });
    expect(pm).toMatchObject({ status: "pending", processor: "stripe", acceptedChannel: "hosted_page" });
    expect(pm.processorRef).toMatch(/^cs_live_/);
    expect(res.headers.get("location")).toBe(`${stripe.url}/c/pay/${pm.processorRef}`);
    const session = new URLSearchParams(stripe.kit.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!.body);
    expect(session.get("success_url")).toBe(`${env().publicBaseUrl}/portal/${token}/subscriptions/${sub.id}/payment-method?done=card_returned`);
    const back = await (await walletPage(new Request(`${own()}/portal/${token}/subscriptions/${sub.id}/payment-method?done=card_returned`), { params: Promise.resolve({ token, id: sub.id }) })).text();
    expect(back).toContain("Your card shows here as soon as the card processor confirms it");
    expect(back).toContain("Card (not saved yet)");
  });
});

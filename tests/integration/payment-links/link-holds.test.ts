// A link payment's hold on a place or on an event's tickets (lib/link-tickets/link-holds.ts), through
// the real page routes, checkout page and services: the hold lasts LINK_HOLD_MINUTES, not the
// session's life; the checkout says until when; going back to the link's page, cancelling or the
// session's expiry gives the place or ticket to the next customer at once; a lapsed hold is on sale
// again on the page and released by the worker's sweep; a late payer whose place went to someone
// else is refused before any attempt is made.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt } from "@/tests/factories/payments";
import { createPaymentLink } from "@/tests/factories/payment-link";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { GET as getPage, POST as postPage } from "@/app/l/[slug]/route";
import { GET as checkoutPage } from "@/app/checkout/[token]/route";
import { startLinkPayment } from "@/lib/payment-links/start-link-payment";
import { LINK_HOLD_MINUTES, releaseLapsedLinkHolds } from "@/lib/link-tickets/link-holds";
import { OPEN_CHECKOUT_COOKIE } from "@/lib/payment-links/open-checkout-cookie";
import { timeZoneName } from "@/lib/catalog/time-zones";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { cancelCheckout } from "@/lib/checkout/cancel-checkout";
import { expireDuePayments } from "@/lib/payments/attempts/expire-payments";

setupTestDatabase();

let merchantId: string;
beforeAll(async () => {
  merchantId = (await createTestMerchant({ name: "Addis Jazz Club" })).merchant.id;
});

const own = () => new URL(env().publicBaseUrl).origin;
const customer = { first_name: "Hana", last_name: "Tesfaye", email: "hana@example.test" };

function get(slug: string, cookie?: string) {
  return getPage(new Request(`${own()}/l/${slug}`, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ slug }) });
}
function post(slug: string, fields: Record<string, string>) {
  return postPage(
    new Request(`${own()}/l/${slug}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: own(), "sec-fetch-site": "same-origin" }, body: new URLSearchParams(fields).toString() }),
    { params: Promise.resolve({ slug }) },
  );
}
/** One ticket of a type bought on the page: the checkout's token and the cookie the page set. */
async function buyOnPage(slug: string, ticketTypeId: string) {
  const res = await post(slug, { ...customer, step: "pay", [`qty.${ticketTypeId}`]: "1", [`attendee.${ticketTypeId}.1`]: "Hana Tesfaye" });
  expect(res.status).toBe(303);
  const token = (res.headers.get("location") ?? "").split("/checkout/")[1];
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toContain(`${OPEN_CHECKOUT_COOKIE}=${token}`);
  expect(setCookie).toContain(`Path=/l/${slug}`);
  expect(setCookie).toContain("HttpOnly");
  return { token, cookie: `${OPEN_CHECKOUT_COOKIE}=${token}` };
}
const paymentOf = (token: string) => db().payment.findUniqueOrThrow({ where: { checkoutToken: token } });
const ticketsOf = async (token: string) => db().ticket.findMany({ where: { paymentId: (await paymentOf(token)).id } });
const lastTicketEvent = () => createPaymentLink({ merchantId, ticketTypes: [{ name: "Front row", price: 25, quantity: 1 }] });

describe("the last ticket, held for a short time", () => {
  it("held for LINK_HOLD_MINUTES, the checkout says until when, and the page says it may come back rather than 'Sold out'", async () => {
    const link = await lastTicketEvent();
    const [type] = link.ticketTypes;
    const before = Date.now();
    const { token } = await buyOnPage(link.slug, type.id);
    const payment = await paymentOf(token);
    expect(payment.linkHoldUntil!.getTime()).toBeGreaterThanOrEqual(before + LINK_HOLD_MINUTES * 60_000);
    expect(payment.linkHoldUntil!.getTime()).toBeLessThanOrEqual(Date.now() + LINK_HOLD_MINUTES * 60_000);

    const merchant = await db().merchant.findUniqueOrThrow({ where: { id: merchantId } });
    const zone = merchantTimeZone(merchant);
    const until = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: zone }).format(payment.linkHoldUntil!);
    const checkout = await checkoutPage(new NextRequest(`${own()}/checkout/${token}`), { params: Promise.resolve({ token }) });
    // The zone in words ("East Africa Time"), never its id ("Africa/Addis_Ababa").
    const checkoutHtml = await checkout.text();
    expect(checkoutHtml).toContain(`Your tickets are held for you until ${until} (${timeZoneName(zone, payment.linkHoldUntil!)})`);
    if (zone.includes("/")) expect(checkoutHtml).not.toContain(`(${zone})`);

    const other = await get(link.slug);
    const html = await other.text();
    expect(other.status).toBe(200);
    expect(html).toContain("Every ticket is taken, some by customers paying now. Look again in 10 minutes");
    expect(html).not.toContain("Sold out");
  });

  it("the customer goes back to the event's page: the ticket is on sale again at once, for the next customer; the first is refused before paying", async () => {
    const link = await lastTicketEvent();
    const [type] = link.ticketTypes;
    const first = await buyOnPage(link.slug, type.id);
    // Back to the page, with the cookie the page set: the hold is released, the payment stays open.
    const back = await get(link.slug, first.cookie);
    expect(back.status).toBe(200);
    expect(back.headers.get("set-cookie")).toMatch(new RegExp(`^${OPEN_CHECKOUT_COOKIE}=; Max-Age=0`));
    const html = await back.text();
    expect(html).toContain("1 left");
    expect(html).not.toContain("Sold out");
    expect((await ticketsOf(first.token)).map((t) => t.status)).toEqual(["released"]);
    expect(await paymentOf(first.token)).toMatchObject({ status: "pending", linkHoldUntil: null });
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 0 });

    // Someone else takes it; the first customer, coming back to pay, is refused before any attempt.
    const second = await buyOnPage(link.slug, type.id);
    await expect(submitPaymentAttempt(first.token, cardAttempt())).rejects.toMatchObject({ code: "INVALID_STATE", message: "These tickets have sold out" });
    expect(await db().paymentAttempt.count({ where: { paymentId: (await paymentOf(first.token)).id } })).toBe(0);
    expect((await submitPaymentAttempt(second.token, cardAttempt())).status).toBe("success");
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 1 });
  });

  it("going back, then paying anyway while the ticket is still free: held again, paid", async () => {
    const link = await lastTicketEvent();
    const [type] = link.ticketTypes;
    const first = await buyOnPage(link.slug, type.id);
    await get(link.slug, first.cookie);
    expect((await submitPaymentAttempt(first.token, cardAttempt())).status).toBe("success");
    expect((await ticketsOf(first.token)).map((t) => t.status)).toEqual(["paid"]);
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 1 });
  });

  it("a cancelled checkout gives the ticket back at once, and the page shows it on sale", async () => {
    const link = await lastTicketEvent();
    const [type] = link.ticketTypes;
    const first = await buyOnPage(link.slug, type.id);
    await cancelCheckout(first.token);
    expect(await paymentOf(first.token)).toMatchObject({ status: "cancelled", linkHoldUntil: null });
    const html = await (await get(link.slug)).text();
    expect(html).toContain("1 left");
    expect(html).not.toContain("Sold out");
  });

  it("abandoned: after the stated hold time the page shows the ticket on sale, the next buyer takes it, the late payer is refused", async () => {
    const link = await lastTicketEvent();
    const [type] = link.ticketTypes;
    const past = new Date(Date.now() - (LINK_HOLD_MINUTES * 60_000 + 1_000));
    // Held 10 minutes and a second ago; the payment's own session (15 minutes) is still open.
    const abandoned = await startLinkPayment(db(), { slug: link.slug, now: past, form: { customer, custom_fields: {}, tickets: [{ ticket_type_id: type.id, attendee_name: "A" }] } });
    expect(abandoned.payment.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const html = await (await get(link.slug)).text();
    expect(html).toContain("1 left");
    expect(html).not.toContain("Sold out");
    const next = await buyOnPage(link.slug, type.id);
    expect((await ticketsOf(abandoned.payment.checkoutToken)).map((t) => t.status)).toEqual(["released"]);
    await expect(submitPaymentAttempt(abandoned.payment.checkoutToken, cardAttempt())).rejects.toMatchObject({ code: "INVALID_STATE", message: "These tickets have sold out" });
    expect((await submitPaymentAttempt(next.token, cardAttempt())).status).toBe("success");
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 1 });
  });

  it("the worker's sweep releases a lapsed hold (tickets back in stock), and leaves live ones", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "Balcony", price: 10, quantity: 2 }] });
    const [type] = link.ticketTypes;
    const form = { customer, custom_fields: {}, tickets: [{ ticket_type_id: type.id, attendee_name: "A" }] };
    // The live one first: opening a checkout releases the link's lapsed holds too (the sweep is for links nobody opens).
    const live = await startLinkPayment(db(), { slug: link.slug, form });
    const lapsed = await startLinkPayment(db(), { slug: link.slug, now: new Date(Date.now() - (LINK_HOLD_MINUTES + 1) * 60_000), form });
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 2 });
    expect(await releaseLapsedLinkHolds(db())).toBeGreaterThanOrEqual(1);
    expect((await ticketsOf(lapsed.payment.checkoutToken)).map((t) => t.status)).toEqual(["released"]);
    expect((await ticketsOf(live.payment.checkoutToken)).map((t) => t.status)).toEqual(["held"]);
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 1 });
    // The abandoned customer may still pay while a ticket is free: held again first.
    expect((await submitPaymentAttempt(lapsed.payment.checkoutToken, cardAttempt())).status).toBe("success");
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 2 });
  });

  it("the session's expiry releases the hold with the tickets", async () => {
    const link = await lastTicketEvent();
    const [type] = link.ticketTypes;
    const { token } = await buyOnPage(link.slug, type.id);
    const payment = await paymentOf(token);
    await expireDuePayments(db(), new Date(payment.expiresAt.getTime() + 1_000));
    expect(await paymentOf(token)).toMatchObject({ status: "incomplete", linkHoldUntil: null });
    expect(await db().ticketType.findUniqueOrThrow({ where: { id: type.id } })).toMatchObject({ taken: 0 });
  });
});

describe("a place of a link with max_payments", () => {
  it("going back to the link's page frees the place at once for the next customer", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10, maxPayments: 1 });
    const res = await post(link.slug, customer);
    expect(res.status).toBe(303);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await get(link.slug)).status).toBe(200);
    expect(await (await get(link.slug)).text()).toContain("Every place on this link is taken");
    const back = await (await get(link.slug, cookie)).text();
    expect(back).not.toContain("Every place on this link is taken");
    expect((await post(link.slug, customer)).status).toBe(303);
  });

  it("a late payer whose lapsed place went to someone else is refused before any attempt, with the checkout's sentence", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10, maxPayments: 1 });
    const late = await startLinkPayment(db(), { slug: link.slug, now: new Date(Date.now() - (LINK_HOLD_MINUTES + 1) * 60_000), form: { customer, custom_fields: {} } });
    const fresh = await startLinkPayment(db(), { slug: link.slug, form: { customer, custom_fields: {} } });
    await expect(submitPaymentAttempt(late.payment.checkoutToken, cardAttempt())).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/^Every place on this link is taken/) });
    expect(await db().paymentAttempt.count({ where: { paymentId: late.payment.id } })).toBe(0);
    expect((await submitPaymentAttempt(fresh.payment.checkoutToken, cardAttempt())).status).toBe("success");
    await expect(submitPaymentAttempt(late.payment.checkoutToken, cardAttempt())).rejects.toMatchObject({ code: "INVALID_STATE", message: "This link has reached its limit of payments and takes no more" });
    expect(await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ paymentCount: 1 });
  });
});

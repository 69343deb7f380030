// The public link page: GET and POST /l/[slug] called with real Requests, and
// startLinkPayment itself, against a real database. A good form is an ordinary hosted payment
// (payment_type per kind, the link's id and the custom fields' answers in meta, the link's splits)
// and a 303 to the checkout; every refusal is the page again with the error beside its field, the
// customer's values kept, and nothing written. Event tickets: held with the payment, paid on
// success (the payment.success event carries them), released on failure and on session expiry,
// held again on a retry or the retry refused when they sold out meanwhile.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { createPaymentLink } from "@/tests/factories/payment-link";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { resetInProcessBucketsForTests } from "@/lib/rate-limit/token-bucket";
import { newId } from "@/lib/ids";
import { GET as getPage, POST as postPage } from "@/app/l/[slug]/route";
import { GET as getImage } from "@/app/l/[slug]/image/route";
import { GET as getQr } from "@/app/l/tickets/[reference]/qr.svg/route";
import { POST as payForm } from "@/app/checkout/[token]/pay/route";
import { startLinkPayment, EVENT_SESSION_MINUTES } from "@/lib/payment-links/start-link-payment";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { startPaymentAttempt } from "@/lib/payments/attempts/start-payment-attempt";
import { expireDuePayments } from "@/lib/payments/attempts/expire-payments";
import type { LinkPaymentForm } from "@/lib/schemas/payment-links";

setupTestDatabase();

let merchantId: string;
beforeAll(async () => {
  const m = await createTestMerchant({ name: "Abebe Books" });
  merchantId = m.merchant.id;
  await db().merchant.update({ where: { id: merchantId }, data: { brandColor: "#0f766e" } });
});

const own = () => new URL(env().publicBaseUrl).origin;
const sameOrigin = () => ({ origin: own(), "sec-fetch-site": "same-origin" });

function get(slug: string, query = "") {
  return getPage(new Request(`${own()}/l/${slug}${query}`), { params: Promise.resolve({ slug }) });
}

function post(slug: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = sameOrigin()) {
  return postPage(
    new Request(`${own()}/l/${slug}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() }),
    { params: Promise.resolve({ slug }) },
  );
}

const customer = { first_name: "Hana", last_name: "Tesfaye", email: "hana@example.test" };

/** Rows a refused form must not write. */
async function written() {
  const [payments, tickets, audit, taken] = await Promise.all([
    db().payment.count({ where: { merchantId } }),
    db().ticket.count({ where: { merchantId } }),
    db().auditLog.count({ where: { merchantId } }),
    db().ticketType.aggregate({ where: { merchantId }, _sum: { taken: true } }),
  ]);
  return { payments, tickets, audit, taken: taken._sum.taken ?? 0 };
}

async function expectNothingWritten(run: () => Promise<unknown>) {
  const before = await written();
  await run();
  expect(await written()).toEqual(before);
}

const tokenOf = (res: Response) => {
  const location = res.headers.get("location") ?? "";
  expect(location).toMatch(new RegExp(`^${own()}/checkout/cs_test_[0-9A-Za-z]{20,}$`));
  return location.split("/checkout/")[1];
};
const paymentOf = (token: string) => db().payment.findUniqueOrThrow({ where: { checkoutToken: token } });
/** The text of the error beside a field (the page writes it under `<id>-error`). */
const errorBeside = (html: string, id: string) => new RegExp(`id="${id}-error"[^>]*>.*?<span>([^<]*)</span>`).exec(html)?.[1]?.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe("GET /l/[slug]", () => {
  it("renders a fixed-price link as script-free HTML in the merchant's colours, with its form", async () => {
    const link = await createPaymentLink({ merchantId, amount: 25, quantity: { enabled: true, max: 5 }, title: "Hand-made basket", description: "Woven in Bahir Dar.\n\nShips in a week." });
    const res = await get(link.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Hand-made basket");
    expect(html).toContain("Woven in Bahir Dar.");
    expect(html).toContain("Abebe Books");
    expect(html).toContain("USD 25.00");
    expect(html).toContain(`action="/l/${link.slug}"`);
    expect(html).toMatch(/name="quantity"[^>]*max="5"/);
    expect(html).toContain("--accent:#0f766e");
    expect(html).toContain("Test mode");
    expect(html).not.toMatch(/<script/i);
  });

  it("a donation offers its suggested amounts as radios and an Other amount", async () => {
    const link = await createPaymentLink({ merchantId, kind: "donation", amountOptions: { min: 5, max: 500, suggested: [10, 25, 50] } });
    const html = await (await get(link.slug)).text();
    for (const v of ["10.00", "25.00", "50.00", "other"]) expect(html).toContain(`type="radio" name="amount_choice" value="${v}"`);
    expect(html).toContain("at least USD 5.00, at most USD 500.00");
  });

  it("404 for an unknown link, 410 Gone for a deactivated, expired or exhausted one, and sold out says so", async () => {
    const unknown = await get("NoSuchLink123");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Link not found");
    const cases: [Parameters<typeof createPaymentLink>[0], number, string][] = [
      [{ merchantId, amount: 5, active: false }, 410, "This link is no longer active"],
      [{ merchantId, amount: 5, expiresAt: new Date(Date.now() - 1000) }, 410, "This link has expired"],
      [{ merchantId, amount: 5, maxPayments: 2, paymentCount: 2 }, 410, "reached its limit of payments"],
      [{ merchantId, ticketTypes: [{ name: "VIP", price: 10, quantity: 2, taken: 2 }] }, 200, "All tickets have sold out"],
    ];
    for (const [spec, status, text] of cases) {
      const link = await createPaymentLink(spec);
      const res = await get(link.slug);
      expect(res.status, text).toBe(status);
      const html = await res.text();
      expect(html).toContain(text);
      expect(html).not.toContain("<form");
    }
  });
});

describe("POST /l/[slug]: payments and donations", () => {
  it("a fixed price times the quantity becomes a Payment Link payment with the link's id, quantity and answers in meta", async () => {
    const link = await createPaymentLink({
      merchantId,
      amount: 25,
      quantity: { enabled: true, max: 5 },
      customFields: [{ key: "class", label: "Class", required: true }, { key: "note", label: "Note" }],
      redirectUrl: "https://school.example/thanks",
    });
    const res = await post(link.slug, { ...customer, quantity: "3", "cf.class": "Grade 4B", "cf.note": "", step: "pay" });
    expect(res.status).toBe(303);
    const payment = await paymentOf(tokenOf(res));
    expect(payment).toMatchObject({
      merchantId,
      mode: "test",
      amount: 7500n,
      currency: "USD",
      paymentType: "Payment Link",
      paymentLinkId: link.id,
      status: "pending",
      customerFirstName: "Hana",
      customerLastName: "Tesfaye",
      customerEmail: "hana@example.test",
      returnUrl: "https://school.example/thanks",
    });
    expect(payment.meta).toEqual({ payment_link_id: link.id, custom_fields: { class: "Grade 4B" }, quantity: 3 });
    expect(payment.customization).toMatchObject({ title: link.title });
  });

  it("payment_type follows the link's kind", async () => {
    const donation = await createPaymentLink({ merchantId, kind: "donation", amountOptions: { suggested: [10, 25] } });
    const res = await post(donation.slug, { ...customer, amount_choice: "25.00", amount: "999" });
    expect((await paymentOf(tokenOf(res))).paymentType).toBe("Donation");
    expect((await paymentOf(tokenOf(res))).amount).toBe(2500n);
    const event = await createPaymentLink({ merchantId, ticketTypes: [{ name: "Regular", price: 5, quantity: 10 }] });
    const t = event.ticketTypes[0].id;
    const ev = await post(event.slug, { ...customer, step: "pay", [`qty.${t}`]: "1", [`attendee.${t}.1`]: "Hana Tesfaye" });
    expect((await paymentOf(tokenOf(ev))).paymentType).toBe("Event");
  });

  it("Other amount: the typed amount is used when Other is chosen", async () => {
    const link = await createPaymentLink({ merchantId, kind: "donation", amountOptions: { min: 5, suggested: [10, 25] } });
    const res = await post(link.slug, { ...customer, amount_choice: "other", amount: "7.5" });
    expect((await paymentOf(tokenOf(res))).amount).toBe(750n);
  });

  it.each([
    ["4.99", "The amount must be at least USD 5.00"],
    ["500.01", "The amount must be at most USD 500.00"],
    ["12.345", "USD amounts have at most 2 decimal places"],
    ["0", "The amount must be greater than zero"],
    ["ten", "Enter the amount as a number, e.g. 25.00"],
    ["", "Enter an amount"],
  ])("amount %j is refused beside its field, the values kept, nothing written: %s", async (amount, message) => {
    const link = await createPaymentLink({ merchantId, kind: "donation", amountOptions: { min: 5, max: 500 } });
    await expectNothingWritten(async () => {
      const res = await post(link.slug, { ...customer, amount });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(errorBeside(html, "amount")).toBe(message);
      expect(html).toContain('value="hana@example.test"');
      expect(html).toMatch(/id="amount"[^>]*aria-invalid="true"/);
    });
    await expect(startLinkPayment(db(), { slug: link.slug, form: { amount, customer, custom_fields: {} } })).rejects.toMatchObject({ code: "INVALID_VALUE", message, details: [{ field: "amount", message }] });
  });

  it("a currency without decimals refuses them", async () => {
    const link = await createPaymentLink({ merchantId, kind: "donation", currency: "UGX", amountOptions: { min: 1000 } });
    await expect(startLinkPayment(db(), { slug: link.slug, form: { amount: "1500.5", customer, custom_fields: {} } })).rejects.toMatchObject({
      code: "INVALID_VALUE",
      message: "UGX amounts are whole numbers (no decimals)",
    });
  });

  it("quantity over the link's maximum, and a quantity on a link that sells one at a time", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10, quantity: { enabled: true, max: 5 } });
    await expectNothingWritten(async () => {
      const res = await post(link.slug, { ...customer, quantity: "6" });
      expect(res.status).toBe(400);
      expect(errorBeside(await res.text(), "quantity")).toBe("You can buy at most 5 at once");
    });
    const single = await createPaymentLink({ merchantId, amount: 10 });
    await expect(startLinkPayment(db(), { slug: single.slug, form: { quantity: 2, customer, custom_fields: {} } })).rejects.toMatchObject({ code: "INVALID_VALUE", message: "This link sells one at a time" });
  });

  it("required custom fields and customer details: every missing one beside its field at once, nothing written", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10, collect: { phone: true }, customFields: [{ key: "student", label: "Student's name", required: true }] });
    await expectNothingWritten(async () => {
      const res = await post(link.slug, { first_name: "", email: "not-an-email", phone_number: "0911", "cf.student": "  " });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(errorBeside(html, "first_name")).toBe("Enter your first name");
      expect(errorBeside(html, "email")).toBe("Enter a valid e-mail address, e.g. name@example.com");
      // A USD link has no country whose local numbers it reads: the example is in international form.
      expect(errorBeside(html, "phone_number")).toBe("Enter your phone number, e.g. +251 91 123 4567");
      expect(errorBeside(html, "cf-student")).toBe("Fill in “Student's name”");
      expect(html).toContain('value="not-an-email"');
    });
    await expect(startLinkPayment(db(), { slug: link.slug, form: { customer: { ...customer, phone_number: "+251911234567" }, custom_fields: {} } })).rejects.toMatchObject({
      code: "INVALID_VALUE",
      details: [{ field: "custom_fields.student", message: "Fill in “Student's name”" }],
    });
  });

  it("reads a phone number as people in the link's country write it, and files it on the customer, found by a search for it", async () => {
    const link = await createPaymentLink({ merchantId, amount: 100, currency: "ETB", collect: { phone: true } });
    const res = await post(link.slug, { ...customer, email: "phone.buyer@example.test", phone_number: "0911 234 567" });
    expect(res.status).toBe(303);
    const payment = await db().payment.findFirstOrThrow({ where: { merchantId, paymentLinkId: link.id }, orderBy: { createdAt: "desc" } });
    expect(payment.customerPhone).toBe("+251911234567");
    const profile = await db().customer.findFirstOrThrow({ where: { merchantId, email: "phone.buyer@example.test" } });
    expect(profile.phone).toBe("+251911234567");
    const { listCustomers } = await import("@/lib/customers/list-customers");
    for (const q of ["0911234567", "0911 234", "+251911"]) {
      const found = await listCustomers(db(), { merchantId, mode: "test", query: { q, per_page: 100 } as never });
      expect(found.rows.map((r) => r.customer.id), q).toContain(profile.id);
    }
    // A number the link's country does not have is refused beside its field, with the country's forms.
    await expectNothingWritten(async () => {
      const refused = await post(link.slug, { ...customer, phone_number: "0772 123 456" });
      expect(refused.status).toBe(400);
      expect(errorBeside(await refused.text(), "phone_number")).toBe("Enter your phone number, e.g. +251 91 123 4567 or 091 123 4567");
    });
  });

  it.each([
    [{ active: false }, "This link is no longer active"],
    [{ expiresAt: new Date(Date.now() - 60_000) }, "This link has expired"],
    [{ maxPayments: 3, paymentCount: 3 }, "This link has reached its limit of payments and takes no more"],
  ])("a closed link (%j) refuses the form with 410 and INVALID_STATE, nothing written", async (closed, message) => {
    const link = await createPaymentLink({ merchantId, amount: 10, ...closed });
    await expectNothingWritten(async () => {
      const res = await post(link.slug, customer);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain(message);
    });
    await expect(startLinkPayment(db(), { slug: link.slug, form: { customer, custom_fields: {} } })).rejects.toMatchObject({ code: "INVALID_STATE", message });
  });

  it("max_payments: an open checkout holds a place, so the next customer is told on the page before paying; a success uses it up", async () => {
    const link = await createPaymentLink({ merchantId, amount: 10, maxPayments: 1 });
    const first = tokenOf(await post(link.slug, customer));
    // The place is held by the first customer: the second is told now (200, not Gone: it may come free).
    const page = await get(link.slug);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Every place on this link is taken by customers paying now. Try again in 10 minutes");
    await expectNothingWritten(async () => expect((await post(link.slug, customer)).status).toBe(200));
    expect((await submitPaymentAttempt(first, cardAttempt())).status).toBe("success");
    expect(await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ paymentCount: 1, amountCollected: 1000n });
    expect((await post(link.slug, customer)).status).toBe(410);
  });

  it("an unknown link's form is 404 and a foreign Origin is 403; nothing written", async () => {
    await expectNothingWritten(async () => {
      expect((await post("NoSuchLink123", customer)).status).toBe(404);
      const link = await createPaymentLink({ merchantId, amount: 10 });
      const before = await written();
      const res = await post(link.slug, customer, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
      expect(res.status).toBe(403);
      expect(await written()).toEqual(before);
    });
    await expect(startLinkPayment(db(), { slug: "NoSuchLink123", form: { customer, custom_fields: {} } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("splits through a link: the payment has the link's split shares", async () => {
    const m = await createTestMerchant();
    const sub = await createSubaccountFor(m.keys.test.secret, { split_type: "percentage", split_value: 10 });
    const link = await createPaymentLink({ merchantId: m.merchant.id, currency: "ETB", amount: 200, splitRules: [{ subaccount_reference: sub }] });
    const payment = await paymentOf(tokenOf(await post(link.slug, customer)));
    const splits = await db().paymentSplit.findMany({ where: { paymentId: payment.id } });
    expect(splits).toHaveLength(1);
    expect(splits[0]).toMatchObject({ splitType: "percentage", shareAmount: 2000n });
    // Paid through the checkout: the subaccount's share moves like any split payment's.
    expect((await submitPaymentAttempt(payment.checkoutToken, cardAttempt())).status).toBe("success");
  });
});

describe("event tickets", () => {
  const form = (types: { id: string }[], names: string[][]): Record<string, string> => {
    const fields: Record<string, string> = { ...customer, step: "pay" };
    types.forEach((t, i) => {
      fields[`qty.${t.id}`] = String(names[i].length);
      names[i].forEach((name, n) => (fields[`attendee.${t.id}.${n + 1}`] = name));
    });
    return fields;
  };

  it("step one (how many) answers step two with one attendee field per ticket; nothing is held yet", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "VIP", price: 50, quantity: 10 }, { name: "Regular", price: 20, quantity: 100 }] });
    const [vip, regular] = link.ticketTypes;
    const page = await get(link.slug);
    const first = await page.text();
    expect(first).toContain(`name="qty.${vip.id}"`);
    expect(first).toContain("10 left");
    await expectNothingWritten(async () => {
      // Answered with a redirect to step two's own address, so Back from the checkout never asks to resend a form.
      const res = await post(link.slug, { step: "choose", [`qty.${vip.id}`]: "1", [`qty.${regular.id}`]: "2" });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location")!, own());
      expect(location.pathname).toBe(`/l/${link.slug}`);
      expect(Object.fromEntries(location.searchParams)).toEqual({ [`qty.${vip.id}`]: "1", [`qty.${regular.id}`]: "2" });
      const second = await get(link.slug, location.search);
      expect(second.status).toBe(200);
      const html = await second.text();
      expect(html).toContain(`name="attendee.${vip.id}.1"`);
      expect(html).toContain(`name="attendee.${regular.id}.2"`);
      expect(html).not.toContain(`name="attendee.${regular.id}.3"`);
      expect(html).toMatch(new RegExp(`type="hidden" name="qty.${regular.id}" value="2"`));
      expect(html).toContain('name="email"');
      expect(html).toMatch(/Total<\/span><span>USD 90.00<\/span>/);
    });
    const none = await post(link.slug, { step: "choose" });
    expect(none.status).toBe(400);
    expect(errorBeside(await none.text(), "tickets")).toBe("Choose at least one ticket");
    // Step two's address with a choice that cannot be bought (too many, not a number) is step one, each error beside its quantity.
    const tooMany = await (await get(link.slug, `?qty.${vip.id}=11`)).text();
    expect(tooMany).not.toContain(`name="attendee.${vip.id}.1"`);
    expect(errorBeside(tooMany, `qty-${vip.id}`)).toMatch(/VIP/);
    const garbage = await (await get(link.slug, `?qty.${vip.id}=%3Cb%3E&qty.nosuch=3`)).text();
    expect(garbage).not.toContain("<b>");
    expect(errorBeside(garbage, `qty-${vip.id}`)).toBe("Choose a number of tickets");
  });

  it("held with the payment (15-minute session), paid on success with the tickets in payment.success, QR codes only for paid tickets", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "VIP", price: 50, quantity: 10 }, { name: "Regular", price: 20, quantity: 100 }] });
    const [vip, regular] = link.ticketTypes;
    const started = Date.now();
    const res = await post(link.slug, form([vip, regular], [["Hana Tesfaye"], ["Abebe Kebede", "Sara Alemu"]]));
    expect(res.status).toBe(303);
    const payment = await paymentOf(tokenOf(res));
    expect(payment).toMatchObject({ amount: 9000n, paymentType: "Event", paymentLinkId: link.id });
    expect(payment.expiresAt.getTime() - started).toBeLessThanOrEqual(EVENT_SESSION_MINUTES * 60_000 + 5_000);
    expect(payment.expiresAt.getTime() - started).toBeGreaterThan(EVENT_SESSION_MINUTES * 60_000 - 5_000);
    const held = await db().ticket.findMany({ where: { paymentId: payment.id }, orderBy: { createdAt: "asc" } });
    expect(held.map((t) => [t.ticketTypeId, t.attendeeName, t.status])).toEqual([
      [vip.id, "Hana Tesfaye", "held"],
      [regular.id, "Abebe Kebede", "held"],
      [regular.id, "Sara Alemu", "held"],
    ]);
    for (const t of held) expect(t.reference).toMatch(/^TKT-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect((await db().ticketType.findMany({ where: { linkId: link.id }, orderBy: { position: "asc" } })).map((t) => t.taken)).toEqual([1, 2]);
    const qr = (reference: string) => getQr(new Request(`${own()}/l/tickets/${reference}/qr.svg`), { params: Promise.resolve({ reference }) });
    expect((await qr(held[0].reference)).status).toBe(404);

    expect((await submitPaymentAttempt(payment.checkoutToken, cardAttempt())).status).toBe("success");
    expect(await db().ticket.count({ where: { paymentId: payment.id, status: "paid" } })).toBe(3);
    expect(await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ paymentCount: 1, amountCollected: 9000n });
    const success = await db().event.findFirstOrThrow({ where: { objectId: payment.id, type: "payment.success" } });
    const payload = success.payload as { tickets: { reference: string; attendee_name: string; status: string; qr_code_url: string }[]; meta: Record<string, unknown> };
    expect(payload.tickets.map((t) => [t.reference, t.attendee_name, t.status])).toEqual(held.map((t) => [t.reference, t.attendeeName, "paid"]));
    expect(payload.tickets[0].qr_code_url).toBe(`${env().publicBaseUrl}/l/tickets/${held[0].reference}/qr.svg`);
    expect(payload.meta).toMatchObject({ payment_link_id: link.id });
    const svg = await qr(held[0].reference);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await svg.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await qr("TKT-NOPE-0000")).status).toBe(404);
  });

  it("more than are left: 'Only 1 VIP ticket left' beside its type, nothing held", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "VIP", price: 50, quantity: 3, taken: 2 }] });
    const [vip] = link.ticketTypes;
    await expectNothingWritten(async () => {
      const res = await post(link.slug, form([vip], [["A", "B"]]));
      expect(res.status).toBe(400);
      expect(errorBeside(await res.text(), `qty-${vip.id}`)).toBe("Only 1 VIP ticket left");
    });
    // The hold itself refuses too (the page's first check read the stock before the form was sent).
    await expectNothingWritten(async () => {
      await expect(
        startLinkPayment(db(), { slug: link.slug, form: { customer, custom_fields: {}, tickets: [{ ticket_type_id: vip.id, attendee_name: "A" }, { ticket_type_id: vip.id, attendee_name: "B" }] } }),
      ).rejects.toMatchObject({ code: "INVALID_STATE", message: "Only 1 VIP ticket left", details: [{ field: `tickets.${vip.id}` }] });
    });
  });

  it("unknown ticket types, missing attendee names, too many tickets and sale windows are refused, nothing written", async () => {
    const link = await createPaymentLink({
      merchantId,
      quantity: { enabled: false, max: 4 },
      ticketTypes: [
        { name: "Early bird", price: 5, quantity: 10, salesEndAt: new Date(Date.now() - 60_000) },
        { name: "Late", price: 5, quantity: 10, salesStartAt: new Date(Date.now() + 86_400_000) },
        { name: "Regular", price: 10, quantity: 10 },
      ],
    });
    const [early, late, regular] = link.ticketTypes;
    const attempt = (tickets: LinkPaymentForm["tickets"]) => startLinkPayment(db(), { slug: link.slug, form: { customer, custom_fields: {}, tickets } });
    await expectNothingWritten(async () => {
      await expect(attempt([{ ticket_type_id: "tkty_nosuchtype", attendee_name: "A" }])).rejects.toMatchObject({ code: "INVALID_VALUE", message: "This ticket type does not exist on this event" });
      await expect(attempt([{ ticket_type_id: regular.id, attendee_name: " " }])).rejects.toMatchObject({ code: "INVALID_VALUE", message: "Enter the name of the attendee of ticket 1" });
      await expect(attempt(Array.from({ length: 5 }, () => ({ ticket_type_id: regular.id, attendee_name: "A" })))).rejects.toMatchObject({ message: "You can buy at most 4 tickets at once" });
      await expect(attempt([])).rejects.toMatchObject({ code: "INVALID_VALUE", message: "Choose at least one ticket" });
      await expect(attempt([{ ticket_type_id: early.id, attendee_name: "A" }])).rejects.toMatchObject({ code: "INVALID_STATE", message: "Sales of Early bird tickets have ended" });
      await expect(attempt([{ ticket_type_id: late.id, attendee_name: "A" }])).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/^Late tickets go on sale on /) });
      const res = await post(link.slug, form([regular], [["A", ""]]));
      expect(res.status).toBe(400);
      expect(errorBeside(await res.text(), `attendee-${regular.id}-2`)).toBe("Enter the name of the attendee of ticket 2");
    });
  });

  it("released when the payment fails, held again by the retry, then paid", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "Regular", price: 10, quantity: 5 }] });
    const [regular] = link.ticketTypes;
    const token = tokenOf(await post(link.slug, form([regular], [["A", "B"]])));
    const taken = async () => (await db().ticketType.findUniqueOrThrow({ where: { id: regular.id } })).taken;
    expect(await taken()).toBe(2);
    expect((await submitPaymentAttempt(token, cardAttempt("4000000000000002"))).status).toBe("failed");
    expect(await taken()).toBe(0);
    expect((await db().ticket.findMany({ where: { linkId: link.id } })).map((t) => t.status)).toEqual(["released", "released"]);
    expect((await submitPaymentAttempt(token, cardAttempt())).status).toBe("success");
    expect(await taken()).toBe(2);
    expect((await db().ticket.findMany({ where: { linkId: link.id } })).map((t) => t.status)).toEqual(["paid", "paid"]);
  });

  it("a retry is refused, before any attempt, when the released tickets sold out meanwhile", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "Last seat", price: 10, quantity: 1 }] });
    const [seat] = link.ticketTypes;
    const first = tokenOf(await post(link.slug, form([seat], [["A"]])));
    expect((await submitPaymentAttempt(first, cardAttempt("4000000000000002"))).status).toBe("failed");
    const second = tokenOf(await post(link.slug, form([seat], [["B"]])));
    const payment = await paymentOf(first);
    await expect(startPaymentAttempt(db(), first, cardAttempt())).rejects.toMatchObject({ code: "INVALID_STATE", message: "These tickets have sold out" });
    // Through the checkout's form: back to the page with the sold_out message; no attempt recorded, the ticket stays released.
    const res = await payForm(
      new Request(`${own()}/checkout/${first}/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...sameOrigin() },
        body: new URLSearchParams({ method: "card", card_number: "4242424242424242", expiry: "12/39", cvc: "123", name: "A B" }).toString(),
      }),
      { params: Promise.resolve({ token: first }) },
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!, own()).searchParams.get("error")).toBe("tickets-sold-out");
    expect(await db().paymentAttempt.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(await db().ticket.findFirstOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ status: "released" });
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: seat.id } })).taken).toBe(1);
    expect((await submitPaymentAttempt(second, cardAttempt())).status).toBe("success");
  });

  it("released when the session expires", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "Regular", price: 10, quantity: 5 }] });
    const [regular] = link.ticketTypes;
    const token = tokenOf(await post(link.slug, form([regular], [["A", "B", "C"]])));
    const payment = await paymentOf(token);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: regular.id } })).taken).toBe(3);
    await expireDuePayments(db(), new Date(payment.expiresAt.getTime() + 1000));
    expect((await paymentOf(token)).status).toBe("incomplete");
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: regular.id } })).taken).toBe(0);
    expect(await db().ticket.count({ where: { paymentId: payment.id, status: "released" } })).toBe(3);
  });
});

describe("GET /l/[slug]/image", () => {
  it("serves the link's image with its content type, cached for good under its versioned URL", async () => {
    const bytes = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const image = await db().paymentLinkImage.create({ data: { id: newId("img"), merchantId, mode: "test", contentType: "image/png", bytes, sha256: "abc123" } });
    const link = await createPaymentLink({ merchantId, amount: 5, imageId: image.id });
    const html = await (await get(link.slug)).text();
    expect(html).toContain(`src="/l/${link.slug}/image?v=${image.id}"`);
    const call = (query = "") => getImage(new Request(`${own()}/l/${link.slug}/image${query}`), { params: Promise.resolve({ slug: link.slug }) });
    const res = await call(`?v=${image.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect((await call()).headers.get("cache-control")).toBe("public, max-age=300");
    const without = await createPaymentLink({ merchantId, amount: 5 });
    expect((await getImage(new Request(`${own()}/l/${without.slug}/image`), { params: Promise.resolve({ slug: without.slug }) })).status).toBe(404);
    // Another merchant's image id on a link is not served.
    const other = await createTestMerchant();
    const foreign = await createPaymentLink({ merchantId: other.merchant.id, amount: 5, imageId: image.id });
    expect((await getImage(new Request(`${own()}/l/${foreign.slug}/image`), { params: Promise.resolve({ slug: foreign.slug }) })).status).toBe(404);
  });
});

describe("POST /l/[slug] rate limit", () => {
  it("per IP, the checkout forms' burst: then the page says to wait (429, Retry-After) and nothing is written", async () => {
    const saved = { burst: process.env.RATE_LIMIT_CHECKOUT_IP_BURST, perMinute: process.env.RATE_LIMIT_CHECKOUT_IP_PER_MINUTE };
    process.env.RATE_LIMIT_CHECKOUT_IP_BURST = "2";
    process.env.RATE_LIMIT_CHECKOUT_IP_PER_MINUTE = "1";
    resetEnvForTests();
    resetInProcessBucketsForTests();
    if (onPostgres) await db().$executeRawUnsafe(`DELETE FROM "RateLimitBucket"`);
    try {
      const link = await createPaymentLink({ merchantId, amount: 10 });
      const from = { ...sameOrigin(), "x-forwarded-for": "198.51.100.29" };
      for (let i = 0; i < 2; i++) expect((await post(link.slug, customer, from)).status).toBe(303);
      await expectNothingWritten(async () => {
        const res = await post(link.slug, customer, from);
        expect(res.status).toBe(429);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        const html = await res.text();
        expect(html).toContain("Too many tries in a short time");
        expect(html).toContain('value="hana@example.test"');
      });
    } finally {
      for (const [name, value] of [["RATE_LIMIT_CHECKOUT_IP_BURST", saved.burst], ["RATE_LIMIT_CHECKOUT_IP_PER_MINUTE", saved.perMinute]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvForTests();
    }
  });
});

// GET /checkout/{token}/receipt, called as Next calls it (a NextRequest with the
// nonce proxy.ts adds). A paid payment's receipt, server-rendered and complete without JavaScript:
// the merchant, amount, method, references, date in the merchant's time zone, the customer, the
// link's title, and for an event each paid ticket with its QR code inline as SVG; the refunded
// amount once refunded. Unpaid and unknown tokens: 404, nothing written. The checkout's success
// screen links to it.
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import QRCode from "qrcode";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt, createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { createEventPayment } from "@/tests/support/event-payment";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { formatReceiptDate } from "@/lib/receipts/receipt-view";
import { RECEIPT_PRINT_SCRIPT } from "@/components/checkout/receipt-page";
import { GET as receiptRoute } from "@/app/checkout/[token]/receipt/route";
import { GET as checkoutPage } from "@/app/checkout/[token]/route";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";

setupTestDatabase();

const NONCE = "bm9uY2Vub25jZW5vbmNlMTI=";

async function receipt(token: string) {
  const request = new NextRequest(`http://localhost/checkout/${encodeURIComponent(token)}/receipt`, { headers: { "x-nonce": NONCE } });
  const response = await receiptRoute(request, { params: Promise.resolve({ token }) });
  return { response, html: await response.text() };
}

/** Rows that viewing a receipt must never add or change. */
async function writes() {
  const [payments, attempts, events, jobs, audit, tickets] = await Promise.all([
    db().payment.count(),
    db().paymentAttempt.count(),
    db().event.count(),
    db().job.count(),
    db().auditLog.count(),
    db().ticket.groupBy({ by: ["status"], _count: true, orderBy: { status: "asc" } }),
  ]);
  return { payments, attempts, events, jobs, audit, tickets };
}

/** The visible text of an HTML fragment, tags dropped and entities of our escaper decoded. */
const text = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
beforeAll(async () => {
  shop = await createTestMerchant({ name: "Abebe Coffee Roasters" });
  await db().merchant.update({ where: { id: shop.merchant.id }, data: { brandColor: "#0e7490", country: "ET", logoUrl: "https://cdn.example.com/abebe.png" } });
});

describe("GET /checkout/{token}/receipt", () => {
  it("a card payment: merchant, amount, method, references, date in the merchant's zone, customer; no script but the print button's", async () => {
    const paid = await createPaidPayment(shop.keys.test.secret, { amount: 1234.5, merchant_reference: "ORDER-1001" });
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paid.reference } });
    const before = await writes();
    const { response, html } = await receipt(paid.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("request-id")).toMatch(/^req_/);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);

    const visible = text(html);
    expect(visible).toContain("Abebe Coffee Roasters");
    expect(visible).toContain("USD 1,234.50");
    expect(visible).toContain("Paid");
    expect(visible).toContain("Visa •••• 4242");
    expect(visible).toContain(paid.reference);
    expect(visible).toContain("ORDER-1001");
    expect(visible).toContain("Abebe Kebede");
    // The merchant's country (Ethiopia) gives the zone: 3 hours ahead of UTC, named on the page in words.
    expect(visible).toContain(formatReceiptDate(payment.paidAt!, "Africa/Addis_Ababa"));
    expect(visible).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(East Africa Time\)/);
    expect(visible).not.toContain("Africa/Addis_Ababa");
    expect(html).toContain(`<time datetime="${payment.paidAt!.toISOString()}">`);
    expect(html).toContain('src="https://cdn.example.com/abebe.png"');
    // The brand colour drives the accent, as on the checkout.
    expect(html).toContain("--accent:#0e7490");
    expect(visible).toContain("Test mode");

    // Works without JavaScript: no script file at all; only the inline lines that show "Print", under the nonce.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain("/_next/");
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0][0]).toContain(`nonce="${NONCE}"`);
    expect(scripts[0][1]).toBe(RECEIPT_PRINT_SCRIPT);
    expect(RECEIPT_PRINT_SCRIPT.length).toBeLessThan(200);
    expect(html).toMatch(/<button type="button" id="print-receipt" hidden=""/);
    expect(html).toContain("<noscript>");
    // Printable: the controls carry print:hidden, which the inlined stylesheet defines for print.
    expect(html).toMatch(/class="[^"]*print:hidden/);
    const printRules = html.slice(html.indexOf("@media print{"));
    expect(printRules.slice(0, printRules.indexOf("}}") + 2)).toContain(".print\\:hidden{display:none}");
    expect(await writes()).toEqual(before);
  });

  it("an event payment with two tickets: the link's title, each ticket's type, attendee, reference and QR code as inline SVG", async () => {
    const event = await createEventPayment(shop, { title: "Addis Jazz Night", ticketTypeName: "Front row", attendees: ["Abebe Kebede", "Hana <b>Tesfaye</b>"] });
    // The payment's own transition turns the held tickets into paid ones.
    expect((await submitPaymentAttempt(event.token, cardAttempt())).status).toBe("success");
    expect(await db().ticket.count({ where: { paymentId: event.reference, status: "paid" } })).toBe(2);

    const { response, html } = await receipt(event.token);
    expect(response.status).toBe(200);
    const visible = text(html);
    expect(visible).toContain("Addis Jazz Night");
    expect(visible).toContain("USD 50.00");
    expect(visible).toContain("Your tickets (2)");
    expect(visible.match(/Front row/g)).toHaveLength(2);
    expect(visible).toContain("Abebe Kebede");
    // A name is text, never markup.
    expect(html).toContain("Hana &lt;b&gt;Tesfaye&lt;/b&gt;");
    expect(html).not.toContain("<b>Tesfaye</b>");
    for (const reference of event.ticketReferences) {
      expect(reference).toMatch(/^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(visible).toContain(reference);
      // The QR code holds the reference: the same SVG the qrcode package draws for it, inline.
      const svg = await QRCode.toString(reference, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 160 });
      expect(html).toContain(`<div role="img" aria-label="QR code of ticket ${reference}"`);
      expect(html).toContain(svg);
    }
    expect(html.match(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  });

  it("a held ticket of another payment, or a released one, is not on the receipt", async () => {
    const event = await createEventPayment(shop, { attendees: ["Only Paid"] });
    const other = await createEventPayment(shop, { attendees: ["Someone Else"] });
    expect((await submitPaymentAttempt(event.token, cardAttempt())).status).toBe("success");
    const { html } = await receipt(event.token);
    expect(text(html)).toContain("Your ticket ");
    expect(text(html)).toContain(event.ticketReferences[0]);
    expect(text(html)).not.toContain(other.ticketReferences[0]);
    expect(text(html)).not.toContain("Someone Else");
  });

  it("refunded: the status and the refunded amount", async () => {
    const paid = await createPaidPayment(shop.keys.test.secret, { amount: 80 });
    const partial = await refundRoute(apiRequest(`/v2/payments/${paid.reference}/refunds`, { key: shop.keys.test.secret, body: { amount: 30 } }), { params: Promise.resolve({ reference: paid.reference }) });
    expect(partial.status, await partial.clone().text()).toBe(201);
    let page = await receipt(paid.token);
    expect(page.response.status).toBe(200);
    expect(text(page.html)).toContain("Partially refunded");
    expect(text(page.html)).toContain("Refunded: USD 30.00");
    expect(text(page.html)).toContain("USD 80.00");

    const rest = await refundRoute(apiRequest(`/v2/payments/${paid.reference}/refunds`, { key: shop.keys.test.secret, body: {} }), { params: Promise.resolve({ reference: paid.reference }) });
    expect(rest.status).toBe(201);
    page = await receipt(paid.token);
    expect(page.response.status).toBe(200);
    expect(text(page.html)).toMatch(/ Refunded .*Refunded: USD 80\.00/);
  });

  it("an unpaid payment: 404 that links to its checkout; a failed one too; nothing written", async () => {
    const pending = await createHostedPaymentFor(shop.keys.test.secret);
    const failed = await createHostedPaymentFor(shop.keys.test.secret);
    expect((await submitPaymentAttempt(failed.token, cardAttempt("4000000000000002"))).status).toBe("failed");
    const before = await writes();
    for (const token of [pending.token, failed.token]) {
      const { response, html } = await receipt(token);
      expect(response.status).toBe(404);
      expect(html).toContain("Receipt not available");
      expect(html).toContain(`href="/checkout/${token}"`);
      expect(text(html)).not.toContain("USD 100.00");
      expect(html).not.toMatch(/<script\b/);
    }
    expect(await writes()).toEqual(before);
  });

  it("unknown and malformed tokens: 404, nothing echoed, nothing written", async () => {
    const before = await writes();
    for (const token of ["cs_test_nosuchtoken000000000000000000000", "x", "a".repeat(10_000), "__proto__", "../../etc/passwd", "<script>alert(1)</script>", "cs_live_😀"]) {
      const { response, html } = await receipt(token);
      expect(response.status, token.slice(0, 40)).toBe(404);
      expect(html).toContain("Receipt not available");
      expect(html).not.toContain("alert(1)");
      expect(html).not.toContain('href="/checkout/');
      expect(html).not.toMatch(/<script\b/);
    }
    expect(await writes()).toEqual(before);
  });

  it("a paid payment's token with one character changed is unknown", async () => {
    const paid = await createPaidPayment(shop.keys.test.secret);
    const { response } = await receipt(paid.token.slice(0, -1) + (paid.token.endsWith("a") ? "b" : "a"));
    expect(response.status).toBe(404);
  });
});

describe("the checkout's success screen", () => {
  it('links to the receipt ("View receipt") and keeps the redirect to return_url', async () => {
    const paid = await createPaidPayment(shop.keys.test.secret, { return_url: "https://shop.example/thanks" });
    const request = new NextRequest(`http://localhost/checkout/${paid.token}`, { headers: { "x-nonce": NONCE } });
    const html = await (await checkoutPage(request, { params: Promise.resolve({ token: paid.token }) })).text();
    expect(html).toContain("Payment successful");
    expect(html).toMatch(new RegExp(`<a href="/checkout/${paid.token}/receipt"[^>]*>View receipt</a>`));
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="15;url=https://shop.example/thanks?reference=${paid.reference}&amp;status=success"/>`);
  });

  it("embedded (in an iframe), the receipt opens in a tab of its own", async () => {
    const paid = await createPaidPayment(shop.keys.test.secret);
    const request = new NextRequest(`http://localhost/checkout/${paid.token}`, { headers: { "x-nonce": NONCE, "sec-fetch-dest": "iframe" } });
    const html = await (await checkoutPage(request, { params: Promise.resolve({ token: paid.token }) })).text();
    expect(html).toMatch(new RegExp(`<a href="/checkout/${paid.token}/receipt" target="_blank" rel="noopener"[^>]*>View receipt</a>`));
  });

  it("a pending checkout has no receipt link", async () => {
    const pending = await createHostedPaymentFor(shop.keys.test.secret);
    const request = new NextRequest(`http://localhost/checkout/${pending.token}`, { headers: { "x-nonce": NONCE } });
    const html = await (await checkoutPage(request, { params: Promise.resolve({ token: pending.token }) })).text();
    expect(html).not.toContain("/receipt");
  });
});

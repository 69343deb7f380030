// GET /checkout/{token} is a route handler that renders the whole document
// (app/checkout/[token]/render-checkout-page.ts), and GET /checkout-assets/{file} serves its script. Called as
// Next calls them (a NextRequest), with hostile tokens, file names and query strings: each
// answers a clear page or 404, echoes nothing raw, and writes nothing.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { CHECKOUT_SCRIPT, CHECKOUT_SCRIPT_FILES } from "@/lib/generated/checkout-assets";
import { GET as checkoutPage } from "@/app/checkout/[token]/route";
import { GET as checkoutAsset } from "@/app/checkout-assets/[file]/route";

setupTestDatabase();

/** A nonce a client might send: the page must never use it (it makes its own). */
const CLIENT_NONCE = "bm9uY2Vub25jZW5vbmNlMTI=";

async function page(token: string, query = "") {
  const request = new NextRequest(`http://localhost/checkout/${encodeURIComponent(token)}${query}`, { headers: { "x-nonce": CLIENT_NONCE } });
  const response = await checkoutPage(request, { params: Promise.resolve({ token }) });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { response, html: await response.text(), nonce };
}

async function asset(file: string) {
  return checkoutAsset(new Request(`http://localhost/checkout-assets/${encodeURIComponent(file)}`), { params: Promise.resolve({ file }) });
}

/** Rows that a page view must never add (it may only expire a payment whose time is up). */
async function writes() {
  const [payments, attempts, events, audit] = await Promise.all([db().payment.count(), db().paymentAttempt.count(), db().event.count(), db().auditLog.count()]);
  return { payments, attempts, events, audit };
}

describe("GET /checkout/{token}", () => {
  it("a pending payment: the whole document, its one script with the nonce, no Next runtime, never cached", async () => {
    const { keys } = await createTestMerchant();
    const { token } = await createHostedPaymentFor(keys.test.secret);
    const before = await writes();
    const { response, html, nonce } = await page(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Its own security headers (the proxy leaves this path out): a fresh nonce, never the one the client sent.
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(nonce).not.toBe(CLIENT_NONCE);
    expect((await page(token)).nonce).not.toBe(nonce);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull(); // plain http
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("request-id")).toMatch(/^req_/);
    expect(html.startsWith("<!DOCTYPE html><html lang=\"en\">")).toBe(true);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([`<script type="module" src="/checkout-assets/${CHECKOUT_SCRIPT}" nonce="${nonce}">`]);
    expect(html).not.toContain("/_next/");
    expect(html).toContain('<form method="post" action="/checkout/');
    expect(html).toContain('<template id="checkout-field-error">');
    expect(await writes()).toEqual(before);
  });

  it("frames only in the merchant's allowed embed origins, read with the payment (a change shows at once); the 404 page is never framed", async () => {
    const { merchant, keys } = await createTestMerchant();
    const { token } = await createHostedPaymentFor(keys.test.secret);
    await db().merchant.update({ where: { id: merchant.id }, data: { embedOrigins: ["https://shop.example"] } });
    const framed = (await page(token)).response;
    expect(framed.headers.get("content-security-policy")).toMatch(/(^|; )frame-ancestors https:\/\/shop\.example(;|$)/);
    expect(framed.headers.get("x-frame-options")).toBeNull();
    await db().merchant.update({ where: { id: merchant.id }, data: { embedOrigins: [] } });
    expect((await page(token)).response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const missing = (await page("cs_test_nosuchtoken000000000000000000000")).response;
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });

  it("unknown and malformed tokens: the not-found page, 404, nothing read or written", async () => {
    const before = await writes();
    for (const token of ["cs_test_nosuchtoken000000000000000000000", "x", "a".repeat(10_000), "__proto__", "../../etc/passwd", "cs_test_\u0000", "<script>alert(1)</script>", "cs_live_😀"]) {
      const { response, html } = await page(token);
      expect(response.status, token.slice(0, 40)).toBe(404);
      expect(html).toContain("Payment link not found");
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toMatch(/<script\b/); // the not-found page needs no script
    }
    expect(await writes()).toEqual(before);
  });

  it("hostile query strings: our own sentences only, no raw echo, no bridge for an invalid origin", async () => {
    const { keys } = await createTestMerchant();
    const { token } = await createHostedPaymentFor(keys.test.secret);
    const before = await writes();
    const hostile = [
      "?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "?field_error=card_number:invalid&field_error=%3Cb%3Ex%3C%2Fb%3E:required&field_error=__proto__:x",
      "?embed_origin=javascript%3Aalert(1)",
      "?embed_origin=https%3A%2F%2Fevil.example%22%3E%3Cscript%3E",
      "?method=__proto__&method=constructor",
      `?error=${"x".repeat(5_000)}`,
    ];
    for (const query of hostile) {
      const { response, html } = await page(token, query);
      expect(response.status, query).toBe(200);
      expect(html, query).not.toContain("<script>alert");
      expect(html, query).not.toContain("<b>x</b>");
      expect(html, query).not.toContain("evil.example");
      expect(html, query).not.toContain("checkout-bridge.js");
    }
    // A known field error shows our sentence beside its field, and the field takes the focus.
    const { html } = await page(token, "?method=card&field_error=card_number:invalid");
    expect(html).toContain("This card number is not valid. Check it for typos.");
    expect(html).toMatch(/<input id="card-card_number"[^>]*aria-invalid="true"[^>]*autofocus=""/);
    expect(await writes()).toEqual(before);
  });
});

describe("GET /checkout-assets/{file}", () => {
  it("serves each built file as JavaScript, cached for good", async () => {
    const files = Object.keys(CHECKOUT_SCRIPT_FILES);
    expect(files).toContain(CHECKOUT_SCRIPT);
    expect(files.length).toBeGreaterThanOrEqual(2); // the script and its lazily loaded rules
    for (const file of files) {
      const response = await asset(file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe(CHECKOUT_SCRIPT_FILES[file]);
    }
  });

  it("anything else is 404: other names, inherited properties, paths", async () => {
    for (const file of ["nosuch.js", "__proto__", "constructor", "hasOwnProperty", "toString", "../lib/env.ts", CHECKOUT_SCRIPT.toLowerCase(), `${CHECKOUT_SCRIPT}x`, ""]) {
      const response = await asset(file);
      expect(response.status, file).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });
});

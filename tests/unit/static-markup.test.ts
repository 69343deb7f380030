// The hosted checkout is rendered to a string by lib/html/static-markup.ts instead of
// React's renderer. It must write what React's renderToStaticMarkup writes for the same
// components (every screen of the checkout, with errors, test mode and embedding), and escape
// everything a merchant or a customer typed.
import { describe, expect, it } from "vitest";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { renderToStaticHtml } from "@/lib/html/static-markup";
import { brandTheme } from "@/lib/checkout/brand-theme";
import type { CheckoutScreen, CheckoutView } from "@/lib/checkout/checkout-view";
import { CheckoutDocument, CheckoutNotFound, CheckoutPage } from "@/components/checkout/checkout-page";
import type { CheckoutFormError } from "@/components/checkout/payment-methods";
import { ReceiptNotFound, ReceiptPage } from "@/components/checkout/receipt-page";
import type { ReceiptView } from "@/lib/receipts/receipt-view";

/**
 * Markup with each tag's attributes lowercased and sorted: HTML attribute names are
 * case-insensitive and their order carries no meaning (React writes some, such as a form's
 * action and method or an input's name, after the others; we write them in props order).
 */
function normalized(html: string): string {
  return html.replace(/<([a-z][a-z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>/gi, (_tag, name: string, attributes: string, slash: string) => {
    const list = [...attributes.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)].map(([, n, v]) => `${n.toLowerCase()}="${v ?? ""}"`).sort();
    return `<${name}${list.map((a) => ` ${a}`).join("")}${slash}>`;
  });
}

const HOSTILE = `Shop "<b>&'</b>" <script>alert(1)</script>`;

function view(screen: CheckoutScreen, overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    screen,
    reference: "pay_0123456789abcdefghijkl",
    merchantReference: "order-1",
    status: "pending",
    testMode: true,
    processorAvailable: true,
    merchant: { name: HOSTILE, logoUrl: null, brandColor: "#86a500" },
    title: `Pay ${HOSTILE}`,
    description: `Two <i>tickets</i> & a "snack"`,
    amountText: "$25.50",
    currency: "USD",
    customer: { name: "Abebe O'Neil", email: "buyer@example.com", phone: "+251911234567" },
    methods: [
      { id: "card", kind: "card", name: "Card", available: true },
      { id: "telebirr", kind: "wallet", name: "telebirr", country: "+251", available: true },
      { id: "bank_transfer", kind: "bank_transfer", name: "Bank transfer", available: true },
    ],
    retriesLeft: 2,
    maxAttempts: 3,
    attemptsMade: 1,
    lastFailure: null,
    challenge: null,
    otpTriesLeft: null,
    codeSentTo: null,
    anotherNumber: false,
    pendingMethod: null,
    lastMethod: null,
    expiresAt: "2026-11-25T18:00:00.000Z",
    returnUrl: "https://shop.example/done?reference=pay_0123456789abcdefghijkl&status=success",
    ...overrides,
  } as CheckoutView;
}

const cardErrors: CheckoutFormError = {
  message: "Something went wrong. Please try again.",
  fields: { card_number: "Enter your card number.", cvc: "Enter the 3 or 4 digit security code." },
  method: "card",
};

const cases: [string, CheckoutView, Partial<{ error: CheckoutFormError; embedOrigin: string; kept: { method: string; phone?: string } }>][] = [
  ["ready", view("ready"), {}],
  ["ready with card errors", view("ready"), { error: cardErrors }],
  ["ready, live, no processor", view("ready", { testMode: false, processorAvailable: false }), {}],
  ["ready, embedded, kept wallet number", view("ready"), { embedOrigin: "https://shop.example", kept: { method: "telebirr", phone: "+251 91 <1>" } }],
  ["failed", view("failed", { lastFailure: "Card declined <by bank>", lastMethod: "card" }), {}],
  ["auth_needed (wallet OTP)", view("auth_needed", { challenge: "otp", otpTriesLeft: 2, codeSentTo: "•••• 0003", pendingMethod: "telebirr" }), { error: { message: null, fields: { otp: "Enter the code you received." }, method: null } }],
  ["auth_needed (3-D Secure)", view("auth_needed", { challenge: "3ds", otpTriesLeft: 3, pendingMethod: "card" }), {}],
  ["processing", view("processing", { pendingMethod: "telebirr" }), {}],
  ["success", view("success", { status: "success" }), {}],
  ["no_retries", view("no_retries", { lastFailure: "Insufficient funds" }), {}],
  ["blocked", view("blocked"), {}],
  ["cancelled", view("cancelled"), {}],
  ["expired", view("expired"), {}],
];

function page(v: CheckoutView, extra: (typeof cases)[number][2]): ReactNode {
  return createElement(CheckoutPage, {
    theme: brandTheme(v.merchant.brandColor),
    bridge: extra.embedOrigin ? { state: { type: "gateway:checkout", status: v.status }, nonce: "bm9uY2Vub25jZW5vbmNl" } : null,
    view: v,
    token: "cs_test_0123456789abcdefghijklmnopqrstuvw",
    embedOrigin: extra.embedOrigin ?? null,
    embedded: Boolean(extra.embedOrigin),
    error: extra.error ?? null,
    openMethod: extra.kept?.method ?? null,
    kept: extra.kept ?? null,
    paidWith: v.screen === "success" ? "Visa •••• 4242" : null,
    autoReturn: v.screen === "success" ? { seconds: 15, stayHref: "/checkout/cs_test_0123456789abcdefghijklmnopqrstuvw?stay=1" } : null,
    receipt:
      v.screen === "success"
        ? { tickets: [{ reference: "TKT-AB12-CD34", typeName: "VIP <front>", attendeeName: `Hana "<script>" T`, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>', void: false }], mailedTo: null }
        : null,
    pagePath: "/checkout/cs_test_0123456789abcdefghijklmnopqrstuvw",
  });
}

describe("renderToStaticHtml writes what React writes", () => {
  for (const [name, v, extra] of cases) {
    it(`the ${name} screen`, () => {
      const node = page(v, extra);
      const html = renderToStaticHtml(node);
      expect(normalized(html)).toBe(normalized(renderToStaticMarkup(node)));
      expect(normalized(html)).toContain(`aria-labelledby="payment-heading"`); // the normalizer kept the markup (a broken one would compare two empty strings)
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<b>&'</b>");
    });
  }

  it("the document and the not-found page", () => {
    const node = createElement(
      CheckoutDocument,
      { title: HOSTILE, css: "body{color:red}", script: "/checkout-assets/checkout-forms-ABC.js", nonce: "bm9uY2Vub25jZW5vbmNl", refresh: { seconds: 3, url: "/checkout/x?a=1&b=2" } },
      createElement(CheckoutNotFound),
    );
    // React 19 hoists <title>, <meta> and <link> and may add preloads; the body and the attributes must agree.
    const ours = renderToStaticHtml(node);
    expect(ours).toContain("<title>Shop &quot;&lt;b&gt;&amp;&#x27;&lt;/b&gt;&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(ours).toContain('<meta http-equiv="refresh" content="3;url=/checkout/x?a=1&amp;b=2"/>');
    expect(ours).toContain('<script type="module" src="/checkout-assets/checkout-forms-ABC.js" nonce="bm9uY2Vub25jZW5vbmNl"></script>');
    expect(ours).toContain("<style>body{color:red}</style>");
    expect(normalized(ours.slice(ours.indexOf("<body")))).toBe(normalized(renderToStaticMarkup(createElement("body", { className: "font-sans" }, createElement(CheckoutNotFound))) + "</html>"));
  });
});

describe("the receipt page writes what React writes", () => {
  const receipt = (overrides: Partial<ReceiptView> = {}): ReceiptView => ({
    reference: "pay_0123456789abcdefghijkl",
    merchantReference: `order <1> & "2"`,
    status: "partially_refunded",
    statusLabel: "Partially refunded",
    testMode: true,
    paymentType: "Event",
    merchant: { name: HOSTILE, logoUrl: "https://cdn.example.com/logo.png?a=1&b=2", brandColor: "#86a500" },
    title: `Jazz <night> & "friends"`,
    amountText: "USD 50.00",
    currency: "USD",
    refundedText: "USD 10.00",
    method: "Card",
    paidWith: "Visa •••• 4242",
    paidAt: "2026-11-27T14:00:00.000Z",
    paidAtText: "27 November 2026 at 17:00 (Africa/Addis_Ababa)",
    timeZone: "Africa/Addis_Ababa",
    customerName: "Abebe O'Neil",
    customerEmail: "buyer@example.com",
    tickets: [{ reference: "TKT-AB12-CD34", typeName: "VIP <front>", attendeeName: `Hana "<script>" T`, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>', void: false }],
    backUrl: "https://shop.example/done?reference=pay_0123456789abcdefghijkl&status=partially_refunded",
    ...overrides,
  });

  for (const [name, v] of [
    ["with tickets, refunded in part, test mode", receipt()],
    ["a plain card payment, live, no logo, no link back", receipt({ tickets: [], testMode: false, refundedText: null, status: "success", statusLabel: "Paid", merchant: { name: "Shop", logoUrl: null, brandColor: "#000000" }, backUrl: null, title: null, merchantReference: null })],
  ] as const) {
    it(name, () => {
      const node = createElement(ReceiptPage, { view: v, theme: brandTheme(v.merchant.brandColor), nonce: "bm9uY2Vub25jZW5vbmNl" });
      const html = renderToStaticHtml(node);
      // React 19 adds a preload <link> for an <img> (the logo); a document written by a route handler has none, and needs none.
      expect(normalized(html)).toBe(normalized(renderToStaticMarkup(node).replace(/^<link rel="preload" [^>]*\/>/, "")));
      expect(normalized(html)).toContain('aria-labelledby="receipt-heading"');
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain('"<script>"');
    });
  }

  it("the receipt's not-found page, with and without the way back to the checkout", () => {
    for (const checkoutPath of ["/checkout/cs_test_0123456789abcdefghijklmnopqrstuvw", null]) {
      const node = createElement(ReceiptNotFound, { checkoutPath });
      expect(normalized(renderToStaticHtml(node))).toBe(normalized(renderToStaticMarkup(node)));
    }
  });
});

describe("renderToStaticHtml", () => {
  it("escapes text and attribute values", () => {
    expect(renderToStaticHtml(createElement("p", { title: `"><img src=x onerror=alert(1)>` }, `</p><script>&'"`))).toBe(
      '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;/p&gt;&lt;script&gt;&amp;&#x27;&quot;</p>',
    );
  });

  it("writes booleans, numbers, styles and SVG attributes as React does", () => {
    const node = createElement(
      Fragment,
      null,
      createElement("input", { required: true, disabled: false, autoFocus: true, maxLength: 4, spellCheck: false, "aria-invalid": true, "data-x": false, defaultValue: "v" }),
      createElement("details", { open: false }, 0),
      createElement("div", { style: { "--accent": "#fff", marginTop: 4, opacity: 0.5, zIndex: 2 } as object, hidden: true }),
      createElement("svg", { viewBox: "0 0 24 24", strokeWidth: 1.6, strokeLinecap: "round", focusable: "false" }, createElement("path", { d: "M0 0", fillRule: "evenodd" })),
      [createElement("span", { key: "a" }, "a", 1, null, undefined, true)],
    );
    expect(normalized(renderToStaticHtml(node))).toBe(normalized(renderToStaticMarkup(node)));
    expect(renderToStaticHtml(node)).toContain('<input required="" autofocus="" maxlength="4" spellcheck="false" aria-invalid="true" data-x="false" value="v"/>');
  });

  it("refuses what it cannot render faithfully: async components and client references", () => {
    const Async = async () => createElement("p");
    expect(() => renderToStaticHtml(createElement(Async))).toThrow(/async/);
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for("react.client.reference") });
    expect(() => renderToStaticHtml(createElement(clientReference))).toThrow(/client component/);
  });
});

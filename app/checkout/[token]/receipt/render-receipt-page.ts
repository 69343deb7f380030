import "server-only";
// GET /checkout/[token]/receipt ("Receipts"): the receipt of a payment that succeeded (also
// once refunded, with the refunded amount), for every kind of payment: hosted, payment links,
// donations, events (each paid ticket with its QR code), direct charges. The customer reaches it from
// the checkout's success screen and from the receipt e-mail; the checkout token in the path is the
// only key (33 base62 characters, about 196 random bits), as for the checkout itself. Any other payment, or an
// unknown token, is a 404 page.
//
// Rendered like the checkout (app/checkout/[token]/render-checkout-page.ts): server components to a
// string, the checkout's own stylesheet inlined, no framework script; only the few inline bytes
// that show the Print button, under the page's CSP nonce. Security headers: proxy.ts gives every
// /checkout/<token>/… path the checkout's (lib/checkout/security-headers.ts).
import { createElement } from "react";
import type { NextRequest } from "next/server";
import { loadReceiptByToken } from "@/lib/receipts/load-receipt";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { brandTheme } from "@/lib/checkout/brand-theme";
import { htmlPageResponse, requestNonce } from "@/lib/html/html-page";
import { CHECKOUT_CSS } from "@/lib/generated/checkout-assets";
import { db } from "@/lib/db";
import { CheckoutDocument } from "@/components/checkout/checkout-page";
import { ReceiptNotFound, ReceiptPage } from "@/components/checkout/receipt-page";

export async function receiptPageResponse(request: NextRequest, token: string): Promise<Response> {
  const nonce = requestNonce(request.headers);
  const receipt = await loadReceiptByToken(token);
  if (!receipt) {
    // A known token of an unpaid payment links back to its checkout; an unknown one says so.
    const known = CHECKOUT_TOKEN_PATTERN.test(token) && (await db().payment.count({ where: { checkoutToken: token } })) > 0;
    const page = createElement(
      CheckoutDocument,
      { title: "Receipt not available", css: CHECKOUT_CSS, script: null, nonce, refresh: null },
      createElement(ReceiptNotFound, { checkoutPath: known ? `/checkout/${token}` : null }),
    );
    return htmlPageResponse(page, 404);
  }
  const { view } = receipt;
  const page = createElement(
    CheckoutDocument,
    { title: `Receipt · ${view.amountText} to ${view.merchant.name}`, css: CHECKOUT_CSS, script: null, nonce, refresh: null },
    createElement(ReceiptPage, { view, theme: brandTheme(view.merchant.brandColor), nonce }),
  );
  return htmlPageResponse(page, 200);
}



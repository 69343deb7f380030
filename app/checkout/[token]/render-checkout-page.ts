import "server-only";
// GET /checkout/[token]: the hosted checkout page. Rendered on the server for every
// request and complete without client JavaScript: plain forms POST to ./pay, ./otp and ./cancel,
// which answer 303 back here; the processing screen refreshes itself with <meta http-equiv>.
//
// Not a Next page: a page of the App Router makes the browser load the router and
// React's client (about 120 KB compressed) and carries its RSC payload, for a page that needs
// none of it. The components (components/checkout/) are rendered to a string here
// (lib/html/static-markup.ts) with the checkout's own stylesheet inlined and its one small script
// (lib/checkout/client/checkout-forms.ts), both built by scripts/build-checkout-assets.ts.
// Security headers (CSP with nonce, frame-ancestors, no referrer): made here by
// checkoutPageHeaders (lib/checkout/security-headers.ts), because this path is left out of
// proxy.ts's matcher (the proxy cost the page about a third of its CPU).
import { createElement } from "react";
import type { NextRequest } from "next/server";
import { loadCheckout } from "@/lib/checkout/load-checkout";
import { brandTheme } from "@/lib/checkout/brand-theme";
import { checkoutPagePath, fieldErrorCodes } from "@/lib/checkout/checkout-page-url";
import { formErrorMessage } from "@/lib/checkout/checkout-messages";
import { normalizeOrigin } from "@/lib/checkout/origins";
import { readRetryChoice, RETRY_CHOICE_COOKIE } from "@/lib/checkout/retry-choice";
import { errorMessages } from "@/lib/forms/form-errors";
import { CHECKOUT_FIELD_MESSAGES } from "@/lib/payments/attempts/checkout-fields";
import { bridgeState, checkoutTitle, paidWith } from "@/lib/checkout/checkout-page-state";
import { htmlPageResponse } from "@/lib/html/html-page";
import { mailConfigured } from "@/lib/mail/send-mail";
import { receiptOf } from "@/lib/receipts/load-receipt";
import { restartLinkPath } from "@/lib/payment-links/restart-link-path";
import { checkoutPageHeaders } from "@/lib/checkout/security-headers";
import { CHECKOUT_CSS, CHECKOUT_SCRIPT } from "@/lib/generated/checkout-assets";
import { CheckoutDocument, CheckoutNotFound, CheckoutPage } from "@/components/checkout/checkout-page";
import type { CheckoutFormError } from "@/components/checkout/payment-methods";

/** Seconds between refreshes while an attempt is being confirmed. */
const PROCESSING_REFRESH_SECONDS = 3;
/** While the customer may be on the processor's page in another tab: a slower re-check. */
const PROCESSOR_PAGE_REFRESH_SECONDS = 10;
/**
 * Seconds on the success screen before going back to the merchant's return_url: long enough to
 * see the tickets and open the receipt, counted down on the screen; any tap, key or scroll (with
 * JavaScript) or "Stay on this page" stops it (docs/payment-links.md, "After paying: the success screen").
 */
const SUCCESS_REDIRECT_SECONDS = 15;

/** Where /checkout-assets/ serves the checkout's script files. */
const CHECKOUT_ASSETS_PATH = "/checkout-assets";

/** The screens with forms, which the script checks before they are sent. */
const SCREENS_WITH_FORMS = new Set(["ready", "failed", "auth_needed"]);

export async function checkoutPageResponse(request: NextRequest, token: string): Promise<Response> {
  const checkout = await loadCheckout(token);
  const { nonce, headers } = checkoutPageHeaders(request.headers, checkout?.merchant.embedOrigins ?? []);
  const answer = (page: Parameters<typeof htmlPageResponse>[0], status: number) => {
    const response = htmlPageResponse(page, status);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
  if (!checkout) {
    const page = createElement(CheckoutDocument, { title: "Payment link not found", css: CHECKOUT_CSS, script: null, nonce, refresh: null }, createElement(CheckoutNotFound));
    return answer(page, 404);
  }
  const { view } = checkout;
  const query = request.nextUrl.searchParams;
  const embedOrigin = normalizeOrigin(query.get("embed_origin") ?? undefined);
  // Sec-Fetch-Dest tells us about an iframe even when the page was framed without inline.js.
  const embedded = embedOrigin !== null || request.headers.get("sec-fetch-dest") === "iframe";
  const pagePath = checkoutPagePath(token, { embedOrigin });

  const methodIds = view.methods.map((m) => m.id);
  const offered = (id: string | null | undefined) => (id && methodIds.includes(id) ? id : null);
  const queryMethod = offered(query.get("method"));
  // What the customer chose last on this device, else the last attempt's method: a retry opens
  // on the same method, with the same wallet number.
  const keptChoice = readRetryChoice(token, request.cookies.get(RETRY_CHOICE_COOKIE)?.value);
  const kept = keptChoice && offered(keptChoice.method) ? keptChoice : null;
  const openMethod = queryMethod ?? offered(kept?.method) ?? offered(view.lastMethod);
  const error = formError(view.screen, query.get("error") ?? undefined, query.getAll("field_error"), queryMethod);

  // "Stay on this page" (?stay=1): the success screen without the way back by itself.
  const autoReturn =
    view.screen === "success" && view.returnUrl && !embedded && query.get("stay") !== "1"
      ? { seconds: SUCCESS_REDIRECT_SECONDS, stayHref: `${pagePath}${pagePath.includes("?") ? "&" : "?"}stay=1` }
      : null;
  const refresh =
    view.screen === "processing" && view.redirectUrl && query.get("go") === "processor"
      ? { seconds: 0, url: view.redirectUrl } // Straight on to the processor's page
      : view.screen === "processing"
      ? { seconds: view.redirectUrl ? PROCESSOR_PAGE_REFRESH_SECONDS : PROCESSING_REFRESH_SECONDS, url: pagePath }
      : autoReturn && view.returnUrl
        ? { seconds: SUCCESS_REDIRECT_SECONDS, url: view.returnUrl, noscript: true }
        : null;
  // The script checks the forms, and counts the success screen's way back down.
  const script = SCREENS_WITH_FORMS.has(view.screen) || autoReturn ? `${CHECKOUT_ASSETS_PATH}/${CHECKOUT_SCRIPT}` : null;
  // The success screen shows the tickets, and says the receipt is e-mailed only when it will be.
  const receipt = view.screen === "success" ? await successReceipt(checkout) : null;
  // Expired, a payment made on a payment link can start again there: the link's page makes a new one.
  const restartPath = view.screen === "expired" ? await restartLinkPath(checkout.payment) : null;
  const page = createElement(
    CheckoutDocument,
    { title: checkoutTitle(view), css: CHECKOUT_CSS, script, nonce, refresh },
    createElement(CheckoutPage, {
      theme: brandTheme(view.merchant.brandColor),
      bridge: embedOrigin ? { state: bridgeState(view, embedOrigin), nonce } : null,
      view,
      token,
      embedOrigin,
      embedded,
      error,
      openMethod,
      kept,
      paidWith: view.screen === "success" ? paidWith(checkout.attempts) : null,
      autoReturn,
      receipt,
      pagePath,
      // The no-JavaScript "Cancel payment" lands here to be confirmed.
      confirmCancel: query.get("cancel") === "confirm",
      restartPath,
    }),
  );
  return answer(page, 200);
}



/** The paid tickets and where the receipt is mailed (as lib/receipts/send-receipt-email.ts decides: an address, receipts on, SMTP). */
async function successReceipt(checkout: NonNullable<Awaited<ReturnType<typeof loadCheckout>>>) {
  const loaded = await receiptOf(checkout.payment);
  const email = checkout.payment.customerEmail;
  const mailed = email && checkout.merchant.receiptEmailsEnabled && mailConfigured() ? email : null;
  return { tickets: loaded?.view.tickets ?? [], mailedTo: mailed };
}

/** Errors from the query string, on the screens that have forms; the text comes from our tables. */
function formError(screen: string, code: string | undefined, fieldErrors: string[], method: string | null): CheckoutFormError | null {
  if (!SCREENS_WITH_FORMS.has(screen)) return null;
  const message = formErrorMessage(code);
  const fields = errorMessages(fieldErrorCodes(fieldErrors), CHECKOUT_FIELD_MESSAGES);
  if (!message && Object.keys(fields).length === 0) return null;
  return { message, fields, method };
}

// GET /checkout/[token]: the hosted checkout page (issue 3). Rendered on the server for every
// request and complete without client JavaScript: plain forms POST to ./pay, ./otp and ./cancel,
// which answer 303 back here; the processing screen refreshes itself with <meta http-equiv>.
// Security headers (CSP with nonce, frame-ancestors, no referrer) come from proxy.ts via
// lib/checkout/security-headers.ts.
import { cache } from "react";
import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { loadCheckout } from "@/lib/checkout/load-checkout";
import { brandTheme } from "@/lib/checkout/brand-theme";
import { checkoutPagePath, fieldErrorCodes } from "@/lib/checkout/checkout-page-url";
import { formErrorMessage } from "@/lib/checkout/checkout-messages";
import { normalizeOrigin } from "@/lib/checkout/origins";
import { readRetryChoice, RETRY_CHOICE_COOKIE } from "@/lib/checkout/retry-choice";
import { errorMessages } from "@/lib/forms/form-errors";
import { CHECKOUT_FIELD_MESSAGES } from "@/lib/checkout/checkout-fields";
import { bridgeState, checkoutTitle, paidWith } from "@/lib/checkout/checkout-page-state";
import { CheckoutFrame } from "@/components/checkout/checkout-frame";
import { OrderSummary } from "@/components/checkout/order-summary";
import { CheckoutScreen } from "@/components/checkout/screens";
import type { CheckoutFormError } from "@/components/checkout/payment-methods";

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Seconds between refreshes while an attempt is being confirmed. */
const PROCESSING_REFRESH_SECONDS = 3;
/** Seconds on the success screen before going back to the merchant's return_url. */
const SUCCESS_REDIRECT_SECONDS = 5;

// One load per request, shared by generateMetadata and the page.
const load = cache((token: string) => loadCheckout(token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { token } = await params;
  const checkout = await load(token);
  return {
    title: { absolute: checkout ? checkoutTitle(checkout.view) : "Payment link not found" },
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  await connection();
  const { token } = await params;
  const checkout = await load(token);
  if (!checkout) notFound();
  const { view } = checkout;

  const query = await searchParams;
  const requestHeaders = await headers();
  const embedOrigin = normalizeOrigin(first(query.embed_origin));
  // Sec-Fetch-Dest tells us about an iframe even when the page was framed without inline.js.
  const embedded = embedOrigin !== null || requestHeaders.get("sec-fetch-dest") === "iframe";
  const nonce = nonceOf(requestHeaders);
  const pagePath = checkoutPagePath(token, { embedOrigin });

  const methodIds = view.methods.map((m) => m.id);
  const offered = (id: string | null | undefined) => (id && methodIds.includes(id) ? id : null);
  const queryMethod = offered(first(query.method));
  // What the customer chose last on this device, else the last attempt's method: a retry opens
  // on the same method, with the same wallet number (issue 9).
  const keptChoice = readRetryChoice(token, (await cookies()).get(RETRY_CHOICE_COOKIE)?.value);
  const kept = keptChoice && offered(keptChoice.method) ? keptChoice : null;
  const openMethod = queryMethod ?? offered(kept?.method) ?? offered(view.lastMethod);
  const error = formError(view.screen, first(query.error), query.field_error, queryMethod);

  return (
    <>
      {view.screen === "processing" ? <meta httpEquiv="refresh" content={`${PROCESSING_REFRESH_SECONDS};url=${pagePath}`} /> : null}
      {view.screen === "success" && view.returnUrl && !embedded ? (
        <meta httpEquiv="refresh" content={`${SUCCESS_REDIRECT_SECONDS};url=${view.returnUrl}`} />
      ) : null}
      <CheckoutFrame theme={brandTheme(view.merchant.brandColor)} testMode={view.testMode} summary={<OrderSummary view={view} />}>
        <CheckoutScreen
          view={view}
          token={token}
          embedOrigin={embedOrigin}
          embedded={embedded}
          error={error}
          openMethod={openMethod}
          kept={kept}
          paidWith={view.screen === "success" ? paidWith(checkout.attempts) : null}
          redirectSeconds={SUCCESS_REDIRECT_SECONDS}
          pagePath={pagePath}
        />
      </CheckoutFrame>
      {embedOrigin ? (
        <>
          <div id="gateway-checkout-state" hidden {...dataAttributes(bridgeState(view, embedOrigin))} />
          <script src="/checkout-bridge.js" nonce={nonce} defer suppressHydrationWarning />
        </>
      ) : null}
    </>
  );
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The nonce proxy.ts put in the request's CSP (Next puts the same one on its own scripts). */
function nonceOf(h: Headers): string | undefined {
  return h.get("x-nonce") ?? /'nonce-([^']+)'/.exec(h.get("content-security-policy") ?? "")?.[1];
}

/** Errors from the query string, on the screens that have forms; the text comes from our tables. */
function formError(screen: string, code: string | undefined, fieldErrors: string | string[] | undefined, method: string | null): CheckoutFormError | null {
  if (!["ready", "failed", "auth_needed"].includes(screen)) return null;
  const message = formErrorMessage(code);
  const fields = errorMessages(fieldErrorCodes(fieldErrors), CHECKOUT_FIELD_MESSAGES);
  if (!message && Object.keys(fields).length === 0) return null;
  return { message, fields, method };
}

function dataAttributes(state: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [`data-${k.replace(/_/g, "-")}`, v]));
}

import "server-only";
// GET and POST /l/[slug]: the public page of a payment, donation or event link, rendered
// to HTML without Next's page runtime and with no script at all (the checkout's approach:
// app/checkout/[token]/render-checkout-page.ts), so it loads on a 3G phone with JavaScript off.
// The form posts back here (urlencoded, our own Origin only, rate-limited per IP); a good form is
// a payment through startLinkPayment and a 303 to the ordinary hosted checkout; a refused one is
// this page again, each error beside its field and every value kept. An unknown link is 404; a
// deactivated, expired or exhausted one 410 Gone. Security headers (CSP with nonce, no framing)
// come from proxy.ts, as for every page.
import { createElement, type ReactElement } from "react";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { isApiError } from "@/lib/http/errors";
import { brandTheme } from "@/lib/checkout/brand-theme";
import { isOwnFormPost } from "@/lib/checkout/origins";
import { findUnsafeFormField } from "@/lib/http/unsafe-text";
import { htmlPageResponse, requestNonce } from "@/lib/html/html-page";
import { CHECKOUT_CSS } from "@/lib/generated/checkout-assets";
import { findLinkBySlug, startLinkPayment, type LinkForPayment } from "@/lib/payment-links/start-link-payment";
import { releaseAbandonedCheckout } from "@/lib/link-tickets/link-holds";
import { forgetOpenCheckoutCookie, openCheckoutCookie, readOpenCheckout } from "@/lib/payment-links/open-checkout-cookie";
import { checkTicketChoice, formErrorsOf, limitLinkForm, linkPageView, qtyField, readLinkForm, type LinkPageView } from "@/lib/payment-links/link-page-form";
import { CheckoutDocument } from "@/components/checkout/checkout-page";
import { LinkPage, LinkUnavailable, type LinkFormState } from "@/components/checkout/link-page";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const NOT_FOUND_MESSAGE = "This link does not exist. Check that you copied the whole address, or ask for a new link.";

export async function linkPageResponse(request: Request, slug: string): Promise<Response> {
  const nonce = requestNonce(request.headers);
  const found = await findLinkBySlug(db(), slug);
  if (!found) return notFound(nonce);
  const { link, forget } = await releaseCheckoutLeftBehind(request, slug, found);
  const view = linkPageView(link);
  const response = view.closed ? closedPage(view, nonce) : page(view, nonce, eventStepOf(view, new URL(request.url).searchParams), 200);
  if (forget) response.headers.append("Set-Cookie", forget);
  return response;
}

/**
 * The customer is back on the link's page from a checkout this browser opened here (its cookie):
 * that checkout's hold on a place or tickets goes to the next customer now, and the page shows the
 * link as it is after the release.
 */
async function releaseCheckoutLeftBehind(request: Request, slug: string, link: LinkForPayment): Promise<{ link: LinkForPayment; forget: string | null }> {
  const checkoutToken = readOpenCheckout(request.headers.get("cookie"));
  if (!checkoutToken) return { link, forget: null };
  const released = await releaseAbandonedCheckout(db(), { checkoutToken, linkId: link.id });
  return { link: released ? ((await findLinkBySlug(db(), slug)) ?? link) : link, forget: forgetOpenCheckoutCookie(slug) };
}

export async function linkFormResponse(request: Request, slug: string): Promise<Response> {
  const nonce = requestNonce(request.headers);
  if (!/^[0-9A-Za-z]{1,40}$/.test(slug)) return notFound(nonce);
  if (!isOwnFormPost(request.headers)) return text(403, "Forbidden: this form may only be sent from its own page");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return text(415, "Send the form as application/x-www-form-urlencoded");
  const found = await findLinkBySlug(db(), slug);
  if (!found) return notFound(nonce);
  // A new form from this browser leaves its earlier checkout behind: its hold is released first.
  const { link } = await releaseCheckoutLeftBehind(request, slug, found);
  let view = linkPageView(link);
  if (view.closed) return closedPage(view, nonce);

  let data: FormData | null = null;
  try {
    data = await request.formData();
  } catch {
    data = null;
  }
  if (!data || findUnsafeFormField(data)) return page(view, nonce, { step: view.kind === "event" ? "choose" : "pay", values: {}, errors: {}, formError: "The form could not be read. Please try again." }, 400);
  const read = readLinkForm(data, link);
  const refused = await limitLinkForm(request.headers);
  if (refused) {
    const response = page(view, nonce, { step: read.step, values: read.values, errors: {}, formError: "Too many tries in a short time. Please wait a minute, then try again." }, 429);
    for (const [name, value] of Object.entries(refused.headers)) response.headers.set(name, value);
    return response;
  }

  if (view.kind === "event") {
    const choiceErrors = checkTicketChoice(view, read.values);
    if (Object.keys(choiceErrors).length) return page(view, nonce, { step: "choose", values: read.values, errors: choiceErrors, formError: null }, 400);
    // Step one answered: on to the attendees' names and the customer's details, nothing held yet.
    // A redirect (POST, then GET), so Back from the checkout lands on a page the browser can show
    // again without asking to resend a form.
    if (read.step === "choose") return new Response(null, { status: 303, headers: { Location: attendeeStepPath(view, read.values), "Cache-Control": "no-store" } });
  }

  try {
    const { checkoutUrl, payment } = await startLinkPayment(db(), { slug, form: read.form });
    const headers = new Headers({ Location: checkoutUrl, "Cache-Control": "no-store" });
    // Coming back to this page releases the hold at once (releaseCheckoutLeftBehind).
    if (payment.linkHoldUntil) headers.append("Set-Cookie", openCheckoutCookie(slug, payment.checkoutToken));
    return new Response(null, { status: 303, headers });
  } catch (error) {
    if (!isApiError(error)) {
      logger().error({ err: error, route: "/l/:slug" }, "link payment failed");
      return page(view, nonce, { step: read.step, values: read.values, errors: {}, formError: "Something went wrong on our side. Please try again." }, 500);
    }
    if (error.code === "NOT_FOUND") return notFound(nonce);
    // The link may have closed (or sold out) while the customer filled the form in.
    const fresh = await findLinkBySlug(db(), slug);
    if (!fresh) return notFound(nonce);
    view = linkPageView(fresh);
    if (view.closed) return closedPage(view, nonce);
    const { errors, formError } = formErrorsOf(error, read.ticketFields);
    // A ticket type with too few left: back to the first step, where the quantities are chosen.
    const step = view.kind === "event" && Object.keys(errors).some((f) => f.startsWith("qty.")) ? "choose" : read.step;
    return page(view, nonce, { step, values: read.values, errors, formError }, error.status);
  }
}

/** The event's second step, by address: the chosen quantities in the query (`?qty.<type>=2`). */
function attendeeStepPath(view: LinkPageView, values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const type of view.ticketTypes) {
    const n = values[qtyField(type.id)];
    if (n && n !== "0") query.set(qtyField(type.id), n);
  }
  return `${view.path}?${query}`;
}

/**
 * Which step a GET shows: an event's quantities in the query (from step one's redirect, or Back
 * from the checkout) show the attendee step when they are a choice that can be bought now, else
 * the first step with what is wrong beside each quantity. Anything else in the query is ignored.
 */
function eventStepOf(view: LinkPageView, query: URLSearchParams): LinkFormState {
  if (view.kind !== "event") return { step: "pay", values: {}, errors: {}, formError: null };
  const values: Record<string, string> = {};
  for (const type of view.ticketTypes) {
    const n = query.get(qtyField(type.id));
    if (n !== null) values[qtyField(type.id)] = n.slice(0, 4);
  }
  if (!Object.keys(values).length) return { step: "choose", values: {}, errors: {}, formError: null };
  for (const type of view.ticketTypes) values[qtyField(type.id)] ??= "0";
  const errors = checkTicketChoice(view, values);
  return Object.keys(errors).length ? { step: "choose", values, errors, formError: null } : { step: "pay", values, errors: {}, formError: null };
}

function page(view: LinkPageView, nonce: string | undefined, state: LinkFormState, status: number): Response {
  return htmlPageResponse(document(view.title, nonce, createElement(LinkPage, { view, theme: brandTheme(view.merchant.brandColor), state })), status);
}

function closedPage(view: LinkPageView, nonce: string | undefined): Response {
  const closed = view.closed!;
  const heading = closed.gone ? "This link is closed" : closed.message.includes("sold out") ? "Sold out" : closed.message.startsWith("Every") ? "Taken for now" : "Not available yet";
  const message = closed.gone ? `${closed.message}. Ask ${view.merchant.name} for a new link if you still want to pay.` : `${closed.message}.`;
  return htmlPageResponse(document(`${heading} · ${view.title}`, nonce, createElement(LinkUnavailable, { view, theme: brandTheme(view.merchant.brandColor), heading, message })), closed.gone ? 410 : 200);
}

function notFound(nonce: string | undefined): Response {
  return htmlPageResponse(document("Link not found", nonce, createElement(LinkUnavailable, { view: null, theme: brandTheme(null), heading: "Link not found", message: NOT_FOUND_MESSAGE })), 404);
}

function document(title: string, nonce: string | undefined, body: ReactElement) {
  return createElement(CheckoutDocument, { title, css: CHECKOUT_CSS, script: null, nonce, refresh: null }, body);
}


function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}



import "server-only";
// The customer portal (docs/customer-portal.md): GET /portal/[token] and its forms under
// /portal/[token]/subscriptions/[id]/…, rendered to HTML without Next's page runtime and with no
// script (the checkout's approach). The token is a signed link (lib/billing/portal-links.ts): a forged
// one is 403 and an ended one 410, with nothing of the account shown. Every POST checks the link
// again and the dashboard's Origin rule (isSameOrigin: the Origin header must name this server), then
// calls one service (lib/billing/customer-portal.ts) and answers 303 back to the portal (a new card:
// to the processor's set-up page, whose return is the portal); a refusal is the form's page again
// with the message and its 4xx status, having written nothing.
// Security headers (CSP with nonce, no framing) come from proxy.ts; nothing is stored (no-store).
import { createElement, type ReactElement } from "react";
import type { Customer } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { isApiError } from "@/lib/http/errors";
import { findUnsafeFormField } from "@/lib/http/unsafe-text";
import { auditRequestContext } from "@/lib/audit/request-context";
import { brandTheme } from "@/lib/checkout/brand-theme";
import { htmlPageResponse } from "@/lib/html/html-page";
import { isSameOrigin } from "@/lib/dashboard/with-dashboard";
import { CHECKOUT_CSS } from "@/lib/generated/checkout-assets";
import { openPortal } from "@/lib/billing/portal-links";
import { setUpAfterAttach } from "@/lib/billing/saved-payment-method-setup";
import { loadPortalView, portalCancelAtPeriodEnd, portalChangeWallet, portalKeepSubscription, portalSetUpPaymentMethod, portalUsePaymentMethod, type PortalView } from "@/lib/billing/customer-portal";
import { PortalConfirmCancel, PortalConfirmUse, PortalDocument, PortalHome, PortalRefused, PortalWalletForm } from "@/components/checkout/portal-page";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const DONE: Record<string, string> = {
  canceled: "Your subscription will end at the end of its period.",
  kept: "Your subscription goes on.",
  wallet: "Your payment method was changed.",
  method: "Your payment method was changed. The next charge goes to it.",
};
/** What the payment-method page says after a set-up: fixed texts, so nothing of the address is echoed. */
const SET_UP: Record<string, string> = {
  card_saved: "Your card was saved. Choose “Use for this subscription” to pay with it.",
  card_returned: "Thank you. Your card shows here as soon as the card processor confirms it: reload this page in a moment.",
  card_pending: "Your card is being saved: reload this page in a moment.",
  approve: "Approve the prompt on your phone to save your MTN MoMo wallet. It shows here once approved: then choose “Use for this subscription”.",
  setup_failed: "It could not be saved. Try again, or use another card or wallet.",
};

type Opened = { customer: Customer; view: PortalView; basePath: string; theme: ReturnType<typeof brandTheme> };

/** The link opened, or the page that says why it opens nothing. */
async function open(token: string): Promise<Opened | Response> {
  const opened = await openPortal(db(), token);
  if (!opened.ok) {
    return opened.problem === "expired"
      ? refused(410, "This link has expired", "For your security, account links work for a limited time. Ask the merchant for a new link.")
      : refused(403, "This link does not work", "Check that you copied the whole address, or ask the merchant for a new link.");
  }
  const view = await loadPortalView(db(), opened.customer);
  return { customer: opened.customer, view, basePath: `/portal/${token}`, theme: brandTheme(view.merchant.brandColor) };
}

export async function portalHomeResponse(request: Request, token: string): Promise<Response> {
  const opened = await open(token);
  if (opened instanceof Response) return opened;
  const done = DONE[new URL(request.url).searchParams.get("done") ?? ""] ?? null;
  return html(`Your account · ${opened.view.merchant.name}`, createElement(PortalHome, { view: opened.view, theme: opened.theme, basePath: opened.basePath, done }), 200);
}

/** Shared steps of every portal form: Origin, content type, the link, the subscription, the body. */
async function withPortalForm(request: Request, token: string, subscriptionId: string, action: (ctx: Opened & { form: FormData; subscription: PortalView["subscriptions"][number] }) => Promise<Response>): Promise<Response> {
  if (!isSameOrigin(request.headers, { publicBaseUrl: env().publicBaseUrl, trustProxy: env().trustProxy })) return text(403, "Forbidden: this form may only be sent from your account's page");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return text(415, "Send the form as application/x-www-form-urlencoded");
  const opened = await open(token);
  if (opened instanceof Response) return opened;
  const subscription = opened.view.subscriptions.find((s) => s.id === subscriptionId);
  if (!subscription) return refused(404, "Subscription not found", "This subscription is not one of yours.");
  let form: FormData | null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  if (!form || findUnsafeFormField(form)) return text(400, "The form could not be read. Please try again.");
  try {
    return await action({ ...opened, form, subscription });
  } catch (error) {
    if (!isApiError(error)) {
      logger().error({ err: error, route: "/portal/:token/subscriptions/:id" }, "portal form failed");
      return homeWithError(opened, "Something went wrong on our side. Please try again.", 500);
    }
    return homeWithError(await reopen(opened), error.message, error.status);
  }
}

async function reopen(opened: Opened): Promise<Opened> {
  return { ...opened, view: await loadPortalView(db(), opened.customer) };
}

function homeWithError(opened: Opened, message: string, status: number): Response {
  return html(`Your account · ${opened.view.merchant.name}`, createElement(PortalHome, { view: opened.view, theme: opened.theme, basePath: opened.basePath, done: message }), status);
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/** POST …/cancel: without confirm=yes, the page that asks (JavaScript off, the question is a page); with it, the cancel at period end. */
export function portalCancelResponse(request: Request, token: string, subscriptionId: string): Promise<Response> {
  return withPortalForm(request, token, subscriptionId, async (ctx) => {
    if (field(ctx.form, "confirm") !== "yes") {
      return html(`Cancel ${ctx.subscription.planName}?`, createElement(PortalConfirmCancel, { view: ctx.view, s: ctx.subscription, theme: ctx.theme, basePath: ctx.basePath }), 200);
    }
    await db().$transaction((tx) => portalCancelAtPeriodEnd(tx, { customer: ctx.customer, subscriptionId, request: auditRequestContext(request.headers) }));
    return back(`${ctx.basePath}?done=canceled`);
  });
}

/** POST …/keep: undo a cancel at period end. */
export function portalKeepResponse(request: Request, token: string, subscriptionId: string): Promise<Response> {
  return withPortalForm(request, token, subscriptionId, async (ctx) => {
    await db().$transaction((tx) => portalKeepSubscription(tx, { customer: ctx.customer, subscriptionId, request: auditRequestContext(request.headers) }));
    return back(`${ctx.basePath}?done=kept`);
  });
}

/** GET …/payment-method: the subscription's payment method page: its saved methods, setting up a new one, a wallet. */
export async function portalWalletPageResponse(request: Request, token: string, subscriptionId: string): Promise<Response> {
  const opened = await open(token);
  if (opened instanceof Response) return opened;
  const s = opened.view.subscriptions.find((x) => x.id === subscriptionId && x.canChangeWallet);
  if (!s) return refused(404, "Subscription not found", "This subscription is not one of yours, or its payment method cannot be changed here.");
  const notice = SET_UP[new URL(request.url).searchParams.get("done") ?? ""] ?? null;
  return walletPage(opened, s, { payment_method: s.paymentMethod ?? "", wallet_number: "" }, null, null, 200, { notice });
}

/** POST …/payment-method: the new wallet; a refusal is the form again with the reason beside the number. */
export function portalWalletResponse(request: Request, token: string, subscriptionId: string): Promise<Response> {
  return withPortalForm(request, token, subscriptionId, async (ctx) => {
    const values = { payment_method: field(ctx.form, "payment_method"), wallet_number: field(ctx.form, "wallet_number") };
    if (!ctx.subscription.canChangeWallet) return homeWithError(ctx, "This subscription's payment method cannot be changed here.", 409);
    if (values.wallet_number.trim() === "") return walletPage(ctx, ctx.subscription, values, "Enter the wallet's number", null, 400);
    try {
      await db().$transaction((tx) =>
        portalChangeWallet(tx, { customer: ctx.customer, subscriptionId, paymentMethod: values.payment_method || undefined, walletNumber: values.wallet_number, request: auditRequestContext(request.headers) }),
      );
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      const detail = Array.isArray(error.details) ? (error.details as { field?: string; message?: string }[]).find((d) => d.field === "wallet_number") : undefined;
      return walletPage(ctx, ctx.subscription, values, detail?.message ?? null, detail ? null : error.message, error.status);
    }
    return back(`${ctx.basePath}?done=wallet`);
  });
}

function walletPage(
  opened: Opened,
  s: PortalView["subscriptions"][number],
  values: { payment_method: string; wallet_number: string },
  fieldError: string | null,
  formError: string | null,
  status: number,
  extra: { notice?: string | null; setUpError?: string | null; phoneNumber?: string } = {},
) {
  return html(
    "Change payment method",
    createElement(PortalWalletForm, { view: opened.view, s, theme: opened.theme, basePath: opened.basePath, values, fieldError, formError, notice: extra.notice ?? null, setUpError: extra.setUpError ?? null, phoneNumber: extra.phoneNumber ?? "" }),
    status,
  );
}

/**
 * POST …/payment-method/new: a new card (type=card) or MTN MoMo pre-approval (type=mtn_momo and
 * phone_number), attached in one transaction and its set-up asked right after the commit (as the API
 * route does, so the card's set-up page is known): a card goes to the processor's page (303), or back
 * here when the processor decided at once (test mode); a wallet comes back here to approve the prompt.
 */
export function portalSetUpResponse(request: Request, token: string, subscriptionId: string): Promise<Response> {
  return withPortalForm(request, token, subscriptionId, async (ctx) => {
    const type = field(ctx.form, "type");
    const phoneNumber = field(ctx.form, "phone_number");
    const methodPath = `${ctx.basePath}/subscriptions/${subscriptionId}/payment-method`;
    const again = (message: string, status: number) => walletPage(ctx, ctx.subscription, { payment_method: ctx.subscription.paymentMethod ?? "", wallet_number: "" }, null, null, status, { setUpError: message, phoneNumber });
    if (!ctx.subscription.canChangeMethod) return homeWithError(ctx, "This subscription's payment method cannot be changed here.", 409);
    if (type !== "card" && !(type === "mtn_momo" && ctx.subscription.canSetUpPreapproval)) return again("Choose a card or an MTN MoMo wallet to save.", 400);
    if (type === "mtn_momo" && phoneNumber.trim() === "") return again("Enter the wallet's number", 400);
    let attached;
    try {
      attached = await db().$transaction((tx) =>
        portalSetUpPaymentMethod(tx, {
          customer: ctx.customer,
          subscriptionId,
          type,
          phoneNumber,
          returnUrl: `${env().publicBaseUrl}${methodPath}?done=card_returned`,
          request: auditRequestContext(request.headers),
        }),
      );
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      return again(error.message, error.status);
    }
    const pm = await setUpAfterAttach({ merchantId: ctx.customer.merchantId }, attached.request);
    if (pm.status === "pending" && pm.setupUrl && /^https?:\/\//.test(pm.setupUrl)) return back(pm.setupUrl);
    const done = pm.status === "active" ? (pm.kind === "card" ? "card_saved" : "approve") : pm.status === "pending" ? (pm.kind === "card" ? "card_pending" : "approve") : "setup_failed";
    return back(`${methodPath}?done=${done}`);
  });
}

/** POST …/payment-method/use: without confirm=yes, the page that asks; with it, the subscription moved to the saved method. */
export function portalUseResponse(request: Request, token: string, subscriptionId: string): Promise<Response> {
  return withPortalForm(request, token, subscriptionId, async (ctx) => {
    const id = field(ctx.form, "payment_method_reference");
    const values = { payment_method: ctx.subscription.paymentMethod ?? "", wallet_number: "" };
    if (!ctx.subscription.canChangeMethod) return homeWithError(ctx, "This subscription's payment method cannot be changed here.", 409);
    const method = ctx.view.savedMethods.find((m) => m.id === id);
    if (!method) return refused(404, "Payment method not found", "This payment method is not one of yours.");
    if (field(ctx.form, "confirm") !== "yes") {
      return html(`Pay ${ctx.subscription.planName} with ${method.text}?`, createElement(PortalConfirmUse, { view: ctx.view, s: ctx.subscription, method, theme: ctx.theme, basePath: ctx.basePath }), 200);
    }
    try {
      await db().$transaction((tx) => portalUsePaymentMethod(tx, { customer: ctx.customer, subscriptionId, paymentMethodId: method.id, request: auditRequestContext(request.headers) }));
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      return walletPage(ctx, ctx.subscription, values, null, error.message, error.status);
    }
    return back(`${ctx.basePath}?done=method`);
  });
}

function refused(status: number, heading: string, message: string): Response {
  return html(heading, createElement(PortalRefused, { theme: brandTheme(null), heading, message }), status);
}

function html(title: string, body: ReactElement, status: number): Response {
  return htmlPageResponse(createElement(PortalDocument, { title, css: CHECKOUT_CSS }, body), status);
}

function back(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

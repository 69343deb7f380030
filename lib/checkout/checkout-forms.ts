import "server-only";
// The hosted checkout's HTML forms: POST /checkout/<token>/pay, /otp and /cancel.
// They work without client JavaScript: each reads an urlencoded form, calls one checkout
// service and answers 303 back to the page, which renders the new state. Errors travel back
// as short codes (lib/checkout/checkout-messages.ts, and every field's problem at once through
// lib/forms/form-errors.ts). Card numbers and CVCs are used for the processor call only: never
// put in a URL, a cookie or a log line (the form data is not logged at all).
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { clientIp } from "@/lib/http/client-ip";
import { db } from "@/lib/db";
import { confirmAttemptOtp } from "@/lib/payments/attempts/confirm-attempt-otp";
import { cancelCheckout } from "@/lib/checkout/cancel-checkout";
import { chooseAnotherNumber } from "@/lib/checkout/choose-another-number";
import { payAnotherWay } from "@/lib/checkout/pay-another-way";
import { checkoutPagePath, type CheckoutPageParams } from "@/lib/checkout/checkout-page-url";
import { formErrorFromException } from "@/lib/checkout/checkout-messages";
import { isOwnFormPost, normalizeOrigin } from "@/lib/checkout/origins";
import { clearRetryChoiceCookie, retryChoiceCookie } from "@/lib/checkout/retry-choice";
import { errorCodes, schemaErrors, type FormErrors } from "@/lib/forms/form-errors";
import { CHECKOUT_FORM_SCHEMAS, type AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { CHECKOUT_FIELD_MESSAGES, checkoutFormValues, type CheckoutFormKind } from "@/lib/payments/attempts/checkout-fields";
import { findMethod } from "@/lib/catalog/payment-methods";
import { findUnsafeFormField } from "@/lib/http/unsafe-text";
import { logger } from "@/lib/logger";
import { errorBody, jsonResponse } from "@/lib/http/envelope";
import { limitCheckoutForm } from "@/lib/rate-limit/checkout-limits";
import type { z } from "zod";

type FormContext = { token: string; form: FormData; embedOrigin: string | null };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Shared steps of every checkout form: token shape, Origin, rate limits (the pay and OTP forms,
 * the per-address limit), content type, body.
 */
async function withCheckoutForm(request: Request, token: string, action: (ctx: FormContext) => Promise<Response>, limited = false): Promise<Response> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return text(404, "Payment link not found");
  if (!isOwnFormPost(request.headers)) return text(403, "Forbidden: this form may only be sent from the checkout page");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return text(415, "Send the checkout form as application/x-www-form-urlencoded");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirect(checkoutPagePath(token, { error: { code: "bad_form" } }));
  }
  // NUL or a lone surrogate in any field: refused like an unreadable form (lib/http/unsafe-text.ts).
  if (findUnsafeFormField(form)) return redirect(checkoutPagePath(token, { error: { code: "bad_form" } }));
  const embedOrigin = normalizeOrigin(form.get("embed_origin"));
  const refused = limited ? await limitCheckoutForm(request.headers, token) : null;
  if (refused) {
    // A script asking for JSON gets the 429 itself; the browser's form goes back to the page (in
    // its frame, if embedded), which says why. Nothing the customer typed goes back.
    if (wantsJson(request.headers)) return jsonResponse(refused.status, errorBody(refused.code, refused.message, refused.details), refused.headers);
    return redirect(checkoutPagePath(token, { error: { code: "rate_limited" }, embedOrigin }));
  }
  try {
    return await action({ token, form, embedOrigin });
  } catch (error) {
    const problem = formErrorFromException(error);
    if (problem.code === "unexpected") {
      // The error only: never the form, which may hold a card number and CVC.
      logger().error({ err: error, route: new URL(request.url).pathname.replace(token, ":token") }, "checkout form failed");
    }
    const method = field(form, "method");
    return redirect(checkoutPagePath(token, { error: problem, embedOrigin, method: method || null }));
  }
}

/** POST /checkout/<token>/pay: one payment attempt by card, wallet or bank transfer. */
export function handlePayForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ form, embedOrigin }) => {
    const method = findMethod(field(form, "method"));
    if (!method) return redirect(checkoutPagePath(token, { error: { code: "method_unavailable" }, embedOrigin }));
    const back = (params: CheckoutPageParams = {}) => checkoutPagePath(token, { ...params, embedOrigin, method: method.id });
    // Kept for the retry: the method, and a wallet's number as typed (lib/checkout/retry-choice.ts).
    const keep = retryChoiceCookie(token, { method: method.id, phone: method.kind === "wallet" ? compactPhone(field(form, "phone_number")) : undefined });

    let input: AttemptInput;
    if (method.kind === "card" && field(form, "on_processor_page") === "1") {
      // A card taken on the processor's own page; the service refuses it where the simulator would take the card here.
      input = { method: method.id, kind: "redirect" };
    } else {
      const parsed = parseCheckoutForm(method.kind, method.id, form);
      if ("errors" in parsed) return redirect(back(fieldErrorParams(parsed.errors)), keep);
      input = attemptInput(method.id, method.kind, parsed.data);
    }
    // The customer's address for the risk rules' `ip` signal and its velocity counter ("unknown" counts as none).
    const address = clientIp(request.headers);
    const payment = await submitPaymentAttempt(token, input, undefined, { clientIp: address === "unknown" ? null : address });
    // The processor's page: the checkout page sends the customer there at once (a meta
    // refresh: the CSP's form-action 'self' would refuse a form's redirect to another origin), and the
    // customer comes back to /checkout/<token>/return.
    if (payment.status === "pending" && (await processorPageOf(payment))) return redirect(checkoutPagePath(token, { embedOrigin, goToProcessor: true }), keep);
    // After a failure the page reopens the method just tried; otherwise the URL stays clean.
    // Once paid, the kept number is forgotten at once rather than in an hour.
    return redirect(payment.status === "failed" ? back() : checkoutPagePath(token, { embedOrigin }), payment.status === "success" ? clearRetryChoiceCookie(token) : keep);
  }, true);
}

async function processorPageOf(payment: { id: string; merchantId: string }): Promise<string | null> {
  const latest = await db().paymentAttempt.findFirst({ where: { paymentId: payment.id, merchantId: payment.merchantId }, orderBy: { number: "desc" }, select: { outcome: true, nextAction: true, nextActionUrl: true } });
  return latest?.outcome === "pending" && latest.nextAction === "redirect" ? latest.nextActionUrl : null;
}

/** POST /checkout/<token>/otp: the OTP / 3-D Secure code of the attempt that asked for it. */
export function handleOtpForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ form, embedOrigin }) => {
    const parsed = parseCheckoutForm("otp", "", form);
    if ("errors" in parsed) return redirect(checkoutPagePath(token, { ...fieldErrorParams(parsed.errors), embedOrigin }));
    const result = await confirmAttemptOtp(token, (parsed.data as { otp: string }).otp);
    // A wrong code with tries left: the same screen says so (the tries left are on the page).
    const wrong = result.wrongCode && result.payment.status === "auth_needed";
    return redirect(checkoutPagePath(token, { error: wrong ? { code: "wrong_otp" } : null, embedOrigin }));
  }, true);
}

/** POST /checkout/<token>/another-number: end the wallet attempt waiting for its code, back to that wallet. */
export function handleAnotherNumberForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ embedOrigin }) => {
    const { method } = await chooseAnotherNumber(token);
    return redirect(checkoutPagePath(token, { embedOrigin, method }));
  });
}

/** POST /checkout/<token>/another-way: leave the attempt waiting at the processor and choose again. */
export function handleAnotherWayForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ embedOrigin }) => {
    const { method } = await payAnotherWay(token);
    return redirect(checkoutPagePath(token, { embedOrigin, method }));
  });
}

/**
 * POST /checkout/<token>/cancel: the customer's "Cancel payment", a deliberate second step
 *: only a form with confirm=yes cancels. Without it (the first tap, with
 * JavaScript off) the page answers "Cancel this payment?" with "Keep paying" as its main action;
 * with JavaScript the same question opens in a dialog on the page and sends confirm=yes.
 */
export function handleCancelForm(request: Request, token: string): Promise<Response> {
  return withCheckoutForm(request, token, async ({ form, embedOrigin }) => {
    if (field(form, "confirm") !== "yes") return redirect(checkoutPagePath(token, { embedOrigin, confirmCancel: true }));
    await cancelCheckout(token);
    return redirect(checkoutPagePath(token, { embedOrigin }));
  });
}

/**
 * One form's fields through its schema: every field is checked, and every problem comes back,
 * one message per field, exactly as the browser checks them before sending.
 */
export function parseCheckoutForm(kind: CheckoutFormKind, methodId: string, form: FormData): { data: unknown } | { errors: FormErrors } {
  const values = checkoutFormValues(kind, methodId, (name) => field(form, name));
  const result = CHECKOUT_FORM_SCHEMAS[kind].safeParse(values);
  return result.success ? { data: result.data } : { errors: schemaErrors(CHECKOUT_FORM_SCHEMAS[kind], values) };
}

/** Field errors as URL codes; a problem outside the table (not a field of ours) is a general "bad_form". */
function fieldErrorParams(errors: FormErrors): CheckoutPageParams {
  const { codes, complete } = errorCodes(errors, CHECKOUT_FIELD_MESSAGES);
  return { fieldErrors: codes, error: complete ? null : { code: "bad_form" } };
}

function attemptInput(methodId: string, kind: "card" | "wallet" | "bank_transfer", data: unknown): AttemptInput {
  switch (kind) {
    case "card": {
      const card = data as z.output<typeof CHECKOUT_FORM_SCHEMAS.card>;
      return {
        method: "card",
        card: { number: card.card_number, expMonth: card.expiry.month, expYear: card.expiry.year, cvc: card.cvc, name: card.name, brand: card.brand, last4: card.last4 },
      };
    }
    case "wallet":
      return { method: methodId, account: compactPhone((data as z.output<typeof CHECKOUT_FORM_SCHEMAS.wallet>).phone_number), kind: "wallet" };
    case "bank_transfer":
      return { method: methodId, account: (data as z.output<typeof CHECKOUT_FORM_SCHEMAS.bank_transfer>).account_number, kind: "bank_transfer" };
  }
}

/** A form field as text ("" when missing or a file), at most 200 characters. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

/** "+251 91-111 0003" -> "+251911110003": the processor and the stored last four digits want digits only. */
function compactPhone(phone: string): string {
  return phone.replace(/[\s().-]/g, "");
}

function redirect(location: string, setCookie?: string): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return new Response(null, { status: 303, headers });
}

/** Accept names JSON and not HTML: a script, not the checkout page's form. */
function wantsJson(headers: Headers): boolean {
  const accept = (headers.get("accept") ?? "").toLowerCase();
  return accept.includes("application/json") && !accept.includes("text/html");
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

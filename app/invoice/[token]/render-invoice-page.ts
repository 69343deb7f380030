import "server-only";
// GET /invoice/[token] and POST /invoice/[token]/pay: the hosted invoice page (docs/invoices.md "The
// hosted invoice page"), rendered to HTML without Next's page runtime and with no script at all (the
// checkout's approach: app/checkout/[token]/render-checkout-page.ts), so it works with JavaScript off.
// The form posts urlencoded, from our own pages only (the checkout's Origin rule), rate-limited per
// address and per invoice; a good form is a payment (lib/billing/pay-invoice.ts) and a 303 to the
// ordinary hosted checkout, which takes every method it takes; a refused one is this page again with
// the message, its 4xx status, and nothing written. An unknown token (or a draft's) is 404.
// Security headers (CSP with nonce, no framing) come from proxy.ts, as for every page; the answer is
// never stored (lib/html/html-page.ts).
import { createElement, type ReactElement } from "react";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { isApiError } from "@/lib/http/errors";
import { formatMoney, toMinorUnits, isCurrency, toMajorUnits } from "@/lib/money";
import { parseTypedAmount } from "@/lib/money/typed-amount";
import { brandTheme } from "@/lib/checkout/brand-theme";
import { isOwnFormPost } from "@/lib/checkout/origins";
import { findUnsafeFormField } from "@/lib/http/unsafe-text";
import { auditRequestContext } from "@/lib/audit/request-context";
import { limitCheckoutForm } from "@/lib/rate-limit/checkout-limits";
import { htmlPageResponse, requestNonce } from "@/lib/html/html-page";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { localDay } from "@/lib/catalog/time-zones";
import { CHECKOUT_CSS } from "@/lib/generated/checkout-assets";
import { findHostedInvoice, HOSTED_INVOICE_TOKEN, startInvoicePayment } from "@/lib/billing/pay-invoice";
import { PAYABLE_INVOICE_STATUSES } from "@/lib/catalog/subscription-states";
import { CheckoutDocument } from "@/components/checkout/checkout-page";
import { InvoicePage, PublicNotFound, type InvoiceFormState, type InvoicePageView } from "@/components/checkout/invoice-page";

type Hosted = NonNullable<Awaited<ReturnType<typeof findHostedInvoice>>>;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const STATUS_LABELS: Record<string, string> = { open: "Due", partially_paid: "Partly paid", paid: "Paid", void: "Void", uncollectible: "Overdue" };
const EMPTY_FORM: InvoiceFormState = { amount: "", fieldError: null, formError: null };

export async function invoicePageResponse(request: Request, token: string): Promise<Response> {
  const nonce = requestNonce(request.headers);
  const hosted = await findHostedInvoice(db(), token);
  if (!hosted) return notFound(nonce);
  return page(hosted, nonce, EMPTY_FORM, 200);
}

export async function invoicePayResponse(request: Request, token: string): Promise<Response> {
  const nonce = requestNonce(request.headers);
  if (!HOSTED_INVOICE_TOKEN.test(token)) return notFound(nonce);
  if (!isOwnFormPost(request.headers)) return text(403, "Forbidden: this form may only be sent from the invoice's page");
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return text(415, "Send the form as application/x-www-form-urlencoded");
  const hosted = await findHostedInvoice(db(), token);
  if (!hosted) return notFound(nonce);

  let form: FormData | null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  if (!form || findUnsafeFormField(form)) return page(hosted, nonce, { ...EMPTY_FORM, formError: "The form could not be read. Please try again." }, 400);
  const typed = typeof form.get("amount") === "string" ? String(form.get("amount")).slice(0, 40) : "";
  const refused = await limitCheckoutForm(request.headers, token);
  if (refused) {
    const response = page(hosted, nonce, { amount: typed, fieldError: null, formError: "Too many tries in a short time. Please wait a minute, then try again." }, 429);
    for (const [name, value] of Object.entries(refused.headers)) response.headers.set(name, value);
    return response;
  }

  const { invoice } = hosted;
  let amount: bigint | undefined;
  // Parts only when the invoice takes them: otherwise the whole due is paid, whatever the form says.
  if (invoice.allowPartialPayments && typed.trim() !== "") {
    const parsed = parseTypedAmount(typed, invoice.currency);
    const minor = parsed.ok && isCurrency(invoice.currency) ? toMinorUnits(parsed.value, invoice.currency) : null;
    if (!parsed.ok || !minor?.ok) return page(hosted, nonce, { amount: typed, fieldError: parsed.ok ? "Enter a valid amount" : parsed.message, formError: null }, 400);
    amount = minor.minor;
  }
  try {
    const started = await db().$transaction((tx) => startInvoicePayment(tx, { invoice, amount, ...auditRequestContext(request.headers) }));
    return new Response(null, { status: 303, headers: { Location: started.checkoutUrl, "Cache-Control": "no-store" } });
  } catch (error) {
    if (!isApiError(error)) {
      logger().error({ err: error, route: "/invoice/:token/pay" }, "invoice payment failed");
      return page(hosted, nonce, { amount: typed, fieldError: null, formError: "Something went wrong on our side. Please try again." }, 500);
    }
    // The invoice as it is now (it may have been paid or voided while the customer looked at it).
    const fresh = (await findHostedInvoice(db(), token)) ?? hosted;
    const onAmount = Array.isArray(error.details) ? (error.details as { field?: string; message?: string }[]).find((d) => d.field === "amount" && d.message) : undefined;
    return page(fresh, nonce, { amount: typed, fieldError: onAmount ? capitalized(onAmount.message!) : null, formError: onAmount ? null : error.message }, error.status);
  }
}

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function invoiceView(hosted: Hosted): InvoicePageView {
  const { invoice, merchant } = hosted;
  const money = (minor: bigint) => formatMoney(minor, invoice.currency);
  const due = invoice.total - invoice.amountPaid;
  const payable = PAYABLE_INVOICE_STATUSES.includes(invoice.status) && due > 0n;
  const zone = merchantTimeZone(merchant);
  const dueDay = invoice.dueAt ? localDay(invoice.dueAt, zone) : null;
  return {
    merchant: { name: merchant.name, logoUrl: merchant.logoUrl },
    testMode: invoice.mode === "test",
    number: invoice.number,
    status: invoice.status,
    statusLabel: STATUS_LABELS[invoice.status] ?? invoice.status,
    description: invoice.description,
    customerName: invoice.customerName,
    lines: (invoice.lines as { description: string; quantity: number; unit_amount: string; amount: string }[]).map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitText: money(BigInt(l.unit_amount)),
      amountText: money(BigInt(l.amount)),
    })),
    subtotalText: money(invoice.subtotal),
    taxText: invoice.tax > 0n ? `${money(invoice.tax)}${invoice.taxRateBasisPoints ? ` (${invoice.taxRateBasisPoints / 100}%)` : ""}` : null,
    totalText: money(invoice.total),
    paidText: money(invoice.amountPaid),
    dueText: money(due),
    dueDateText: dueDay ? new Date(`${dueDay}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }) : null,
    payable,
    partial:
      payable && invoice.allowPartialPayments
        ? { minimumText: invoice.minimumPartialAmount !== null ? money(invoice.minimumPartialAmount) : null, currency: invoice.currency, dueInput: String(toMajorUnits(due, invoice.currency)) }
        : null,
    payPath: `/invoice/${invoice.hostedToken}/pay`,
  };
}

function page(hosted: Hosted, nonce: string | undefined, state: InvoiceFormState, status: number): Response {
  const view = invoiceView(hosted);
  return htmlPageResponse(document(`Invoice ${view.number} · ${view.merchant.name}`, nonce, createElement(InvoicePage, { view, theme: brandTheme(hosted.merchant.brandColor), state })), status);
}

function notFound(nonce: string | undefined): Response {
  const body = createElement(PublicNotFound, { theme: brandTheme(null), heading: "Invoice not found", message: "This invoice does not exist. Check that you copied the whole address, or ask the sender for a new link." });
  return htmlPageResponse(document("Invoice not found", nonce, body), 404);
}

function document(title: string, nonce: string | undefined, body: ReactElement) {
  return createElement(CheckoutDocument, { title, css: CHECKOUT_CSS, script: null, nonce, refresh: null }, body);
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

// The customer portal's pages, /portal/{token} (docs/customer-portal.md): the customer's subscriptions
// and invoices, and the few things they may do, each a plain POST form (JavaScript is never needed).
// "Cancel at period end" and "Use for this subscription" have a second step, a page of its own that
// asks first. Rendered to a string
// by app/portal/[token]/render-portal-page.ts with the checkout's stylesheet, beside the checkout's
// components so scripts/build-checkout-assets.ts compiles their classes. Plain server components only.
import type { ReactNode } from "react";
import type { BrandTheme } from "@/lib/checkout/brand-theme";
import type { PortalInvoice, PortalSavedMethod, PortalSubscription, PortalView } from "@/lib/billing/customer-portal";
import { PublicFrame, StatusBadge } from "@/components/checkout/invoice-page";
import { Field, inputClass } from "@/components/checkout/field";
import { Notice, PrimaryButton, SecondaryLink } from "@/components/checkout/parts";

const focusRing = "outline-none focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2";

const SUBSCRIPTION_LABELS: Record<string, string> = {
  incomplete: "Awaiting first payment",
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
  unpaid: "Unpaid",
  paused: "Paused",
  canceled: "Cancelled",
  completed: "Completed",
};
const INVOICE_LABELS: Record<string, string> = { open: "Due", partially_paid: "Partly paid", paid: "Paid", void: "Void", uncollectible: "Overdue" };

type DocumentProps = { title: string; css: string; children?: ReactNode };

/**
 * The portal's document. Its referrer policy is same-origin, not the checkout's no-referrer: under
 * no-referrer browsers send `Origin: null` on the page's own POSTs, and the portal's forms are checked
 * by the dashboard's Origin rule, which refuses that. Cross-origin, nothing of the link is sent.
 */
export function PortalDocument({ title, css, children }: DocumentProps) {
  return (
    <html lang="en">
      {/* A whole document, not a Next page: next/head does not apply. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className="font-sans">{children}</body>
    </html>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</section>;
}

function SmallButton({ children, tone = "plain" }: { children: ReactNode; tone?: "plain" | "danger" }) {
  const look = tone === "danger" ? "border-red-300 text-red-700 hover:bg-red-50" : "border-slate-300 text-slate-800 hover:bg-slate-50";
  return (
    <button type="submit" className={`inline-flex items-center justify-center rounded-lg border bg-white px-3 py-2 text-sm font-medium shadow-xs transition ${look} ${focusRing}`}>
      {children}
    </button>
  );
}

export function PortalHome({ view, theme, basePath, done }: { view: PortalView; theme: BrandTheme; basePath: string; done: string | null }) {
  return (
    <PublicFrame theme={theme} testMode={view.testMode} merchant={{ name: view.merchant.name, logoUrl: view.merchant.logoUrl }}>
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{view.customerName ? `Your account, ${view.customerName}` : "Your account"}</h1>
      <p className="mt-1 text-sm text-slate-600">Your subscriptions and invoices with {view.merchant.name}.</p>
      {done ? (
        <div className="mt-4">
          <Notice tone="info" role="status" title={done} />
        </div>
      ) : null}
      <Card>
        <h2 className="text-base font-semibold text-slate-900">Subscriptions</h2>
        {view.subscriptions.length === 0 ? <p className="mt-2 text-sm text-slate-600">You have no subscriptions.</p> : null}
        <ul className="mt-2 divide-y divide-slate-100">
          {view.subscriptions.map((s) => (
            <SubscriptionItem key={s.id} s={s} basePath={basePath} />
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="text-base font-semibold text-slate-900">Invoices</h2>
        {view.invoices.length === 0 ? <p className="mt-2 text-sm text-slate-600">You have no invoices.</p> : null}
        <ul className="mt-2 divide-y divide-slate-100">
          {view.invoices.map((i) => (
            <InvoiceItem key={i.number} i={i} />
          ))}
        </ul>
      </Card>
    </PublicFrame>
  );
}

function SubscriptionItem({ s, basePath }: { s: PortalSubscription; basePath: string }) {
  const path = `${basePath}/subscriptions/${s.id}`;
  return (
    <li className="py-4" data-subscription={s.id}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900">{s.planName}</p>
          <p className="text-sm text-slate-600">{s.priceText}</p>
        </div>
        <StatusBadge status={s.status === "active" || s.status === "trialing" ? "paid" : s.status === "canceled" || s.status === "completed" ? "void" : "open"} label={SUBSCRIPTION_LABELS[s.status] ?? s.status} />
      </div>
      {s.nextText ? <p className="mt-2 text-sm text-slate-700">{s.nextText}</p> : null}
      <p className="mt-1 text-sm text-slate-600">Payment method: {s.paymentMethodText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {s.canCancelAtPeriodEnd ? (
          <form method="post" action={`${path}/cancel`}>
            <SmallButton tone="danger">Cancel at period end</SmallButton>
          </form>
        ) : null}
        {s.canKeep ? (
          <form method="post" action={`${path}/keep`}>
            <SmallButton>Keep my subscription</SmallButton>
          </form>
        ) : null}
        {s.canChangeWallet ? (
          <form method="get" action={`${path}/payment-method`}>
            <SmallButton>Change payment method</SmallButton>
          </form>
        ) : null}
      </div>
    </li>
  );
}

function InvoiceItem({ i }: { i: PortalInvoice }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-slate-900">{i.number}</p>
        <p className="text-sm text-slate-600">
          {i.totalText}
          {i.payPath ? ` · ${i.dueText} due` : ""}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StatusBadge status={i.status} label={INVOICE_LABELS[i.status] ?? i.status} />
        {i.payPath ? (
          <a href={i.payPath} className={`rounded-lg bg-(--accent) px-3 py-2 text-sm font-semibold text-(--on-accent) ${focusRing}`}>
            Pay
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The second step of "Cancel at period end": nothing ends until this is sent with confirm=yes. */
export function PortalConfirmCancel({ view, s, theme, basePath }: { view: PortalView; s: PortalSubscription; theme: BrandTheme; basePath: string }) {
  return (
    <PublicFrame theme={theme} testMode={view.testMode} merchant={{ name: view.merchant.name, logoUrl: view.merchant.logoUrl }}>
      <Card>
        <h1 className="text-lg font-semibold text-slate-900">Cancel {s.planName}?</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
          It stays on until the end of the period you paid for, and nothing more is charged after that. You can keep it until then.
        </p>
        <div className="mt-5 space-y-3">
          <SecondaryLink href={basePath}>No, keep my subscription</SecondaryLink>
          <form method="post" action={`${basePath}/subscriptions/${s.id}/cancel`}>
            <input type="hidden" name="confirm" value="yes" />
            <button
              type="submit"
              className={`inline-flex w-full items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2.5 text-[15px] font-medium text-red-700 shadow-xs transition hover:bg-red-50 ${focusRing}`}
            >
              Yes, cancel at period end
            </button>
          </form>
        </div>
      </Card>
    </PublicFrame>
  );
}

const SAVED_STATUS_LABELS: Record<string, string> = { pending: "Waiting for you", active: "Saved", failed: "Not saved", canceled: "Cancelled", expired: "Lapsed" };

/** Whether a saved method may be offered for the subscription: active, of a kind that charges in the plan's currency, and not the one it charges now. */
function offered(s: PortalSubscription, m: PortalSavedMethod): boolean {
  return m.status === "active" && m.currencies.includes(s.currency) && m.id !== s.savedPaymentMethodId;
}

/**
 * The subscription's payment method page: the customer's saved cards and wallets (masked), each
 * active one offered with "Use for this subscription" (asked first on a page of its own); setting up
 * a new card (the processor's page) or MTN MoMo pre-approval (the phone's prompt); and a wallet to be
 * prompted each cycle.
 */
export function PortalWalletForm({ view, s, theme, basePath, values, fieldError, formError, notice = null, setUpError = null, phoneNumber = "" }: {
  view: PortalView;
  s: PortalSubscription;
  theme: BrandTheme;
  basePath: string;
  values: { payment_method: string; wallet_number: string };
  fieldError: string | null;
  formError: string | null;
  notice?: string | null;
  setUpError?: string | null;
  phoneNumber?: string;
}) {
  const path = `${basePath}/subscriptions/${s.id}/payment-method`;
  return (
    <PublicFrame theme={theme} testMode={view.testMode} merchant={{ name: view.merchant.name, logoUrl: view.merchant.logoUrl }}>
      <Card>
        <h1 className="text-lg font-semibold text-slate-900">Change payment method</h1>
        <p className="mt-1 text-sm text-slate-600">
          {s.planName}: now {s.paymentMethodText}. The next charge goes to the method you choose here.
        </p>
        {notice ? (
          <div className="mt-4">
            <Notice tone="info" role="status" title={notice} />
          </div>
        ) : null}
        {formError ? (
          <div role="alert" className="mt-4">
            <Notice tone="error" title="This could not go through">
              {formError}
            </Notice>
          </div>
        ) : null}
      </Card>
      {s.canChangeMethod ? (
        <Card>
          <h2 className="text-base font-semibold text-slate-900">Your saved cards and wallets</h2>
          {view.savedMethods.length === 0 ? <p className="mt-2 text-sm text-slate-600">You have none saved yet.</p> : null}
          <ul className="mt-2 divide-y divide-slate-100">
            {view.savedMethods.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-3 py-3" data-payment-method={m.id}>
                <div>
                  <p className="font-medium text-slate-900">{m.text}</p>
                  <p className="text-sm text-slate-600">{m.id === s.savedPaymentMethodId ? "Used for this subscription" : (SAVED_STATUS_LABELS[m.status] ?? m.status)}</p>
                </div>
                {offered(s, m) ? (
                  <form method="post" action={`${path}/use`}>
                    <input type="hidden" name="payment_method_reference" value={m.id} />
                    <SmallButton>Use for this subscription</SmallButton>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
          <h2 className="mt-5 text-base font-semibold text-slate-900">Save a new one</h2>
          {setUpError ? (
            <div role="alert" className="mt-3">
              <Notice tone="error" title="It could not be saved">
                {setUpError}
              </Notice>
            </div>
          ) : null}
          <form method="post" action={`${path}/new`} className="mt-3">
            <input type="hidden" name="type" value="card" />
            <p className="mb-2 text-sm text-slate-600">You type your card on the card processor&apos;s secure page, then come back here.</p>
            <SmallButton>Save a new card</SmallButton>
          </form>
          {s.canSetUpPreapproval ? (
            <form method="post" action={`${path}/new`} className="mt-4 space-y-3">
              <input type="hidden" name="type" value="mtn_momo" />
              <Field id="phone_number" name="phone_number" label="MTN MoMo number (you approve once on your phone)" type="tel" autoComplete="tel" defaultValue={phoneNumber} required />
              <SmallButton>Save an MTN MoMo wallet</SmallButton>
            </form>
          ) : null}
        </Card>
      ) : null}
      {s.wallets.length > 0 ? (
        <Card>
          <h2 className="text-base font-semibold text-slate-900">A wallet, prompted each time</h2>
          <form method="post" action={path} className="mt-4 space-y-4">
            <div>
              <label htmlFor="payment_method" className="mb-1.5 block text-sm font-medium text-slate-700">
                Wallet
              </label>
              <select id="payment_method" name="payment_method" defaultValue={values.payment_method} className={inputClass}>
                {s.wallets.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </div>
            <Field id="wallet_number" name="wallet_number" label="Wallet number" type="tel" autoComplete="tel" defaultValue={values.wallet_number} error={fieldError} required />
            <PrimaryButton type="submit">Save</PrimaryButton>
          </form>
        </Card>
      ) : null}
      <div className="mt-4">
        <SecondaryLink href={basePath}>Back</SecondaryLink>
      </div>
    </PublicFrame>
  );
}

/** The second step of "Use for this subscription": nothing changes until this is sent with confirm=yes. */
export function PortalConfirmUse({ view, s, method, theme, basePath }: { view: PortalView; s: PortalSubscription; method: PortalSavedMethod; theme: BrandTheme; basePath: string }) {
  const path = `${basePath}/subscriptions/${s.id}/payment-method`;
  return (
    <PublicFrame theme={theme} testMode={view.testMode} merchant={{ name: view.merchant.name, logoUrl: view.merchant.logoUrl }}>
      <Card>
        <h1 className="text-lg font-semibold text-slate-900">
          Pay {s.planName} with {method.text}?
        </h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
          From the next charge, {s.priceText} is charged to {method.text} without asking you each time. Now: {s.paymentMethodText}.
        </p>
        <div className="mt-5 space-y-3">
          <SecondaryLink href={path}>No, go back</SecondaryLink>
          <form method="post" action={`${path}/use`}>
            <input type="hidden" name="payment_method_reference" value={method.id} />
            <input type="hidden" name="confirm" value="yes" />
            <PrimaryButton type="submit">Yes, use {method.text}</PrimaryButton>
          </form>
        </div>
      </Card>
    </PublicFrame>
  );
}

/** A link that opens nothing: forged (403) or ended (410). Nothing of the account is shown. */
export function PortalRefused({ theme, heading, message }: { theme: BrandTheme; heading: string; message: string }) {
  return (
    <PublicFrame theme={theme} testMode={false} merchant={null}>
      <Card>
        <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{message}</p>
      </Card>
    </PublicFrame>
  );
}

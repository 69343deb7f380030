// The hosted invoice page, /invoice/{token} (docs/invoices.md "The hosted invoice page"). Rendered to a
// string by app/invoice/[token]/render-invoice-page.ts with the checkout's stylesheet and NO script:
// the pay form is a plain POST (an amount field when the invoice takes parts), answered by a 303 to
// the ordinary checkout. Plain server components only (lib/html/static-markup.ts says why). It lives
// beside the checkout's components so that scripts/build-checkout-assets.ts compiles its classes.
import type { ReactNode } from "react";
import type { BrandTheme } from "@/lib/checkout/brand-theme";
import { AlertIcon, CheckIcon, LockIcon } from "@/components/ui/icons";
import { themeStyle } from "@/components/checkout/checkout-frame";
import { TestModeBanner } from "@/components/checkout/test-mode";
import { Field } from "@/components/checkout/field";
import { Notice, PrimaryButton } from "@/components/checkout/parts";

export type InvoicePageView = {
  merchant: { name: string; logoUrl: string | null };
  testMode: boolean;
  number: string;
  status: string;
  statusLabel: string;
  description: string | null;
  customerName: string | null;
  lines: { description: string; quantity: number; unitText: string; amountText: string }[];
  subtotalText: string;
  taxText: string | null;
  totalText: string;
  paidText: string;
  dueText: string;
  dueDateText: string | null;
  /** Whether the form is shown: something is due and the invoice takes payments. */
  payable: boolean;
  partial: { minimumText: string | null; currency: string; dueInput: string } | null;
  payPath: string;
};

export type InvoiceFormState = { amount: string; fieldError: string | null; formError: string | null };

/** The page's frame: the test banner, the merchant, the content, the footer. Shared with the portal's pages. */
export function PublicFrame({ theme, testMode, merchant, children }: { theme: BrandTheme; testMode: boolean; merchant: { name: string; logoUrl: string | null } | null; children: ReactNode }) {
  return (
    <div style={themeStyle(theme)} className="flex min-h-dvh flex-col bg-slate-50">
      {testMode ? (
        <header>
          <TestModeBanner />
        </header>
      ) : null}
      <div aria-hidden="true" className="h-1 bg-(--accent)" />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 pt-5 pb-10 sm:pt-10">
        {merchant ? (
          <p className="mb-4 flex items-center gap-3 text-[15px] font-semibold text-slate-800">
            {/* A plain <img>: this page is a string of HTML, not a Next page (next/image needs its runtime). */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {merchant.logoUrl ? <img src={merchant.logoUrl} alt="" width={36} height={36} className="size-9 rounded-lg object-contain" /> : null}
            <span>{merchant.name}</span>
          </p>
        ) : null}
        {children}
        <footer className="mt-8 flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <LockIcon className="size-3.5" />
          <span>
            Secure payment · Powered by <span className="font-semibold text-slate-600">Gateway</span>
          </span>
        </footer>
      </main>
    </div>
  );
}

const STATUS_TONE: Record<string, string> = {
  paid: "bg-emerald-50 text-emerald-800 border-emerald-200",
  partially_paid: "bg-sky-50 text-sky-800 border-sky-200",
  void: "bg-slate-100 text-slate-700 border-slate-200",
  uncollectible: "bg-amber-50 text-amber-900 border-amber-200",
  open: "bg-amber-50 text-amber-900 border-amber-200",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status] ?? STATUS_TONE.open}`}>
      {label}
    </span>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "text-base font-semibold text-slate-900" : "text-sm text-slate-700"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function InvoicePage({ view, theme, state }: { view: InvoicePageView; theme: BrandTheme; state: InvoiceFormState }) {
  return (
    <PublicFrame theme={theme} testMode={view.testMode} merchant={view.merchant}>
      <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="p-5 sm:p-7">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">Invoice {view.number}</h1>
              {view.customerName ? <p className="mt-1 text-sm text-slate-600">For {view.customerName}</p> : null}
            </div>
            <StatusBadge status={view.status} label={view.statusLabel} />
          </div>
          {view.description ? <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-slate-700">{view.description}</p> : null}

          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">What the invoice bills</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-500">
                <th scope="col" className="py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line, i) => (
                <tr key={i} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 text-slate-800">
                    {line.description}
                    {line.quantity > 1 ? <span className="block text-xs text-slate-500">{`${line.quantity} × ${line.unitText}`}</span> : null}
                  </td>
                  <td className="py-2 text-right text-slate-800 tabular-nums">{line.amountText}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <dl className="mt-4">
            <Row label="Subtotal" value={view.subtotalText} />
            {view.taxText ? <Row label="Tax" value={view.taxText} /> : null}
            <Row label="Total" value={view.totalText} strong />
            <Row label="Paid" value={view.paidText} />
            <Row label="Amount due" value={view.dueText} strong />
            {view.dueDateText ? <Row label="Due date" value={view.dueDateText} /> : null}
          </dl>

          {view.payable ? <PayForm view={view} state={state} /> : <Settled view={view} />}
        </div>
      </article>
    </PublicFrame>
  );
}

function PayForm({ view, state }: { view: InvoicePageView; state: InvoiceFormState }) {
  return (
    <form method="post" action={view.payPath} className="mt-6 space-y-4" noValidate>
      {state.formError ? (
        <div id="error-summary" role="alert" tabIndex={-1} autoFocus className="outline-none">
          <Notice tone="error" title="This could not go through">
            {state.formError}
          </Notice>
        </div>
      ) : null}
      {view.partial ? (
        <Field
          id="amount"
          name="amount"
          label={`Amount to pay (${view.partial.currency})`}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={state.amount || view.partial.dueInput}
          error={state.fieldError}
          autoFocus={state.fieldError ? true : undefined}
          hint={view.partial.minimumText ? `Pay all that is due, or a part of at least ${view.partial.minimumText}.` : "Pay all that is due, or a part of it."}
        />
      ) : null}
      <PrimaryButton type="submit">{view.partial ? "Continue to payment" : `Pay ${view.dueText}`}</PrimaryButton>
      <p className="text-center text-[13px] text-slate-500">You choose how to pay (card or mobile money) on the next page.</p>
    </form>
  );
}

function Settled({ view }: { view: InvoicePageView }) {
  if (view.status === "paid") {
    return (
      <p role="status" className="mt-6 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
        <CheckIcon className="size-5 shrink-0" />
        This invoice is paid. Thank you.
      </p>
    );
  }
  return (
    <p role="status" className="mt-6 flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <AlertIcon className="size-5 shrink-0" />
      {view.status === "void" ? `This invoice was cancelled by ${view.merchant.name}: nothing is due on it.` : "Nothing is due on this invoice."}
    </p>
  );
}

/** An unknown address, or a page that is not there (404). */
export function PublicNotFound({ theme, heading, message }: { theme: BrandTheme; heading: string; message: string }) {
  return (
    <PublicFrame theme={theme} testMode={false} merchant={null}>
      <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{message}</p>
      </article>
    </PublicFrame>
  );
}

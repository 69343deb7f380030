// A payment's receipt ("Receipts"): /checkout/{token}/receipt, rendered to a string like
// the checkout (app/checkout/[token]/receipt/render-receipt-page.ts), so it needs no framework
// script. Printable: the print styles (Tailwind's print: variants) drop the controls and the shadows;
// "Print" is a button that a few lines of inline script show and wire up; without JavaScript the
// page says to use the browser's own Print command instead. Plain server components, as the rest of
// the checkout (lib/html/static-markup.ts): no hooks, no context, no "use client".
import type { ReactNode } from "react";
import type { ReceiptView } from "@/lib/receipts/receipt-view";
import type { BrandTheme } from "@/lib/checkout/brand-theme";
import { themeStyle } from "@/components/checkout/checkout-frame";
import { TestModeBanner } from "@/components/checkout/test-mode";
import { AlertIcon, CheckIcon, LockIcon } from "@/components/ui/icons";

/** The "Print" button's id; the inline script (RECEIPT_PRINT_SCRIPT) finds it by this. */
export const PRINT_BUTTON_ID = "print-receipt";

/** Shows the Print button and opens the browser's print dialog from it. Inline with the page's nonce: 150 bytes need no file of their own. */
export const RECEIPT_PRINT_SCRIPT = `(()=>{const b=document.getElementById("${PRINT_BUTTON_ID}");if(!b)return;b.hidden=false;b.addEventListener("click",()=>window.print())})();`;

const focusRing = "outline-none focus-visible:ring-2 focus-visible:ring-(--accent-text) focus-visible:ring-offset-2";

export function ReceiptPage({ view, theme, nonce }: { view: ReceiptView; theme: BrandTheme; nonce: string | undefined }) {
  return (
    <div style={themeStyle(theme)} className="flex min-h-dvh flex-col bg-slate-50 print:bg-white">
      {view.testMode ? (
        <header>
          <TestModeBanner />
        </header>
      ) : null}
      <div aria-hidden="true" className="h-1 bg-(--accent) print:hidden" />
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-8 sm:py-12 print:max-w-none print:p-0">
        <article
          aria-labelledby="receipt-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        >
          <ReceiptHeader view={view} />
          <ReceiptFacts view={view} />
          {view.tickets.length ? <ReceiptTickets tickets={view.tickets} /> : null}
          <p className="mt-8 text-[13px] leading-relaxed text-slate-500">
            Keep this receipt for your records. For questions about this payment, contact {view.merchant.name} and quote the payment ID.
          </p>
        </article>
        <div className="mt-6 space-y-3 print:hidden">
          <button
            type="button"
            id={PRINT_BUTTON_ID}
            hidden
            className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-(--accent) px-4 py-3 text-base font-semibold text-(--on-accent) shadow-sm transition hover:brightness-110 ${focusRing}`}
          >
            Print or save as PDF
          </button>
          <noscript>
            <p className="text-center text-sm text-slate-600">To print this receipt or save it as a PDF, use your browser&apos;s Print command.</p>
          </noscript>
          {view.backUrl ? (
            <a
              href={view.backUrl}
              className={`inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-medium text-slate-800 shadow-xs transition hover:bg-slate-50 ${focusRing}`}
            >
              {`Back to ${view.merchant.name}`}
            </a>
          ) : null}
        </div>
        <footer className="mt-10 flex items-center justify-center gap-1.5 text-xs text-slate-500 print:mt-6">
          <LockIcon className="size-3.5" />
          <span>
            Receipt issued by <span className="font-semibold text-slate-600">Gateway</span> for {view.merchant.name}
          </span>
        </footer>
      </main>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RECEIPT_PRINT_SCRIPT }} />
    </div>
  );
}

function ReceiptHeader({ view }: { view: ReceiptView }) {
  const refunded = view.status !== "success";
  return (
    <header>
      <div className="flex items-center gap-3">
        {view.merchant.logoUrl ? (
          // The merchant's own https logo, as on the checkout (next/image would need every host configured).
          // eslint-disable-next-line @next/next/no-img-element
          <img src={view.merchant.logoUrl} alt="" width={40} height={40} className="size-10 rounded-lg bg-white object-contain ring-1 ring-slate-900/10" />
        ) : (
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-(--accent) text-lg font-semibold text-(--on-accent) print:border print:border-slate-400">
            {view.merchant.name.trim().charAt(0).toUpperCase() || "•"}
          </span>
        )}
        <span className="text-base font-semibold text-slate-900">{view.merchant.name}</span>
      </div>
      <div className="mt-6 flex items-start justify-between gap-4">
        <div>
          <h1 id="receipt-heading" className="text-xl font-semibold text-slate-900">
            Receipt
          </h1>
          {view.title ? <p className="mt-1 text-[15px] text-slate-600">{view.title}</p> : null}
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-[13px] font-semibold ${refunded ? "bg-slate-100 text-slate-700" : "bg-emerald-100 text-emerald-800"}`}
        >
          {refunded ? <AlertIcon className="size-4" /> : <CheckIcon className="size-4" strokeWidth={2.4} />}
          {view.statusLabel}
        </span>
      </div>
      <p className="mt-5 text-slate-900" aria-label={`Amount paid: ${view.amountText}`}>
        <span className="text-4xl font-semibold tracking-tight tabular-nums">{view.amountText}</span>
      </p>
      {view.refundedText ? (
        <p className="mt-1 text-[15px] text-slate-600">
          Refunded: <span className="font-semibold text-slate-900 tabular-nums">{view.refundedText}</span>
        </p>
      ) : null}
    </header>
  );
}

function Row({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className={`min-w-0 text-right break-words text-slate-900 ${mono ? "font-mono text-[13px]" : ""}`}>{children}</dd>
    </div>
  );
}

function ReceiptFacts({ view }: { view: ReceiptView }) {
  return (
    <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200 text-sm">
      <Row label="Paid to">{view.merchant.name}</Row>
      <Row label="Date">
        <time dateTime={view.paidAt}>{view.paidAtText}</time>
      </Row>
      {view.paidWith || view.method ? <Row label="Payment method">{view.paidWith ?? view.method}</Row> : null}
      {view.customerName ? <Row label="Paid by">{view.customerName}</Row> : null}
      <Row label="Payment ID" mono>
        {view.reference}
      </Row>
      {view.merchantReference ? (
        <Row label="Order" mono>
          {view.merchantReference}
        </Row>
      ) : null}
    </dl>
  );
}

/**
 * A payment's paid tickets, each with its QR code: on the receipt (an h2) and on the checkout's
 * success screen (an h3 under "Payment successful"), so the customer has them without another page.
 */
export function ReceiptTickets({ tickets, headingLevel = 2, className = "mt-8" }: { tickets: ReceiptView["tickets"]; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="tickets-heading" className={className}>
      <Heading id="tickets-heading" className="text-base font-semibold text-slate-900">
        {tickets.length === 1 ? "Your ticket" : `Your tickets (${tickets.length})`}
      </Heading>
      {tickets.every((t) => t.void) ? (
        <p className="mt-1 text-[13px] text-slate-600">This payment was refunded in full: these tickets no longer admit.</p>
      ) : (
        <p className="mt-1 text-[13px] text-slate-600">Show the code at the entrance, on your phone or printed. Each ticket is valid once.</p>
      )}
      <ul className="mt-4 space-y-3">
        {tickets.map((ticket) => (
          <li key={ticket.reference} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 break-inside-avoid sm:flex-row sm:items-center">
            {ticket.void ? (
              // No code to scan: a void ticket must not look like one that admits.
              <div className="grid size-40 shrink-0 place-items-center self-center rounded-lg border-2 border-dashed border-slate-300 text-center text-sm font-semibold text-slate-600">
                Void
              </div>
            ) : (
              <div
                role="img"
                aria-label={`QR code of ticket ${ticket.reference}`}
                className="size-40 shrink-0 self-center [&_svg]:size-full"
                // The SVG is drawn on our server by lib/qr/qr-svg.ts from the ticket's reference (letters, digits, dashes): no input of anyone's reaches it as markup.
                dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
              />
            )}
            <dl className="min-w-0 flex-1 space-y-1.5 text-sm">
              <div>
                <dt className="sr-only">Ticket type</dt>
                <dd className="text-[15px] font-semibold text-slate-900">{ticket.typeName}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-500">Attendee</dt>
                <dd className="min-w-0 break-words text-slate-900">{ticket.attendeeName}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-500">Ticket</dt>
                <dd className="font-mono text-[13px] text-slate-900">{ticket.reference}</dd>
              </div>
              {ticket.void ? (
                <div className="flex gap-2">
                  <dt className="text-slate-500">Status</dt>
                  <dd className="font-medium text-red-700">Void (refunded)</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** No receipt here: an unknown token, or a payment that has not been paid (yet). */
export function ReceiptNotFound({ checkoutPath }: { checkoutPath: string | null }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-slate-100 text-slate-600">
          <AlertIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-slate-900">Receipt not available</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
          {checkoutPath
            ? "This payment has not been completed, so there is no receipt for it yet."
            : "This receipt link is not valid. Check that you copied the whole address from your e-mail."}
        </p>
        {checkoutPath ? (
          <a href={checkoutPath} className="mt-5 inline-block rounded-md px-2 py-1 text-sm font-medium text-slate-800 underline underline-offset-4 hover:no-underline">
            Go to the payment page
          </a>
        ) : null}
      </div>
    </main>
  );
}

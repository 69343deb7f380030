import "server-only";
// The receipt e-mail's words ("Receipts"): the facts of the receipt page (from the same
// ReceiptView), the link to open it again, and each ticket's reference with its QR code as an
// image served from our origin (/l/tickets/{reference}/qr.svg, lib/link-tickets/ticket-view.ts):
// mail clients show no inline SVG, and a data: URL is blocked by most of them. Plain text first,
// and a simple HTML part in which every value is escaped (names typed by people reach it).
import type { ReceiptView } from "@/lib/receipts/receipt-view";
import { escapeHtml } from "@/lib/html/static-markup";
import { ticketQrCodeUrl } from "@/lib/link-tickets/ticket-view";

export type ReceiptEmail = { to: string; subject: string; text: string; html: string };

/** Names typed by people go into a header and a line: control characters and line breaks out. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

export function receiptEmail(view: ReceiptView, opts: { to: string; receiptUrl: string }): ReceiptEmail {
  const merchant = oneLine(view.merchant.name) || "the merchant";
  const test = view.testMode ? "[Test] " : "";
  const subject = `${test}Your receipt from ${merchant}: ${view.amountText}`;
  const facts: [string, string][] = [
    ["Amount", view.amountText],
    ...(view.refundedText ? ([["Refunded", view.refundedText]] as [string, string][]) : []),
    ["Paid to", merchant],
    ["Date", view.paidAtText],
    ...(view.paidWith || view.method ? ([["Payment method", view.paidWith ?? view.method!]] as [string, string][]) : []),
    ...(view.customerName ? ([["Paid by", oneLine(view.customerName)]] as [string, string][]) : []),
    ["Payment ID", view.reference],
    ...(view.merchantReference ? ([["Order", view.merchantReference]] as [string, string][]) : []),
  ];
  const tickets = view.tickets.map((t) => ({ ...t, attendeeName: oneLine(t.attendeeName), typeName: oneLine(t.typeName), qrUrl: ticketQrCodeUrl(t.reference) }));

  const text = [
    ...(view.testMode ? ["TEST MODE: this payment was made in test mode; no real money moved.", ""] : []),
    `Thank you for your payment to ${merchant}.`,
    ...(view.title ? [oneLine(view.title)] : []),
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(tickets.length
      ? ["", tickets.length === 1 ? "Your ticket:" : `Your tickets (${tickets.length}):`, ...tickets.flatMap((t) => [`- ${t.typeName}, ${t.attendeeName}: ${t.reference}`, `  QR code: ${t.qrUrl}`])]
      : []),
    "",
    "View or print your receipt:",
    opts.receiptUrl,
    "",
    `For questions about this payment, contact ${merchant} and quote the payment ID.`,
    "",
  ].join("\n");

  const e = escapeHtml;
  const html = [
    "<!DOCTYPE html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,\'Segoe UI\',Roboto,Arial,sans-serif;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">',
    ...(view.testMode ? ['<p style="margin:0 0 16px;padding:6px 10px;background:#fbbf24;color:#451a03;font-size:13px;font-weight:600;border-radius:6px">Test mode: no real money moved</p>'] : []),
    `<p style="margin:0;font-size:15px;font-weight:600">${e(merchant)}</p>`,
    `<h1 style="margin:16px 0 4px;font-size:20px">Receipt</h1>`,
    ...(view.title ? [`<p style="margin:0;color:#475569">${e(oneLine(view.title))}</p>`] : []),
    `<p style="margin:16px 0;font-size:28px;font-weight:600">${e(view.amountText)}</p>`,
    '<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">',
    ...facts.map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#64748b;border-top:1px solid #e2e8f0">${e(label)}</td><td style="padding:6px 0;text-align:right;border-top:1px solid #e2e8f0">${e(value)}</td></tr>`,
    ),
    "</table>",
    ...(tickets.length
      ? [
          `<h2 style="margin:24px 0 8px;font-size:16px">${tickets.length === 1 ? "Your ticket" : `Your tickets (${tickets.length})`}</h2>`,
          ...tickets.map(
            (t) =>
              `<div style="margin:0 0 12px;padding:12px;border:1px solid #e2e8f0;border-radius:8px"><img src="${e(t.qrUrl)}" width="160" height="160" alt="QR code of ticket ${e(t.reference)}" style="display:block"><p style="margin:8px 0 0;font-weight:600">${e(t.typeName)}</p><p style="margin:2px 0 0">${e(t.attendeeName)}</p><p style="margin:2px 0 0;font-family:monospace">${e(t.reference)}</p></div>`,
          ),
        ]
      : []),
    `<p style="margin:24px 0 0"><a href="${e(opts.receiptUrl)}" style="color:#4338ca">View or print your receipt</a></p>`,
    `<p style="margin:16px 0 0;font-size:13px;color:#64748b">For questions about this payment, contact ${e(merchant)} and quote the payment ID.</p>`,
    "</div></body></html>",
  ].join("\n");

  return { to: opts.to, subject, text, html };
}

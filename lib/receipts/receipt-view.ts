// What a payment's receipt shows ("Receipts"), computed from its rows: the receipt page
// (/checkout/{token}/receipt) and the receipt e-mail both render this, so they always say the same.
// Pure: no database, no environment; lib/receipts/load-receipt.ts gathers the rows.
import type { Merchant, Payment, PaymentAttempt, PaymentStatus } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/money";
import { findMethod } from "@/lib/catalog/payment-methods";
import { timeZoneName } from "@/lib/catalog/time-zones";
import { paidWith } from "@/lib/checkout/checkout-page-state";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { returnUrlWith } from "@/lib/checkout/checkout-view";

/** A payment has a receipt once it has succeeded, refunded or not (the spec's statuses after success). */
export const RECEIPT_STATUSES: readonly PaymentStatus[] = ["success", "partially_refunded", "fully_refunded"];

export function hasReceipt(payment: Pick<Payment, "status">): boolean {
  return RECEIPT_STATUSES.includes(payment.status);
}

/**
 * One paid ticket of an event payment; `qrSvg` is the QR code of its reference, an SVG document drawn
 * on our server. `void`: the payment was refunded in full, so the ticket no longer admits.
 */
export type ReceiptTicket = { reference: string; typeName: string; attendeeName: string; qrSvg: string; void: boolean };

export type ReceiptRows = {
  payment: Payment;
  merchant: Pick<Merchant, "name" | "logoUrl" | "brandColor" | "websiteUrl" | "timeZone" | "country">;
  attempts: readonly PaymentAttempt[];
  /** The payment link it was made through, for its title. */
  link: { title: string } | null;
  tickets: readonly ReceiptTicket[];
};

export type ReceiptView = ReturnType<typeof receiptView>;

const STATUS_LABELS: Partial<Record<PaymentStatus, string>> = {
  success: "Paid",
  partially_refunded: "Partially refunded",
  fully_refunded: "Refunded",
};

export function receiptView({ payment, merchant, attempts, link, tickets }: ReceiptRows) {
  const customization = (payment.customization ?? {}) as { title?: string; logo?: string };
  const logo = customization.logo ?? merchant.logoUrl;
  const timeZone = merchantTimeZone(merchant);
  const paidAt = payment.paidAt ?? payment.updatedAt;
  const methodName = payment.paymentMethod ? (findMethod(payment.paymentMethod)?.name ?? payment.paymentMethod) : null;
  return {
    reference: payment.id,
    merchantReference: payment.merchantReference,
    status: payment.status,
    statusLabel: STATUS_LABELS[payment.status] ?? payment.status,
    testMode: payment.mode === "test",
    paymentType: payment.paymentType,
    merchant: {
      name: merchant.name,
      // Logos are the merchant's own https URLs, as on the checkout; anything else is not shown.
      logoUrl: logo && /^https:\/\//i.test(logo) ? logo : null,
      brandColor: merchant.brandColor,
    },
    /** The link's title for a payment made through a link, else the checkout's own title, if any. */
    title: link?.title ?? customization.title ?? null,
    amountText: formatMoney(payment.amount, payment.currency),
    currency: payment.currency,
    refundedText: payment.amountRefunded > 0n ? formatMoney(payment.amountRefunded, payment.currency) : null,
    /** "Card", "telebirr": the catalog's name of the method that paid. */
    method: methodName,
    /** "Visa •••• 4242", "telebirr •••• 0001" (never more than the last four digits). */
    paidWith: paidWith(attempts),
    paidAt: paidAt.toISOString(),
    paidAtText: formatReceiptDate(paidAt, timeZone),
    timeZone,
    customerName: [payment.customerFirstName, payment.customerLastName].filter(Boolean).join(" ") || null,
    customerEmail: payment.customerEmail,
    tickets: tickets.map((t) => ({ ...t })),
    /** Back to the shop: the payment's return_url (with reference and status, as the checkout sends), else the merchant's https website. */
    backUrl: payment.returnUrl
      ? returnUrlWith(payment.returnUrl, payment.id, payment.status)
      : merchant.websiteUrl && /^https:\/\//i.test(merchant.websiteUrl)
        ? merchant.websiteUrl
        : null,
  };
}

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * "1 December 2026, 15:42 (East Africa Time)": in the merchant's time zone, the zone named in
 * words, so a printout is unambiguous and a donor in Kampala reads the same zone as the shop in
 * Addis Ababa (both East Africa Time). Never the IANA id ("Africa/Addis_Ababa"): that is a
 * setting, not something a customer reads. The name is the one of that moment (summer time too).
 */
export function formatReceiptDate(at: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = {
      date: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone }),
      time: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
    };
    formatters.set(timeZone, format);
  }
  return `${format.date.format(at)}, ${format.time.format(at)} (${timeZoneName(timeZone, at)})`;
}

import "server-only";
// A payment's receipt, by its checkout token or its id: the rows lib/receipts/receipt-view.ts
// needs, read with the payment's merchant named in every statement. Only a payment that has
// succeeded (refunded since or not) has one; anything else answers null, as an unknown token does.
// Each paid ticket's QR code (its reference) is drawn here as SVG, so the page needs no script and
// no other request to show it.
import { db as defaultDb, type Db } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { CHECKOUT_TOKEN_PATTERN } from "@/lib/checkout/load-checkout";
import { qrSvg } from "@/lib/qr/qr-svg";
import { ticketStatus } from "@/lib/link-tickets/ticket-view";
import { hasReceipt, receiptView, type ReceiptTicket, type ReceiptView } from "@/lib/receipts/receipt-view";

/** The size the receipt draws a ticket's QR code at, in CSS pixels: scannable from a phone screen or paper. */
export const TICKET_QR_SIZE = 160;

export type LoadedReceipt = { payment: Payment; view: ReceiptView };

/** The receipt behind a checkout token: null for a malformed or unknown token, or a payment without one. */
export async function loadReceiptByToken(token: string, database: Db = defaultDb()): Promise<LoadedReceipt | null> {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) return null;
  const payment = await database.payment.findUnique({ where: { checkoutToken: token } });
  return payment && hasReceipt(payment) ? receiptOf(payment, database) : null;
}

/** The receipt of a payment already read (the receipt e-mail's job). */
export async function receiptOf(payment: Payment, database: Db = defaultDb()): Promise<LoadedReceipt | null> {
  if (!hasReceipt(payment)) return null;
  const [merchant, attempts, link, tickets] = await Promise.all([
    database.merchant.findUniqueOrThrow({
      where: { id: payment.merchantId },
      select: { name: true, logoUrl: true, brandColor: true, websiteUrl: true, timeZone: true, country: true },
    }),
    database.paymentAttempt.findMany({ where: { paymentId: payment.id, merchantId: payment.merchantId, outcome: "success" }, orderBy: { number: "asc" } }),
    payment.paymentLinkId
      ? database.paymentLink.findFirst({ where: { id: payment.paymentLinkId, merchantId: payment.merchantId }, select: { title: true } })
      : Promise.resolve(null),
    payment.paymentLinkId
      ? database.ticket.findMany({
          where: { paymentId: payment.id, merchantId: payment.merchantId, status: "paid" },
          include: { ticketType: { select: { name: true } } },
          orderBy: [{ createdAt: "asc" }, { reference: "asc" }],
        })
      : Promise.resolve([]),
  ]);
  const drawn: ReceiptTicket[] = await Promise.all(
    tickets.map(async (t) => ({
      reference: t.reference,
      typeName: t.ticketType.name,
      attendeeName: t.attendeeName,
      qrSvg: await qrSvg(t.reference, { size: TICKET_QR_SIZE, margin: 2 }),
      void: ticketStatus(t, payment.status) === "void",
    })),
  );
  return { payment, view: receiptView({ payment, merchant, attempts, link, tickets: drawn }) };
}

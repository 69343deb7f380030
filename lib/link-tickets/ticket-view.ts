import "server-only";
// The public shape of a ticket: in GET /v2/payment-links/{id}/tickets, on the receipt and
// in the payment's webhook (`tickets`). The QR code holds the reference; its image is served from
// our origin so a receipt e-mail and a printed page show it without JavaScript.
import type { PaymentStatus, Ticket, TicketType } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/**
 * held | paid | released as stored, and `void`: a paid ticket whose payment was refunded in full.
 * Derived from the payment's status rather than written on the ticket, so it follows the payment
 * both ways: a refund the processor refuses moves the payment back, and its tickets are valid again.
 */
export type TicketStatus = "held" | "paid" | "released" | "void";

export function ticketStatus(ticket: Pick<Ticket, "status">, paymentStatus: PaymentStatus): TicketStatus {
  if (ticket.status === "paid" && paymentStatus === "fully_refunded") return "void";
  return ticket.status as TicketStatus;
}

export function ticketQrCodeUrl(reference: string): string {
  return `${env().publicBaseUrl}/l/tickets/${reference}/qr.svg`;
}

export function serializeTicket(ticket: Ticket, ticketType: Pick<TicketType, "id" | "name">, paymentStatus: PaymentStatus) {
  return {
    reference: ticket.reference,
    ticket_type: { id: ticketType.id, name: ticketType.name },
    attendee_name: ticket.attendeeName,
    status: ticketStatus(ticket, paymentStatus),
    payment_reference: ticket.paymentId,
    checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
    qr_code_url: ticketQrCodeUrl(ticket.reference),
    created_at: ticket.createdAt.toISOString(),
  };
}

export type TicketView = ReturnType<typeof serializeTicket>;

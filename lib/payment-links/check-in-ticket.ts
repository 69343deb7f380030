import "server-only";
// POST /v2/payment-links/{id}/tickets/{reference}/check-in: the door marks a paid ticket
// used, once. One conditional update (`checkedInAt IS NULL AND status = 'paid'`) decides it, so two
// doors scanning the same ticket at the same moment cannot both let it in: the second answers
// 409 INVALID_STATE with the time of the first check-in. A held (unpaid) or released ticket
// cannot be checked in, nor a void one (its payment was refunded in full): the payment's row is
// locked first, as a refund locks it, so a refund and a scan at the same moment happen one after
// the other and a ticket is never let in on money already given back.
import { inTransaction, type Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { serializeTicket, ticketStatus, type TicketView } from "@/lib/link-tickets/ticket-view";
import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { getPaymentLinkOrThrow, type PaymentLinkLookup } from "@/lib/payment-links/get-payment-link";

export async function checkInTicket(db: Db, opts: PaymentLinkLookup & { reference: string; actor: AuditActor; now?: Date }): Promise<TicketView> {
  return inTransaction(db, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "tickets.check_in" });
    const link = await getPaymentLinkOrThrow(tx, opts);
    // References are printed upper-case; a door typing one in lower case means the same ticket.
    const reference = opts.reference.trim().toUpperCase();
    const ticket = await tx.ticket.findFirst({ where: { reference, linkId: link.id, merchantId: opts.merchantId, mode: opts.mode } });
    if (!ticket) throw new ApiError("NOT_FOUND", "ticket not found");
    // The payment's row, locked as a refund locks it, naming the merchant as every statement does.
    const [payment] = await tx.$queryRaw<{ status: PaymentStatus }[]>`
      SELECT status::text AS status FROM "Payment" WHERE id = ${ticket.paymentId} AND "merchantId" = ${opts.merchantId} FOR UPDATE`;
    if (payment && ticketStatus(ticket, payment.status) === "void") {
      throw new ApiError("INVALID_STATE", `ticket ${reference} is void: its payment was refunded in full`, { status: "void" });
    }
    const now = opts.now ?? new Date();
    const { count } = await tx.ticket.updateMany({ where: { id: ticket.id, merchantId: opts.merchantId, status: "paid", checkedInAt: null }, data: { checkedInAt: now } });
    if (count === 0) {
      const current = await tx.ticket.findFirstOrThrow({ where: { id: ticket.id, merchantId: opts.merchantId } });
      if (current.checkedInAt) {
        const at = current.checkedInAt.toISOString();
        throw new ApiError("INVALID_STATE", `ticket ${reference} was already checked in at ${at}`, { checked_in_at: at });
      }
      throw new ApiError(
        "INVALID_STATE",
        current.status === "held" ? `ticket ${reference} is not paid yet: its payment is still open` : `ticket ${reference} was released (its payment did not complete)`,
        { status: current.status },
      );
    }
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "ticket.checked_in",
      mode: opts.mode,
      targetId: ticket.id,
      details: { reference, link_id: link.id, checked_in_at: now.toISOString() },
    });
    const type = await tx.ticketType.findFirstOrThrow({ where: { id: ticket.ticketTypeId, merchantId: opts.merchantId }, select: { id: true, name: true } });
    return serializeTicket({ ...ticket, checkedInAt: now }, type, payment!.status);
  });
}

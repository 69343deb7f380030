// An event payment with tickets, made with Prisma directly so the receipt tests depend on
// nothing but the seam's tables: a link of kind "event", a ticket type, and a hosted payment (the real
// API route) that holds `attendees.length` tickets, as the public page's form does before the checkout.
// Paying it (the real checkout service) then turns the held tickets into paid ones in the payment's
// own transition (lib/link-tickets/settle-link-payment.ts).
import { db } from "@/lib/db";
import { newId, newLinkSlug, newTicketReference } from "@/lib/ids";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";
import { createHostedPaymentFor } from "@/tests/factories/payments";

export async function createEventPayment(
  merchant: { merchant: { id: string }; keys: { test: { secret: string } } },
  opts: { title?: string; ticketTypeName?: string; attendees?: string[]; price?: number; customer?: Record<string, unknown> } = {},
) {
  const attendees = opts.attendees ?? ["Abebe Kebede", "Hana Tesfaye"];
  const price = opts.price ?? 25;
  const linkId = newId("plink");
  await db().paymentLink.create({
    data: {
      id: linkId,
      merchantId: merchant.merchant.id,
      mode: "test",
      kind: "event",
      slug: newLinkSlug(),
      title: opts.title ?? "Addis Jazz Night",
      description: "An evening of Ethio-jazz",
      currency: "USD",
    },
  });
  const ticketTypeId = newId("tkty");
  await db().ticketType.create({
    data: { id: ticketTypeId, linkId, merchantId: merchant.merchant.id, name: opts.ticketTypeName ?? "General admission", price: BigInt(price * 100), quantity: 10, taken: attendees.length, position: 0 },
  });
  const payment = await createHostedPaymentFor(merchant.keys.test.secret, { amount: price * attendees.length, ...(opts.customer ? { customer: opts.customer } : {}) });
  await db().payment.update({ where: { id: payment.reference }, data: { paymentLinkId: linkId, paymentType: PAYMENT_TYPES.event } });
  const references: string[] = [];
  for (const attendeeName of attendees) {
    const reference = newTicketReference();
    references.push(reference);
    await db().ticket.create({
      data: { id: newId("tkt"), merchantId: merchant.merchant.id, mode: "test", linkId, ticketTypeId, paymentId: payment.reference, status: "held", attendeeName, reference },
    });
  }
  return { ...payment, linkId, ticketTypeId, ticketReferences: references };
}

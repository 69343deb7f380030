// Payment links for tests: created through the real API route, and payments made
// through them with the real payment service (createHostedPayment with paymentLinkId), their
// tickets held the way the public page holds them (taken + n on the ticket type, Ticket rows
// `held`), so paying them by the checkout's service runs the real settlement (held → paid).
import { POST as createLinkRoute } from "@/app/v2/payment-links/route";
import { db } from "@/lib/db";
import { newId, newTicketReference } from "@/lib/ids";
import type { Mode } from "@/lib/generated/prisma/client";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { PAYMENT_TYPE_FOR_LINK_KIND, type LinkKind } from "@/lib/catalog/payment-types";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { apiRequest } from "@/tests/factories/merchants";
import { cardAttempt } from "@/tests/factories/payments";

export const donationLinkBody = {
  kind: "donation",
  title: "School roof fund",
  description: "Help us fix the roof before the rains.",
  currency: "ETB",
  amount_options: { min: 50, suggested: [100, 250, 500] },
};

export const eventLinkBody = {
  kind: "event",
  title: "Jazz night",
  description: "Doors at 7.",
  currency: "ETB",
  ticket_types: [
    { name: "General admission", price: 500, quantity: 10 },
    { name: "VIP", price: 1500, quantity: 2 },
  ],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it needs
export type LinkData = Record<string, any> & { id: string; url: string; ticket_types: { id: string; name: string; price: number }[] | null };

export async function createLinkFor(key: string, body: Record<string, unknown> = donationLinkBody): Promise<LinkData> {
  const res = await createLinkRoute(apiRequest("/v2/payment-links", { key, body }));
  const json = await res.json();
  if (res.status !== 201) throw new Error(`payment link creation failed: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * A payment through an event link holding one ticket per entry of `tickets` (ticket type id and
 * attendee), as the page does it: the hold first (refused when sold out), then the payment.
 */
export async function linkPaymentWithTickets(opts: { merchantId: string; mode?: Mode; linkId: string; tickets: { typeId: string; attendee: string }[] }) {
  const mode = opts.mode ?? "test";
  const link = await db().paymentLink.findUniqueOrThrow({ where: { id: opts.linkId } });
  const types = await db().ticketType.findMany({ where: { linkId: link.id } });
  const amount = opts.tickets.reduce((sum, t) => sum + types.find((x) => x.id === t.typeId)!.price, 0n);
  return db().$transaction(async (tx) => {
    for (const t of opts.tickets) {
      const held = await tx.$executeRaw`UPDATE "TicketType" SET taken = taken + 1 WHERE id = ${t.typeId} AND taken + 1 <= quantity`;
      if (held !== 1) throw new Error(`ticket type ${t.typeId} is sold out`);
    }
    const payment = await createHostedPayment(tx, {
      merchantId: opts.merchantId,
      mode,
      input: { amount: Number(amount) / 100, currency: link.currency, customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test" } },
      actor: { type: "cli" },
      paymentType: PAYMENT_TYPE_FOR_LINK_KIND[link.kind as LinkKind],
      paymentLinkId: link.id,
    });
    const references: string[] = [];
    for (const t of opts.tickets) {
      const reference = newTicketReference();
      references.push(reference);
      await tx.ticket.create({
        data: { id: newId("tkt"), merchantId: opts.merchantId, mode, linkId: link.id, ticketTypeId: t.typeId, paymentId: payment.id, status: "held", attendeeName: t.attendee, reference },
      });
    }
    return { payment, references };
  });
}

/** Pays a payment by the simulator's success card, through the checkout's own service. */
export async function payByCard(checkoutToken: string) {
  const result = await submitPaymentAttempt(checkoutToken, cardAttempt());
  if (result.status !== "success") throw new Error(`the test payment was not paid: ${result.status}`);
}

/** Fails a payment by the simulator's declined card (its held tickets go back to stock). */
export async function failByCard(checkoutToken: string) {
  await submitPaymentAttempt(checkoutToken, cardAttempt("4000000000000002"));
}

/** A tiny valid PNG (1×1), a JPEG header, and bytes that are neither. */
export const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6e1d20000000049454e44ae426082", "hex");
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

/** A multipart/form-data request with `bytes` in the field `field`, as a browser or `curl -F` sends it. */
export function multipartRequest(path: string, opts: { key?: string; bytes?: Uint8Array; field?: string; type?: string; filename?: string; extra?: Record<string, string>; headers?: Record<string, string> }) {
  const form = new FormData();
  if (opts.bytes) form.append(opts.field ?? "file", new Blob([opts.bytes as BlobPart], { type: opts.type ?? "image/png" }), opts.filename ?? "poster.png");
  for (const [k, v] of Object.entries(opts.extra ?? {})) form.append(k, v);
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: form });
}

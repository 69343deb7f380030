import "server-only";
// Payment link reads, scoped to merchant and mode: another merchant's link is
// NOT_FOUND; the other mode's answers as the caller asks (lib/auth/other-mode.ts). A link is read
// with its ticket types (event links) and how many of each are paid, for the serializer.
import type { Db } from "@/lib/db";
import type { Mode, PaymentLink, TicketType } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

export type PaymentLinkLookup = { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer };

/** A ticket type with its paid tickets counted (`taken` counts held ones too). */
export type TicketTypeView = TicketType & { sold: number };
export type PaymentLinkView = { link: PaymentLink; ticketTypes: TicketTypeView[] };

export async function getPaymentLinkOrThrow(db: Db, opts: PaymentLinkLookup): Promise<PaymentLink> {
  const link = await db.paymentLink.findFirst({ where: { id: opts.id, merchantId: opts.merchantId } });
  if (!link) throw new ApiError("NOT_FOUND", "payment link not found");
  if (link.mode !== opts.mode) throw otherModeError("payment link", link.mode, opts.otherMode);
  return link;
}

export async function getPaymentLink(db: Db, opts: PaymentLinkLookup): Promise<PaymentLinkView> {
  const link = await getPaymentLinkOrThrow(db, opts);
  return (await withTicketTypes(db, [link]))[0];
}

/** The links with their ticket types and paid counts: two statements for any number of links. */
export async function withTicketTypes(db: Db, links: PaymentLink[]): Promise<PaymentLinkView[]> {
  const eventIds = links.filter((l) => l.kind === "event").map((l) => l.id);
  if (!eventIds.length) return links.map((link) => ({ link, ticketTypes: [] }));
  const merchantId = links[0].merchantId;
  const [types, paid] = await Promise.all([
    db.ticketType.findMany({ where: { linkId: { in: eventIds }, merchantId }, orderBy: [{ linkId: "asc" }, { position: "asc" }] }),
    db.ticket.groupBy({ by: ["ticketTypeId"], where: { linkId: { in: eventIds }, merchantId, status: "paid" }, _count: { _all: true } }),
  ]);
  const sold = new Map(paid.map((p) => [p.ticketTypeId, p._count._all]));
  return links.map((link) => ({
    link,
    ticketTypes: types.filter((t) => t.linkId === link.id).map((t) => ({ ...t, sold: sold.get(t.id) ?? 0 })),
  }));
}

import "server-only";
// The two files a link's public pages load from our origin: the link's uploaded image
// (/l/{slug}/image) and a paid ticket's QR code (/l/tickets/{reference}/qr.svg). Both are found by
// what is in their public URL only: the unguessable slug, the ticket's reference.
import type { Db } from "@/lib/db";
import { qrSvg } from "@/lib/qr/qr-svg";

const SLUG = /^[0-9A-Za-z]{1,40}$/;
const TICKET_REFERENCE = /^TKT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** The image of the link behind `slug` (of the link's own merchant), or null. */
export async function findLinkImage(db: Db, slug: string): Promise<{ id: string; contentType: string; bytes: Uint8Array; sha256: string } | null> {
  if (!SLUG.test(slug)) return null;
  const link = await db.paymentLink.findUnique({ where: { slug }, select: { imageId: true, merchantId: true } });
  if (!link?.imageId) return null;
  return db.paymentLinkImage.findFirst({ where: { id: link.imageId, merchantId: link.merchantId }, select: { id: true, contentType: true, bytes: true, sha256: true } });
}

/**
 * The QR code (SVG) of a PAID ticket: what the door scans. A held or released ticket has none
 * (null), so a code never exists for a ticket that was not paid for.
 */
export async function paidTicketQrSvg(db: Db, reference: string): Promise<string | null> {
  if (!TICKET_REFERENCE.test(reference)) return null;
  const ticket = await db.ticket.findUnique({ where: { reference }, select: { status: true } });
  if (ticket?.status !== "paid") return null;
  return qrSvg(reference, { size: 240, margin: 2 });
}

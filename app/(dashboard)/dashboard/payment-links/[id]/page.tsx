// /dashboard/payment-links/{id}: one link in the current mode with its totals, poster
// and payments (and an event's tickets). Rendered with the link on the server, QR code included
// (lib/qr: the poster prints without JavaScript having to draw it); an unknown id, another
// merchant's link or one of the other mode is the not-found page.
import type { Metadata } from "next";
import { LinkDetailView } from "@/components/dashboard/payment-links/link-detail";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";
import { getPaymentLink } from "@/lib/payment-links/get-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";
import { qrSvg } from "@/lib/qr/qr-svg";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Payment link" };

export default async function PaymentLinkPage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail((s) => getPaymentLink(db(), { merchantId: s.merchantId, mode: s.mode, id, otherMode: "not_found" }));
  const item = serializePaymentLink(found);
  const qr = await qrSvg(item.url, { size: 240, margin: 2 });
  return <LinkDetailView key={`${session.mode}:${item.id}`} initial={item} qr={qr} />;
}

// /dashboard/payment-links/{id}: one link in the current mode with its totals, poster
// and payments (and an event's tickets). Rendered with the link on the server, QR code included
// (lib/qr: the poster prints without JavaScript having to draw it); an unknown id, another
// merchant's link or one of the other mode is the not-found page.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { LinkDetailView } from "@/components/dashboard/payment-links/link-detail";
import { getDashboardSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { getPaymentLink } from "@/lib/payment-links/get-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";
import { qrSvg } from "@/lib/qr/qr-svg";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Payment link" };

export default async function PaymentLinkPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { id } = await params;
  let item;
  try {
    item = serializePaymentLink(await getPaymentLink(db(), { merchantId: session.merchantId, mode: session.mode, id, otherMode: "not_found" }));
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  const qr = await qrSvg(item.url, { size: 240, margin: 2 });
  return <LinkDetailView key={`${session.mode}:${item.id}`} initial={item} qr={qr} />;
}

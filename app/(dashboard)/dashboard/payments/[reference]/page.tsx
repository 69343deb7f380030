// /dashboard/payments/{reference}: one payment in the current mode with its
// split, attempts, events and refunds, and the Refund button. Rendered with the data on the
// server (an unknown reference, another merchant's or the other mode's is the not-found page);
// the client keeps it fresh through React Query after a refund.
import type { Metadata } from "next";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";
import { PaymentDetailClient } from "./payment-detail-client";

type Props = { params: Promise<{ reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Payment ${reference}` };
}

export default async function PaymentPage({ params }: Props) {
  const { reference } = await params;
  const { session, found } = await loadDetail((s) => getPaymentDetail(db(), { merchantId: s.merchantId, mode: s.mode, reference }));
  const detail = serializePaymentDetail(found);
  return <PaymentDetailClient key={`${session.mode}:${detail.gateway_reference}`} initial={detail} />;
}

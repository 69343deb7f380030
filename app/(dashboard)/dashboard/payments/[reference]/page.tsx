// /dashboard/payments/{reference}: one payment in the current mode with its
// split, attempts, events and refunds, and the Refund button. Rendered with the data on the
// server (an unknown reference, another merchant's or the other mode's is the not-found page);
// the client keeps it fresh through React Query after a refund.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";
import { PaymentDetailClient } from "./payment-detail-client";

type Props = { params: Promise<{ reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Payment ${reference}` };
}

export default async function PaymentPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { reference } = await params;
  let detail;
  try {
    detail = serializePaymentDetail(await getPaymentDetail(db(), { merchantId: session.merchantId, mode: session.mode, reference }));
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  return <PaymentDetailClient key={`${session.mode}:${detail.gateway_reference}`} initial={detail} />;
}

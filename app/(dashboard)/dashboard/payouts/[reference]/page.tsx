// /dashboard/payouts/{reference}: one payout in the current mode with its status
// timeline and, when it waits for the merchant, the OTP entry or the approve/reject buttons.
// Rendered with the data on the server (an unknown reference, another merchant's or the
// other mode's payout is the not-found page); the client polls it while it is on its way.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PayoutDetailView } from "@/components/dashboard/payouts/payout-detail";
import { getDashboardSession } from "@/lib/auth/session";
import { getPayoutDetail } from "@/lib/payouts/get-payout-detail";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";

type Props = { params: Promise<{ reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Payout ${reference}` };
}

export default async function PayoutPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { reference } = await params;
  let detail;
  try {
    detail = await getPayoutDetail(db(), { merchantId: session.merchantId, mode: session.mode, reference, otherMode: "not_found", viewerUserId: session.userId });
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  return <PayoutDetailView key={`${session.mode}:${detail.gateway_reference}`} initial={detail} />;
}

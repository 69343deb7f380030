// /dashboard/payouts/{reference}: one payout in the current mode with its status
// timeline and, when it waits for the merchant, the OTP entry or the approve/reject buttons.
// Rendered with the data on the server (an unknown reference, another merchant's or the
// other mode's payout is the not-found page); the client polls it while it is on its way.
import type { Metadata } from "next";
import { PayoutDetailView } from "@/components/dashboard/payouts/payout-detail";
import { getPayoutDetail } from "@/lib/payouts/get-payout-detail";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Payout ${reference}` };
}

export default async function PayoutPage({ params }: Props) {
  const { reference } = await params;
  const { session, found: detail } = await loadDetail((s) => getPayoutDetail(db(), { merchantId: s.merchantId, mode: s.mode, reference, otherMode: "not_found", viewerUserId: s.userId }));
  return <PayoutDetailView key={`${session.mode}:${detail.gateway_reference}`} initial={detail} />;
}

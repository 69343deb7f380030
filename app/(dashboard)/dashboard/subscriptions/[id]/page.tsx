// /dashboard/subscriptions/{id}: one subscription in the current mode with its periods, dunning,
// invoices and events, and Pause / Resume / Cancel behind confirmations. Rendered with the data on
// the server (an unknown id, another merchant's or the other mode's subscription is the not-found
// page); the client keeps it fresh through React Query after each write.
import type { Metadata } from "next";
import { SubscriptionDetailView } from "@/components/dashboard/billing/subscription-detail";
import { getSubscriptionOrThrow } from "@/lib/billing/get-billing";
import { subscriptionDetail } from "@/lib/billing/billing-views";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Subscription ${id}` };
}

export default async function SubscriptionPage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail(async (s) => {
    const scope = { merchantId: s.merchantId, mode: s.mode };
    return subscriptionDetail(db(), scope, await getSubscriptionOrThrow(db(), { ...scope, id, otherMode: "not_found" }));
  });
  return <SubscriptionDetailView key={`${session.mode}:${found.subscription_reference}`} initial={found} />;
}

// /dashboard/disputes/{id}: one dispute in the current mode with its facts, deadline notice,
// evidence, response, timeline and balance movements. Rendered with the data on the server (an
// unknown id, another merchant's or the other mode's dispute is the not-found page); the client
// keeps it fresh through React Query after each write.
import type { Metadata } from "next";
import { DisputeDetailView } from "@/components/dashboard/disputes/dispute-detail";
import type { DisputeItem } from "@/components/dashboard/disputes/dispute-hooks";
import { getDisputeOrThrow, serializeDisputeWithDetail } from "@/lib/disputes/get-dispute";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Dispute ${id}` };
}

export default async function DisputePage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail(async (s) =>
    serializeDisputeWithDetail(db(), await getDisputeOrThrow(db(), { merchantId: s.merchantId, mode: s.mode, id, otherMode: "not_found" })),
  );
  // The serializer's own type names the vocabularies as strings; its answer is the API's Dispute shape.
  return <DisputeDetailView key={`${session.mode}:${found.dispute_reference}`} initial={found as DisputeItem} />;
}

// /dashboard/virtual-accounts/{id}: one virtual account in the current mode, rendered
// with its data on the server (an unknown id, another merchant's or the other mode's account is
// the not-found page), then kept fresh by the client as money moves.
import type { Metadata } from "next";
import { VirtualAccountDetail } from "@/components/dashboard/virtual-accounts/virtual-account-detail";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";
import { getVirtualAccountDetail } from "@/lib/virtual-accounts/virtual-account-detail";

type Props = { params: Promise<{ virtual_account_id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { virtual_account_id } = await params;
  return { title: `Virtual account ${virtual_account_id}` };
}

export default async function VirtualAccountPage({ params }: Props) {
  const { virtual_account_id: id } = await params;
  const { session, found } = await loadDetail((s) => findVirtualAccount(db(), { merchantId: s.merchantId, mode: s.mode, id, otherMode: "not_found" }));
  const detail = await getVirtualAccountDetail(db(), found);
  return <VirtualAccountDetail key={`${session.mode}:${detail.virtual_account_id}`} initial={detail} />;
}

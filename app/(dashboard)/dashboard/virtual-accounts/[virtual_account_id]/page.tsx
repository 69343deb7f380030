// /dashboard/virtual-accounts/{id}: one virtual account in the current mode, rendered
// with its data on the server (an unknown id, another merchant's or the other mode's account is
// the not-found page), then kept fresh by the client as money moves.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { VirtualAccountDetail } from "@/components/dashboard/virtual-accounts/virtual-account-detail";
import { getDashboardSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";
import { getVirtualAccountWithBalance } from "@/lib/virtual-accounts/list-virtual-accounts";

type Props = { params: Promise<{ virtual_account_id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { virtual_account_id } = await params;
  return { title: `Virtual account ${virtual_account_id}` };
}

export default async function VirtualAccountPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { virtual_account_id: id } = await params;
  let account;
  try {
    account = await findVirtualAccount(db(), { merchantId: session.merchantId, mode: session.mode, id, otherMode: "not_found" });
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  const detail = await getVirtualAccountWithBalance(db(), account);
  return <VirtualAccountDetail key={`${session.mode}:${detail.virtual_account_id}`} initial={detail} />;
}

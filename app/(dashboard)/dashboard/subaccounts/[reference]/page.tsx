// /dashboard/subaccounts/{reference}: one subaccount in the current mode with
// its balance, the payments that fed it and its settlements. Rendered with the subaccount on the
// server (an unknown reference, another merchant's or the other mode's is the not-found page).
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SubaccountDetailView } from "@/components/dashboard/subaccounts/subaccount-detail";
import { getDashboardSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { getSubaccountDetail } from "@/lib/subaccounts/get-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";

type Props = { params: Promise<{ reference: string }> };

export const metadata: Metadata = { title: "Subaccount" };

export default async function SubaccountPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { reference } = await params;
  let item;
  try {
    const { subaccount, balance } = await getSubaccountDetail(db(), { merchantId: session.merchantId, mode: session.mode, reference, otherMode: "not_found" });
    item = withMaskedAccount(serializeSubaccount(subaccount, balance));
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  return <SubaccountDetailView key={`${session.mode}:${item.subaccount_reference}`} initial={item} />;
}

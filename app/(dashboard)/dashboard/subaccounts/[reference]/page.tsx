// /dashboard/subaccounts/{reference}: one subaccount in the current mode with
// its balance, the payments that fed it and its settlements. Rendered with the subaccount on the
// server (an unknown reference, another merchant's or the other mode's is the not-found page).
import type { Metadata } from "next";
import { SubaccountDetailView } from "@/components/dashboard/subaccounts/subaccount-detail";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";
import { getSubaccountDetail } from "@/lib/subaccounts/get-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";

type Props = { params: Promise<{ reference: string }> };

export const metadata: Metadata = { title: "Subaccount" };

export default async function SubaccountPage({ params }: Props) {
  const { reference } = await params;
  const { session, found } = await loadDetail((s) => getSubaccountDetail(db(), { merchantId: s.merchantId, mode: s.mode, reference, otherMode: "not_found" }));
  const item = withMaskedAccount(serializeSubaccount(found.subaccount, found.balance));
  return <SubaccountDetailView key={`${session.mode}:${item.subaccount_reference}`} initial={item} />;
}

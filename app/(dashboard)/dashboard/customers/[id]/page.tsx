// /dashboard/customers/{id}: one customer profile in the current mode with their
// payments. Rendered with the data on the server (an unknown id, another merchant's or the
// other mode's profile is the not-found page); their billing (saved payment methods,
// subscriptions, invoices, the portal link) is asked for by the client part beside it.
import type { Metadata } from "next";
import { CustomerDetailView } from "@/components/dashboard/customers/customer-detail";
import { getCustomerDetail } from "@/lib/customers/find-customer";
import { serializeCustomerDetail } from "@/lib/customers/serialize-customer";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail((s) => getCustomerDetail(db(), { merchantId: s.merchantId, mode: s.mode, id, otherMode: "not_found" }));
  const detail = serializeCustomerDetail(found);
  return <CustomerDetailView key={`${session.mode}:${detail.id}`} initial={detail} />;
}

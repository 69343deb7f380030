// /dashboard/customers/{id}: one customer profile in the current mode with their
// payments. Rendered with the data on the server (an unknown id, another merchant's or the
// other mode's profile is the not-found page).
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CustomerDetailView } from "@/components/dashboard/customers/customer-detail";
import { getDashboardSession } from "@/lib/auth/session";
import { getCustomerDetail } from "@/lib/customers/find-customer";
import { serializeCustomerDetail } from "@/lib/customers/serialize-customer";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { id } = await params;
  let detail;
  try {
    detail = serializeCustomerDetail(await getCustomerDetail(db(), { merchantId: session.merchantId, mode: session.mode, id, otherMode: "not_found" }));
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  return <CustomerDetailView key={`${session.mode}:${detail.id}`} initial={detail} />;
}

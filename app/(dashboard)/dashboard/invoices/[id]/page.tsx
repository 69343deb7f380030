// /dashboard/invoices/{id}: one invoice in the current mode with its amounts, lines, hosted link,
// payments and events; Edit (a draft), Finalize, Send and Void behind confirmations. Rendered with
// the data on the server (an unknown id, another merchant's or the other mode's invoice is the
// not-found page); the client keeps it fresh through React Query after each write.
import type { Metadata } from "next";
import { InvoiceDetailView } from "@/components/dashboard/billing/invoice-detail";
import { getInvoiceOrThrow } from "@/lib/billing/get-billing";
import { invoiceDetail } from "@/lib/billing/billing-views";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Invoice ${id}` };
}

export default async function InvoicePage({ params }: Props) {
  const { id } = await params;
  const { session, found } = await loadDetail(async (s) => {
    const scope = { merchantId: s.merchantId, mode: s.mode };
    return invoiceDetail(db(), scope, await getInvoiceOrThrow(db(), { ...scope, id, otherMode: "not_found" }));
  });
  return <InvoiceDetailView key={`${session.mode}:${found.invoice_reference}`} initial={found} />;
}

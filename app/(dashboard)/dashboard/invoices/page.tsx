// /dashboard/invoices: the invoices of the current mode, filtered by status and found by number, cursor-paged.
import type { Metadata } from "next";
import { InvoicesPage } from "@/components/dashboard/billing/invoices-page";

export const metadata: Metadata = { title: "Invoices" };

export default function Page() {
  return <InvoicesPage />;
}

// /dashboard/invoices/new: a one-off invoice (lines, tax rate, days to pay, partial payments), made as a draft.
import type { Metadata } from "next";
import { NewInvoicePage } from "@/components/dashboard/billing/new-invoice-page";

export const metadata: Metadata = { title: "New invoice" };

export default function Page() {
  return <NewInvoicePage />;
}

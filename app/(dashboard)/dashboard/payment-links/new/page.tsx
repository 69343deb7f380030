// /dashboard/payment-links/new: the "New link" form (payment, donation or event).
import type { Metadata } from "next";
import { NewLinkForm } from "@/components/dashboard/payment-links/new-link-form";

export const metadata: Metadata = { title: "New payment link" };

export default function NewPaymentLinkPage() {
  return <NewLinkForm />;
}

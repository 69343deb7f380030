// /dashboard/payment-links: the merchant's reusable links (payment, donation, event) in
// the current mode, with what each has collected; owners and admins create them.
import type { Metadata } from "next";
import { PaymentLinksList } from "@/components/dashboard/payment-links/payment-links-list";

export const metadata: Metadata = { title: "Payment links" };

export default function PaymentLinksPage() {
  return <PaymentLinksList />;
}

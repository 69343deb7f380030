// /dashboard/payments (issues 3 and 4): the 50 most recent payments in the current mode; each
// row opens the payment's page. Search, filters and paging come with the payment-list work.
import type { Metadata } from "next";
import { PaymentsClient } from "./payments-client";

export const metadata: Metadata = { title: "Payments" };

export default function PaymentsPage() {
  return <PaymentsClient />;
}

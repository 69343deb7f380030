// /dashboard/disputes: the chargebacks and reversal claims of the current mode with filters by
// status, kind and deadline, cursor paging and the CSV download of the current filter.
import type { Metadata } from "next";
import { DisputesPage } from "@/components/dashboard/disputes/disputes-page";

export const metadata: Metadata = { title: "Disputes" };

export default function Page() {
  return <DisputesPage />;
}

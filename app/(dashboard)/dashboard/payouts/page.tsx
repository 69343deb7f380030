// /dashboard/payouts: the payouts in the current mode with filters and pages, the
// balances they draw on, "New payout" and the way to bulk upload.
import type { Metadata } from "next";
import { PayoutsPage } from "@/components/dashboard/payouts/payouts-page";

export const metadata: Metadata = { title: "Payouts" };

export default function Page() {
  return <PayoutsPage />;
}

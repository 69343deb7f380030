// /dashboard/plans: the recurring prices of the current mode, filtered and paged, with New plan and Archive.
import type { Metadata } from "next";
import { PlansPage } from "@/components/dashboard/billing/plans-page";

export const metadata: Metadata = { title: "Plans" };

export default function Page() {
  return <PlansPage />;
}

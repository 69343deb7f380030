// /dashboard/risk: the merchant's risk rules, value lists and CSV imports, and payments held for review.
import type { Metadata } from "next";
import { RiskPage } from "@/components/dashboard/risk/risk-page";

export const metadata: Metadata = { title: "Risk" };

export default function Page() {
  return <RiskPage />;
}

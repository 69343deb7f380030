// /dashboard/test-clocks: test mode's clocks for subscriptions, and a new one (live mode says why there are none).
import type { Metadata } from "next";
import { TestClocksPage } from "@/components/dashboard/billing/test-clocks";

export const metadata: Metadata = { title: "Test clocks" };

export default function Page() {
  return <TestClocksPage />;
}

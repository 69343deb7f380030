import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { buttonClasses } from "@/components/ui/button";
import { CardIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Payments" };

export default function PaymentsPage() {
  return (
    <ComingSoon
      title="Payments"
      description="Every payment your customers make, with its attempts, refunds and splits."
      icon={<CardIcon />}
      emptyTitle="No payments yet"
      emptyDescription="Payments appear here as soon as you create one with the API. In test mode, use the test cards to simulate successes and failures."
      upcoming={["Search and filter by status, amount and date", "Payment detail with attempts and timeline", "Refunds, full or partial", "Export to CSV"]}
      action={
        <Link href="/dashboard/api-keys" className={buttonClasses("secondary")}>
          Get your API keys
        </Link>
      }
    />
  );
}

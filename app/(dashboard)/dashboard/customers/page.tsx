import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { buttonClasses } from "@/components/ui/button";
import { UsersIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Customers" };

export default function CustomersPage() {
  return (
    <ComingSoon
      title="Customers"
      description="People who paid you, when customer profiles are enabled."
      icon={<UsersIcon />}
      emptyTitle="No customers yet"
      emptyDescription="With customer profiles turned on in Settings, the customers behind your payments are listed here."
      upcoming={["Customer list with search", "Payment history per customer", "Saved contact details", "Delete a customer's data on request"]}
      action={
        <Link href="/dashboard/settings" className={buttonClasses("secondary")}>
          Open settings
        </Link>
      }
    />
  );
}

// An unknown customer id, another merchant's profile, or one of the other mode (the dashboard
// shows one mode at a time).
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { UsersIcon } from "@/components/ui/icons";

export default function CustomerNotFound() {
  return (
    <>
      <PageHeader title="Customer not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<UsersIcon />}
          title="No customer with this ID in the mode you are viewing"
          description="If the customer paid in the other mode, switch test mode at the top and open it again."
          action={
            <Link href="/dashboard/customers" className={buttonClasses("secondary")}>
              Back to customers
            </Link>
          }
        />
      </Card>
    </>
  );
}

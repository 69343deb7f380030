// A dashboard address that does not exist, shown inside the dashboard frame (the
// sidebar stays) with links back, instead of Next's bare 404.
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { WarningIcon } from "@/components/ui/icons";

export default function DashboardNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<WarningIcon />}
          title="There is no dashboard page at this address"
          description="The link may be mistyped or out of date. Pick a page from the menu, or go back to the overview."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Link href="/dashboard" className={buttonClasses("primary")}>
                Back to overview
              </Link>
              <Link href="/dashboard/payments" className={buttonClasses("secondary")}>
                Payments
              </Link>
            </div>
          }
        />
      </Card>
    </>
  );
}

// An unknown reference, another merchant's payout, or one of the other mode (the dashboard
// shows one mode at a time).
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PayoutIcon } from "@/components/ui/icons";

export default function PayoutNotFound() {
  return (
    <>
      <PageHeader title="Payout not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<PayoutIcon />}
          title="No payout with this reference in the mode you are viewing"
          description="Check the reference. If the payout was made in the other mode, switch test mode at the top and open it again."
          action={
            <Link href="/dashboard/payouts" className={buttonClasses("secondary")}>
              Back to payouts
            </Link>
          }
        />
      </Card>
    </>
  );
}

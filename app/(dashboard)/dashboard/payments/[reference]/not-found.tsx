// An unknown reference, another merchant's payment, or one of the other mode (the dashboard
// shows one mode at a time).
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon } from "@/components/ui/icons";

export default function PaymentNotFound() {
  return (
    <>
      <PageHeader title="Payment not found" />
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<CardIcon />}
          title="No payment with this reference in the mode you are viewing"
          description="Check the reference. If the payment was made in the other mode, switch test mode at the top and open it again."
          action={
            <Link href="/dashboard/payments" className={buttonClasses("secondary")}>
              Back to payments
            </Link>
          }
        />
      </Card>
    </>
  );
}

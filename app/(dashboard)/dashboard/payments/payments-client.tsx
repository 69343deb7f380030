"use client";
// The recent-payments table (issues 3 and 4); the full filterable list comes with the payment-list work.
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { RecentPayments } from "@/components/dashboard/payments-table";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";

const PAYMENTS_SHOWN = 50;

export function PaymentsClient() {
  const { mode } = useDashboard();
  return (
    <>
      <PageHeader
        title="Payments"
        description={`Your most recent ${mode} payments, newest first. Open one to see its attempts, split, events and refunds.`}
      />
      <Card aria-labelledby="payments-title">
        <CardHeader
          titleId="payments-title"
          title="Recent payments"
          description={`The latest ${PAYMENTS_SHOWN}. Search, filters and the full history are coming to this page soon.`}
        />
        <RecentPayments
          limit={PAYMENTS_SHOWN}
          emptyAction={
            <Link href="/dashboard/api-keys" className={buttonClasses("secondary")}>
              Get your API keys
            </Link>
          }
        />
      </Card>
    </>
  );
}

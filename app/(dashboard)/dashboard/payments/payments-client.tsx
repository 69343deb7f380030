"use client";
// The recent-payments table (issues 3 and 4) and "Create payment" (issue 9: a checkout link to
// share, for owners and developers); the full filterable list comes with the payment-list work.
import { useState } from "react";
import Link from "next/link";
import { CreatePaymentDialog } from "@/components/dashboard/create-payment-dialog";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { RecentPayments } from "@/components/dashboard/payments-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { CAN_MANAGE_PAYMENTS } from "@/lib/dashboard/types";

const PAYMENTS_SHOWN = 50;

export function PaymentsClient() {
  const { mode, role } = useDashboard();
  const [creating, setCreating] = useState(false);
  const canCreate = CAN_MANAGE_PAYMENTS.includes(role);
  return (
    <>
      <PageHeader
        title="Payments"
        description={`Your most recent ${mode} payments, newest first. Open one to see its attempts, split, events and refunds.`}
        actions={canCreate ? <Button onClick={() => setCreating(true)}>Create payment</Button> : undefined}
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
      {canCreate ? <CreatePaymentDialog open={creating} onClose={() => setCreating(false)} mode={mode} /> : null}
    </>
  );
}

// /dashboard: the merchant's overview: balances per currency (with "Add test
// funds" in test mode), the 10 most recent payments, and the quick start for the first API call.
// A banner when the gateway turned off a webhook endpoint of the mode shown.
// Volume and success rate per day for the last 30 days (components/dashboard/overview-charts.tsx);
// 7, 30, 90 days or a custom range, compared with the period before. MRR per currency and the
// last 30 days' churn of subscriptions (lib/billing/billing-metrics.ts).
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { listWebhookEndpoints } from "@/lib/webhooks/endpoints";
import { ModeBadge } from "@/components/dashboard/mode-badge";
import { DisabledEndpointsBanner } from "@/components/dashboard/webhooks/disabled-endpoints-banner";
import { PageHeader } from "@/components/dashboard/page-header";
import { NewKeyNotice } from "@/components/dashboard/new-key-notice";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TerminalIcon } from "@/components/ui/icons";
import { BalancesPanel } from "@/components/dashboard/balances-panel";
import { RecentPayments } from "@/components/dashboard/payments-table";
import { OverviewCharts } from "@/components/dashboard/overview-charts";
import { BillingMetricsCards } from "@/components/dashboard/billing/billing-metrics-cards";
import { getBillingMetrics } from "@/lib/billing/billing-metrics";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { mode, merchantName } = session;
  const apiBase = `${env().publicBaseUrl}/v2`;
  const turnedOff = (await listWebhookEndpoints(db(), { merchantId: session.merchantId, mode })).filter((e) => !e.enabled && e.disabledReason);
  const billing = await getBillingMetrics(db(), { merchantId: session.merchantId, mode });
  const curl = `curl ${apiBase}/account \\\n  -H "Authorization: Bearer sk_${mode}_YOUR_SECRET_KEY"`;

  return (
    <>
      <PageHeader
        title={merchantName}
        description={
          mode === "test"
            ? "You are viewing test data. Switch off test mode at the top to see live activity."
            : "You are viewing live data."
        }
        actions={<ModeBadge mode={mode} />}
      />

      <DisabledEndpointsBanner endpoints={turnedOff} />

      <NewKeyNotice />

      <BalancesPanel />

      <BillingMetricsCards metrics={billing} mode={mode} />

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3" aria-labelledby="recent-payments-title">
          <CardHeader
            titleId="recent-payments-title"
            title="Recent payments"
            actions={
              <Link href="/dashboard/payments" className={buttonClasses("ghost", "sm")}>
                View all
              </Link>
            }
          />
          <RecentPayments limit={10} compact />
        </Card>

        <Card className="lg:col-span-2" aria-labelledby="quick-start-title">
          <CardHeader titleId="quick-start-title" title="Quick start" description="Make your first API call in under a minute." />
          <CardBody className="space-y-4">
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">API base URL</p>
              <div className="mt-1.5 flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-[13px] text-slate-800">
                  {apiBase}
                </code>
                <CopyButton text={apiBase} label="Copy" />
              </div>
            </div>
            <div>
              <div className="flex items-center justify-between">
                <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
                  <TerminalIcon className="size-3.5" /> Check your key
                </p>
                <CopyButton text={curl} label="Copy" />
              </div>
              <pre className="mt-1.5 overflow-x-auto rounded-lg break-all whitespace-pre-wrap bg-slate-900 px-3.5 py-3 font-mono text-[12.5px] leading-relaxed text-slate-100">
                <code>{curl}</code>
              </pre>
              <p className="mt-2 text-[13px] text-slate-500">
                Replace the placeholder with your {mode} secret key from{" "}
                <Link href="/dashboard/api-keys" className="font-medium text-indigo-600 hover:text-indigo-500">
                  API keys
                </Link>
                . The answer names your business and the key&apos;s mode.
              </p>
            </div>
          </CardBody>
        </Card>
      </div>

      {/* The period picker's state is in the URL (nuqs; useSearchParams needs the Suspense boundary). */}
      <NuqsAdapter>
        <Suspense>
          <OverviewCharts />
        </Suspense>
      </NuqsAdapter>
    </>
  );
}

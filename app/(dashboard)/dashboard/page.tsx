// /dashboard: the merchant's overview (issue 2). Balances and payments are placeholders until
// their issues land; the quick start shows how to make the first API call.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { PageHeader } from "@/components/dashboard/page-header";
import { NewKeyNotice } from "@/components/dashboard/new-key-notice";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon, ChartIcon, TerminalIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { mode, merchantName } = session;
  const apiBase = `${env().publicBaseUrl}/v2`;
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
        actions={
          mode === "test" ? (
            <Badge tone="orange" dot>
              Test mode
            </Badge>
          ) : (
            <Badge tone="green" dot>
              Live mode
            </Badge>
          )
        }
      />

      <NewKeyNotice />

      <div className="grid gap-4 sm:grid-cols-3">
        {[
          { label: "Available balance", hint: "Ready to pay out" },
          { label: "Pending balance", hint: "Settling from recent payments" },
          { label: "Payments today", hint: "Successful payments since midnight" },
        ].map((stat) => (
          <Card key={stat.label}>
            <CardBody>
              <p className="text-sm font-medium text-slate-500">{stat.label}</p>
              <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-300">
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available yet</span>
              </p>
              <p className="mt-1 text-xs text-slate-500">{stat.hint}</p>
            </CardBody>
          </Card>
        ))}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader
            title="Recent payments"
            actions={
              <Link href="/dashboard/payments" className={buttonClasses("ghost", "sm")}>
                View all
              </Link>
            }
          />
          <EmptyState
            icon={<CardIcon />}
            title="No payments yet"
            description="Your balances and most recent payments appear here once you take payments."
          />
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

      <Card className="mt-6">
        <EmptyState
          icon={<ChartIcon />}
          title="Charts arrive with your first payments"
          description="Volume, success rate and payouts over time will be drawn here."
        />
      </Card>
    </>
  );
}

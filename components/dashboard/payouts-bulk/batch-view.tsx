"use client";
// A payout batch: its totals, a count per status (all eight) and its payouts, read
// again every BATCH_POLL_MS while any payout is pending or processing.
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { usePayoutBatch } from "@/components/dashboard/payouts-bulk/hooks";
import { PAYOUT_STATUS_LABELS, PayoutStatusBadge } from "@/components/dashboard/payouts/payout-status-badge";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import { PAYOUT_STATUSES } from "@/lib/catalog/payout-transitions";
import { bankDisplayName } from "@/lib/catalog/bank-names";

export function BatchView({ reference }: { reference: string }) {
  const { mode } = useDashboard();
  const batch = usePayoutBatch(mode, reference);

  if (batch.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading the batch" className="space-y-3 p-5">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    );
  }
  if (batch.isError) {
    if (batch.error instanceof DashboardRequestError && batch.error.code === "NOT_FOUND") {
      return (
        <Notice tone="warning" title="Batch not found">
          There is no batch {reference} in {mode} mode. <Link className="font-medium underline" href="/dashboard/payouts/bulk">Upload a file</Link>
        </Notice>
      );
    }
    return <LoadError title="Could not load the batch" error={batch.error} onRetry={() => batch.refetch()} />;
  }

  const b = batch.data;
  return (
    <div className="space-y-6">
      <Card aria-labelledby="batch-title">
        <CardHeader
          titleId="batch-title"
          title={b.title}
          description={
            <>
              <span className="font-mono text-[12px]">{b.batch_reference}</span> · created {formatDateTime(b.created_at)}
            </>
          }
          actions={b.in_progress ? <Spinner label="Payouts are on their way; this page updates by itself" /> : null}
        />
        <dl className="grid grid-cols-2 gap-4 px-5 py-4 sm:grid-cols-4" aria-label="Batch totals">
          {(
            [
              ["Payouts", String(b.count)],
              ["Amounts", formatAmount(b.total_amount, b.currency)],
              ["Fees", formatAmount(b.total_fee, b.currency)],
              ["Total", formatAmount(b.total_amount + b.total_fee, b.currency)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="grid grid-cols-2 gap-3 border-t border-slate-100 px-5 py-4 sm:grid-cols-4" aria-label="Payouts by status">
          {PAYOUT_STATUSES.map((s) => (
            <li key={s} className="flex items-center justify-between rounded-lg px-3 py-2 ring-1 ring-slate-200 ring-inset" data-status={s}>
              <span className="text-sm text-slate-600">{PAYOUT_STATUS_LABELS[s].label}</span>
              <span className="text-base font-semibold text-slate-900 tabular-nums" aria-label={`${PAYOUT_STATUS_LABELS[s].label}: ${b.status_counts[s]}`}>
                {b.status_counts[s]}
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <Card aria-labelledby="batch-payouts-title">
        <CardHeader titleId="batch-payouts-title" title="Payouts in this batch" />
        <DataTable aria-label="Payouts in this batch" rows={b.payouts} rowKey={(p) => p.gateway_reference}
          columns={["Payout", "Account", "Amount", "Fee", "Status"]}
        >
          {(p) => (
            <>
              <TD>
                <p className="font-mono text-[12px] text-slate-900">{p.gateway_reference}</p>
                {p.merchant_reference ? <p className="font-mono text-[12px] text-slate-500">{p.merchant_reference}</p> : null}
              </TD>
              <TD>
                <p className="text-slate-900">{p.account.account_name}</p>
                <p className="text-[13px] text-slate-500">
                  {bankDisplayName(p.account.bank_slug, p.account.bank_name)} · {p.account.account_number}
                </p>
              </TD>
              <TD className="tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
              <TD className="tabular-nums">{formatAmount(p.service_fee, p.currency)}</TD>
              <TD>
                <PayoutStatusBadge status={p.status} />
                {p.status_reason ? <p className="mt-1 max-w-64 text-[12px] text-slate-500">{p.status_reason}</p> : null}
              </TD>
            </>
          )}
        </DataTable>
      </Card>
      <p className="text-sm">
        <Link href="/dashboard/payouts/bulk" className="font-medium text-indigo-600 hover:text-indigo-500">
          Upload another file
        </Link>
      </p>
    </div>
  );
}

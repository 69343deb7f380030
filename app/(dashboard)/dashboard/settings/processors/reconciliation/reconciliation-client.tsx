"use client";

// Settings → Processors → Reconciliation: the runs of the merchant's own processor
// connections in the dashboard's mode, newest first, and a form to reconcile one now, by the
// processor's API (Chapa, Stripe) or an uploaded report file (MTN MoMo's, Airtel Money's statement,
// WaafiPay's transaction report). The
// gateway's own connections serve every merchant: their runs are the operator's (the CLI), not shown here.
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { useProcessors } from "@/components/dashboard/processors/processor-hooks";
import { useReconciliationRuns, useStartReconciliation } from "@/components/dashboard/reconciliation/reconciliation-hooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input, inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { can } from "@/lib/catalog/permissions";
import { formatDateTime } from "@/lib/dashboard/format";

const day = (iso: string) => iso.slice(0, 10);
/** A run's period as people read it: the last day is the one before `to` (exclusive). */
const period = (from: string, to: string) => {
  const last = new Date(new Date(to).getTime() - 1).toISOString();
  return day(from) === day(last) ? day(from) : `${day(from)} – ${day(last)}`;
};

export function ReconciliationClient() {
  const { role, mode } = useDashboard();
  const router = useRouter();
  const runs = useReconciliationRuns(mode);
  const processors = useProcessors(mode);
  const start = useStartReconciliation(mode);
  const canRun = can(role, "reconciliation.run");
  const own = processors.data?.connections.filter((c) => c.own) ?? [];
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("report");
    const report = file instanceof File && file.size > 0 ? { file_name: file.name, content: await file.text() } : undefined;
    start.mutate(
      { connection_id: String(form.get("connection_id")), from: String(form.get("from")), to: String(form.get("to")), report },
      { onSuccess: (run) => router.push(`/dashboard/settings/processors/reconciliation/${run.id}`), onError: (e) => setError(e.message) },
    );
  };

  return (
    <>
      <PageHeader
        title="Reconciliation"
        description={`What your own processor accounts say they settled, matched against your ${mode} payments, refunds and payouts. A mismatch never moves money: it is a case for a person, with the evidence.`}
      />
      {error ? (
        <Notice className="mb-6" tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}

      <Card className="mb-6">
        <CardHeader title="Runs" titleId="runs-heading" description="Daily for accounts whose processor has a settlement API; any time from the form below." />
        {runs.isPending ? (
          <CardBody>
            <p className="text-sm text-slate-500">Loading…</p>
          </CardBody>
        ) : runs.isError ? (
          <CardBody>
            <LoadError title="Could not load the reconciliation runs" error={runs.error} onRetry={() => runs.refetch()} />
          </CardBody>
        ) : runs.data.runs.length === 0 ? (
          <EmptyState title="No reconciliation yet" description="Runs of your own processor accounts appear here." />
        ) : (
          <Table aria-labelledby="runs-heading">
            <THead>
              <TR>
                <TH scope="col">Run</TH>
                <TH scope="col">Connection</TH>
                <TH scope="col">Period</TH>
                <TH scope="col">Source</TH>
                <TH scope="col">Matched</TH>
                <TH scope="col">Exceptions</TH>
                <TH scope="col">Status</TH>
              </TR>
            </THead>
            <TBody>
              {runs.data.runs.map((r) => (
                <TR key={r.id} data-testid={`run-${r.id}`}>
                  <TD>
                    <Link className="font-mono text-xs font-medium text-indigo-700 underline" href={`/dashboard/settings/processors/reconciliation/${r.id}`}>
                      {r.id}
                    </Link>
                    <div className="text-xs text-slate-500">{formatDateTime(r.started_at)}</div>
                  </TD>
                  <TD>
                    <div>{r.processor}</div>
                    <div className="font-mono text-xs text-slate-500">{r.connection_id}</div>
                  </TD>
                  <TD>{period(r.period.from, r.period.to)}</TD>
                  <TD>{r.source === "file" ? `File ${r.file_name ?? ""}` : "Processor API"}</TD>
                  <TD>{r.matched}</TD>
                  <TD>{r.exceptions > 0 ? <Badge tone="red">{r.exceptions}</Badge> : <Badge tone="green">0</Badge>}</TD>
                  <TD>{r.status === "completed" ? <Badge tone="green">Completed</Badge> : r.status === "failed" ? <Badge tone="red">Failed</Badge> : <Badge>{r.status}</Badge>}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>

      {canRun ? (
        <Card>
          <CardHeader title="Reconcile now" titleId="run-heading" description="Chapa and Stripe are read from their APIs. For MTN MoMo, Airtel Money and WaafiPay, export the transaction statement or report (CSV) from the processor's portal and upload it." />
          <CardBody>
            {own.length === 0 ? (
              <p className="text-sm text-slate-500">You have no processor account of your own in {mode} mode. Connect one under Settings → Processors.</p>
            ) : (
              <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-labelledby="run-heading">
                <div className="sm:col-span-2">
                  <Label htmlFor="connection_id">Connection</Label>
                  <select id="connection_id" name="connection_id" className={inputClasses} required>
                    {own.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({c.id})
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <Label htmlFor="from">From (first day)</Label>
                  <Input id="from" name="from" type="date" required />
                </div>
                <div>
                  <Label htmlFor="to">To (last day)</Label>
                  <Input id="to" name="to" type="date" required />
                </div>
                <div className="sm:col-span-2">
                  <Label htmlFor="report">Report file (CSV; leave empty for a processor with an API)</Label>
                  <input id="report" name="report" type="file" accept=".csv,text/csv" className="mt-1 block text-sm text-slate-700" />
                </div>
                <div className="sm:col-span-2">
                  <Button type="submit" loading={start.isPending}>
                    Reconcile
                  </Button>
                </div>
              </form>
            )}
          </CardBody>
        </Card>
      ) : null}
    </>
  );
}

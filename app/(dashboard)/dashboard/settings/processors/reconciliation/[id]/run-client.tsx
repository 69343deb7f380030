"use client";

// One reconciliation run: its counts, each exception with both sides' values and the
// evidence, resolving an exception with a note (owners and admins; audited; it moves no money), the
// clearing account line by line, and the CSV export of every item.
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { useReconciliationRun, useResolveItem } from "@/components/dashboard/reconciliation/reconciliation-hooks";
import { kindLabel, movementLabel } from "@/components/dashboard/reconciliation/kind-labels";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { can } from "@/lib/catalog/permissions";
import { formatDateTime } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";
import type { SerializedItem } from "@/lib/reconciliation/serialize-reconciliation";
import type { ClearingCurrency } from "@/lib/reconciliation/explain-clearing-account";

type Values = Record<string, string | null | undefined>;
const money = (amount: string | null | undefined, currency: string | null | undefined) => (amount && currency ? formatMoney(BigInt(amount), currency) : "—");

function Side({ values, kind }: { values: Values | null; kind: "gateway" | "processor" }) {
  if (!values) return <span className="text-xs text-slate-600">{kind === "gateway" ? "Not in the gateway" : "Not at the processor"}</span>;
  return (
    <div className="text-xs">
      <div className="font-mono">{kind === "gateway" ? `${values.type} ${values.id}` : values.processor_ref}</div>
      <div>
        {money(values.amount, values.currency)} · {values.status}
      </div>
      {kind === "processor" && values.fee && values.fee !== "0" ? <div>fee {money(values.fee, values.currency)}</div> : null}
    </div>
  );
}

function ResolveForm({ item, runId }: { item: SerializedItem; runId: string }) {
  const { mode } = useDashboard();
  const resolve = useResolveItem(mode, runId);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "");
    resolve.mutate({ itemId: item.id, note }, { onSuccess: () => setError(null), onError: (e) => setError(e.message) });
  };
  const id = `note-${item.id}`;
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={onSubmit}>
      <div>
        <Label htmlFor={id}>Resolution note</Label>
        <Input id={id} name="note" required minLength={3} maxLength={2000} placeholder="What was found and done" />
      </div>
      <Button type="submit" size="sm" variant="secondary" loading={resolve.isPending}>
        Mark resolved
      </Button>
      {error ? (
        <p role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function RunClient({ id }: { id: string }) {
  const { role, mode } = useDashboard();
  const run = useReconciliationRun(mode, id);
  const canResolve = can(role, "reconciliation.resolve");

  if (run.isPending) return <p className="text-sm text-slate-500">Loading…</p>;
  if (run.isError) return <LoadError title="Could not load this reconciliation run" error={run.error} onRetry={() => run.refetch()} />;
  const r = run.data;
  const exceptions = r.items.filter((i) => i.kind !== "matched");
  const matched = r.items.length - exceptions.length;
  const clearing = (r.clearing ?? []) as ClearingCurrency[];

  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="text-indigo-700 underline" href="/dashboard/settings/processors/reconciliation">
          All reconciliation runs
        </Link>
      </p>
      <PageHeader
        title={`Reconciliation ${r.id}`}
        description={`${r.processor} (connection ${r.connection_id}), ${formatDateTime(r.period.from)} to ${formatDateTime(r.period.to)}, from ${r.source === "file" ? `the file ${r.file_name ?? ""}` : "the processor's API"}.`}
        actions={
          <a className={buttonClasses("secondary", "sm")} href={`/api/dashboard/reconciliation/${encodeURIComponent(r.id)}/export`} download>
            Export CSV
          </a>
        }
      />
      {r.status === "failed" ? (
        <Notice className="mb-6" tone="danger" title="This run failed">
          {r.error}
        </Notice>
      ) : (
        <p role="status" data-testid="run-summary" className="mb-4 text-sm text-slate-700">
          {matched} matched, {exceptions.length} exception{exceptions.length === 1 ? "" : "s"} ({exceptions.filter((e) => e.resolution?.state === "open").length} open).
        </p>
      )}

      <Card className="mb-6">
        <CardHeader title="Exceptions" titleId="exceptions-heading" description="Each is a case for a person: nothing here moves money. Resolve it with a note once it is dealt with." />
        {exceptions.length === 0 ? (
          <EmptyState title="No exceptions" description="Every transaction of the period matched." />
        ) : (
          <Table aria-labelledby="exceptions-heading">
            <THead>
              <TR>
                <TH scope="col">Kind</TH>
                <TH scope="col">Gateway</TH>
                <TH scope="col">Processor</TH>
                <TH scope="col">Evidence</TH>
                <TH scope="col">Resolution</TH>
              </TR>
            </THead>
            <TBody>
              {exceptions.map((item) => (
                <TR key={item.id} data-testid={`item-${item.id}`}>
                  <TD>
                    <Badge tone={kindLabel(item.kind).tone}>{kindLabel(item.kind).label}</Badge>
                  </TD>
                  <TD>
                    <Side kind="gateway" values={item.gateway ? ({ ...(item.gateway.values as Values), type: item.gateway.type, id: item.gateway.id } as Values) : null} />
                  </TD>
                  <TD>
                    <Side kind="processor" values={item.processor_record as Values | null} />
                  </TD>
                  <TD className="max-w-md text-xs whitespace-normal">{item.evidence}</TD>
                  <TD className="text-xs">
                    {item.resolution?.state === "resolved" ? (
                      <div>
                        <Badge tone="green">Resolved</Badge>
                        <div className="mt-1">{item.resolution.note}</div>
                        <div className="text-slate-500">{formatDateTime(item.resolution.resolved_at)}</div>
                      </div>
                    ) : canResolve ? (
                      <ResolveForm item={item} runId={r.id} />
                    ) : (
                      <Badge tone="amber">Open</Badge>
                    )}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>

      {clearing.map((c) => (
        <Card key={c.currency} className="mb-6">
          <CardHeader
            title={`Clearing account, ${c.currency}`}
            titleId={`clearing-${c.currency}`}
            description={`Opening ${money(c.opening, c.currency)} + movements ${money(c.movements, c.currency)} = closing ${money(c.closing, c.currency)}${c.addsUp ? "" : " (does not add up: check the ledger)"}. Paid to your bank ${money(c.paidOut, c.currency)} against ${money(c.expectedPayout, c.currency)} expected after fees of ${money(c.processorFees, c.currency)}.`}
          />
          {c.lines.length === 0 ? (
            <CardBody>
              <p className="text-sm text-slate-500">No movement in the period.</p>
            </CardBody>
          ) : (
            <Table aria-labelledby={`clearing-${c.currency}`}>
              <THead>
                <TR>
                  <TH scope="col">When</TH>
                  <TH scope="col">Movement</TH>
                  <TH scope="col">Object</TH>
                  <TH scope="col">Amount</TH>
                </TR>
              </THead>
              <TBody>
                {c.lines.map((l, i) => (
                  <TR key={`${l.referenceId}-${i}`}>
                    <TD className="text-xs">{formatDateTime(l.at)}</TD>
                    <TD className="text-xs">{movementLabel(l.kind)}</TD>
                    <TD className="font-mono text-xs">{l.referenceId}</TD>
                    <TD className="text-xs">{money(l.amount, c.currency)}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </Card>
      ))}
    </>
  );
}

// /operator/reconciliation/[runId]: one installation run with its items, open exceptions first; queues.work resolves one with a reason.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { operatorMay } from "@/lib/catalog/operator-permissions";
import { getInstallationRun } from "@/lib/operator/reconciliation/get-installation-run";
import { Badge } from "@/components/ui/badge";
import { ReasonAction } from "@/components/operator/reason-action";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Reconciliation run · Operator console" };

export default async function ReconciliationRunPage({ params }: { params: Promise<{ runId: string }> }) {
  const operator = await requireOperator("read");
  const work = operatorMay(operator.role, "queues.work");
  const { runId } = await params;
  const run = await getInstallationRun(db(), runId).catch((error: unknown) => {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <div className="space-y-5">
      <Link href="/operator/reconciliation" className="text-sm text-indigo-700">← Reconciliation</Link>
      <h1 className="text-xl font-semibold text-slate-900">{run.processor} {run.mode}: {run.period.from.slice(0, 10)} to {run.period.to.slice(0, 10)}</h1>
      <p className="text-sm text-slate-500">
        <span className="font-mono">{run.id}</span> · {run.source}{run.file_name ? ` (${run.file_name})` : ""} · {run.status} · {run.matched} matched, {run.exceptions} exceptions · started {run.started_at.replace("T", " ").slice(0, 16)} UTC by {run.started_by}
      </p>
      {run.error && <p className="text-sm text-red-600">{run.error}</p>}
      <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {run.items.map((i) => (
          <li key={i.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
            <div>
              <div>
                <Badge tone={i.kind === "matched" ? "green" : i.resolution?.state === "resolved" ? "gray" : "amber"}>{i.kind.replaceAll("_", " ")}</Badge> {i.object_kind}
                {i.gateway && <span className="ml-2 font-mono text-xs text-slate-500">{i.gateway.type} {i.gateway.id}</span>}
              </div>
              <div className="mt-1 max-w-2xl text-slate-700">{i.evidence}</div>
              {i.resolution?.state === "resolved" && <div className="mt-1 text-xs text-slate-500">Resolved {i.resolution.resolved_at?.slice(0, 16).replace("T", " ")} by {i.resolution.resolved_by ?? "—"}: {i.resolution.note}</div>}
            </div>
            {work && i.resolution?.state === "open" && <ReasonAction label="Resolve" path={`/api/operator/reconciliation/exceptions/${i.id}/resolve`} />}
          </li>
        ))}
        {run.items.length === 0 && <li className="px-4 py-6 text-center text-slate-500">Nothing was reported for this period.</li>}
      </ul>
    </div>
  );
}

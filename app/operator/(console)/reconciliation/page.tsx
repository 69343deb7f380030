// /operator/reconciliation: the installation connections' reconciliation runs and the exception queue (open exceptions across those runs); queues.work resolves one with a reason.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { operatorMay } from "@/lib/catalog/operator-permissions";
import { listInstallationRuns } from "@/lib/operator/reconciliation/list-installation-runs";
import { listReconciliationExceptions } from "@/lib/operator/reconciliation/list-reconciliation-exceptions";
import { Badge } from "@/components/ui/badge";
import { ReasonAction } from "@/components/operator/reason-action";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Reconciliation · Operator console" };

export default async function ReconciliationPage() {
  const operator = await requireOperator("read");
  const work = operatorMay(operator.role, "queues.work");
  const [runs, exceptions] = await Promise.all([listInstallationRuns(db()), listReconciliationExceptions(db(), { scope: "installation" })]);
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold text-slate-900">Reconciliation</h1>
      <p className="text-sm text-slate-500">
        Runs of the installation&apos;s connections (the daily job, <code>npm run gateway -- reconcile</code>). An exception never moves money by itself: resolve it once what it called for is done. Merchants&apos; own runs&apos; exceptions are on the <Link href="/operator/queues?queue=reconciliation_exception" className="text-indigo-700">Queues</Link> page.
      </p>
      <section className="space-y-2">
        <h2 className="text-sm font-semibold text-slate-900">Exception queue ({exceptions.length})</h2>
        <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="exceptions">
          {exceptions.map((e) => (
            <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <div className="font-medium text-slate-900"><Badge tone="amber">{e.kind.replaceAll("_", " ")}</Badge> {e.object_kind} · {e.run.connector} {e.run.mode}</div>
                <div className="mt-1 max-w-2xl text-slate-700">{e.evidence}</div>
                <div className="mt-1 font-mono text-xs text-slate-500">{e.id} · run <Link href={`/operator/reconciliation/${e.run.id}`} className="text-indigo-700">{e.run.id}</Link></div>
              </div>
              {work && <ReasonAction label="Resolve" path={`/api/operator/reconciliation/exceptions/${e.id}/resolve`} />}
            </li>
          ))}
          {exceptions.length === 0 && <li className="px-4 py-6 text-center text-slate-500">No open exception.</li>}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-sm font-semibold text-slate-900">Runs</h2>
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
              <tr><th className="px-4 py-2">Run</th><th className="px-4 py-2">Connection</th><th className="px-4 py-2">Period</th><th className="px-4 py-2">Status</th><th className="px-4 py-2">Matched</th><th className="px-4 py-2">Exceptions</th><th className="px-4 py-2">Started</th></tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {runs.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-2 font-mono text-xs"><Link href={`/operator/reconciliation/${r.id}`} className="text-indigo-700 hover:underline">{r.id}</Link></td>
                  <td className="px-4 py-2">{r.processor} {r.mode}<div className="font-mono text-xs text-slate-500">{r.connection_id}</div></td>
                  <td className="px-4 py-2 text-xs">{r.period.from.slice(0, 10)} to {r.period.to.slice(0, 10)}</td>
                  <td className="px-4 py-2">{r.status}{r.error ? <div className="text-xs text-red-600">{r.error}</div> : null}</td>
                  <td className="px-4 py-2">{r.matched}</td>
                  <td className="px-4 py-2">{r.exceptions}</td>
                  <td className="px-4 py-2 text-xs text-slate-500">{r.started_at.replace("T", " ").slice(0, 16)} · {r.started_by}</td>
                </tr>
              ))}
              {runs.length === 0 && <tr><td colSpan={7} className="px-4 py-6 text-center text-slate-500">No run yet.</td></tr>}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

// /operator/jobs: dead jobs across the installation (every merchant's and the gateway's own), newest first; jobs.retry puts one back in the queue with a reason.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { operatorMay } from "@/lib/catalog/operator-permissions";
import { listDeadJobs } from "@/lib/operator/jobs/list-dead-jobs";
import { ReasonAction } from "@/components/operator/reason-action";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Dead jobs · Operator console" };

export default async function DeadJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperator("read");
  const retry = operatorMay(operator.role, "jobs.retry");
  const params = await searchParams;
  const owner = params.owner === "installation" || (typeof params.owner === "string" && /^mch_[0-9A-Za-z]+$/.test(params.owner)) ? params.owner : undefined;
  const jobs = await listDeadJobs(db(), { owner });
  const tab = (href: string, label: string, active: boolean) => <Link href={href} className={active ? "font-semibold text-slate-900" : "text-indigo-700"}>{label}</Link>;
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-slate-900">Dead jobs</h1>
      <p className="text-sm text-slate-500">Background work that failed its type&apos;s every try. Retrying queues it again with its tries reset; a merchant&apos;s job is also recorded in that merchant&apos;s audit log.</p>
      <nav className="flex gap-4 text-sm" aria-label="Whose jobs">
        {tab("/operator/jobs", "All", !owner)}
        {tab("/operator/jobs?owner=installation", "The installation's own", owner === "installation")}
        {owner && owner !== "installation" && <span className="font-mono text-xs text-slate-700">{owner}</span>}
      </nav>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm" data-testid="dead-jobs">
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
            <tr><th className="px-4 py-2">Job</th><th className="px-4 py-2">For</th><th className="px-4 py-2">Last error</th><th className="px-4 py-2">Tries</th><th className="px-4 py-2">Died</th><th className="px-4 py-2" /></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {jobs.map((j) => (
              <tr key={j.id} className="align-top">
                <td className="px-4 py-2"><div className="font-medium">{j.type}</div><div className="font-mono text-xs text-slate-500">{j.id}</div>{j.object && <div className="text-xs text-slate-500">{j.object.type} {j.object.id}</div>}</td>
                <td className="px-4 py-2 text-xs">{j.merchant_id ? <Link href={`/operator/merchants/${j.merchant_id}`} className="font-mono text-indigo-700">{j.merchant_id}</Link> : "installation"}{j.mode ? ` · ${j.mode}` : ""}</td>
                <td className="max-w-md px-4 py-2 text-xs text-red-700">{j.last_error ?? "—"}</td>
                <td className="px-4 py-2 text-xs">{j.failures}{j.max_tries ? ` of ${j.max_tries}` : ""}</td>
                <td className="px-4 py-2 text-xs text-slate-500">{j.dead_at?.replace("T", " ").slice(0, 16) ?? "—"}</td>
                <td className="px-4 py-2 text-right">{retry && <ReasonAction label="Retry" path={`/api/operator/jobs/${j.id}/retry`} />}</td>
              </tr>
            ))}
            {jobs.length === 0 && <tr><td colSpan={6} className="px-4 py-6 text-center text-slate-500">No dead job.</td></tr>}
          </tbody>
        </table>
      </div>
    </div>
  );
}

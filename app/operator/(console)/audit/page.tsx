// /operator/audit: every operator action with its reason, newest first.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { listOperatorAudit } from "@/lib/operator/list-operator-audit";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Audit log · Operator console" };

export default async function OperatorAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator("read");
  const params = await searchParams;
  const page = Number(typeof params.page === "string" ? params.page : 1) || 1;
  const result = await listOperatorAudit(db(), { page });
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-slate-900">Audit log</h1>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
            <tr>
              <th className="px-4 py-2">When (UTC)</th>
              <th className="px-4 py-2">Who</th>
              <th className="px-4 py-2">Action</th>
              <th className="px-4 py-2">Merchant</th>
              <th className="px-4 py-2">Reason</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.rows.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-2 whitespace-nowrap text-slate-500">{r.created_at.replace("T", " ").slice(0, 19)}</td>
                <td className="px-4 py-2 text-slate-700">{r.operator_email ?? r.actor_type}</td>
                <td className="px-4 py-2 font-mono text-xs">{r.action}</td>
                <td className="px-4 py-2">{r.merchant_id ? <Link href={`/operator/merchants/${r.merchant_id}`} className="font-mono text-xs text-indigo-700">{r.merchant_id}</Link> : "—"}</td>
                <td className="px-4 py-2 text-slate-700">{r.reason}</td>
              </tr>
            ))}
            {result.rows.length === 0 && <tr><td colSpan={5} className="px-4 py-6 text-center text-slate-500">No operator action yet.</td></tr>}
          </tbody>
        </table>
      </div>
      <nav className="flex items-center gap-3 text-sm" aria-label="Pages">
        {result.page > 1 && <Link href={`/operator/audit?page=${result.page - 1}`} className="text-indigo-700">Newer</Link>}
        <span className="text-slate-500">Page {result.page} of {result.pages}</span>
        {result.page < result.pages && <Link href={`/operator/audit?page=${result.page + 1}`} className="text-indigo-700">Older</Link>}
      </nav>
    </div>
  );
}

// /operator/merchants: every merchant, searched by name, owner e-mail or id, with its state and 30-day live volume.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { listMerchants, VOLUME_DAYS } from "@/lib/operator/merchants/list-merchants";
import { MerchantStateBadge } from "@/components/operator/state-badge";
import { Input } from "@/components/ui/input";
import { buttonClasses } from "@/components/ui/button";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Merchants · Operator console" };

export default async function MerchantsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator("read");
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.slice(0, 200) : "";
  const page = Number(typeof params.page === "string" ? params.page : 1) || 1;
  const result = await listMerchants(db(), { search: q, page });
  const pageLink = (p: number) => `/operator/merchants?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-slate-900">Merchants</h1>
      {params.denied && <p className="text-sm text-amber-700">Your role cannot open that page.</p>}
      <form method="get" className="flex max-w-lg gap-2" role="search">
        <Input name="q" defaultValue={q} placeholder="Name, owner e-mail or mch_… id" aria-label="Search merchants" />
        <button type="submit" className={buttonClasses("secondary")}>Search</button>
      </form>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
            <tr>
              <th className="px-4 py-2">Merchant</th>
              <th className="px-4 py-2">Owner</th>
              <th className="px-4 py-2">State</th>
              <th className="px-4 py-2">Live volume, {VOLUME_DAYS} days</th>
              <th className="px-4 py-2">Created</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.rows.map((m) => (
              <tr key={m.id}>
                <td className="px-4 py-2">
                  <Link href={`/operator/merchants/${m.id}`} className="font-medium text-indigo-700 hover:underline">{m.name}</Link>
                  <div className="font-mono text-xs text-slate-500">{m.id}</div>
                </td>
                <td className="px-4 py-2 text-slate-700">{m.email ?? "—"}</td>
                <td className="px-4 py-2"><MerchantStateBadge state={m.state} /></td>
                <td className="px-4 py-2 text-slate-700">{m.volume.length ? m.volume.map((v) => `${v.amount} ${v.currency} (${v.count})`).join(", ") : "—"}</td>
                <td className="px-4 py-2 text-slate-500">{m.created_at.slice(0, 10)}</td>
              </tr>
            ))}
            {result.rows.length === 0 && (
              <tr><td colSpan={5} className="px-4 py-6 text-center text-slate-500">No merchant matches.</td></tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="flex items-center gap-3 text-sm" aria-label="Pages">
        {result.page > 1 && <Link href={pageLink(result.page - 1)} className="text-indigo-700">Previous</Link>}
        <span className="text-slate-500">Page {result.page} of {result.pages} · {result.total} merchants</span>
        {result.page < result.pages && <Link href={pageLink(result.page + 1)} className="text-indigo-700">Next</Link>}
      </nav>
    </div>
  );
}

// /operator/activations: submitted activations waiting for a decision, oldest first.
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/db";
import { listActivationQueue } from "@/lib/operator/activations/list-activation-queue";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Activation queue · Operator console" };

export default async function ActivationQueuePage() {
  await requireOperator("read");
  const rows = await listActivationQueue(db());
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-slate-900">Activation queue</h1>
      <p className="text-sm text-slate-500">Merchants that submitted their go-live checklist, oldest first. Open one to approve or reject it.</p>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {rows.map((r) => (
          <li key={r.id} className="flex items-center justify-between px-4 py-3 text-sm">
            <span>
              <Link href={`/operator/merchants/${r.id}`} className="font-medium text-indigo-700 hover:underline">{r.name}</Link>
              <span className="ml-2 text-slate-500">{r.email}</span>
            </span>
            <span className="text-slate-500">submitted {r.submitted_at?.replace("T", " ").slice(0, 16) ?? "—"} UTC</span>
          </li>
        ))}
        {rows.length === 0 && <li className="px-4 py-6 text-center text-sm text-slate-500">Nothing is waiting.</li>}
      </ul>
    </div>
  );
}

// /operator/risk: the installation-wide risk rules and value lists (every merchant's payments; no merchant can loosen them); risk.manage creates a rule and switches one between active, shadow and disabled. Lists are read-only here.
import type { Metadata } from "next";
import { db } from "@/lib/db";
import { operatorMay } from "@/lib/catalog/operator-permissions";
import { listInstallationRisk } from "@/lib/operator/risk/list-installation-risk";
import { ReasonAction } from "@/components/operator/reason-action";
import { RiskRuleForm } from "@/components/operator/risk-rule-form";
import { Badge } from "@/components/ui/badge";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Risk rules · Operator console" };

export default async function RiskPage() {
  const operator = await requireOperator("read");
  const manage = operatorMay(operator.role, "risk.manage");
  const { rules, lists } = await listInstallationRisk(db());
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold text-slate-900">Installation risk rules</h1>
      <p className="text-sm text-slate-500">Rules and lists that apply to every merchant&apos;s payments, before the merchant&apos;s own. Lists are read-only here for now.</p>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm" data-testid="risk-rules">
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
            <tr><th className="px-4 py-2">Rule</th><th className="px-4 py-2">Action</th><th className="px-4 py-2">Expression</th><th className="px-4 py-2">Mode</th><th className="px-4 py-2">Status</th><th className="px-4 py-2" /></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rules.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-2"><div className="font-medium">{r.name}</div><div className="font-mono text-xs text-slate-500">{r.id} · position {r.position}</div></td>
                <td className="px-4 py-2">{r.action}</td>
                <td className="px-4 py-2 font-mono text-xs">{r.expression}</td>
                <td className="px-4 py-2">{r.mode ?? "both"}</td>
                <td className="px-4 py-2"><Badge tone={r.status === "active" ? "green" : r.status === "shadow" ? "amber" : "gray"}>{r.status}</Badge></td>
                <td className="px-4 py-2 text-right">
                  {manage && (r.status === "disabled"
                    ? <ReasonAction label="Enable" path={`/api/operator/risk/rules/${r.id}/status`} body={{ status: "active" }} />
                    : <ReasonAction label="Disable" path={`/api/operator/risk/rules/${r.id}/status`} body={{ status: "disabled" }} variant="danger" />)}
                </td>
              </tr>
            ))}
            {rules.length === 0 && <tr><td colSpan={6} className="px-4 py-6 text-center text-slate-500">No installation rule.</td></tr>}
          </tbody>
        </table>
      </div>
      {manage && (
        <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">New installation rule</h2>
          <RiskRuleForm />
        </section>
      )}
      <h2 className="text-sm font-semibold text-slate-900">Value lists</h2>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {lists.map((l) => (
          <li key={l.id} className="flex justify-between px-4 py-2 text-sm">
            <span><span className="font-medium">{l.name}</span> <code className="text-xs">in_list(&quot;{l.alias}&quot;, …)</code> · {l.kind} · {l.mode ?? "both modes"}</span>
            <span className="text-slate-500">{l.values} values</span>
          </li>
        ))}
        {lists.length === 0 && <li className="px-4 py-6 text-center text-slate-500">No installation list.</li>}
      </ul>
    </div>
  );
}

// /operator/operators: the operator accounts (administrators only): list, create, disable.
import type { Metadata } from "next";
import { db } from "@/lib/db";
import { isOperatorRole, OPERATOR_ROLE_LABELS } from "@/lib/catalog/operator-permissions";
import { listOperators } from "@/lib/operator/operators/list-operators";
import { CreateOperatorForm, DisableOperatorButton } from "@/components/operator/operators-admin";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Operators · Operator console" };

export default async function OperatorsPage() {
  const me = await requireOperator("operators.manage");
  const rows = await listOperators(db());
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold text-slate-900">Operators</h1>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
            <tr><th className="px-4 py-2">E-mail</th><th className="px-4 py-2">Role</th><th className="px-4 py-2">Two-factor</th><th className="px-4 py-2">State</th><th className="px-4 py-2" /></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((o) => (
              <tr key={o.id}>
                <td className="px-4 py-2">{o.email}</td>
                <td className="px-4 py-2">{isOperatorRole(o.role) ? OPERATOR_ROLE_LABELS[o.role] : o.role}</td>
                <td className="px-4 py-2">{o.two_factor ? "on" : "set up at first sign-in"}</td>
                <td className="px-4 py-2">{o.disabled_at ? "disabled" : o.locked_until && new Date(o.locked_until) > new Date() ? "locked" : "active"}</td>
                <td className="px-4 py-2 text-right">{!o.disabled_at && o.id !== me.operatorId && <DisableOperatorButton operatorId={o.id} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-2 text-sm font-semibold text-slate-900">New operator</h2>
        <CreateOperatorForm />
      </section>
    </div>
  );
}

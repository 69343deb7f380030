// /operator/operators: the operator accounts (administrators only): list, create, disable; and the
// operator API's keys: list, create (shown once), revoke.
import type { Metadata } from "next";
import { db } from "@/lib/db";
import { isOperatorRole, OPERATOR_ROLE_LABELS } from "@/lib/catalog/operator-permissions";
import { listOperators } from "@/lib/operator/operators/list-operators";
import { CreateOperatorForm, DisableOperatorButton } from "@/components/operator/operators-admin";
import { listOperatorApiKeys } from "@/lib/operator/api/operator-api-keys";
import { CreateOperatorApiKeyForm } from "@/components/operator/operator-api-keys-admin";
import { ReasonAction } from "@/components/operator/reason-action";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Operators · Operator console" };

export default async function OperatorsPage() {
  const me = await requireOperator("operators.manage");
  const [rows, keys] = await Promise.all([listOperators(db()), listOperatorApiKeys(db())]);
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
      <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-sm font-semibold text-slate-900">Operator API keys</h2>
        <p className="text-sm text-slate-600">For a platform that creates merchants and their keys from its own systems (/v2/operator, the API reference&apos;s &quot;Operator API&quot;).</p>
        {keys.length > 0 && (
          <table className="min-w-full text-sm">
            <thead className="text-left text-xs font-medium uppercase text-slate-500">
              <tr><th className="py-1">Name</th><th className="py-1">Key</th><th className="py-1">Last used</th><th className="py-1">State</th><th className="py-1" /></tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {keys.map((k) => (
                <tr key={k.id}>
                  <td className="py-1">{k.name}</td>
                  <td className="py-1 font-mono">{k.prefix}…</td>
                  <td className="py-1">{k.last_used_at ? new Date(k.last_used_at).toUTCString() : "never"}</td>
                  <td className="py-1">{k.revoked_at ? "revoked" : "active"}</td>
                  <td className="py-1 text-right">{!k.revoked_at && <ReasonAction label="Revoke" variant="danger" path={`/api/operator/api-keys/${k.id}/revoke`} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <CreateOperatorApiKeyForm />
      </section>
    </div>
  );
}

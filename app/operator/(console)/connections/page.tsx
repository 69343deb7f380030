// /operator/connections: the installation's processor connections (they serve every merchant) with their health and last check; administrators add, disable, enable and check them. Never their credentials.
import type { Metadata } from "next";
import { db } from "@/lib/db";
import { operatorMay } from "@/lib/catalog/operator-permissions";
import { connectorFormSpecs } from "@/lib/processors/connector-specs";
import { listInstallationConnections } from "@/lib/operator/connections/list-installation-connections";
import { Badge } from "@/components/ui/badge";
import { AddConnectionForm } from "@/components/operator/add-connection-form";
import { ReasonAction } from "@/components/operator/reason-action";
import { requireOperator } from "@/app/operator/current-operator";

export const metadata: Metadata = { title: "Connections · Operator console" };

const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 1000) / 10}%`);

export default async function ConnectionsPage() {
  const operator = await requireOperator("read");
  const manage = operatorMay(operator.role, "connections.manage");
  const rows = await listInstallationConnections(db(), { withCallbackUrls: manage });
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold text-slate-900">Installation connections</h1>
      <p className="text-sm text-slate-500">
        The installation&apos;s processor accounts: they carry every merchant&apos;s payments after the merchant&apos;s own connections, lower priority first. Credentials are stored encrypted and never shown.
      </p>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full text-sm" data-testid="connections">
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase text-slate-500">
            <tr><th className="px-4 py-2">Connection</th><th className="px-4 py-2">Serves</th><th className="px-4 py-2">Health</th><th className="px-4 py-2">Last check</th><th className="px-4 py-2" /></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((c) => (
              <tr key={c.id} className="align-top">
                <td className="px-4 py-2">
                  <div className="font-medium text-slate-900">{c.name} · {c.mode}</div>
                  <div className="font-mono text-xs text-slate-500">{c.id}</div>
                  <div className="text-xs text-slate-500">priority {c.priority} · {c.base_url}</div>
                  {c.callback_url && <div className="max-w-xs break-all text-xs text-slate-500">callback: {c.callback_url}</div>}
                  <div className="text-xs text-slate-500">credentials: {c.credentials.join(", ")}{c.credentials_readable ? "" : " (cannot be decrypted by this server)"}</div>
                  <div className="mt-1">{c.enabled ? <Badge tone="green">enabled</Badge> : <Badge tone="gray">disabled {c.disabled_at?.slice(0, 10)}</Badge>}</div>
                </td>
                <td className="px-4 py-2 text-xs text-slate-700">{c.methods.join(", ")}<br />{c.currencies.join(", ")}</td>
                <td className="px-4 py-2 text-xs text-slate-700">
                  {c.health ? (
                    <>
                      <div>circuit {c.health.circuit}{c.health.circuit_retry_at ? `, probe at ${c.health.circuit_retry_at.slice(11, 16)} UTC` : ""}</div>
                      <div>hour: {c.health.last_hour.calls} calls, {percent(c.health.last_hour.success_rate)} answered, p95 {c.health.last_hour.p95_ms ?? "—"} ms</div>
                      <div>day: {c.health.last_day.calls} calls, {percent(c.health.last_day.success_rate)} answered</div>
                    </>
                  ) : "—"}
                </td>
                <td className="px-4 py-2 text-xs text-slate-700">
                  {c.last_check ? (
                    <>
                      <div>{c.last_check.ok ? <Badge tone="green">ok</Badge> : <Badge tone="red">failed</Badge>} {c.last_check.at.replace("T", " ").slice(0, 16)} UTC</div>
                      <div className="mt-1 max-w-xs">{c.last_check.message}</div>
                    </>
                  ) : "never"}
                </td>
                <td className="space-y-1 px-4 py-2 text-right">
                  {manage && (
                    <>
                      <div><ReasonAction label="Check now" path={`/api/operator/connections/${c.id}/check`} describe={(d) => { const r = d as { ok: boolean; detail: string }; return `${r.ok ? "OK" : "Failed"}: ${r.detail}`; }} /></div>
                      <div>
                        {c.enabled ? <ReasonAction label="Disable" path={`/api/operator/connections/${c.id}/disable`} variant="danger" /> : <ReasonAction label="Enable" path={`/api/operator/connections/${c.id}/enable`} />}
                      </div>
                    </>
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 && <tr><td colSpan={5} className="px-4 py-6 text-center text-slate-500">No installation connection yet.</td></tr>}
          </tbody>
        </table>
      </div>
      {manage && (
        <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Add a connection</h2>
          <AddConnectionForm connectors={connectorFormSpecs()} />
        </section>
      )}
    </div>
  );
}

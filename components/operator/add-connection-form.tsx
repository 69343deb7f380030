"use client";
// The Connections page's "Add a connection" (administrators): the connector, its mode, its
// credential fields (the connector's own, from its spec; dotted names are nested), an optional base
// URL (a sandbox or a proxy: the operator's choice, never a merchant's), priority, methods and
// currencies (empty: all the connector serves), and the reason. The credentials are sent once and
// never shown again: the answer and the list carry their field names only.
import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ConnectorFormSpec } from "@/lib/processors/connector";
import { operatorFetch } from "@/components/operator/operator-fetch";

function credentialsFrom(spec: ConnectorFormSpec, values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, Record<string, string> | string> = {};
  for (const [name] of spec.fields) {
    const value = (values[name] ?? "").trim();
    if (!value) continue;
    const [group, key] = name.split(".");
    if (key) out[group] = { ...((out[group] as Record<string, string> | undefined) ?? {}), [key]: value };
    else out[group] = value;
  }
  return out;
}

const list = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);

export function AddConnectionForm({ connectors }: { connectors: ConnectorFormSpec[] }) {
  const router = useRouter();
  const [name, setName] = useState(connectors[0]?.name ?? "");
  const [mode, setMode] = useState<"test" | "live">("test");
  const [values, setValues] = useState<Record<string, string>>({});
  const [baseUrl, setBaseUrl] = useState("");
  const [priority, setPriority] = useState("100");
  const [methods, setMethods] = useState("");
  const [currencies, setCurrencies] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const spec = useMemo(() => connectors.find((c) => c.name === name), [connectors, name]);
  if (!spec) return <p className="text-sm text-slate-500">No connector is installed.</p>;

  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        setDone(null);
        try {
          const created = await operatorFetch<{ id: string }>("/api/operator/connections", {
            connector: spec.name,
            mode,
            credentials: credentialsFrom(spec, values),
            ...(baseUrl.trim() ? { base_url: baseUrl.trim() } : {}),
            priority: Number(priority),
            ...(list(methods).length ? { methods: list(methods) } : {}),
            ...(list(currencies).length ? { currencies: list(currencies) } : {}),
            reason,
          });
          // The credentials leave the page's memory as soon as they are stored.
          setValues({});
          setReason("");
          setDone(`Connection ${created.id} added`);
          router.refresh();
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">
          Processor
          <select aria-label="Processor" className="mt-1 block h-9 w-full rounded-md px-2 text-sm ring-1 ring-slate-300" value={name} onChange={(e) => { setName(e.target.value); setValues({}); }}>
            {connectors.map((c) => <option key={c.name} value={c.name}>{c.label}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Mode
          <select aria-label="Mode" className="mt-1 block h-9 w-full rounded-md px-2 text-sm ring-1 ring-slate-300" value={mode} onChange={(e) => setMode(e.target.value as "test" | "live")}>
            <option value="test">test</option>
            <option value="live">live</option>
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Priority (lower first)
          <Input aria-label="Priority" type="number" min={0} max={10000} value={priority} onChange={(e) => setPriority(e.target.value)} className="mt-1" />
        </label>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{spec.label} credentials (stored encrypted, never shown again)</legend>
        {spec.fields.map(([field, f]) => (
          <label key={field} className="text-sm text-slate-700">
            {f.label}{f.optional ? " (optional)" : ""}
            <Input aria-label={f.label} type={f.secret ? "password" : "text"} autoComplete="off" required={!f.optional} value={values[field] ?? ""} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))} className="mt-1" />
            {f.hint && <span className="mt-0.5 block text-xs text-slate-500">{f.hint}</span>}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">
          Base URL (optional)
          <Input aria-label="Base URL" placeholder={spec.baseUrls[mode]} value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} className="mt-1" />
        </label>
        <label className="text-sm text-slate-700">
          Methods (optional)
          <Input aria-label="Methods" placeholder={spec.methods.join(", ")} value={methods} onChange={(e) => setMethods(e.target.value)} className="mt-1" />
        </label>
        <label className="text-sm text-slate-700">
          Currencies (optional)
          <Input aria-label="Currencies" placeholder={spec.currencies.join(", ")} value={currencies} onChange={(e) => setCurrencies(e.target.value)} className="mt-1" />
        </label>
      </div>
      <label className="block text-sm text-slate-700">
        Reason (recorded in the audit log)
        <Input aria-label="Reason" required minLength={3} value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1" />
      </label>
      <Button type="submit" loading={busy}>Add connection</Button>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {done && <p role="status" className="text-sm text-green-700">{done}</p>}
    </form>
  );
}

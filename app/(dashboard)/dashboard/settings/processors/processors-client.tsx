"use client";

// Settings → Processors: the processor accounts that carry this merchant's payments in
// the mode the dashboard shows, the gateway's and the merchant's own, with their last check and
// their last 24 hours; owners connect their own account and disable it. Credentials are sent once
// and never shown again (the routes answer their field names only). What a role cannot do is
// hidden (lib/catalog/permissions.ts); the JSON routes and the services refuse it anyway.
import { useState, type FormEvent } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { useCheckProcessor, useConnectProcessor, useDisableProcessor, useProcessors } from "@/components/dashboard/processors/processor-hooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input, inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dashboard/format";
import { can } from "@/lib/catalog/permissions";
import { findMethod } from "@/lib/catalog/payment-methods";
import type { ConnectorFormSpec } from "@/lib/processors/connector";
import type { DashboardProcessor, ProcessorHealth } from "@/lib/dashboard/processors";
import type { HealthWindow } from "@/lib/processors/summarize-connection-health";
import { HealthChart } from "@/components/dashboard/processors/health-chart";

/** The circuit breaker's state in words (docs/processors.md, "Health and the circuit breaker"). */
const CIRCUIT: Record<ProcessorHealth["circuit"], { label: string; tone: "green" | "red" | "amber"; hint: string }> = {
  closed: { label: "Taking payments", tone: "green", hint: "The processor answers; payments are routed to it." },
  open: { label: "Circuit open", tone: "red", hint: "Too many calls went unanswered; payments go to the next connection until it is tried again." },
  half_open: { label: "Being retried", tone: "amber", hint: "After its cool-down, a few payments test it; a success puts it back." },
};

function windowLine(label: string, w: HealthWindow) {
  if (w.calls === 0) return `${label}: no calls`;
  const rate = w.success_rate === null ? "" : `, ${Math.round(w.success_rate * 1000) / 10}% answered`;
  return `${label}: ${w.calls} calls${rate}, p50 ${w.p50_ms} ms, p95 ${w.p95_ms} ms`;
}

/** The circuit, the last hour and day in figures, and the day's chart. */
function HealthCell({ health }: { health: ProcessorHealth }) {
  const circuit = CIRCUIT[health.circuit];
  return (
    <div className="min-w-[11rem]" data-testid="processor-health">
      <Badge tone={circuit.tone}>{circuit.label}</Badge>
      <span className="sr-only"> ({circuit.hint})</span>
      {health.circuit_retry_at ? <div className="mt-1 text-slate-500">Tried again {formatDateTime(health.circuit_retry_at)}</div> : null}
      <div className="mt-1 text-slate-700">{windowLine("Last hour", health.last_hour)}</div>
      <div className="text-slate-500">{windowLine("Last 24 hours", health.last_day)}</div>
      <HealthChart buckets={health.series.day} label="Calls and answered share per hour, last 24 hours" />
    </div>
  );
}

/** Payment methods by their names ("CBE Birr, M-Pesa"), not their identifiers. */
function methodNames(ids: readonly string[]): string {
  return ids.map((id) => findMethod(id)?.name ?? id).join(", ");
}

/** The form's flat fields as the connector's credentials object ("collection.api_key" → { collection: { api_key } }). */
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

/** `connectors`: what the connect form offers, from the server page (the connector list is server code). */
export function ProcessorsClient({ docsHref, connectors }: { docsHref: string | null; connectors: ConnectorFormSpec[] }) {
  const { role, mode } = useDashboard();
  const canManage = can(role, "processors.manage");
  const canCheck = can(role, "processors.check");
  const processors = useProcessors(mode);
  const check = useCheckProcessor(mode);
  const disable = useDisableProcessor(mode);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const onCheck = (c: DashboardProcessor) =>
    check.mutate(c.id, {
      onSuccess: (r) => (setError(null), setStatus(r.ok ? `${c.name}: the processor answered` : `${c.name}: the check failed: ${r.detail}`)),
      onError: (e) => setError(e.message),
    });
  // A new connection is checked at once, so its row never shows a connection nobody has tried.
  const onConnected = (c: DashboardProcessor) => {
    setError(null);
    const connected = `${c.name} connected (${c.id}). Paste its callback URL into ${c.name}'s dashboard.`;
    setStatus(`${connected} Checking that ${c.name} answers…`);
    check.mutate(c.id, {
      onSuccess: (r) => setStatus(`${connected} ${r.ok ? `${c.name} answered the check.` : `The check failed: ${r.detail}`}`),
      onError: (e) => setStatus(`${connected} It could not be checked: ${e.message}`),
    });
  };
  const onDisable = (c: DashboardProcessor) => {
    if (!window.confirm(`Stop routing payments through your ${c.name} account (${c.id})? This cannot be undone here.`)) return;
    disable.mutate(c.id, { onSuccess: () => (setError(null), setStatus(`${c.name} (${c.id}) disabled`)), onError: (e) => setError(e.message) });
  };

  const docsPointer = docsHref ? (
    <a className="font-medium text-indigo-600 underline" href={docsHref}>
      the processors guide
    </a>
  ) : (
    <code>docs/processors.md</code>
  );

  return (
    <>
      <PageHeader title="Processors" description={`The processor accounts that carry your ${mode} payments: the gateway's, and your own, which come first.`} />
      {error ? (
        <Notice className="mb-6" tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      {status ? (
        <p role="status" className="mb-4 text-sm text-slate-600">
          {status}
        </p>
      ) : null}

      <Card className="mb-6">
        <CardHeader title="Connections" titleId="connections-heading" description={`Connections in ${mode} mode, in the order payments try them.`} />
        {processors.isPending ? (
          <CardBody>
            <p className="text-sm text-slate-500">Loading…</p>
          </CardBody>
        ) : processors.isError ? (
          <CardBody>
            <LoadError title="Could not load your processors" error={processors.error} onRetry={() => processors.refetch()} />
          </CardBody>
        ) : processors.data.connections.length === 0 ? (
          <EmptyState
            title={`No processor serves your ${mode} payments yet`}
            description={
              <>
                {mode === "test" ? "Test payments use the gateway's simulator until one does. " : null}
                Connect your own account below, or see {docsPointer} for what each processor needs.
              </>
            }
          />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-labelledby="connections-heading">
              <THead>
                <TR>
                  <TH scope="col">Processor</TH>
                  <TH scope="col">Scope</TH>
                  <TH scope="col">Serves</TH>
                  <TH scope="col">Priority</TH>
                  <TH scope="col">Status</TH>
                  <TH scope="col">Last check</TH>
                  <TH scope="col">Health</TH>
                  <TH scope="col">
                    <span className="sr-only">Actions</span>
                  </TH>
                </TR>
              </THead>
              <TBody>
                {processors.data.connections.map((c) => (
                  <TR key={c.id} data-testid={`processor-${c.id}`}>
                    <TD>
                      <div className="font-medium text-slate-900">{c.name}</div>
                      <div className="font-mono text-xs text-slate-500">{c.id}</div>
                      <div className="text-xs text-slate-500">
                        {c.mode} · {c.base_url}
                      </div>
                      {c.callback_url ? (
                        // One line, cut short: the full address is what the copy button copies.
                        <div className="mt-1 flex max-w-[18rem] items-center gap-1 text-xs text-slate-500" data-testid="processor-callback-url">
                          <span className="shrink-0">Callback URL:</span>
                          <code className="min-w-0 truncate" title={c.callback_url}>
                            {c.callback_url}
                          </code>
                          <CopyButton text={c.callback_url} srLabel={`callback URL of ${c.name} ${c.id}`} iconOnly />
                        </div>
                      ) : null}
                    </TD>
                    <TD>{c.own ? <Badge tone="indigo">Your own</Badge> : <Badge>Gateway-wide</Badge>}</TD>
                    <TD className="text-xs">
                      <div>{methodNames(c.methods)}</div>
                      <div className="text-slate-500">{c.currencies.join(", ")}</div>
                    </TD>
                    <TD>{c.priority}</TD>
                    <TD>
                      {c.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="gray">Disabled {c.disabled_at ? formatDateTime(c.disabled_at) : ""}</Badge>}
                      {c.credentials_readable ? null : (
                        <div className="mt-1 max-w-xs text-xs" data-testid="processor-credentials-unreadable">
                          <Badge tone="red">Credentials unreadable</Badge>
                          <div className="mt-1 text-slate-600">
                            {c.own
                              ? "The gateway cannot read this account's saved credentials, so payments skip it. Connect the account again."
                              : "The gateway cannot read this connection's saved credentials, so payments skip it. The gateway's operator must fix it."}
                          </div>
                        </div>
                      )}
                    </TD>
                    <TD className="text-xs">
                      {c.last_check ? (
                        <>
                          {c.last_check.ok ? <Badge tone="green">OK</Badge> : <Badge tone="red">Failing</Badge>}
                          <div className="mt-1 text-slate-500">{formatDateTime(c.last_check.at)}</div>
                          {c.last_check.message ? <div className="mt-1 max-w-xs break-words text-slate-600">{c.last_check.message}</div> : null}
                        </>
                      ) : (
                        <>
                          <span className="text-slate-700">Not checked yet</span>
                          {canCheck ? (
                            <div className="mt-1">
                              <button
                                type="button"
                                className="font-medium text-indigo-600 underline hover:text-indigo-800"
                                onClick={() => onCheck(c)}
                                aria-label={`Check now: ${c.name} ${c.id}`}
                              >
                                Check now
                              </button>
                            </div>
                          ) : null}
                        </>
                      )}
                    </TD>
                    <TD className="text-xs">
                      <HealthCell health={c.health} />
                    </TD>
                    <TD>
                      <div className="flex flex-wrap justify-end gap-2">
                        {canCheck ? (
                          <Button variant="secondary" size="sm" loading={check.isPending && check.variables === c.id} onClick={() => onCheck(c)} aria-label={`Check ${c.name} ${c.id}`}>
                            Check
                          </Button>
                        ) : null}
                        {canManage && c.own && c.enabled ? (
                          <Button variant="danger-ghost" size="sm" loading={disable.isPending && disable.variables === c.id} onClick={() => onDisable(c)} aria-label={`Disable ${c.name} ${c.id}`}>
                            Disable
                          </Button>
                        ) : null}
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
        )}
      </Card>

      {canManage ? (
        <ConnectForm mode={mode} connectors={connectors} onConnected={onConnected} />
      ) : (
        <Notice title="View only">Only an owner of this account can connect or disable processor accounts.</Notice>
      )}
    </>
  );
}

function ConnectForm({ mode, connectors, onConnected }: { mode: "test" | "live"; connectors: ConnectorFormSpec[]; onConnected: (c: DashboardProcessor) => void }) {
  const connect = useConnectProcessor(mode);
  const [connector, setConnector] = useState(connectors[0].name);
  const [values, setValues] = useState<Record<string, string>>({});
  const [priority, setPriority] = useState("");
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const spec = connectors.find((c) => c.name === connector) ?? connectors[0];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      // One of the names the server page listed; the API checks it again.
      connector: connector as Parameters<typeof connect.mutate>[0]["connector"],
      credentials: credentialsFrom(spec, values),
      ...(priority.trim() ? { priority: Number(priority) } : {}),
    };
    connect.mutate(body, {
      onSuccess: (c) => {
        setError(null);
        setValues({});
        setPriority("");
        onConnected(c);
      },
      onError: (e) => setError({ message: e.message, fields: "fieldErrors" in e ? (e as { fieldErrors: Record<string, string> }).fieldErrors : {} }),
    });
  }

  return (
    <Card>
      <CardHeader
        title="Connect your own account"
        description={`Your own ${mode} account at a processor: your payments go through it first, and its money settles with you at the processor. The credentials are stored encrypted and never shown again.`}
      />
      <CardBody>
        <form onSubmit={onSubmit} className="grid max-w-xl gap-4" aria-describedby={error ? "connect-error" : undefined}>
          {error ? (
            <Notice tone="danger" role="alert">
              <span id="connect-error">{error.message}</span>
            </Notice>
          ) : null}
          <div>
            <Label htmlFor="processor-connector">Processor</Label>
            <select
              id="processor-connector"
              className={inputClasses}
              value={connector}
              onChange={(e) => (setConnector(e.target.value), setValues({}), setError(null))}
            >
              {connectors.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label}
                </option>
              ))}
            </select>
            <p className="mt-1 text-xs text-slate-500">
              Serves {methodNames(spec.methods)} in {spec.currencies.join(", ")}, through {spec.label}&apos;s own API for {mode} mode ({spec.baseUrls[mode]}).
            </p>
          </div>
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm font-medium text-slate-900">{spec.label} credentials</legend>
            {spec.fields.map(([name, field]) => {
              const id = `credential-${name.replace(".", "-")}`;
              const fieldError = error?.fields[`credentials.${name}`];
              return (
                <div key={name}>
                  <Label htmlFor={id}>
                    {field.label}
                    {field.optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
                  </Label>
                  <Input
                    id={id}
                    type={field.secret ? "password" : "text"}
                    autoComplete="off"
                    spellCheck={false}
                    required={!field.optional}
                    value={values[name] ?? ""}
                    onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={field.hint || fieldError ? `${id}-hint` : undefined}
                  />
                  {field.hint || fieldError ? (
                    <p id={`${id}-hint`} className={fieldError ? "mt-1 text-xs text-red-600" : "mt-1 text-xs text-slate-500"}>
                      {fieldError ?? field.hint}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <div>
            <Label htmlFor="processor-priority">
              Priority <span className="font-normal text-slate-500">(optional)</span>
            </Label>
            <Input id="processor-priority" type="number" min={0} max={10000} step={1} placeholder="100" value={priority} onChange={(e) => setPriority(e.target.value)} aria-describedby="processor-priority-hint" />
            <p id="processor-priority-hint" className="mt-1 text-xs text-slate-500">
              Lower is tried first among your own connections.
            </p>
          </div>
          <div>
            <Button type="submit" loading={connect.isPending}>
              Connect {spec.label}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
